/**
 * Court booking's data layer (docs/venues.md): the exclusion constraint `bookings_no_overlap` and app.bookings —
 * 50 concurrent holds of one slot, a hold racing its own expiry, a staff block racing holds, all-or-nothing holds of
 * several slots, the parallel limit under a burst, the rules' refusals and prices read from the tables, the tables'
 * bounds agreeing with the rules', cancellation and the sweep of lapsed holds.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { BOOKABLE_DAYS_MAX, BOOKING_MSG, MAX_PRICE_PER_HOUR_CENTS, PARALLEL_BOOKING_LIMIT_MAX, WEEKDAYS } from 'shared/rules';
import { pgErrorCode, rowsOf, type Tx } from '../../src/db/client.js';
import {
  bookings,
  courtPriceRules,
  courts,
  institutions,
  orders,
  users,
  venueClosures,
  venueOpeningHours,
  venues,
  venueSpecialDays,
  type TimeRange,
} from '../../src/db/schema/index.js';
import type { AppError } from '../../src/errors.js';
import type { BookingRow } from '../../src/repositories/bookings.js';
import { insertOrder } from '../../src/repositories/orders.js';
import { unique, type TestContext } from '../helpers.js';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

export function bookingsSuite(ctx: TestContext) {
  describe('court booking (订场): never a double booking', () => {
    const db = () => ctx.app.database.db;
    const svc = () => ctx.app.bookings;
    let institutionId = 0;
    let venueId = 0;
    /**
     * Every test takes its slots on courts of its own, from a China midnight two or three days ahead (a booking is of
     * one China day: `at` ranges never cross a midnight but at 24:00).
     */
    const base = new Date(Math.ceil((Date.now() + 2 * DAY - 16 * HOUR) / DAY) * DAY + 16 * HOUR);
    /** The China day of `at(hours)`. */
    const dayOf = (hours: number) => new Date(base.getTime() + hours * HOUR + 8 * HOUR).toISOString().slice(0, 10);
    const at = (hours: number, length = 1): TimeRange => ({ start: new Date(base.getTime() + hours * HOUR), end: new Date(base.getTime() + (hours + length) * HOUR) });

    /** A venue open round the clock every day (or from `opens` to `closes` minutes). */
    const newVenue = async (values: Partial<typeof venues.$inferInsert> = {}, opens = 0, closes = 1440) => {
      const [row] = await db().insert(venues).values({ institutionId, name: unique('订场测试场馆'), status: 'approved', ...values }).returning({ id: venues.id });
      await db()
        .insert(venueOpeningHours)
        .values(WEEKDAYS.map((weekday) => ({ venueId: row!.id, weekday, opensMinute: opens, closesMinute: closes })));
      return row!.id;
    };
    const newCourt = async (venue = venueId, values: Partial<typeof courts.$inferInsert> = {}) => {
      const [row] = await db().insert(courts).values({ venueId: venue, name: unique('场地'), sport: '羽毛球', ...values }).returning({ id: courts.id });
      return row!.id;
    };
    /** `n` users without a password (no hashing: the races need many). */
    const newUsers = async (n: number) => {
      const rows = await db()
        .insert(users)
        .values(Array.from({ length: n }, () => ({ account: unique('booker'), nickname: '订场用户', isPerson: true })))
        .returning({ id: users.id });
      return rows.map((r) => r.id);
    };
    /** The rows occupying the court's slot now (lapsed holds are free). */
    const occupying = async (courtId: number, range: TimeRange) => (await svc().occupied(venueId, range, [courtId])).filter((b) => b.courtId === courtId);
    const messageOf = (r: PromiseSettledResult<unknown>) => (r.status === 'rejected' ? (r.reason as AppError).message : 'ok');

    before(async () => {
      const [inst] = await db().insert(institutions).values({ name: unique('订场测试运营方'), institutionType: 4 }).returning({ id: institutions.id });
      institutionId = inst!.id;
      venueId = await newVenue();
    });

    it('has the exclusion constraint over court and range, which refuses an overlapping row and allows adjacent or freed ones', async () => {
      const found = rowsOf<{ contype: string; def: string }>(
        await db().execute(sql`select contype, pg_get_constraintdef(oid) as def from pg_constraint where conname = 'bookings_no_overlap'`),
      );
      assert.equal(found.length, 1);
      assert.equal(found[0]!.contype, 'x');
      assert.match(found[0]!.def, /EXCLUDE USING gist \(court_id WITH =, during WITH &&\)/);
      const courtId = await newCourt();
      const row = (during: TimeRange, status: 'active' | 'cancelled' = 'active') => ({ venueId, courtId, during, kind: 'block' as const, status });
      await db().insert(bookings).values(row(at(0)));
      const overlap = await db().insert(bookings).values(row({ start: new Date(at(0).start.getTime() + HOUR / 2), end: at(1).end })).then(
        () => null,
        (error: unknown) => error,
      );
      assert.equal(pgErrorCode(overlap), '23P01');
      await db().insert(bookings).values(row(at(1))); // [10:00, 11:00) and [11:00, 12:00) do not overlap
      await db().insert(bookings).values(row(at(0), 'cancelled')); // a freed row occupies nothing
      const other = await newCourt();
      await db().insert(bookings).values({ ...row(at(0)), courtId: other }); // another court
      const stored = await db().select({ during: bookings.during }).from(bookings).where(and(eq(bookings.courtId, courtId), eq(bookings.status, 'active')));
      assert.deepEqual(
        stored.map((s) => [s.during.start.getTime(), s.during.end.getTime()]).sort((a, b) => a[0]! - b[0]!),
        [
          [at(0).start.getTime(), at(0).end.getTime()],
          [at(1).start.getTime(), at(1).end.getTime()],
        ],
      );
    });

    it('makes the order that pays a hold in the hold’s transaction: a refused hold leaves no order, a failing order takes no slot', async () => {
      const [a, b] = await newUsers(2);
      // ¥60 an hour, ¥80 in the peak band 02:00–03:00
      const courtId = await newCourt(venueId, { pricePerHourCents: 6000 });
      await db().insert(courtPriceRules).values({ courtId, band: 'peak', startsMinute: 120, endsMinute: 180, priceCents: 8000 });
      const subject = unique('订场订单');
      const orderFor = (userId: number) => async (tx: Tx, held: BookingRow[]) => {
        const amountCents = held.reduce((sum, h) => sum + h.amountCents, 0);
        const order = await insertOrder(
          tx,
          { orderNo: unique('BK').slice(0, 32), institutionId, userId, kind: 'booking', subject, amountCents, expiresAt: held[0]!.holdExpiresAt },
          { item: { name: subject, unitPriceCents: amountCents }, note: '创建订单' },
        );
        return order!.id;
      };
      const held = await svc().hold({ venueId, userId: a!, slots: [{ courtId, ...at(1) }, { courtId, ...at(2) }], order: orderFor(a!) });
      const orderId = held[0]!.orderId!;
      assert.equal(held.length, 1, 'touching slots of a court are one row');
      assert.deepEqual([held[0]!.during, held[0]!.amountCents], [at(1, 2), 14000]);
      const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
      assert.equal(order!.amountCents, 14000);
      assert.equal(order!.kind, 'booking');
      assert.equal(order!.expiresAt!.getTime(), held[0]!.holdExpiresAt!.getTime(), 'the order expires with the hold');
      assert.ok((await occupying(courtId, at(1, 2))).every((r) => r.orderId === orderId));
      await assert.rejects(svc().hold({ venueId, userId: b!, slots: [{ courtId, ...at(2) }], order: orderFor(b!) }), { message: BOOKING_MSG.taken });
      const failing = async () => {
        throw new Error('order refused');
      };
      await assert.rejects(svc().hold({ venueId, userId: b!, slots: [{ courtId, ...at(3) }], order: failing }), { message: 'order refused' });
      assert.equal((await occupying(courtId, at(3))).length, 0, 'the failed order took no slot');
      const made = await db().select({ userId: orders.userId }).from(orders).where(eq(orders.subject, subject));
      assert.deepEqual(made, [{ userId: a! }], 'only the hold that went through has an order');
    });

    it('lets exactly one of 50 concurrent holds of one slot through; the 49 others get 该时段已被预订', async () => {
      const courtId = await newCourt(venueId, { pricePerHourCents: 6000 });
      const people = await newUsers(50);
      const results = await Promise.allSettled(people.map((userId) => svc().hold({ venueId, userId, slots: [{ courtId, ...at(3, 2) }] })));
      const held = results.filter((r) => r.status === 'fulfilled');
      assert.equal(held.length, 1);
      const refusals = results.filter((r) => r.status === 'rejected').map(messageOf);
      assert.equal(refusals.length, 49);
      assert.ok(refusals.every((m) => m === BOOKING_MSG.taken), refusals.join(','));
      const rows = await occupying(courtId, at(3, 2));
      assert.equal(rows.length, 1);
      const [row] = rows;
      assert.equal(row!.kind, 'hold');
      assert.equal(row!.amountCents, 12000);
      assert.match(row!.checkInCode ?? '', /^[A-Z2-8]{10}$/);
      const window = row!.holdExpiresAt!.getTime() - row!.createdAt.getTime();
      assert.ok(window > 9.5 * 60_000 && window <= 10 * 60_000 + 1000, `payment window ${window} ms`);
    });

    it('holds several slots all or nothing', async () => {
      const [a, b] = await newUsers(2);
      const first = await newCourt();
      const second = await newCourt();
      await svc().hold({ venueId, userId: a!, slots: [{ courtId: first, ...at(5) }] });
      await assert.rejects(
        svc().hold({ venueId, userId: b!, slots: [{ courtId: second, ...at(5) }, { courtId: first, start: new Date(at(5).start.getTime() + HOUR / 2), end: at(6).end }] }),
        { message: BOOKING_MSG.taken },
      );
      assert.equal((await occupying(second, at(5))).length, 0, 'the free slot of the refused request was not taken');
      const both = await svc().hold({ venueId, userId: b!, slots: [{ courtId: second, ...at(5) }, { courtId: first, ...at(6) }] });
      assert.equal(both.length, 2);
    });

    it('frees the slot of a lapsed hold at once: the next hold expires it in its own transaction, the late payment is refused', async () => {
      const [a, b] = await newUsers(2);
      const courtId = await newCourt();
      const [mine] = await svc().hold({ venueId, userId: a!, slots: [{ courtId, ...at(8) }] });
      await db().update(bookings).set({ holdExpiresAt: sql`now() - interval '1 second'` }).where(eq(bookings.id, mine!.id));
      assert.equal((await occupying(courtId, at(8))).length, 0, 'no job ran, yet the slot reads as free');
      const [theirs] = await svc().hold({ venueId, userId: b!, slots: [{ courtId, ...at(8) }] });
      assert.equal((await ctx.app.repos.bookings.byId(mine!.id))!.status, 'expired');
      assert.equal(await svc().confirm([mine!.id]), false, 'a payment after the window books nothing');
      assert.equal(await svc().confirm([theirs!.id]), true, 'a payment within the window books');
      const [row] = await occupying(courtId, at(8));
      assert.equal(row!.id, theirs!.id);
      assert.equal(row!.kind, 'booking');
      await assert.rejects(svc().hold({ venueId, userId: a!, slots: [{ courtId, ...at(8) }] }), { message: BOOKING_MSG.taken }, 'a booking never lapses');
    });

    it('races a hold against its own expiry: the payment or the next user gets the slot, never both', async () => {
      const rounds = 8;
      const people = await newUsers(1 + 4 * rounds);
      const owner = people[0]!;
      for (let round = 0; round < rounds; round += 1) {
        const courtId = await newCourt();
        const slot = { courtId, ...at(10) };
        const [hold] = await svc().hold({ venueId, userId: owner, slots: [slot] });
        // the window ends in 150 ms: the payment and four other users arrive around that moment
        await db().update(bookings).set({ holdExpiresAt: sql`now() + interval '150 milliseconds'` }).where(eq(bookings.id, hold!.id));
        const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
        const others = people.slice(1 + round * 4, 5 + round * 4);
        const [paid, ...takes] = await Promise.allSettled([
          delay(100 + round * 12).then(() => svc().confirm([hold!.id])),
          ...others.map((userId, i) => delay(110 + i * 20).then(() => svc().hold({ venueId, userId, slots: [slot] }))),
        ]);
        assert.equal(paid!.status, 'fulfilled');
        const confirmed = (paid as PromiseFulfilledResult<boolean>).value;
        const taken = takes.filter((t) => t.status === 'fulfilled').length;
        for (const t of takes) if (t.status === 'rejected') assert.equal(messageOf(t), BOOKING_MSG.taken);
        assert.ok((confirmed ? 1 : 0) + taken <= 1, `round ${round}: paid ${confirmed}, taken by ${taken} others`);
        const rows = await db()
          .select({ id: bookings.id, kind: bookings.kind, status: bookings.status })
          .from(bookings)
          .where(and(eq(bookings.courtId, courtId), inArray(bookings.status, ['active', 'checked_in'])));
        const live = rows.filter((r) => r.kind !== 'hold' || r.id !== hold!.id);
        assert.equal(live.length, (confirmed ? 1 : 0) + taken, `round ${round}: ${JSON.stringify(rows)}`);
        if (!confirmed) assert.notEqual((await ctx.app.repos.bookings.byId(hold!.id))!.kind, 'booking');
      }
    });

    it('races a staff block against users’ holds: one of them takes the slot, the others get 该时段已被预订', async () => {
      const [staff, ...people] = await newUsers(7);
      for (let round = 0; round < 4; round += 1) {
        const courtId = await newCourt();
        const results = await Promise.allSettled([
          svc().block({ venueId, staffId: staff!, slots: [{ courtId, ...at(12, 2) }], note: '设备检修' }),
          ...people.map((userId, i) => svc().hold({ venueId, userId, slots: [{ courtId, ...at(12 + (i % 2)) }] })),
        ]);
        const through = results.filter((r) => r.status === 'fulfilled').length;
        const refused = results.filter((r) => r.status === 'rejected').map(messageOf);
        const codes = results.map((r) => (r.status === 'rejected' ? (pgErrorCode(r.reason) ?? '') : ''));
        assert.ok(refused.every((m) => m === BOOKING_MSG.taken), `${refused.join(',')} (SQLSTATE ${codes.join(',')})`);
        const rows = await occupying(courtId, at(12, 2));
        assert.equal(rows.length, through);
        // either the block alone, or one hold of each hour
        assert.ok((through === 1 && rows[0]!.kind === 'block') || (through === 2 && rows.every((r) => r.kind === 'hold')), JSON.stringify(rows));
      }
      const courtId = await newCourt();
      await svc().hold({ venueId, userId: people[0]!, slots: [{ courtId, ...at(14) }] });
      await assert.rejects(svc().block({ venueId, staffId: staff!, slots: [{ courtId, ...at(14, 2) }] }), { message: BOOKING_MSG.taken }, 'a block never takes a held slot');
    });

    it('keeps a burst of one user within the venue’s parallel limit', async () => {
      const limited = await newVenue({ parallelBookingLimit: 2 });
      const courtIds = [await newCourt(limited), await newCourt(limited), await newCourt(limited), await newCourt(limited)];
      const [user] = await newUsers(1);
      const results = await Promise.allSettled(courtIds.map((courtId) => svc().hold({ venueId: limited, userId: user!, slots: [{ courtId, ...at(16) }] })));
      assert.equal(results.filter((r) => r.status === 'fulfilled').length, 2);
      for (const r of results) if (r.status === 'rejected') assert.equal(messageOf(r), BOOKING_MSG.userLimit(2));
      const held = (await svc().occupied(limited, at(16))).filter((b) => b.userId === user);
      assert.equal(held.length, 2);
      await db().update(bookings).set({ holdExpiresAt: sql`now() - interval '1 second'` }).where(eq(bookings.id, held[0]!.id));
      const free = courtIds.find((c) => !held.some((h) => h.courtId === c))!;
      assert.equal((await svc().hold({ venueId: limited, userId: user!, slots: [{ courtId: free, ...at(16) }] })).length, 1, 'a lapsed hold no longer counts');
    });

    it('refuses with the rules’ texts: the venue, a closure, a retired court, a court of another venue, a past or overlapping slot — nothing taken', async () => {
      const [user, staff] = await newUsers(2);
      const courtId = await newCourt();
      const hold = (slots: { courtId: number; start: Date; end: Date }[], venue = venueId) => svc().hold({ venueId: venue, userId: user!, slots });
      const closedVenue = await newVenue({ status: 'closed' });
      await assert.rejects(hold([{ courtId: await newCourt(closedVenue), ...at(18) }], closedVenue), { message: BOOKING_MSG.venueClosed, errno: 40000 });
      const pendingVenue = await newVenue({ status: 'pending' });
      await assert.rejects(hold([{ courtId: await newCourt(pendingVenue), ...at(18) }], pendingVenue), { message: BOOKING_MSG.venueNotOpen });
      await db().insert(venueClosures).values({ venueId, courtId, during: at(18, 3), reason: '场地翻新' });
      await assert.rejects(hold([{ courtId, ...at(19) }]), { message: BOOKING_MSG.closure('场地翻新') });
      const wholeVenue = await newVenue();
      const inClosedVenue = await newCourt(wholeVenue);
      await db().insert(venueClosures).values({ venueId: wholeVenue, during: at(18, 1) });
      await assert.rejects(hold([{ courtId: inClosedVenue, ...at(18) }], wholeVenue), { message: BOOKING_MSG.closure('暂停开放') });
      assert.equal((await hold([{ courtId: inClosedVenue, ...at(19) }], wholeVenue)).length, 1, 'the slot after the closure is open');
      const retired = await newCourt(venueId, { active: false });
      await assert.rejects(hold([{ courtId: retired, ...at(18) }]), { message: BOOKING_MSG.courtClosed });
      const maintenance = await newCourt(venueId, { status: 'maintenance' });
      await assert.rejects(hold([{ courtId: maintenance, ...at(18) }]), { message: BOOKING_MSG.courtMaintenance });
      assert.equal((await svc().block({ venueId, staffId: staff!, slots: [{ courtId: maintenance, ...at(18) }] })).length, 1, 'staff block a court in maintenance');
      await assert.rejects(hold([{ courtId: inClosedVenue, ...at(20) }]), { message: BOOKING_MSG.courtNotFound });
      await assert.rejects(hold([{ courtId, ...at(20) }], 2_000_000_000), { httpStatus: 404 });
      const halfHour = Math.floor(Date.now() / (HOUR / 2)) * (HOUR / 2);
      await assert.rejects(hold([{ courtId, start: new Date(halfHour - HOUR / 2), end: new Date(halfHour) }]), { message: BOOKING_MSG.past });
      await assert.rejects(hold([{ courtId, start: at(22).end, end: at(22).start }]), { message: BOOKING_MSG.rangeInvalid });
      await assert.rejects(hold([{ courtId, start: new Date(at(22).start.getTime() + 60_000), end: at(22).end }]), { message: BOOKING_MSG.notAligned });
      await assert.rejects(hold([{ courtId, ...at(23, 2) }]), { message: BOOKING_MSG.crossesMidnight });
      await assert.rejects(hold([]), { message: BOOKING_MSG.noItems });
      await assert.rejects(
        hold([
          { courtId, ...at(22) },
          { courtId, start: new Date(at(22).start.getTime() + HOUR / 2), end: at(23).end },
        ]),
        { message: BOOKING_MSG.overlapping },
      );
      assert.equal((await occupying(courtId, at(22, 2))).length, 0);
    });

    it('asks the rules with the venue’s settings, hours, special days and prices read from the tables', async () => {
      const [user, staff] = await newUsers(2);
      const venue = await newVenue({ maxBookingMinutes: 90, bookableDays: 30 }, 8 * 60, 22 * 60);
      const courtId = await newCourt(venue, { pricePerHourCents: 6000 });
      const hold = (slots: { courtId: number; start: Date; end: Date }[], member = false) => svc().hold({ venueId: venue, userId: user!, slots, member });
      await assert.rejects(hold([{ courtId, ...at(7) }]), { message: BOOKING_MSG.outsideHours });
      await assert.rejects(hold([{ courtId, ...at(10, 2) }]), { message: BOOKING_MSG.tooLong(90) });
      await assert.rejects(hold([{ courtId, ...at(10) }, { courtId, ...at(11) }]), { message: BOOKING_MSG.tooLong(90) }, 'touching items are one booking');
      assert.equal((await svc().block({ venueId: venue, staffId: staff!, slots: [{ courtId, ...at(12, 3) }] })).length, 1, 'staff are not held to the longest booking');
      await assert.rejects(hold([{ courtId, ...at(31 * 24 + 10) }]), { message: BOOKING_MSG.tooFarAhead(30) });
      // the next day closed, the day after a holiday, the one after that a 调休 working day
      await db().insert(venueSpecialDays).values({ venueId: venue, day: dayOf(24 + 10), closed: true });
      await assert.rejects(hold([{ courtId, ...at(24 + 10) }]), { message: BOOKING_MSG.outsideHours });
      await db()
        .insert(venueSpecialDays)
        .values([
          { venueId: venue, day: dayOf(48 + 10), holiday: true },
          { venueId: venue, day: dayOf(72 + 10), workday: true },
        ]);
      await db()
        .insert(courtPriceRules)
        .values([
          { courtId, band: 'holiday', startsMinute: 480, endsMinute: 1320, priceCents: 15000, memberPriceCents: 12000 },
          { courtId, band: 'weekday', startsMinute: 480, endsMinute: 1320, priceCents: 5000 },
          { courtId, band: 'weekend', startsMinute: 480, endsMinute: 1320, priceCents: 9000 },
        ]);
      const weekend = (hours: number) => [6, 7].includes(new Date(`${dayOf(hours)}T00:00:00Z`).getUTCDay() || 7);
      const [holiday] = await hold([{ courtId, ...at(48 + 10) }]);
      assert.equal(holiday!.amountCents, 15000, 'the holiday band');
      const [member] = await hold([{ courtId, ...at(48 + 11) }], true);
      assert.equal(member!.amountCents, 12000, 'the member price');
      const [workday] = await hold([{ courtId, ...at(72 + 10) }]);
      assert.equal(workday!.amountCents, 5000, 'a 调休 working day is priced as a weekday');
      const [plain] = await hold([{ courtId, ...at(96 + 10) }]);
      assert.equal(plain!.amountCents, weekend(96 + 10) ? 9000 : 5000, 'the band of the day’s kind');
    });

    it('keeps the tables within the rules’ bounds: prices, the longest booking, days ahead, the parallel limit', async () => {
      const courtId = await newCourt();
      const violation = (work: Promise<unknown>) =>
        work.then(
          () => 'ok',
          (error: unknown) => pgErrorCode(error),
        );
      const rule = (startsMinute: number, priceCents: number, memberPriceCents: number | null = null) =>
        db().insert(courtPriceRules).values({ courtId, band: 'weekday', startsMinute, endsMinute: startsMinute + 60, priceCents, memberPriceCents });
      assert.equal(await violation(rule(0, MAX_PRICE_PER_HOUR_CENTS, MAX_PRICE_PER_HOUR_CENTS)), 'ok');
      assert.equal(await violation(rule(60, MAX_PRICE_PER_HOUR_CENTS + 1)), '23514');
      assert.equal(await violation(rule(60, 100, MAX_PRICE_PER_HOUR_CENTS + 1)), '23514');
      const venue = (values: Partial<typeof venues.$inferInsert>) => violation(db().insert(venues).values({ institutionId, name: unique('界限'), ...values }));
      assert.equal(await venue({ maxBookingMinutes: 1440, bookableDays: BOOKABLE_DAYS_MAX, parallelBookingLimit: PARALLEL_BOOKING_LIMIT_MAX }), 'ok');
      for (const values of [{ maxBookingMinutes: 45 }, { maxBookingMinutes: 1470 }, { bookableDays: 0 }, { bookableDays: BOOKABLE_DAYS_MAX + 1 }, { parallelBookingLimit: PARALLEL_BOOKING_LIMIT_MAX + 1 }]) {
        assert.equal(await venue(values), '23514', JSON.stringify(values));
      }
      const [row] = await db().insert(venues).values({ institutionId, name: unique('默认') }).returning();
      assert.deepEqual([row!.maxBookingMinutes, row!.bookableDays, row!.paymentWindowMinutes, row!.parallelBookingLimit], [240, 7, 10, 0]);
      assert.equal(await violation(db().insert(venueSpecialDays).values({ venueId, day: dayOf(0), holiday: true, workday: true })), '23514');
    });

    it('cancels an active hold or booking, which frees its slot; a cancelled one stays cancelled', async () => {
      const [a, b] = await newUsers(2);
      const courtId = await newCourt();
      const [mine] = await svc().hold({ venueId, userId: a!, slots: [{ courtId, ...at(24) }] });
      assert.equal(await svc().confirm([mine!.id]), true);
      await assert.rejects(svc().cancel(mine!.id, { kind: 'user', userId: b! }), { message: BOOKING_MSG.notOwner });
      const cancelled = await svc().cancel(mine!.id, { kind: 'user', userId: a! }, '临时有事');
      assert.equal(cancelled.status, 'cancelled');
      assert.equal(cancelled.cancelReason, '临时有事');
      assert.equal(cancelled.cancelledBy, a!);
      await assert.rejects(svc().cancel(mine!.id, { kind: 'staff', staffId: b! }), { message: BOOKING_MSG.bookingCancelled });
      await assert.rejects(svc().cancel(2_000_000_000, { kind: 'user', userId: a! }), { httpStatus: 404 });
      assert.equal((await svc().hold({ venueId, userId: b!, slots: [{ courtId, ...at(24) }] })).length, 1);
    });

    it('sweeps lapsed holds to expired and leaves holds within their window', async () => {
      const [a, b] = await newUsers(2);
      const courtId = await newCourt();
      const [lapsed] = await svc().hold({ venueId, userId: a!, slots: [{ courtId, ...at(26) }] });
      const [current] = await svc().hold({ venueId, userId: b!, slots: [{ courtId, ...at(27) }] });
      await db().update(bookings).set({ holdExpiresAt: sql`now() - interval '1 second'` }).where(eq(bookings.id, lapsed!.id));
      const swept = await svc().expireLapsed();
      assert.ok(swept.some((s) => s.id === lapsed!.id));
      assert.ok(!swept.some((s) => s.id === current!.id));
      assert.equal((await ctx.app.repos.bookings.byId(lapsed!.id))!.status, 'expired');
      assert.equal((await ctx.app.repos.bookings.byId(current!.id))!.status, 'active');
    });
  });
}
