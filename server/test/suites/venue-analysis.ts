/**
 * 场馆数据分析 (routes/venue/analysis.ts, services/venue-analysis.ts): the heat map, peak hours, revenue by day and
 * sport and the cancellation rate read from the booking tables over China days, the rules' refusals of a bad range,
 * and only whoever manages the venue (canManageVenue; the platform admin any venue) reaching it.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { WEEKDAYS } from 'shared/rules';
import { bookings, courts, institutions, venueOpeningHours, venues } from '../../src/db/schema/index.js';
import { createUser, firstMsg, json, login, unique, type Client, type TestContext } from '../helpers.js';

type Analysis = {
  venue_name: string;
  from: string;
  to: string;
  courts: { id: number; name: string; sport: string }[];
  heatmap: { court_id: number; hour: number; open_minutes: number; booked_minutes: number; percent: number | null }[];
  peak_hours: { hour: number; percent: number; text: string }[];
  revenue_by_day: { day: string; revenue_cents: number; bookings: number }[];
  revenue_by_sport: { sport: string; revenue_cents: number; bookings: number }[];
  revenue_cents: number;
  bookings: number;
  cancellation: { total: number; cancelled: number; percent: number };
};

export function venueAnalysisSuite(ctx: TestContext) {
  describe('venue analysis (场馆数据分析): from the booking tables, per tenant', () => {
    const db = () => ctx.app.database.db;
    let venueId = 0;
    let badminton = 0;
    let tennis = 0;
    let manager: Client;
    let otherVenueManager: Client;
    let stranger: Client;
    let admin: Client;
    const day1 = '2026-03-07';
    const day2 = '2026-03-08';
    const at = (day: string, clock: string) => new Date(`${day}T${clock}:00+08:00`);

    before(async () => {
      const [inst] = await db().insert(institutions).values({ name: unique('分析运营方'), institutionType: 4 }).returning({ id: institutions.id });
      const [other] = await db().insert(institutions).values({ name: unique('分析其他运营方'), institutionType: 4 }).returning({ id: institutions.id });
      const [v] = await db().insert(venues).values({ institutionId: inst!.id, name: unique('分析场馆'), status: 'approved' }).returning({ id: venues.id });
      const [w] = await db().insert(venues).values({ institutionId: inst!.id, name: unique('分析另一场馆'), status: 'approved' }).returning({ id: venues.id });
      venueId = v!.id;
      [badminton, tennis] = (
        await db()
          .insert(courts)
          .values([
            { venueId, name: '羽毛球1号', sport: '羽毛球', pricePerHourCents: 6000, sort: 1 },
            { venueId, name: '网球场', sport: '网球', pricePerHourCents: 12000, sort: 2 },
          ])
          .returning({ id: courts.id })
      ).map((c) => c.id) as [number, number];
      await db().insert(venueOpeningHours).values(WEEKDAYS.map((weekday) => ({ venueId, weekday, opensMinute: 8 * 60 + 30, closesMinute: 22 * 60 })));
      const row = (courtId: number, day: string, start: string, end: string, kind: 'booking' | 'hold' | 'block', status: 'active' | 'checked_in' | 'cancelled', amountCents: number) => ({
        venueId,
        courtId,
        during: { start: at(day, start), end: at(day, end) },
        kind,
        status,
        amountCents,
        checkInCode: kind === 'block' ? null : unique('A').slice(0, 16),
        holdExpiresAt: kind === 'hold' ? at(day, '08:00') : null,
      });
      await db()
        .insert(bookings)
        .values([
          row(badminton, day1, '18:00', '20:00', 'booking', 'active', 12000),
          row(badminton, day2, '18:00', '19:00', 'booking', 'checked_in', 6000),
          row(tennis, day1, '18:30', '19:00', 'booking', 'active', 6000),
          row(tennis, day2, '08:30', '09:00', 'booking', 'active', 5000),
          row(tennis, day2, '19:00', '20:00', 'booking', 'cancelled', 12000),
          row(tennis, day1, '20:00', '21:00', 'hold', 'active', 12000),
          row(tennis, day2, '20:00', '21:00', 'block', 'active', 0),
          // the day after the range: not counted
          row(badminton, '2026-03-09', '18:00', '19:00', 'booking', 'active', 6000),
        ]);
      const m = await createUser(ctx.app, { manages: [{ institutionId: inst!.id, sportsVenuesId: venueId }] });
      const bound = await createUser(ctx.app, { manages: [{ institutionId: inst!.id, sportsVenuesId: w!.id }] });
      const x = await createUser(ctx.app, { manages: [{ institutionId: other!.id }] });
      manager = await login(ctx.app, m.account, m.password);
      otherVenueManager = await login(ctx.app, bound.account, bound.password);
      stranger = await login(ctx.app, x.account, x.password);
      admin = await login(ctx.app, 'admin', 'Admin@2026');
    });

    const analyse = (as: Client, query = `from=${day1}&to=${day2}`) => as.get(`/api/admin/venue_analysis?venue_id=${venueId}&${query}`);

    it('answers the heat map, peak hours, revenue by day and sport of the sold bookings and the cancellation rate', async () => {
      const res = await analyse(manager);
      assert.equal(json(res).errno, 0, res.body);
      const a = json<Analysis>(res).result;
      assert.deepEqual([a.from, a.to], [day1, day2]);
      assert.deepEqual(a.courts.map((c) => c.sport), ['羽毛球', '网球']);
      const cell = (courtId: number, hour: number) => a.heatmap.find((c) => c.court_id === courtId && c.hour === hour);
      assert.deepEqual(cell(badminton, 18), { court_id: badminton, hour: 18, open_minutes: 120, booked_minutes: 120, percent: 100 });
      assert.deepEqual(cell(tennis, 8), { court_id: tennis, hour: 8, open_minutes: 60, booked_minutes: 30, percent: 50 });
      assert.equal(cell(tennis, 20)!.booked_minutes, 0, 'holds and blocks are not occupancy');
      assert.equal(cell(badminton, 3)!.percent, null);
      assert.deepEqual(a.peak_hours[0], { hour: 18, percent: 63, text: '18:00–19:00' });
      assert.deepEqual(a.revenue_by_day, [
        { day: day1, revenue_cents: 18000, bookings: 2 },
        { day: day2, revenue_cents: 11000, bookings: 2 },
      ]);
      assert.deepEqual(a.revenue_by_sport, [
        { sport: '羽毛球', revenue_cents: 18000, bookings: 2 },
        { sport: '网球', revenue_cents: 11000, bookings: 2 },
      ]);
      assert.deepEqual([a.revenue_cents, a.bookings], [29000, 4]);
      assert.deepEqual(a.cancellation, { total: 5, cancelled: 1, percent: 20 });
    });

    it('lets the platform admin see any venue, and answers 404 to a manager of another venue or institution', async () => {
      assert.equal(json<Analysis>(await analyse(admin)).result.revenue_cents, 29000);
      for (const outsider of [otherVenueManager, stranger]) {
        const res = await analyse(outsider);
        assert.equal(res.statusCode, 404, res.body);
      }
      assert.equal((await manager.get('/api/admin/venue_analysis?venue_id=2000000000')).statusCode, 404);
    });

    it('refuses a reversed or too long range with the rules\' words, and a date that does not exist', async () => {
      const reversed = await analyse(manager, `from=${day2}&to=${day1}`);
      assert.deepEqual([json(reversed).errno, firstMsg(reversed)], [42200, '结束日期不能早于开始日期']);
      const long = await analyse(manager, 'from=2025-01-01&to=2026-03-08');
      assert.deepEqual([json(long).errno, firstMsg(long)], [42200, '查询范围不能超过366天']);
      const bad = await analyse(manager, 'from=2026-02-30');
      assert.notEqual(json(bad).errno, 0);
      assert.ok(bad.statusCode < 500, bad.body);
      const defaults = json<Analysis>(await analyse(manager, '')).result;
      assert.equal(defaults.revenue_by_day.length, 30);
    });
  });
}
