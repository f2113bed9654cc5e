/**
 * The phone booking pages' reads (routes/venue/phone.ts, docs/venues.md "Phone booking"): a venue's booking rules
 * (the bookable days from today, the payment window, the refund policy) and 找空场 — the courts free for a range with
 * their price, the nearest free times when none is, the range's own refusal in Chinese; an unapproved venue is 404 to
 * the public; bad input is refused, never a 500.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { addChinaDays, chinaDate, dayMinuteInstant, WEEKDAYS } from 'shared/rules';
import { courts, institutions, venueOpeningHours, venues } from '../../src/db/schema/index.js';
import { createUser, json, login, unique, type Client, type TestContext } from '../helpers.js';

type Free = { free: { court_id: number; court_name: string; amount_cents: number }[]; alternatives: { court_id: number; start_clock: string; end_clock: string }[]; refusal: string };

export function venuePhoneSuite(ctx: TestContext) {
  describe('phone booking reads (预订规则、找空场)', () => {
    const db = () => ctx.app.database.db;
    let venueId = 0;
    let pendingId = 0;
    let a = 0;
    let b = 0;
    let booker: Client;
    const day = addChinaDays(chinaDate(new Date()), 2);
    const at = (hour: number) => dayMinuteInstant(day, hour * 60).toISOString();
    const key = () => ({ 'Idempotency-Key': unique('phone-key') });
    const free = async (q: string) => json<Free>(await ctx.app.inject({ method: 'GET', url: `/api/venue_site/free_courts?venue_id=${venueId}&day=${day}&${q}` }));

    before(async () => {
      const [inst] = await db().insert(institutions).values({ name: unique('找空场测试运营方'), institutionType: 4 }).returning({ id: institutions.id });
      const [v, p] = await db()
        .insert(venues)
        .values([
          { institutionId: inst!.id, name: unique('找空场测试场馆'), status: 'approved', bookableDays: 5, paymentWindowMinutes: 15, refundPolicy: [{ hoursBefore: 12, percent: 80 }] },
          { institutionId: inst!.id, name: unique('待审核场馆'), status: 'pending' },
        ])
        .returning({ id: venues.id });
      venueId = v!.id;
      pendingId = p!.id;
      await db().insert(venueOpeningHours).values(WEEKDAYS.map((weekday) => ({ venueId, weekday, opensMinute: 8 * 60, closesMinute: 22 * 60 })));
      const [c1, c2] = await db()
        .insert(courts)
        .values([
          { venueId, name: '1号场', sport: '羽毛球', sort: 1, pricePerHourCents: 6000 },
          { venueId, name: '2号场', sport: '羽毛球', sort: 2, pricePerHourCents: 8000 },
        ])
        .returning({ id: courts.id });
      a = c1!.id;
      b = c2!.id;
      const person = await createUser(ctx.app, { isPerson: true });
      booker = await login(ctx.app, person.account, person.password);
    });

    it('answers the booking rules: the bookable days from today, the payment window and the refund policy', async () => {
      const res = json<{ days: string[]; payment_window_minutes: number; refund_policy_text: string; refund_tiers: unknown[] }>(await ctx.app.inject({ method: 'GET', url: `/api/venue_site/booking_rules?venue_id=${venueId}` }));
      assert.equal(res.errno, 0);
      assert.deepEqual(res.result.days, [0, 1, 2, 3, 4].map((n) => addChinaDays(chinaDate(new Date()), n)));
      assert.equal(res.result.payment_window_minutes, 15);
      assert.equal(res.result.refund_policy_text, '开始前12小时及以上取消退80%；不足12小时不退款');
      assert.deepEqual(res.result.refund_tiers, [{ hours_before: 12, percent: 80 }]);
      const pending = await ctx.app.inject({ method: 'GET', url: `/api/venue_site/booking_rules?venue_id=${pendingId}` });
      assert.equal(pending.statusCode, 404);
    });

    it('finds the free courts of 18:00–19:30 with their price, then the nearest free times when both are taken', async () => {
      const first = await free('start=18:00&end=19:30');
      assert.equal(first.errno, 0);
      assert.deepEqual(first.result.free.map((f) => [f.court_id, f.amount_cents]), [[a, 9000], [b, 12000]]);
      for (const court of [a, b]) {
        const hold = await booker.post('/api/venue_site/hold', { venue_id: venueId, slots: [{ court_id: court, start: at(18), end: at(19.5) }] }, key());
        assert.equal(json(hold).errno, 0, hold.body);
      }
      const taken = await free('start=18:00&end=19:30');
      assert.deepEqual(taken.result.free, []);
      assert.deepEqual(taken.result.alternatives.map((x) => [x.court_id, x.start_clock, x.end_clock]).slice(0, 2), [[a, '16:30', '18:00'], [b, '16:30', '18:00']]);
      assert.equal(taken.result.refusal, '');
    });

    it('says why a range is not bookable, and refuses bad input without a 500', async () => {
      assert.match((await free('start=23:00&end=01:00')).result.refusal, /\S/);
      assert.match((await free('start=18:10&end=19:00')).result.refusal, /\S/);
      for (const q of ['start=25:00&end=26:00', 'start=18:00', 'start=18:00&end=19:00&venue_id=abc']) {
        const res = await ctx.app.inject({ method: 'GET', url: `/api/venue_site/free_courts?venue_id=${venueId}&day=${day}&${q}` });
        assert.ok(res.statusCode < 500, res.body);
        assert.notEqual(json(res).errno, 0);
      }
      const unknown = await ctx.app.inject({ method: 'GET', url: `/api/venue_site/free_courts?venue_id=2147483647&day=${day}&start=18:00&end=19:00` });
      assert.equal(unknown.statusCode, 404);
    });
  });
}
