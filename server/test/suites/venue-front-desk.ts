/**
 * 预订管理 at the front desk (docs/venues.md, "Front desk"): a walk-in paid at the desk is a booking order marked paid
 * offline (线下收款) with its rows booked at once, shown on the board, checked in by its code, and cancelled by staff
 * without an online refund; blocks and their removal; a club's recurring booking previewed (a taken date listed) and
 * its chosen dates booked in one step; 预订记录 with filters and its xlsx export. Tenancy, CSRF, Idempotency-Key and
 * the races (a staff block against a user's hold, a recurring booking against single bookings on one of its dates:
 * on PGlite and on PostgreSQL alike).
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { addChinaDays, BOOKING_MSG, chinaDate, chinaWeekday, dayMinuteInstant, FRONT_DESK_MSG, WEEKDAYS } from 'shared/rules';
import { bookings, institutions, orders, venueOpeningHours, venues } from '../../src/db/schema/index.js';
import { readSheet } from '../../src/services/exports/xlsx.js';
import { createUser, json, login, unique, type Client, type TestContext } from '../helpers.js';

type Desk = { order: { id: number; order_no: string; status: string; pay_channel: string; amount_cents: number } | null; amount_cents: number; recurring_group_id: string | null; bookings: { id: number; court_id: number; check_in_code: string | null; amount_cents: number }[] };

export function venueFrontDeskSuite(ctx: TestContext) {
  describe('front desk (前台预订、锁场、周期预订、预订记录)', () => {
    const db = () => ctx.app.database.db;
    let venueId = 0;
    let courtId = 0;
    let court2 = 0;
    let manager: Client;
    let outsider: Client;
    let booker: Client;
    let tuesday = '';
    const at = (day: string, hour: number) => dayMinuteInstant(day, hour * 60).toISOString();
    const key = () => ({ 'Idempotency-Key': unique('desk-key') });
    const walkIn = (client: Client, body: Record<string, unknown>, headers = key()) =>
      client.post('/api/admin/venue_walk_in', { venue_id: venueId, contact_name: '散客张三', contact_mobile: '13900001111', paid_at_desk: 1, ...body }, headers);

    before(async () => {
      const [inst] = await db().insert(institutions).values({ name: unique('前台测试运营方'), institutionType: 4 }).returning({ id: institutions.id });
      const [v] = await db()
        .insert(venues)
        .values({ institutionId: inst!.id, name: unique('前台测试场馆'), status: 'approved', bookableDays: 7 })
        .returning({ id: venues.id });
      venueId = v!.id;
      await db().insert(venueOpeningHours).values(WEEKDAYS.map((weekday) => ({ venueId, weekday, opensMinute: 8 * 60, closesMinute: 22 * 60 })));
      const made = await createUser(ctx.app, { manages: [{ institutionId: inst!.id, isAdmin: true }] });
      manager = await login(ctx.app, made.account, made.password);
      const [otherInst] = await db().insert(institutions).values({ name: unique('别家运营方'), institutionType: 4 }).returning({ id: institutions.id });
      const o = await createUser(ctx.app, { manages: [{ institutionId: otherInst!.id, isAdmin: true }] });
      outsider = await login(ctx.app, o.account, o.password);
      const p = await createUser(ctx.app, { isPerson: true });
      booker = await login(ctx.app, p.account, p.password);
      const add = (name: string) => manager.post('/api/admin/venue_court_add', { venue_id: venueId, name, sport: '羽毛球', indoor: 1, capacity: 4, sort: 1, price_per_hour_cents: 6000 });
      courtId = json<{ id: number }>(await add('1号场')).result.id;
      court2 = json<{ id: number }>(await add('2号场')).result.id;
      let day = addChinaDays(chinaDate(new Date()), 1);
      while (chinaWeekday(day) !== 2) day = addChinaDays(day, 1);
      tuesday = day;
    });

    it('books a walk-in paid at the desk: an order marked paid offline, on the board, checked in by code, cancelled without an online refund', async () => {
      const day = addChinaDays(chinaDate(new Date()), 1);
      const res = await walkIn(manager, { slots: [{ court_id: courtId, start: at(day, 10), end: at(day, 10.5) }, { court_id: courtId, start: at(day, 10.5), end: at(day, 11) }] });
      const desk = json<Desk>(res);
      assert.equal(desk.errno, 0, res.body);
      assert.equal(desk.result.bookings.length, 1, 'touching half hours are one booking');
      assert.deepEqual([desk.result.order?.status, desk.result.order?.pay_channel, desk.result.amount_cents], ['已支付', 'offline', 6000]);
      const [order] = await db().select().from(orders).where(eq(orders.id, desk.result.order!.id));
      assert.deepEqual([order!.kind, order!.status, order!.payChannel, order!.userId], ['booking', '已支付', 'offline', null]);
      const board = json<{ courts: { id: number; slots: { start: string; booking: { name: string; kind: string } | null }[] }[] }>(await manager.get(`/api/admin/venue_board?venue_id=${venueId}&day=${day}`)).result;
      const slot = board.courts.find((c) => c.id === courtId)!.slots.find((s) => s.start === at(day, 10))!;
      assert.deepEqual([slot.booking?.name, slot.booking?.kind], ['散客张三', 'booking']);

      await db().update(bookings).set({ during: { start: new Date(Date.now() - 60_000), end: new Date(Date.now() + 3600_000) } }).where(eq(bookings.id, desk.result.bookings[0]!.id));
      const checked = await manager.post('/api/admin/venue_check_in', { venue_id: venueId, code: desk.result.bookings[0]!.check_in_code });
      assert.equal(json(checked).errno, 0, checked.body);

      const second = json<Desk>(await walkIn(manager, { slots: [{ court_id: court2, start: at(day, 12), end: at(day, 13) }] })).result;
      const cancel = await manager.post('/api/admin/venue_booking_cancel', { id: second.bookings[0]!.id, reason: '客人改期' }, key());
      const cancelled = json<{ refund_cents: number; refund_text: string; order_status: string }>(cancel);
      assert.equal(cancelled.errno, 0, cancel.body);
      assert.deepEqual([cancelled.result.refund_cents, cancelled.result.order_status, cancelled.result.refund_text], [0, '已支付', '线下收款，请线下退款 ¥60.00']);
    });

    it('replays a walk-in by its Idempotency-Key; refuses a bad contact, a taken slot, another institution, a missing CSRF token', async () => {
      const day = addChinaDays(chinaDate(new Date()), 2);
      const headers = key();
      const slots = [{ court_id: courtId, start: at(day, 9), end: at(day, 10) }];
      const first = json<Desk>(await walkIn(manager, { slots, paid_at_desk: 0 }, headers));
      const again = json<Desk>(await walkIn(manager, { slots, paid_at_desk: 0 }, headers));
      assert.equal(first.errno, 0);
      assert.deepEqual(again.result.bookings.map((b) => b.id), first.result.bookings.map((b) => b.id));
      assert.equal(first.result.order, null, 'nothing charged: no order');
      assert.equal(json(await walkIn(manager, { slots })).result.errors?.[0]?.msg, BOOKING_MSG.taken);
      const bad = json(await walkIn(manager, { slots: [{ court_id: courtId, start: at(day, 11), end: at(day, 12) }], contact_mobile: '12345' }));
      assert.deepEqual([bad.errno, bad.result.errors?.[0]?.msg], [42200, FRONT_DESK_MSG.mobileInvalid]);
      assert.equal(json(await walkIn(outsider, { slots: [{ court_id: courtId, start: at(day, 11), end: at(day, 12) }] })).errno, 404);
      const noCsrf = await ctx.app.inject({ method: 'POST', url: '/api/admin/venue_walk_in', headers: { cookie: manager.cookie, ...key() }, payload: { venue_id: venueId, slots, contact_name: 'x', contact_mobile: '13900001111', paid_at_desk: 0 } });
      assert.equal(noCsrf.statusCode, 403);
    });

    it('blocks and unblocks; a booking is not unblocked; another venue’s staff get 404', async () => {
      const day = addChinaDays(chinaDate(new Date()), 3);
      const blocked = json<Desk>(await manager.post('/api/admin/venue_block', { venue_id: venueId, slots: [{ court_id: court2, start: at(day, 14), end: at(day, 16) }], note: '校队训练' }));
      assert.equal(blocked.errno, 0);
      const hold = await booker.post('/api/venue_site/hold', { venue_id: venueId, slots: [{ court_id: court2, start: at(day, 15), end: at(day, 16) }] }, key());
      assert.equal(json(hold).result.errors?.[0]?.msg, BOOKING_MSG.taken);
      assert.equal(json(await outsider.post('/api/admin/venue_unblock', { venue_id: venueId, id: blocked.result.bookings[0]!.id })).errno, 404);
      const freed = json<{ status: string }>(await manager.post('/api/admin/venue_unblock', { venue_id: venueId, id: blocked.result.bookings[0]!.id }));
      assert.equal(freed.result.status, 'cancelled');
      const desk = json<Desk>(await walkIn(manager, { slots: [{ court_id: court2, start: at(day, 15), end: at(day, 16) }], paid_at_desk: 0 })).result;
      assert.equal(json(await manager.post('/api/admin/venue_unblock', { venue_id: venueId, id: desk.bookings[0]!.id })).result.errors?.[0]?.msg, FRONT_DESK_MSG.notBlock);
    });

    it('previews a recurring booking with its colliding date, then books the chosen dates in one step', async () => {
      const series = { venue_id: venueId, court_id: courtId, from: tuesday, weekday: 2, start: '19:00', end: '21:00', weeks: 4 };
      const taken = addChinaDays(tuesday, 7);
      assert.equal(json(await walkIn(manager, { slots: [{ court_id: courtId, start: at(taken, 20), end: at(taken, 21) }], paid_at_desk: 0 })).errno, 0);
      const preview = json<{ occurrences: { day: string; free: number; reasons: string[] }[]; free_count: number; colliding_count: number }>(await manager.post('/api/admin/venue_recurring_preview', series));
      assert.equal(preview.errno, 0);
      assert.deepEqual([preview.result.free_count, preview.result.colliding_count], [3, 1]);
      assert.deepEqual(preview.result.occurrences.find((o) => o.free === 0), { day: taken, start: at(taken, 19), end: at(taken, 21), free: 0, reasons: [BOOKING_MSG.taken] });
      const days = preview.result.occurrences.filter((o) => o.free).map((o) => o.day);
      const stray = json(await manager.post('/api/admin/venue_recurring_book', { ...series, days: [...days, addChinaDays(tuesday, 1)], contact_name: '羽毛球俱乐部', contact_mobile: '13700002222', paid_at_desk: 1 }, key()));
      assert.equal(stray.errno, 42200);
      const bookedWithTaken = json(await manager.post('/api/admin/venue_recurring_book', { ...series, days: [...days, taken], contact_name: '羽毛球俱乐部', contact_mobile: '13700002222', paid_at_desk: 1 }, key()));
      assert.equal(bookedWithTaken.result.errors?.[0]?.msg, BOOKING_MSG.taken, 'a taken date refuses them all');
      const booked = json<Desk>(await manager.post('/api/admin/venue_recurring_book', { ...series, days, contact_name: '羽毛球俱乐部', contact_mobile: '13700002222', paid_at_desk: 1 }, key()));
      assert.equal(booked.errno, 0);
      assert.equal(booked.result.bookings.length, 3);
      assert.ok(booked.result.recurring_group_id);
      assert.equal(booked.result.order?.amount_cents, 3 * 2 * 6000);
      const rows = await db().select().from(bookings).where(eq(bookings.recurringGroupId, booked.result.recurring_group_id!));
      assert.equal(rows.length, 3);
    });

    it('lists 预订记录 with filters and exports them as xlsx', async () => {
      const from = chinaDate(new Date());
      const to = addChinaDays(from, 40);
      const all = json<{ list: { name: string; mobile: string; source: string; state: string }[]; total: number }>(await manager.get(`/api/admin/venue_booking_records?venue_id=${venueId}&from=${from}&to=${to}&count=100`));
      assert.equal(all.errno, 0);
      assert.ok(all.result.total >= 6);
      assert.ok(all.result.list.every((r) => !/\d{11}/.test(r.mobile)), 'mobiles are masked');
      const club = json<{ list: { source: string }[]; total: number }>(await manager.get(`/api/admin/venue_booking_records?venue_id=${venueId}&from=${from}&to=${to}&keyword=13700002222`));
      assert.deepEqual([club.result.total, club.result.list[0]?.source], [3, 'recurring']);
      const cancelled = json<{ list: { state: string }[] }>(await manager.get(`/api/admin/venue_booking_records?venue_id=${venueId}&from=${from}&to=${to}&state=cancelled`));
      assert.ok(cancelled.result.list.length >= 1 && cancelled.result.list.every((r) => r.state === 'cancelled'));
      const reversed = json(await manager.get(`/api/admin/venue_booking_records?venue_id=${venueId}&from=${to}&to=${from}`));
      assert.equal(reversed.errno, 42200);
      assert.equal(json(await outsider.get(`/api/admin/venue_booking_records?venue_id=${venueId}&from=${from}&to=${to}`)).errno, 404);

      const task = json<{ id: number }>(await manager.post('/api/admin/venue_booking_records/export', { venue_id: venueId, from, to, keyword: '13700002222' }));
      assert.equal(task.errno, 0);
      await ctx.app.exportWorker.runOnce();
      const status = json<{ status: string; kind: string }>(await manager.get(`/api/admin/export_task?id=${task.result.id}`));
      assert.deepEqual([status.result.status, status.result.kind], ['done', 'venue_bookings']);
      const sheet = await readSheet((await manager.get(`/api/admin/export_task/file?id=${task.result.id}`)).rawPayload);
      assert.equal(sheet.length, 4, 'the header and the three recurring dates');
      assert.equal(sheet[0]![0], '场地');
    });

    it('races a staff block against a user’s hold of the same slot: exactly one takes it', async () => {
      for (let round = 0; round < 4; round += 1) {
        const day = addChinaDays(chinaDate(new Date()), 4);
        const slot = { court_id: court2, start: at(day, 8 + round), end: at(day, 9 + round) };
        const [blocked, held] = await Promise.all([
          manager.post('/api/admin/venue_block', { venue_id: venueId, slots: [slot], note: '维护' }),
          booker.post('/api/venue_site/hold', { venue_id: venueId, slots: [slot] }, key()),
        ]);
        const wins = [json(blocked).errno, json(held).errno].filter((e) => e === 0).length;
        assert.equal(wins, 1, `${blocked.body} ${held.body}`);
        const loser = json(blocked).errno === 0 ? held : blocked;
        assert.equal(json(loser).result.errors?.[0]?.msg, BOOKING_MSG.taken);
      }
    });

    it('races a recurring booking against single bookings on one of its dates: all its dates or none, never both on that date', async () => {
      for (let round = 0; round < 3; round += 1) {
        const start = `${String(9 + round * 2).padStart(2, '0')}:00`;
        const end = `${String(10 + round * 2).padStart(2, '0')}:00`;
        const series = { venue_id: venueId, court_id: court2, from: tuesday, weekday: 2, start, end, weeks: 3 };
        const days = [tuesday, addChinaDays(tuesday, 7), addChinaDays(tuesday, 14)];
        const clash = days[1]!;
        const single = (client: Client) => walkIn(client, { slots: [{ court_id: court2, start: at(clash, 9 + round * 2), end: at(clash, 10 + round * 2) }], paid_at_desk: 0, contact_name: '散客' });
        const [recurring, one, two] = await Promise.all([
          manager.post('/api/admin/venue_recurring_book', { ...series, days, contact_name: '俱乐部', contact_mobile: '13700003333', paid_at_desk: 0 }, key()),
          single(manager),
          single(manager),
        ]);
        const singles = [one, two].filter((r) => json(r).errno === 0).length;
        const rows = await db().select().from(bookings).where(eq(bookings.venueId, venueId));
        const onClash = rows.filter((r) => r.courtId === court2 && r.status === 'active' && r.during.start.toISOString() === at(clash, 9 + round * 2));
        assert.equal(onClash.length, 1, 'one booking of the clashing date');
        if (json(recurring).errno === 0) {
          assert.equal(singles, 0);
          assert.equal(json<Desk>(recurring).result.bookings.length, 3);
        } else {
          assert.equal(json(recurring).result.errors?.[0]?.msg, BOOKING_MSG.taken);
          assert.equal(singles, 1);
          const others = rows.filter((r) => r.courtId === court2 && r.status === 'active' && [days[0], days[2]].some((d) => r.during.start.toISOString() === at(d!, 9 + round * 2)));
          assert.equal(others.length, 0, 'a refused series takes none of its dates');
        }
      }
    });
  });
}
