/**
 * A venue's booking settings (routes/venue/settings.ts, services/venue-settings.ts, docs/venues.md "Settings routes"):
 * what is saved is what the booking tables hold and the read answers, each change writes its audit line, the rules'
 * refusals come back in Chinese with nothing changed, a closure is refused over a live hold or a paid booking (and
 * never both win when they race), and only whoever manages the venue (canManageVenue) reaches it.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { MAX_PRICE_PER_HOUR_CENTS, WEEKDAYS } from 'shared/rules';
import { auditLog, courtPriceRules, courts, institutions, users, venueClosures, venueOpeningHours, venues, venueSpecialDays } from '../../src/db/schema/index.js';
import { createUser, firstMsg, json, login, unique, type Client, type TestContext } from '../helpers.js';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

type Config = {
  opening_hours: { hours: { weekday: number; opens: string; closes: string }[]; summary: string };
  special_days: { day: string; closed: number; opens: string | null; closes: string | null; holiday: number; workday: number; note: string }[];
  closures: { id: number; court_id: number | null; court_name: string; start_at: string; end_at: string; reason: string }[];
  courts: { court_id: number; court_name: string; price_rules: { band: string; band_start: string; band_end: string; price_cents: number; member_price_cents: number | null }[] }[];
  settings: { payment_window_minutes: number; parallel_booking_limit: number; max_booking_minutes: number; bookable_days: number; refund_tiers: { hours_before: number; percent: number }[]; refund_policy_text: string; refund_policy_custom: number };
};

export function venueSettingsSuite(ctx: TestContext) {
  describe('venue booking settings (场馆预订设置): saved, read back, refused, audited, per tenant', () => {
    const db = () => ctx.app.database.db;
    let venueId = 0;
    let otherVenueId = 0;
    let courtId = 0;
    let secondCourtId = 0;
    let retiredCourtId = 0;
    let manager: Client;
    let wholeInstitution: Client;
    let otherVenueManager: Client;
    let stranger: Client;
    let admin: Client;
    let bookerId = 0;
    /** A China midnight three days ahead: the closures and holds of the tests lie in its day. */
    const base = new Date(Math.ceil((Date.now() + 3 * DAY - 16 * HOUR) / DAY) * DAY + 16 * HOUR);
    const baseDay = new Date(base.getTime() + 8 * HOUR).toISOString().slice(0, 10);
    const at = (hours: number) => new Date(base.getTime() + hours * HOUR).toISOString();
    const config = async (as: Client = manager) => json<Config>(await as.get(`/api/admin/venue_booking_config?venue_id=${venueId}&from=${baseDay}&to=${baseDay}`));
    const audits = async (action: string) => db().select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.target, `venue:${venueId}`)));

    before(async () => {
      const [inst] = await db().insert(institutions).values({ name: unique('预订设置运营方'), institutionType: 4 }).returning({ id: institutions.id });
      const [other] = await db().insert(institutions).values({ name: unique('其他运营方'), institutionType: 4 }).returning({ id: institutions.id });
      const [v] = await db().insert(venues).values({ institutionId: inst!.id, name: unique('预订设置场馆'), status: 'approved' }).returning({ id: venues.id });
      const [w] = await db().insert(venues).values({ institutionId: inst!.id, name: unique('同机构另一场馆'), status: 'approved' }).returning({ id: venues.id });
      venueId = v!.id;
      otherVenueId = w!.id;
      const made = await db()
        .insert(courts)
        .values([
          { venueId, name: '1号场', sport: '羽毛球', pricePerHourCents: 6000 },
          { venueId, name: '2号场', sport: '羽毛球', pricePerHourCents: 6000 },
          { venueId, name: '旧场', sport: '羽毛球', active: false },
        ])
        .returning({ id: courts.id });
      [courtId, secondCourtId, retiredCourtId] = made.map((c) => c.id) as [number, number, number];
      const m = await createUser(ctx.app, { manages: [{ institutionId: inst!.id, sportsVenuesId: venueId }] });
      const whole = await createUser(ctx.app, { manages: [{ institutionId: inst!.id }] });
      const bound = await createUser(ctx.app, { manages: [{ institutionId: inst!.id, sportsVenuesId: otherVenueId }] });
      const x = await createUser(ctx.app, { manages: [{ institutionId: other!.id }] });
      manager = await login(ctx.app, m.account, m.password);
      wholeInstitution = await login(ctx.app, whole.account, whole.password);
      otherVenueManager = await login(ctx.app, bound.account, bound.password);
      stranger = await login(ctx.app, x.account, x.password);
      admin = await login(ctx.app, 'admin', 'Admin@2026');
      const [booker] = await db().insert(users).values({ account: unique('booker'), nickname: '订场用户', isPerson: true }).returning({ id: users.id });
      bookerId = booker!.id;
    });

    it('replaces the weekly hours (a split day, 24:00), stores the rows, answers the summary and audits; refuses overlaps naming the weekday', async () => {
      const hours = [
        ...WEEKDAYS.filter((d) => d !== 1).map((weekday) => ({ weekday, opens: '00:00', closes: '24:00' })),
        // a split day: two rows, touching (the rules join them where a booking asks)
        { weekday: 1, opens: '12:00', closes: '24:00' },
        { weekday: 1, opens: '00:00', closes: '12:00' },
      ];
      const res = await manager.put('/api/admin/venue_opening_hours', { venue_id: venueId, hours });
      assert.equal(json(res).errno, 0, res.body);
      assert.equal(json<{ summary: string }>(res).result.summary, '每天 00:00–24:00');
      const rows = await db().select().from(venueOpeningHours).where(eq(venueOpeningHours.venueId, venueId));
      assert.equal(rows.length, 8);
      assert.deepEqual(
        rows.filter((r) => r.weekday === 1).map((r) => [r.opensMinute, r.closesMinute]).sort((a, b) => a[0]! - b[0]!),
        [
          [0, 720],
          [720, 1440],
        ],
      );
      assert.equal((await audits('venue.opening_hours')).length, 1);

      const overlap = await manager.put('/api/admin/venue_opening_hours', { venue_id: venueId, hours: [{ weekday: 3, opens: '08:00', closes: '12:00' }, { weekday: 3, opens: '11:30', closes: '13:00' }] });
      assert.equal(json(overlap).errno, 42200);
      assert.equal(firstMsg(overlap), '周三：营业时段重叠：08:00–12:00 与 11:30–13:00');
      const quarter = await manager.put('/api/admin/venue_opening_hours', { venue_id: venueId, hours: [{ weekday: 3, opens: '08:15', closes: '12:00' }] });
      assert.equal(firstMsg(quarter), '周三：时间须为整点或半点');
      assert.equal((await db().select().from(venueOpeningHours).where(eq(venueOpeningHours.venueId, venueId))).length, 8, 'a refused save changes nothing');
      const missing = await manager.put('/api/admin/venue_opening_hours', { venue_id: venueId, hours: [{ weekday: 3, opens: '08:00' }] });
      assert.deepEqual([json(missing).errno, firstMsg(missing)], [42200, '结束营业时间不能为空']);
    });

    it('sets, replaces and removes a special day; refuses past days, 调休 on a weekday and holiday with 调休', async () => {
      const save = (day: Record<string, unknown>) => manager.put('/api/admin/venue_special_day', { venue_id: venueId, ...day });
      const first = await save({ day: baseDay, opens: '09:00', closes: '18:00', holiday: 1, note: '节日' });
      assert.equal(json(first).errno, 0, first.body);
      const again = await save({ day: baseDay, closed: 1, note: '闭馆保养' });
      assert.deepEqual(json(again).result, { day: baseDay, closed: 1, opens: null, closes: null, holiday: 0, workday: 0, note: '闭馆保养' });
      const rows = await db().select().from(venueSpecialDays).where(eq(venueSpecialDays.venueId, venueId));
      assert.equal(rows.length, 1, 'one row per date');
      assert.deepEqual((await config()).result.special_days, [{ day: baseDay, closed: 1, opens: null, closes: null, holiday: 0, workday: 0, note: '闭馆保养' }]);

      assert.equal(firstMsg(await save({ day: '2020-01-04', closed: 1 })), '不能设置今天之前的日期');
      assert.equal(firstMsg(await save({ day: '2030-01-07', workday: 1 })), '调休工作日须为周六或周日');
      assert.equal(firstMsg(await save({ day: '2030-01-05', workday: 1, holiday: 1 })), '节假日与调休工作日不能同时设置');
      assert.equal(firstMsg(await save({ day: '2030-02-30', closed: 1 })), '日期格式错误');

      const removed = await manager.del(`/api/admin/venue_special_day?venue_id=${venueId}&day=${baseDay}`);
      assert.equal(json(removed).errno, 0, removed.body);
      assert.equal((await manager.del(`/api/admin/venue_special_day?venue_id=${venueId}&day=${baseDay}`)).statusCode, 404);
      assert.equal((await audits('venue.special_day.save')).length, 2);
      assert.equal((await audits('venue.special_day.delete')).length, 1);
    });

    it("replaces a court's price rules; refuses the price cap, overlapping bands, a member price above the price and a retired court", async () => {
      const rules = [
        { band: 'weekday', band_start: '08:00', band_end: '18:00', price_cents: 8000, member_price_cents: 6000 },
        { band: 'peak', band_start: '18:00', band_end: '21:00', price_cents: MAX_PRICE_PER_HOUR_CENTS },
      ];
      const res = await manager.put('/api/admin/venue_price_rules', { court_id: courtId, price_rules: rules });
      assert.equal(json(res).errno, 0, res.body);
      const stored = await db().select().from(courtPriceRules).where(eq(courtPriceRules.courtId, courtId));
      assert.deepEqual(stored.map((r) => [r.band, r.startsMinute, r.endsMinute, r.priceCents, r.memberPriceCents]).sort(), [
        ['peak', 1080, 1260, MAX_PRICE_PER_HOUR_CENTS, null],
        ['weekday', 480, 1080, 8000, 6000],
      ]);
      const court = (await config()).result.courts.find((c) => c.court_id === courtId)!;
      assert.deepEqual(court.price_rules, [rules[0], { ...rules[1], member_price_cents: null }]);
      assert.equal((await config()).result.courts.some((c) => c.court_id === retiredCourtId), false, 'a retired court is not listed');

      const put = (price_rules: unknown[], id = courtId) => manager.put('/api/admin/venue_price_rules', { court_id: id, price_rules });
      assert.equal(firstMsg(await put([{ ...rules[0], price_cents: MAX_PRICE_PER_HOUR_CENTS + 1, member_price_cents: null }])), '第1条价格规则：每小时价格不能超过¥10000');
      assert.equal(firstMsg(await put([rules[0], { band: 'weekday', band_start: '17:30', band_end: '19:00', price_cents: 9000 }])), '第2条价格规则：平日价时段重叠：08:00–18:00 与 17:30–19:00');
      assert.equal(firstMsg(await put([{ ...rules[0], member_price_cents: 9000 }])), '第1条价格规则：会员价不能高于原价');
      assert.equal(firstMsg(await put([{ ...rules[0], band: 'night' }])), '价格类型取值无效');
      const retired = await put(rules, retiredCourtId);
      assert.deepEqual([json(retired).errno, firstMsg(retired)], [40000, '场地已停用']);
      assert.equal((await db().select().from(courtPriceRules).where(eq(courtPriceRules.courtId, courtId))).length, 2, 'refused saves change nothing');
      const audit = await db().select().from(auditLog).where(and(eq(auditLog.action, 'venue.price_rules'), eq(auditLog.target, `court:${courtId}`)));
      assert.equal(audit.length, 1);
    });

    it('saves the booking settings and refund tiers into the venue row the booking service reads', async () => {
      const settings = { payment_window_minutes: 15, parallel_booking_limit: 2, max_booking_minutes: 180, bookable_days: 14, refund_tiers: [{ hours_before: 6, percent: 50 }, { hours_before: 48, percent: 100 }] };
      const res = await manager.put('/api/admin/venue_booking_settings', { venue_id: venueId, ...settings });
      assert.equal(json(res).errno, 0, res.body);
      const [row] = await db().select().from(venues).where(eq(venues.id, venueId));
      assert.deepEqual([row!.paymentWindowMinutes, row!.parallelBookingLimit, row!.maxBookingMinutes, row!.bookableDays, row!.refundPolicy], [15, 2, 180, 14, [{ hoursBefore: 48, percent: 100 }, { hoursBefore: 6, percent: 50 }]]);
      const read = (await config()).result.settings;
      assert.equal(read.refund_policy_text, '开始前48小时及以上取消全额退款；6至48小时退50%；不足6小时不退款');
      assert.equal(read.refund_policy_custom, 1);
      const bad = await manager.put('/api/admin/venue_booking_settings', { venue_id: venueId, ...settings, bookable_days: 400 });
      assert.deepEqual([json(bad).errno, firstMsg(bad)], [42200, '可提前预订天数须为1到366之间的整数']);
      const badWindow = await manager.put('/api/admin/venue_booking_settings', { venue_id: venueId, ...settings, payment_window_minutes: 121 });
      assert.equal(firstMsg(badWindow), '支付时限须为1到120分钟之间的整数');
      assert.equal((await audits('venue.booking_settings')).length, 1);
      // back to a limit the hold tests below do not meet
      await manager.put('/api/admin/venue_booking_settings', { venue_id: venueId, ...settings, parallel_booking_limit: 0 });
    });

    it('refuses a closure over a live hold with the count, takes one on another court or once the hold is cancelled, and removes it', async () => {
      const [hold] = await ctx.app.bookings.hold({ venueId, userId: bookerId, slots: [{ courtId, start: new Date(at(10)), end: new Date(at(11)) }] });
      const close = (body: Record<string, unknown>, as: Client = manager) => as.post('/api/admin/venue_closure', { venue_id: venueId, start_at: at(8), end_at: at(20), closure_reason: '更换地板', ...body });
      const hit = await close({ court_id: courtId });
      assert.deepEqual([json(hit).errno, firstMsg(hit)], [40000, '该时段内还有1个有效预订，请先取消这些预订再设置闭馆']);
      const whole = await close({});
      assert.equal(firstMsg(whole), '该时段内还有1个有效预订，请先取消这些预订再设置闭馆', 'a closure of the whole venue covers every court');
      const other = await close({ court_id: secondCourtId });
      assert.equal(json(other).errno, 0, other.body);
      assert.deepEqual({ ...json<Config['closures'][number]>(other).result, id: 0 }, { id: 0, court_id: secondCourtId, court_name: '2号场', start_at: at(8), end_at: at(20), reason: '更换地板' });

      await ctx.app.bookings.cancel(hold!.id, { kind: 'user', userId: bookerId });
      const after = await close({ court_id: courtId });
      assert.equal(json(after).errno, 0, after.body);
      const listed = (await config()).result.closures.filter((c) => c.start_at === at(8));
      assert.deepEqual(listed.map((c) => c.court_id).sort(), [courtId, secondCourtId].sort());
      // a slot in the closure is refused to the next booking
      await assert.rejects(ctx.app.bookings.hold({ venueId, userId: bookerId, slots: [{ courtId, start: new Date(at(12)), end: new Date(at(13)) }] }), /该时段场地不开放（更换地板）/);

      assert.equal(firstMsg(await close({ court_id: courtId, start_at: at(20), end_at: at(8) })), '闭馆结束时间须晚于开始时间');
      assert.equal(firstMsg(await close({ start_at: '2020-01-01T00:00:00Z', end_at: '2020-01-02T00:00:00Z' })), '闭馆结束时间须晚于当前时间');
      assert.equal(firstMsg(await close({ court_id: retiredCourtId })), '场地已停用');
      const foreignCourt = await db().insert(courts).values({ venueId: otherVenueId, name: '别馆场地', sport: '篮球' }).returning({ id: courts.id });
      assert.equal(firstMsg(await close({ court_id: foreignCourt[0]!.id })), '场地不存在');
      assert.equal(firstMsg(await close({ start_at: '2027-02-30T00:00:00Z' })), '开始时间格式错误');

      for (const c of listed) {
        assert.equal((await stranger.del(`/api/admin/venue_closure?id=${c.id}`)).statusCode, 404);
        assert.equal(json(await manager.del(`/api/admin/venue_closure?id=${c.id}`)).errno, 0);
      }
      assert.equal((await manager.del(`/api/admin/venue_closure?id=${listed[0]!.id}`)).statusCode, 404);
      assert.equal((await db().select().from(venueClosures).where(eq(venueClosures.venueId, venueId))).length, 0);
      assert.equal((await audits('venue.closure.add')).length, 2);
      assert.equal((await audits('venue.closure.delete')).length, 2);
    });

    it('never lets a closure and a hold of its time both succeed when they race', async () => {
      for (let round = 0; round < 6; round += 1) {
        const hour = 30 + round * 2;
        const [closed, held] = await Promise.allSettled([
          manager.post('/api/admin/venue_closure', { venue_id: venueId, court_id: courtId, start_at: at(hour), end_at: at(hour + 1), closure_reason: '赛事包场' }),
          ctx.app.bookings.hold({ venueId, userId: bookerId, slots: [{ courtId, start: new Date(at(hour)), end: new Date(at(hour + 1)) }] }),
        ]);
        const closureTaken = closed.status === 'fulfilled' && json(closed.value).errno === 0;
        const holdTaken = held.status === 'fulfilled';
        assert.ok(closureTaken !== holdTaken, `round ${round}: exactly one wins (closure ${closureTaken}, hold ${holdTaken})`);
        if (holdTaken) await ctx.app.bookings.cancel(held.value[0]!.id, { kind: 'user', userId: bookerId });
      }
    });

    it('reaches only whoever manages the venue: another institution, a manager bound to another venue, a visitor and no CSRF token are refused', async () => {
      const hours = { venue_id: venueId, hours: [] };
      assert.equal((await stranger.get(`/api/admin/venue_booking_config?venue_id=${venueId}`)).statusCode, 404);
      assert.equal((await otherVenueManager.get(`/api/admin/venue_booking_config?venue_id=${venueId}`)).statusCode, 404);
      assert.equal((await stranger.put('/api/admin/venue_opening_hours', hours)).statusCode, 404);
      assert.equal((await otherVenueManager.put('/api/admin/venue_price_rules', { court_id: courtId, price_rules: [] })).statusCode, 404);
      assert.equal((await stranger.put('/api/admin/venue_booking_settings', { venue_id: venueId, payment_window_minutes: 10, parallel_booking_limit: 0, max_booking_minutes: 240, bookable_days: 7, refund_tiers: [{ hours_before: 0, percent: 100 }] })).statusCode, 404);
      assert.equal((await ctx.app.inject({ method: 'GET', url: `/api/admin/venue_booking_config?venue_id=${venueId}` })).statusCode, 401);
      const noToken = await ctx.app.inject({ method: 'PUT', url: '/api/admin/venue_opening_hours', payload: hours, headers: { cookie: manager.cookie } });
      assert.equal(noToken.statusCode, 403);
      assert.equal(json(await wholeInstitution.get(`/api/admin/venue_booking_config?venue_id=${venueId}`)).errno, 0, 'a manager of the whole institution manages each of its venues');
      assert.equal(json(await admin.get(`/api/admin/venue_booking_config?venue_id=${venueId}`)).errno, 0);
      const tooBig = await manager.get('/api/admin/venue_booking_config?venue_id=2147483648');
      assert.deepEqual([json(tooBig).errno, firstMsg(tooBig)], [42200, '场馆不能大于2147483647']);
      const reversed = await manager.get(`/api/admin/venue_booking_config?venue_id=${venueId}&from=2030-01-02&to=2030-01-01`);
      assert.deepEqual([json(reversed).errno, firstMsg(reversed)], [42200, '结束日期不能早于开始日期']);
      const tooLong = await manager.get(`/api/admin/venue_booking_config?venue_id=${venueId}&from=2030-01-01&to=2031-06-01`);
      assert.equal(firstMsg(tooLong), '查询范围不能超过366天');
    });
  });
}
