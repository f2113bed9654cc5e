/**
 * Court booking's routes (docs/venues.md, "Routes"): courts added, changed and retired by the venue's manager; the
 * staff board with who booked and the public board with prices explained and nobody's name; a hold with its one 待支付
 * order, replayed by its Idempotency-Key; 我的预订; the check-in by code, refused twice. Tenancy: the demo venue
 * manager (bound to the stadium) and another institution's manager get 404 on a venue they do not manage; a visitor
 * 401; a mutation without the CSRF token 403.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { addChinaDays, BOOKING_MSG, chinaDate, chinaWeekday, dayMinuteInstant, PAY_MSG, WEEKDAYS } from 'shared/rules';
import { bookings, courtPriceRules, institutions, orders, venueOpeningHours, venues } from '../../src/db/schema/index.js';
import { createUser, json, login, nextIp, unique, type Client, type TestContext } from '../helpers.js';

type Slot = { start: string; end: string; start_clock: string; state: string; price_text: string | null; booking?: { name: string; mobile: string; kind: string; check_in_code: string | null } | null };
type Board = { courts: { id: number; name: string; slots: Slot[] }[] };

export function venueRoutesSuite(ctx: TestContext) {
  describe('court booking routes (场地、预订管理、订场、我的预订、核销)', () => {
    const db = () => ctx.app.database.db;
    let institutionId = 0;
    let venueId = 0;
    let pendingVenueId = 0;
    let courtId = 0;
    let manager: Client;
    let booker: Client;
    let other: Client;
    let venueMgr: Client;
    /** The next Saturday at least one China day ahead (the venue takes bookings 14 days ahead). */
    let saturday = '';
    const at = (day: string, hour: number) => dayMinuteInstant(day, hour * 60).toISOString();
    const key = () => ({ 'Idempotency-Key': unique('hold-key') });

    before(async () => {
      const [inst] = await db().insert(institutions).values({ name: unique('订场路由测试运营方'), institutionType: 4 }).returning({ id: institutions.id });
      institutionId = inst!.id;
      const [v, p] = await db()
        .insert(venues)
        .values([
          { institutionId, name: unique('订场路由测试场馆'), status: 'approved', bookableDays: 14 },
          { institutionId, name: unique('待审核场馆'), status: 'pending' },
        ])
        .returning({ id: venues.id });
      venueId = v!.id;
      pendingVenueId = p!.id;
      await db().insert(venueOpeningHours).values(WEEKDAYS.map((weekday) => ({ venueId, weekday, opensMinute: 8 * 60, closesMinute: 22 * 60 })));
      const made = await createUser(ctx.app, { manages: [{ institutionId, isAdmin: true }] });
      manager = await login(ctx.app, made.account, made.password);
      const person = await createUser(ctx.app, { isPerson: true });
      booker = await login(ctx.app, person.account, person.password);
      const stranger = await createUser(ctx.app, { isPerson: true });
      other = await login(ctx.app, stranger.account, stranger.password);
      venueMgr = await login(ctx.app, 'venue_mgr');
      let day = addChinaDays(chinaDate(new Date()), 1);
      while (chinaWeekday(day) !== 6) day = addChinaDays(day, 1);
      saturday = day;
    });

    it('adds, lists and changes courts for the venue manager; retiring one hides it from the public board and refuses its booking', async () => {
      const add = await manager.post('/api/admin/venue_court_add', { venue_id: venueId, name: '1号场', sport: '网球', indoor: 0, capacity: 4, sort: 1, price_per_hour_cents: 10000 });
      assert.equal(json(add).errno, 0, add.body);
      courtId = (json(add).result as { id: number }).id;
      await db().insert(courtPriceRules).values([
        { courtId, band: 'weekend', startsMinute: 8 * 60, endsMinute: 22 * 60, priceCents: 11000 },
        { courtId, band: 'peak', startsMinute: 18 * 60, endsMinute: 20 * 60, priceCents: 12000, memberPriceCents: 10000 },
      ]);
      const retired = json<{ id: number }>(await manager.post('/api/admin/venue_court_add', { venue_id: venueId, name: '2号场', sport: '网球', indoor: 1, capacity: 4, sort: 2, price_per_hour_cents: 9000 })).result.id;
      const list = json<{ list: { id: number; active: number; price_rules: { text: string }[] }[] }>(await manager.get(`/api/admin/venue_court_list?venue_id=${venueId}`));
      assert.equal(list.errno, 0);
      assert.deepEqual(list.result.list.find((c) => c.id === courtId)!.price_rules.map((r) => r.text), ['周末价 08:00–22:00 ¥110/小时', '高峰价 18:00–20:00 ¥120/小时（会员 ¥100/小时）']);
      const update = await manager.post('/api/admin/venue_court_update', { id: retired, name: '2号场（停用）', sport: '网球', indoor: 1, capacity: 4, sort: 2, price_per_hour_cents: 9000, active: 0 });
      assert.deepEqual([json(update).errno, (json(update).result as { active: number }).active], [0, 0], update.body);
      const after = json<{ list: { id: number; active: number }[] }>(await manager.get(`/api/admin/venue_court_list?venue_id=${venueId}`)).result.list;
      assert.deepEqual(after.map((c) => [c.id, c.active]), [[courtId, 1], [retired, 0]], 'a retired court stays in the staff list');
      const board = json<Board>(await booker.get(`/api/venue_site/board?venue_id=${venueId}&day=${saturday}`)).result;
      assert.deepEqual(board.courts.map((c) => c.id), [courtId], 'the public does not see a retired court');
      const hold = await booker.post('/api/venue_site/hold', { venue_id: venueId, slots: [{ court_id: retired, start: at(saturday, 10), end: at(saturday, 11) }] }, key());
      assert.equal(json(hold).result.errors?.[0]?.msg, BOOKING_MSG.courtClosed);
    });

    it('refuses a venue the caller does not manage (404), a visitor (401) and a mutation without the CSRF token (403)', async () => {
      const [stadium] = await db().select({ id: venues.id }).from(venues).where(eq(venues.name, '黄龙体育中心体育场'));
      const [tennis] = await db().select({ id: venues.id }).from(venues).where(eq(venues.name, '黄龙网球中心'));
      assert.equal(json(await venueMgr.get(`/api/admin/venue_court_list?venue_id=${stadium!.id}`)).errno, 0, 'venue_mgr manages the stadium');
      for (const id of [venueId, tennis!.id]) {
        assert.equal((await venueMgr.get(`/api/admin/venue_court_list?venue_id=${id}`)).statusCode, 404);
        assert.equal((await venueMgr.get(`/api/admin/venue_board?venue_id=${id}&day=${saturday}`)).statusCode, 404);
        assert.equal((await venueMgr.post('/api/admin/venue_court_add', { venue_id: id, name: '越权', sport: '网球', indoor: 0, capacity: 0, sort: 0, price_per_hour_cents: 0 })).statusCode, 404);
        assert.equal((await venueMgr.post('/api/admin/venue_check_in', { venue_id: id, code: 'ABCDEFGHJK' })).statusCode, 404);
      }
      const update = await venueMgr.post('/api/admin/venue_court_update', { id: courtId, name: '越权', sport: '网球', indoor: 0, capacity: 0, sort: 0, price_per_hour_cents: 0 });
      assert.equal(update.statusCode, 404);
      assert.equal((await booker.get(`/api/admin/venue_board?venue_id=${venueId}&day=${saturday}`)).statusCode, 404);
      const visitor = await ctx.app.inject({ method: 'GET', url: `/api/admin/venue_court_list?venue_id=${venueId}`, remoteAddress: nextIp() });
      assert.equal(visitor.statusCode, 401);
      const noToken = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/venue_court_add',
        headers: { cookie: manager.cookie },
        payload: { venue_id: venueId, name: '无令牌', sport: '网球', indoor: 0, capacity: 0, sort: 0, price_per_hour_cents: 0 },
      });
      assert.equal(noToken.statusCode, 403);
      assert.equal(json(await manager.post('/api/admin/venue_court_add', { venue_id: venueId, name: '价格', sport: '网球', indoor: 0, capacity: 0, sort: 0, price_per_hour_cents: -1 })).result.errors?.[0]?.msg, '每小时价格不能小于0');
      assert.equal(json(await manager.get(`/api/admin/venue_board?venue_id=${venueId}&day=2026-02-30`)).result.errors?.[0]?.msg, '日期格式错误');
    });

    it('shows the public board with prices explained; an unapproved venue only to its managers', async () => {
      const board = json<Board & { weekday: string; open_text: string }>(await ctx.app.inject({ method: 'GET', url: `/api/venue_site/board?venue_id=${venueId}&day=${saturday}`, remoteAddress: nextIp() }));
      assert.equal(board.errno, 0);
      assert.deepEqual([board.result.weekday, board.result.open_text], ['周六', '08:00–22:00']);
      const slot = board.result.courts[0]!.slots.find((s) => s.start_clock === '18:00')!;
      assert.deepEqual([slot.state, slot.price_text], ['free', '周六 18:00–20:00 高峰价 ¥120/小时']);
      assert.equal(board.result.courts[0]!.slots.find((s) => s.start_clock === '10:00')!.price_text, '周六 08:00–22:00 周末价 ¥110/小时');
      assert.equal((await ctx.app.inject({ method: 'GET', url: `/api/venue_site/board?venue_id=${pendingVenueId}&day=${saturday}`, remoteAddress: nextIp() })).statusCode, 404);
      assert.equal((await booker.get(`/api/venue_site/board?venue_id=${pendingVenueId}&day=${saturday}`)).statusCode, 404);
      assert.equal(json(await manager.get(`/api/venue_site/board?venue_id=${pendingVenueId}&day=${saturday}`)).errno, 0);
    });

    it('holds slots with exactly one 待支付 order, answers a replay of its Idempotency-Key with the same order, and refuses the taken slot', async () => {
      const body = { venue_id: venueId, slots: [{ court_id: courtId, start: at(saturday, 18), end: at(saturday, 18.5) }, { court_id: courtId, start: at(saturday, 18.5), end: at(saturday, 19) }] };
      assert.equal(json(await booker.post('/api/venue_site/hold', body)).result.errors?.[0]?.msg, PAY_MSG.idempotencyKeyMissing);
      const headers = key();
      const first = json<{ order: { id: number; order_no: string; amount_cents: number; expires_at: string }; bookings: { id: number; check_in_code: string; amount_cents: number }[] }>(
        await booker.post('/api/venue_site/hold', body, headers),
      );
      assert.equal(first.errno, 0, JSON.stringify(first));
      assert.equal(first.result.order.amount_cents, 12000);
      assert.equal(first.result.bookings.length, 1, 'touching half hours of a court are one booking');
      assert.match(first.result.bookings[0]!.check_in_code, /^[A-Z2-8]{10}$/);
      const replay = json<{ order: { id: number } }>(await booker.post('/api/venue_site/hold', body, headers));
      assert.equal(replay.result.order.id, first.result.order.id);
      const made = await db().select().from(orders).where(and(eq(orders.userId, booker.login.result.account.user_id), eq(orders.kind, 'booking')));
      assert.deepEqual(made.map((o) => [o.id, o.status, o.amountCents, o.institutionId]), [[first.result.order.id, '待支付', 12000, institutionId]]);
      const taken = await other.post('/api/venue_site/hold', { venue_id: venueId, slots: [{ court_id: courtId, start: at(saturday, 18.5), end: at(saturday, 19.5) }] }, key());
      assert.equal(json(taken).result.errors?.[0]?.msg, BOOKING_MSG.taken);
      const publicBoard = await other.get(`/api/venue_site/board?venue_id=${venueId}&day=${saturday}`);
      assert.equal(json<Board>(publicBoard).result.courts[0]!.slots.find((s) => s.start_clock === '18:00')!.state, 'taken');
      for (const secret of ['mobile', '测试用户', first.result.bookings[0]!.check_in_code]) assert.ok(!publicBoard.body.includes(secret), `the public board shows no ${secret}`);
      const staff = json<Board>(await manager.get(`/api/admin/venue_board?venue_id=${venueId}&day=${saturday}`)).result;
      const held = staff.courts[0]!.slots.find((s) => s.start_clock === '18:30')!;
      assert.equal(held.state, 'held');
      assert.deepEqual([held.booking!.kind, held.booking!.name, held.booking!.check_in_code], ['hold', '测试用户', first.result.bookings[0]!.check_in_code]);
      const mine = json<{ list: { id: number; state: string; order_status: string; order_no: string }[]; total: number }>(await booker.get('/api/venue_site/my_bookings'));
      assert.deepEqual(mine.result.list.map((b) => [b.id, b.state, b.order_status, b.order_no]), [[first.result.bookings[0]!.id, 'pending_payment', '待支付', first.result.order.order_no]]);
    });

    it('checks a paid booking in by its code once; refuses an unpaid one, a second time and another venue', async () => {
      const held = json<{ order: { id: number }; bookings: { id: number; check_in_code: string }[] }>(
        await booker.post('/api/venue_site/hold', { venue_id: venueId, slots: [{ court_id: courtId, start: at(saturday, 9), end: at(saturday, 10) }] }, key()),
      ).result;
      const code = held.bookings[0]!.check_in_code;
      const unpaid = await manager.post('/api/admin/venue_check_in', { venue_id: venueId, code });
      assert.equal(json(unpaid).result.errors?.[0]?.msg, BOOKING_MSG.unpaid);
      assert.equal(await ctx.app.bookings.confirm([held.bookings[0]!.id], held.order.id), true);
      const [stadium] = await db().select({ id: venues.id }).from(venues).where(eq(venues.name, '黄龙体育中心体育场'));
      assert.equal(json(await venueMgr.post('/api/admin/venue_check_in', { venue_id: stadium!.id, code })).result.errors?.[0]?.msg, BOOKING_MSG.otherVenue);
      assert.equal(json(await manager.post('/api/admin/venue_check_in', { venue_id: venueId, code: 'ZZZZZZZZZZ' })).result.errors?.[0]?.msg, BOOKING_MSG.codeInvalid);
      // 核销 opens an hour before the start: move the booking to now for the check-in
      const start = new Date(Math.floor(Date.now() / 1800_000) * 1800_000);
      const during = { start, end: new Date(start.getTime() + 3600_000) };
      await db().update(bookings).set({ during }).where(eq(bookings.id, held.bookings[0]!.id));
      const done = await manager.post('/api/admin/venue_check_in', { venue_id: venueId, code: code.toLowerCase().replace(/(.{5})/, '$1-') });
      assert.equal(json(done).errno, 0, done.body);
      assert.equal((json(done).result as { name: string }).name, '测试用户');
      const twice = await manager.post('/api/admin/venue_check_in', { venue_id: venueId, code });
      assert.equal(json(twice).result.errors?.[0]?.msg, BOOKING_MSG.alreadyRedeemed);
    });
  });
}
