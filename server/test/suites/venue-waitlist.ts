/**
 * 候补 (routes/venue/waitlist.ts, services/venue-waitlist.ts, docs/venues.md "候补 (waiting list)"): joining the line of
 * a taken range and its refusals (free, duplicate, the cap, the booking check's own), leaving it, tenancy and the
 * session and CSRF checks; a cancellation offers the slot to the first in line through the `waitlist-offer` queue —
 * a normal hold with its order, an SMS in the outbox — which the user pays at the cashier; an offer that lapses unpaid
 * goes to the next in line; a staff unblock offers too. Races (PGlite and PostgreSQL): an offer racing a direct hold of
 * the freed slot and a second offer run, round after round — one occupant, at most one offer, never a double booking.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { addChinaDays, BOOKING_MSG, chinaDate, chinaDayMinute, clockText, dayMinuteInstant, WAITLIST_LIMIT, WAITLIST_MSG, WEEKDAYS } from 'shared/rules';
import { bookings, courts, institutions, orders, venueOpeningHours, venues, venueWaitlist } from '../../src/db/schema/index.js';
import type { AppError } from '../../src/errors.js';
import { JOB } from '../../src/services/job-queues.js';
import { newPaymentNo } from '../../src/services/payments.js';
import { createUser, firstMsg, json, login, unique, until, type Client, type TestContext } from '../helpers.js';
import { startSmsProviderHarness, templateIdOf } from '../sms/provider-harness.js';

type Entry = { id: number; state: string; state_label: string; position: number; booking_id: number | null; hold_expires_at: string | null; order_no: string | null; court_id: number; start: string };

export function venueWaitlistSuite(ctx: TestContext) {
  describe('waiting list (候补)', () => {
    const db = () => ctx.app.database.db;
    let venueId = 0;
    let pendingId = 0;
    let otherVenueCourt = 0;
    let court = 0;
    let raceCourt = 0;
    let staffId = 0;
    const users: Record<'booker' | 'first' | 'second' | 'third' | 'direct', { id: number; mobile: string; client: Client }> = {} as never;
    const day = addChinaDays(chinaDate(new Date()), 2);
    const at = (hour: number) => dayMinuteInstant(day, hour * 60).toISOString();
    const range = (from: number, to: number, c = court) => ({ venue_id: venueId, court_id: c, start: at(from), end: at(to) });
    const key = () => ({ 'Idempotency-Key': unique('waitlist-key') });
    const join = (who: Client, body: Record<string, unknown>) => who.post('/api/venue_site/waitlist_join', body);
    const mine = async (who: Client) => json<{ list: Entry[]; total: number }>(await who.get('/api/venue_site/my_waitlist?start=0&count=50')).result.list;
    const smsOf = (mobile: string) => ctx.app.sms.outbox(mobile).filter((m) => m.content.includes('场地已空出'));
    const holdOf = async (who: Client, from: number, to: number, c = court) => {
      const res = await who.post('/api/venue_site/hold', { venue_id: venueId, slots: [{ court_id: c, start: at(from), end: at(to) }] }, key());
      assert.equal(json(res).errno, 0, res.body);
      return json<{ order: { id: number; order_no: string }; bookings: { id: number }[] }>(res).result;
    };
    const occupying = async (c: number, from: number, to: number) =>
      db()
        .select({ id: bookings.id, userId: bookings.userId })
        .from(bookings)
        .where(and(eq(bookings.courtId, c), sql`${bookings.during} && tstzrange(${at(from)}::timestamptz, ${at(to)}::timestamptz)`, sql`${bookings.status} in ('active', 'checked_in')`, sql`not (${bookings.kind} = 'hold' and ${bookings.holdExpiresAt} <= now())`));

    before(async () => {
      const [inst] = await db().insert(institutions).values({ name: unique('候补测试运营方'), institutionType: 4 }).returning({ id: institutions.id });
      const [v, p, o] = await db()
        .insert(venues)
        .values([
          { institutionId: inst!.id, name: unique('候补场馆'), status: 'approved' },
          { institutionId: inst!.id, name: unique('待审核场馆'), status: 'pending' },
          { institutionId: inst!.id, name: unique('另一场馆'), status: 'approved' },
        ])
        .returning({ id: venues.id });
      venueId = v!.id;
      pendingId = p!.id;
      await db().insert(venueOpeningHours).values([v!.id, o!.id].flatMap((id) => WEEKDAYS.map((weekday) => ({ venueId: id, weekday, opensMinute: 8 * 60, closesMinute: 22 * 60 }))));
      const [c1, c2, c3] = await db()
        .insert(courts)
        .values([
          { venueId, name: '1号场', sport: '羽毛球', sort: 1, pricePerHourCents: 6000 },
          { venueId, name: '2号场', sport: '羽毛球', sort: 2, pricePerHourCents: 6000 },
          { venueId: o!.id, name: '外馆场地', sport: '羽毛球', sort: 1, pricePerHourCents: 6000 },
        ])
        .returning({ id: courts.id });
      court = c1!.id;
      raceCourt = c2!.id;
      otherVenueCourt = c3!.id;
      for (const name of ['booker', 'first', 'second', 'third', 'direct'] as const) {
        const made = await createUser(ctx.app, { isPerson: true });
        users[name] = { id: made.user.id, mobile: made.mobile, client: await login(ctx.app, made.account, made.password) };
      }
      const staff = await createUser(ctx.app, { manages: [{ institutionId: inst!.id, isAdmin: true }] });
      staffId = staff.user.id;
    });

    after(async () => {
      await ctx.app.workers.start(JOB.waitlistOffer).catch(() => undefined);
    });

    it('joins the line of a taken range only, once, up to the cap; refuses what the booking check refuses', async () => {
      const { booker, first, second, third } = users;
      await holdOf(booker.client, 18, 19);
      // free: book it instead
      assert.equal(firstMsg(await join(first.client, range(10, 11))), WAITLIST_MSG.notFull);
      const joined = json<Entry>(await join(first.client, range(18, 19)));
      assert.equal(joined.errno, 0);
      assert.equal(joined.result.state, 'waiting');
      assert.equal(joined.result.state_label, '候补中');
      assert.equal(joined.result.position, 1);
      assert.equal(firstMsg(await join(first.client, range(18, 19))), WAITLIST_MSG.alreadyWaiting);
      // the second joined later for an overlapping half hour: second in line
      assert.equal(json<Entry>(await join(second.client, range(18, 18.5))).result.position, 2);
      // the booking check's own refusals: outside the hours, off the half hour, another venue's court
      assert.equal(firstMsg(await join(first.client, range(21.5, 22.5))), '不在营业时间内');
      assert.equal(json(await join(first.client, range(18.25, 19))).errno, 40000);
      assert.equal(firstMsg(await join(first.client, range(18, 19, otherVenueCourt))), BOOKING_MSG.courtNotFound);
      // the cap: a staff block keeps 08:00–13:00 taken
      await ctx.app.bookings.block({ venueId, staffId, slots: [{ courtId: court, start: new Date(at(8)), end: new Date(at(13)) }] });
      for (let i = 0; i < WAITLIST_LIMIT; i++) assert.equal(json(await join(third.client, range(8 + i / 2, 8.5 + i / 2))).errno, 0);
      assert.equal(firstMsg(await join(third.client, range(12, 12.5))), WAITLIST_MSG.limit);
      assert.equal((await mine(third.client)).length, WAITLIST_LIMIT);
      const [one] = await mine(first.client);
      assert.equal(one!.position, 1);
    });

    it('leaves the line (own entries only), checks the session, CSRF and the venue', async () => {
      const { first, second, third } = users;
      const [entry] = (await mine(third.client)).filter((e) => e.state === 'waiting');
      // someone else's entry: 404, nothing changed
      assert.equal((await first.client.post('/api/venue_site/waitlist_leave', { id: entry!.id })).statusCode, 404);
      const left = json<Entry>(await third.client.post('/api/venue_site/waitlist_leave', { id: entry!.id }));
      assert.equal(left.result.state, 'cancelled');
      assert.equal(firstMsg(await third.client.post('/api/venue_site/waitlist_leave', { id: entry!.id })), WAITLIST_MSG.notWaiting);
      assert.equal((await third.client.post('/api/venue_site/waitlist_leave', { id: 2_147_483_647 })).statusCode, 404);
      // an unapproved or unknown venue is not there for a user
      assert.equal((await join(second.client, { ...range(18, 19), venue_id: pendingId })).statusCode, 404);
      assert.equal((await join(second.client, { ...range(18, 19), venue_id: 2_147_483_647 })).statusCode, 404);
      // no session, no CSRF token
      assert.equal((await ctx.app.inject({ method: 'POST', url: '/api/venue_site/waitlist_join', payload: range(18, 19) })).statusCode, 401);
      assert.equal((await ctx.app.inject({ method: 'GET', url: '/api/venue_site/my_waitlist' })).statusCode, 401);
      const noToken = await ctx.app.inject({ method: 'POST', url: '/api/venue_site/waitlist_join', payload: range(18, 19), headers: { cookie: second.client.cookie } });
      assert.equal(noToken.statusCode, 403);
      // bad input: a Chinese envelope, never a 500
      for (const body of [{}, { ...range(18, 19), start: 'soon' }, { ...range(18, 19), court_id: 0 }, { ...range(18, 19), end: at(17) }]) {
        const res = await join(second.client, body);
        assert.ok(res.statusCode < 500, res.body);
        assert.notEqual(json(res).errno, 0);
      }
    });

    it('offers a cancelled slot to the first in line: a hold with its order and an SMS; paying it books it', async () => {
      const { booker, first, second } = users;
      const [held] = (await ctx.app.repos.venueBooking.mine(booker.id, { start: 0, count: 10 })).list.filter((b) => b.courtId === court && b.status === 'active' && b.kind === 'hold');
      const cancelled = await booker.client.post('/api/venue_site/cancel', { id: held!.id }, key());
      assert.equal(json(cancelled).errno, 0, cancelled.body);
      // the cancellation queued the court's offer: the first in line is told by SMS
      const [sms] = await until('the offer SMS', async () => smsOf(first.mobile).length > 0 && smsOf(first.mobile));
      const offer = (await mine(first.client)).find((e) => e.state === 'offered')!;
      // the notice's text: the range and the hold's end (the payment window's 10 minutes) in China time
      const deadline = clockText(chinaDayMinute(offer.hold_expires_at!).minute);
      assert.match(sms!.content, new RegExp(`^【赛事运营平台】您候补的.+1号场 \\d{4}-\\d\\d-\\d\\d 18:00–19:00 场地已空出，已为您保留，请在${deadline}前完成支付`));
      assert.ok(offer.booking_id && offer.order_no && offer.hold_expires_at, JSON.stringify(offer));
      // the second (18:00–18:30) is not offered a slot the first holds
      assert.equal(smsOf(second.mobile).length, 0);
      assert.equal((await mine(second.client)).find((e) => e.state !== 'cancelled')!.position, 1);
      // the hold is a normal one: 我的预订 shows it to pay, the cashier pays its order
      const myBookings = json<{ list: { id: number; state: string; order_no: string }[] }>(await first.client.get('/api/venue_site/my_bookings?start=0&count=20')).result.list;
      assert.equal(myBookings.find((b) => b.id === offer.booking_id)!.state, 'pending_payment');
      const [order] = await db().select().from(orders).where(eq(orders.orderNo, offer.order_no!));
      const paymentNo = newPaymentNo(new Date());
      await ctx.app.repos.payments.insert(db(), { paymentNo, orderId: order!.id, channel: 'wechat', provider: 'sandbox', amountCents: order!.amountCents, payerId: first.id, expiresAt: new Date(Date.now() + 30 * 60_000) });
      await ctx.app.payments.applyFacts('sandbox', { kind: 'payment', paymentNo, tradeNo: `SB${paymentNo}`, amountCents: order!.amountCents, status: 'succeeded', paidAt: new Date() });
      assert.equal((await ctx.app.repos.bookings.byId(offer.booking_id!))!.kind, 'booking');
      const booked = (await mine(first.client)).find((e) => e.id === offer.id)!;
      assert.equal(booked.state, 'booked');
      assert.equal((await db().select().from(venueWaitlist).where(eq(venueWaitlist.id, offer.id)))[0]!.status, 'booked');
      assert.equal((await occupying(court, 18, 19)).length, 1);
    });

    it('offers the next in line when an offer lapses unpaid, and offers a slot a staff unblock frees', async () => {
      const { booker, first, second, third } = users;
      const held = await holdOf(booker.client, 20, 21);
      const a = json<Entry>(await join(second.client, range(20, 21))).result;
      const b = json<Entry>(await join(third.client, range(20, 21))).result;
      assert.deepEqual([a.position, b.position], [1, 2]);
      const before = smsOf(second.mobile).length;
      assert.equal(json(await booker.client.post('/api/venue_site/cancel', { id: held.bookings[0]!.id }, key())).errno, 0);
      await until('the first offer', async () => smsOf(second.mobile).length > before);
      const offer = (await mine(second.client)).find((e) => e.id === a.id)!;
      assert.equal(offer.state, 'offered');
      // the offer queued its lapse's run for after the hold's end
      const pending = await ctx.app.jobs.pending<{ courtId: number }>(JOB.waitlistOffer);
      assert.ok(pending.some((j) => j.courtId === court));
      // unpaid: the hold lapses; the run at its end offers the next in line
      await db().update(bookings).set({ holdExpiresAt: sql`now() - interval '1 second'` }).where(eq(bookings.id, offer.booking_id!));
      await ctx.app.jobs.send(JOB.waitlistOffer, { courtId: court });
      await until('the next offer', async () => smsOf(third.mobile).length > 0);
      assert.equal((await mine(second.client)).find((e) => e.id === a.id)!.state, 'expired');
      const next = (await mine(third.client)).find((e) => e.id === b.id)!;
      assert.equal(next.state, 'offered');
      assert.deepEqual((await occupying(court, 20, 21)).map((r) => r.userId), [users.third.id]);

      // a staff block lifted: the first in line of its time is offered it
      const [block] = await ctx.app.bookings.block({ venueId, staffId, slots: [{ courtId: court, start: new Date(at(14)), end: new Date(at(15)) }] });
      const waiting = json<Entry>(await join(first.client, range(14, 15))).result;
      const sent = smsOf(first.mobile).length;
      await ctx.app.bookings.cancel(block!.id, { kind: 'staff', staffId }, '解除锁场');
      await until('the unblock offer', async () => smsOf(first.mobile).length > sent);
      assert.equal((await mine(first.client)).find((e) => e.id === waiting.id)!.state, 'offered');
    });

    it('an offer racing a direct hold of the freed slot and a second offer run: one occupant, at most one offer', async () => {
      const { direct } = users;
      const venue = (await ctx.app.repos.venueBooking.venue(venueId))!;
      // the background run is kept out of the race: the test runs the offers itself
      await ctx.app.workers.stop(JOB.waitlistOffer);
      const outcomes = new Set<string>();
      for (let round = 0; round < 6; round++) {
        const from = 8 + round;
        // a fresh waiter each round (the cap counts live entries)
        const made = await createUser(ctx.app, { isPerson: true });
        const first = { id: made.user.id, mobile: made.mobile, client: await login(ctx.app, made.account, made.password) };
        const [desk] = await ctx.app.bookings.book({ venueId, staffId, slots: [{ courtId: raceCourt, start: new Date(at(from)), end: new Date(at(from + 1)) }], contactName: '散客', contactMobile: '13800000000' });
        const joined = await join(first.client, range(from, from + 1, raceCourt));
        assert.equal(json(joined).errno, 0, joined.body);
        const entry = json<Entry>(joined).result;
        const sent = smsOf(first.mobile).length;
        await ctx.app.bookings.cancel(desk!.id, { kind: 'staff', staffId }, '取消');
        const results = await Promise.allSettled([
          ctx.app.venueWaitlist.offerCourt(raceCourt),
          ctx.app.venueBooking.hold(venue, direct.id, [{ courtId: raceCourt, start: new Date(at(from)), end: new Date(at(from + 1)) }]),
          ctx.app.venueWaitlist.offerCourt(raceCourt),
        ]);
        const rows = await occupying(raceCourt, from, from + 1);
        assert.equal(rows.length, 1, `round ${round}: one occupant`);
        const [row] = await db().select().from(venueWaitlist).where(eq(venueWaitlist.id, entry.id));
        const directResult = results[1]!;
        if (rows[0]!.userId === first.id) {
          assert.equal(row!.status, 'offered');
          assert.equal(directResult.status, 'rejected');
          assert.equal((directResult as PromiseRejectedResult).reason instanceof Error && ((directResult as PromiseRejectedResult).reason as AppError).message, BOOKING_MSG.taken);
          assert.equal(smsOf(first.mobile).length, sent + 1, 'one SMS for one offer');
          outcomes.add('offered');
        } else {
          assert.equal(rows[0]!.userId, direct.id);
          assert.equal(directResult.status, 'fulfilled');
          assert.equal(row!.status, 'waiting', 'not offered a slot someone else took');
          assert.equal(smsOf(first.mobile).length, sent);
          outcomes.add('direct');
        }
        // the offered ids of both runs together name the entry at most once
        const offeredIds = results.flatMap((r, i) => (i !== 1 && r.status === 'fulfilled' ? (r.value as number[]) : []));
        assert.ok(offeredIds.filter((id) => id === entry.id).length <= 1);
      }
      await ctx.app.workers.start(JOB.waitlistOffer);
      assert.ok(outcomes.size >= 1);
    });

    it('with a real provider the offer’s notice goes through sms-send with its template and parameters (venue, court, time, deadline)', async () => {
      const harness = await startSmsProviderHarness(ctx.app);
      try {
        const made = await createUser(ctx.app, { isPerson: true });
        const waiter = { id: made.user.id, mobile: made.mobile, client: await login(ctx.app, made.account, made.password) };
        const [desk] = await ctx.app.bookings.book({ venueId, staffId, slots: [{ courtId: raceCourt, start: new Date(at(16)), end: new Date(at(17)) }], contactName: '散客', contactMobile: '13800000000' });
        const joined = await join(waiter.client, range(16, 17, raceCourt));
        assert.equal(json(joined).errno, 0, joined.body);
        await harness.use(async () => {
          await ctx.app.bookings.cancel(desk!.id, { kind: 'staff', staffId }, '取消');
          await until('the offer notice at the fake provider', async () => harness.fake.delivered.some((d) => d.mobile === waiter.mobile));
        });
        const offer = (await mine(waiter.client)).find((e) => e.id === json<Entry>(joined).result.id)!;
        assert.equal(offer.state, 'offered');
        const [venue] = await db().select({ name: venues.name }).from(venues).where(eq(venues.id, venueId));
        assert.deepEqual(harness.fake.delivered.find((d) => d.mobile === waiter.mobile), {
          mobile: waiter.mobile,
          template: templateIdOf('waitlist_offer'),
          code: '',
          signName: '赛事运营平台',
          params: [venue!.name, '2号场', `${day} 16:00–17:00`, clockText(chinaDayMinute(offer.hold_expires_at!).minute)],
        });
        assert.equal(smsOf(waiter.mobile).length, 0, 'not in the demo outbox');
      } finally {
        await harness.stop();
      }
    });
  });
}
