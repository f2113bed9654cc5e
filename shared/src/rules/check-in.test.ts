import { CHECK_IN_FLAG, checkInDays, trackDay, trackFingerprint, trackFlags, worldRecordSeconds } from './check-in';

describe('check-in days and streaks', () => {
  it('counts distinct days, the longest run and the run still alive on the day asked', () => {
    const days = ['2026-03-01', '2026-03-02', '2026-03-02', '2026-03-03', '2026-03-05', '2026-03-06'];
    expect(checkInDays(days, '2026-03-06')).toEqual({ days: 5, longest: 3, current: 2 });
    // not yet checked in today: yesterday's run still counts
    expect(checkInDays(days, '2026-03-07').current).toBe(2);
    // a day missed: the run is broken
    expect(checkInDays(days, '2026-03-08').current).toBe(0);
  });

  it('crosses months and years, and is empty for no records', () => {
    expect(checkInDays(['2026-12-31', '2027-01-01', '2026-02-28', '2026-03-01'], '2027-01-01')).toEqual({ days: 4, longest: 2, current: 2 });
    expect(checkInDays([], '2026-03-01')).toEqual({ days: 0, longest: 0, current: 0 });
  });

  it('counts a track for the China day it started', () => {
    expect(trackDay({ startAt: '2026-03-01T16:30:00Z' })).toBe('2026-03-02');
    expect(trackDay({ startAt: '2026-03-01T15:59:59Z' })).toBe('2026-03-01');
  });
});

describe('track plausibility', () => {
  it('interpolates the world record between distances and keeps it exact at each', () => {
    expect(worldRecordSeconds('running', 42195)).toBeCloseTo(7235, 6);
    expect(worldRecordSeconds('running', 5000)).toBeCloseTo(755.36, 6);
    const tenK = worldRecordSeconds('running', 10000);
    const half = worldRecordSeconds('running', 21097.5);
    const fifteen = worldRecordSeconds('running', 15000);
    expect(fifteen).toBeGreaterThan(tenK);
    expect(fifteen).toBeLessThan(half);
    // 50 m at 100 m pace; an ultra at marathon pace
    expect(worldRecordSeconds('running', 50)).toBeCloseTo(4.79, 6);
    expect(worldRecordSeconds('running', 84390)).toBeCloseTo(14470, 6);
  });

  const window = { startsAt: '2026-03-01T00:00:00+08:00', endsAt: '2026-04-01T00:00:00+08:00' };

  it('flags a 10 km run faster than the world record, and passes a fast amateur', () => {
    expect(trackFlags({ sport: 'running', distanceMeters: 10000, durationSeconds: 1500, startAt: '2026-03-10T07:00:00+08:00' }, window)).toEqual([CHECK_IN_FLAG.tooFast('running')]);
    expect(trackFlags({ sport: 'running', distanceMeters: 10000, durationSeconds: 2400, startAt: '2026-03-10T07:00:00+08:00' }, window)).toEqual([]);
    expect(CHECK_IN_FLAG.tooFast('running')).toBe('配速快于跑步世界纪录，需人工审核');
  });

  it('flags a "walk" at cycling speed and a ride faster than the hour record', () => {
    expect(trackFlags({ sport: 'walking', distanceMeters: 20000, durationSeconds: 2400, startAt: '2026-03-10T07:00:00+08:00' }, window)).toEqual([CHECK_IN_FLAG.tooFast('walking')]);
    expect(trackFlags({ sport: 'cycling', distanceMeters: 60000, durationSeconds: 3600, startAt: '2026-03-10T07:00:00+08:00' }, window)).toEqual([CHECK_IN_FLAG.tooFast('cycling')]);
    expect(trackFlags({ sport: 'cycling', distanceMeters: 30000, durationSeconds: 3600, startAt: '2026-03-10T07:00:00+08:00' }, window)).toEqual([]);
  });

  it('flags a start outside the window: start inclusive, end exclusive', () => {
    const run = { sport: 'running' as const, distanceMeters: 5000, durationSeconds: 1800 };
    expect(trackFlags({ ...run, startAt: '2026-03-01T00:00:00+08:00' }, window)).toEqual([]);
    expect(trackFlags({ ...run, startAt: '2026-02-28T23:59:59+08:00' }, window)).toEqual([CHECK_IN_FLAG.outsideWindow]);
    expect(trackFlags({ ...run, startAt: '2026-04-01T00:00:00+08:00' }, window)).toEqual([CHECK_IN_FLAG.outsideWindow]);
    expect(trackFlags({ ...run, startAt: 'not a date' }, window)).toEqual([CHECK_IN_FLAG.outsideWindow]);
  });
});

describe('track fingerprint', () => {
  const start = Date.parse('2026-03-10T07:00:00+08:00');
  const route = [0, 1, 2].map((i) => ({ lat: 30.25 + i * 0.0001, lon: 120.15 + i * 0.0001, at: start + i * 5000 }));

  it('is the same for a re-export of one recording started at another time, and differs for another route', () => {
    const shifted = route.map((p) => ({ ...p, lat: p.lat + 0.000001, at: p.at + 3_600_000 }));
    expect(trackFingerprint(shifted)).toBe(trackFingerprint(route));
    const beside = route.map((p) => ({ ...p, lon: p.lon + 0.00003 }));
    expect(trackFingerprint(beside)).not.toBe(trackFingerprint(route));
    expect(trackFingerprint([])).toBe('');
  });
});
