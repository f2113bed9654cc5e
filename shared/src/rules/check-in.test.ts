import {
  CHECK_IN_FLAG,
  CHECK_IN_MSG,
  checkInDays,
  checkInPace,
  checkInSettingsProblem,
  checkInSubmitProblem,
  checkInWindow,
  formatCheckInAmount,
  formatPace,
  haversineMeters,
  downsampleRoute,
  trackSummary,
  routeSvgPath,
  checkInChallengeText,
  checkInCalendarDays,
  initialCheckInStatus,
  rankCheckIns,
  tallyCheckIns,
  trackDay,
  trackFingerprint,
  trackFlags,
  worldRecordSeconds,
  type CheckInSettingsValues,
} from './check-in';

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

const running: CheckInSettingsValues = {
  startsOn: '2026-03-01',
  endsOn: '2026-03-30',
  goalKind: 'distance',
  goalScope: 'total',
  goalValue: 100_000,
  goalDays: 1,
  sport: 'running',
  evidence: ['track', 'screenshot'],
  dailyLimit: 2,
  reviewRequired: false,
};

describe('check-in settings', () => {
  it('accepts a 30-day running challenge and says the window in instants', () => {
    expect(checkInSettingsProblem(running)).toBeNull();
    expect(checkInWindow(running)).toEqual({ startsAt: '2026-02-28T16:00:00.000Z', endsAt: '2026-03-30T16:00:00.000Z' });
  });

  it('refuses a reversed range, no evidence, a photo goal without photos, a track without a sport, bad numbers', () => {
    expect(checkInSettingsProblem({ ...running, endsOn: '2026-02-28' })).toBe(CHECK_IN_MSG.rangeOrder);
    expect(checkInSettingsProblem({ ...running, endsOn: '2027-03-30' })).toBe(CHECK_IN_MSG.rangeTooLong);
    expect(checkInSettingsProblem({ ...running, evidence: [] })).toBe(CHECK_IN_MSG.evidenceRequired);
    expect(checkInSettingsProblem({ ...running, goalKind: 'photo' })).toBe('照片打卡必须允许照片凭证');
    expect(checkInSettingsProblem({ ...running, evidence: ['photo'] })).toBe('里程目标必须允许轨迹文件或运动截图');
    expect(checkInSettingsProblem({ ...running, sport: null })).toBe(CHECK_IN_MSG.sportRequired);
    expect(checkInSettingsProblem({ ...running, goalValue: 0 })).toBe(CHECK_IN_MSG.goalValue);
    expect(checkInSettingsProblem({ ...running, goalScope: 'daily', goalDays: 31 })).toBe('达标天数必须在 1 到 30 之间');
    expect(checkInSettingsProblem({ ...running, dailyLimit: 0 })).toBe(CHECK_IN_MSG.dailyLimit);
  });
});

describe('submitting a check-in', () => {
  const track = { evidence: 'track' as const, day: '2026-03-05', sameDayCount: 0, distanceMeters: 5000, durationSeconds: 1800, sport: 'running' as const };

  it('accepts a run in the window under the daily limit', () => {
    expect(checkInSubmitProblem(running, track)).toBeNull();
    expect(checkInSubmitProblem(running, { ...track, day: '2026-03-30', sameDayCount: 1 })).toBeNull();
  });

  it('refuses evidence not allowed, a day outside, the daily limit, another sport, a missing distance', () => {
    expect(checkInSubmitProblem(running, { ...track, evidence: 'photo' })).toBe('本次打卡不接受照片作为凭证');
    expect(checkInSubmitProblem(running, { ...track, day: '2026-03-31' })).toBe('不在打卡时间内（2026-03-01 至 2026-03-30）');
    expect(checkInSubmitProblem(running, { ...track, sameDayCount: 2 })).toBe('每天最多打卡 2 次，今天已达上限');
    expect(checkInSubmitProblem(running, { ...track, sport: 'cycling' })).toBe('轨迹是骑行记录，本次打卡只接受跑步');
    expect(checkInSubmitProblem(running, { ...track, evidence: 'screenshot', distanceMeters: null })).toBe('请填写本次里程');
  });

  it('starts flagged or reviewed records as 待审核, the rest as 已通过', () => {
    expect(initialCheckInStatus(false, [])).toBe('approved');
    expect(initialCheckInStatus(true, [])).toBe('pending');
    expect(initialCheckInStatus(false, [CHECK_IN_FLAG.duplicate])).toBe('pending');
  });

  it('formats amounts and pace', () => {
    expect(formatCheckInAmount('distance', 12345)).toBe('12.35 公里');
    expect(formatCheckInAmount('duration', 3900)).toBe('1 小时 5 分钟');
    expect(formatCheckInAmount('duration', 1500)).toBe('25 分钟');
    expect(formatCheckInAmount('photo', 3)).toBe('3 次');
    expect(checkInPace(5000, 1650)).toBe(330);
    expect(formatPace(330)).toBe(`5'30"`);
    expect(checkInPace(0, 100)).toBeNull();
  });
});

describe('tally and ranking', () => {
  it('sums the total, counts days of a daily goal only when met, and says who met the goal', () => {
    const records = [
      { participant: 1, day: '2026-03-01', amount: 3000 },
      { participant: 1, day: '2026-03-01', amount: 2500 },
      { participant: 1, day: '2026-03-02', amount: 4000 },
      { participant: 2, day: '2026-03-02', amount: 6000 },
      { participant: 9, day: '2026-03-02', amount: 6000 },
    ];
    const daily = tallyCheckIns([1, 2, 3], records, { goalScope: 'daily', goalValue: 5000, goalDays: 1 }, '2026-03-02');
    expect(daily.map((t) => [t.participant, t.total, t.days, t.longest, t.goalMet])).toEqual([
      [1, 9500, 1, 1, true],
      [2, 6000, 1, 1, true],
      [3, 0, 0, 0, false],
    ]);
    const total = tallyCheckIns([1, 2], records, { goalScope: 'total', goalValue: 9000, goalDays: 1 }, '2026-03-02');
    expect(total.map((t) => [t.days, t.longest, t.current, t.goalMet])).toEqual([
      [2, 2, 2, true],
      [1, 1, 1, false],
    ]);
  });

  it('ranks by total, then days, then longest streak, says why each is below the one above, and shares equal places', () => {
    const t = (participant: number, total: number, days: number, longest: number) => ({ participant, total, days, longest, current: 0, goalDaysMet: days, goalMet: false });
    const rows = rankCheckIns([t(1, 5000, 2, 2), t(2, 8000, 1, 1), t(3, 5000, 3, 1), t(4, 5000, 3, 2), t(5, 5000, 3, 2)], 'distance');
    expect(rows.map((r) => [r.participant, r.rank])).toEqual([
      [2, 1],
      [4, 2],
      [5, 2],
      [3, 4],
      [1, 5],
    ]);
    expect(rows.map((r) => r.reason?.text ?? null)).toEqual([
      null,
      '累计里程 5.00 公里，上一名 8.00 公里',
      '累计里程、打卡天数、最长连续天数均与上一名相同，名次并列',
      '累计里程相同，打卡天数相同，最长连续天数 1 天，上一名 2 天',
      '累计里程相同，打卡天数 2 天，上一名 3 天',
    ]);
    expect(rows[1].reason).toMatchObject({ key: 'total', values: [5000, 8000] });
    expect(rankCheckIns([t(1, 2, 1, 1)], 'photo')[0]).toMatchObject({ rank: 1, reason: null });
  });
});

describe('track points', () => {
  it('measures a degree of latitude and one of longitude at 60°N', () => {
    expect(haversineMeters({ lat: 0, lon: 0 }, { lat: 1, lon: 0 })).toBeCloseTo(111_195, -1);
    expect(haversineMeters({ lat: 60, lon: 0 }, { lat: 60, lon: 1 })).toBeCloseTo(55_597, -1);
    expect(haversineMeters({ lat: 31.2, lon: 121.5 }, { lat: 31.2, lon: 121.5 })).toBe(0);
  });

  it('sums the steps of the points in time order, from the first point to the last', () => {
    const t0 = Date.parse('2026-03-05T06:00:00+08:00');
    // east along the equator, 0.001° (≈ 111 m) a minute, given out of order
    const points = [0, 2, 1, 3].map((i) => ({ lat: 0, lon: i * 0.001, at: t0 + i * 60_000 }));
    const summary = trackSummary(points)!;
    expect(summary.distanceMeters).toBeCloseTo(333.6, 0);
    expect(summary.durationSeconds).toBe(180);
    expect(summary.startAt).toBe('2026-03-04T22:00:00.000Z');
    expect(summary.route).toEqual([
      [0, 0],
      [0, 0.001],
      [0, 0.002],
      [0, 0.003],
    ]);
    expect(trackSummary([points[0]!])).toBeNull();
    expect(trackSummary([{ lat: 91, lon: 0, at: t0 }, { lat: 95, lon: 0, at: t0 + 1 }])).toBeNull();
  });

  it('keeps at most 1000 points, the first and the last among them', () => {
    const points = Array.from({ length: 5001 }, (_, i) => ({ lat: i / 1e4, lon: 0 }));
    const route = downsampleRoute(points);
    expect(route).toHaveLength(1000);
    expect(route[0]).toEqual([0, 0]);
    expect(route.at(-1)).toEqual([0.5, 0]);
  });
});

describe('the route as an SVG path', () => {
  it('draws north up, keeps the shape and fits the box with its padding, centred', () => {
    // a square of 0.01° at the equator: east, north, west
    const square: [number, number][] = [
      [0, 0],
      [0, 0.01],
      [0.01, 0.01],
      [0.01, 0],
    ];
    expect(routeSvgPath(square, 120, 100, 10)).toBe('M20 90 L100 90 L100 10 L20 10');
  });

  it('shrinks longitudes by the cosine of the latitude, and makes a dot of a route that never moves', () => {
    // at 60°N 0.02° of longitude is as long as 0.01° of latitude: a square again
    const path = routeSvgPath(
      [
        [60, 0],
        [60, 0.02],
        [60.01, 0.02],
      ],
      100,
      100,
      0,
    );
    expect(path).toBe('M0 100 L100 100 L100 0');
    expect(routeSvgPath([[31.2, 121.5]], 100, 60)).toBe('M50 30');
    expect(routeSvgPath([], 100, 60)).toBe('');
  });
});

describe('the challenge in words', () => {
  it('says the days, the goal and the evidence', () => {
    const s = { starts_on: '2026-08-01', ends_on: '2026-08-30', goal_value: 8000, goal_days: 1, evidence: ['track', 'screenshot'] as const };
    expect(checkInChallengeText({ ...s, goal_kind: 'distance', goal_scope: 'total' })).toBe('2026-08-01 至 2026-08-30 · 累计里程 8.00 公里 · 凭证：轨迹文件、运动截图');
    expect(checkInChallengeText({ ...s, goal_kind: 'photo', goal_scope: 'daily', goal_value: 1, goal_days: 20, evidence: ['photo'] })).toBe('2026-08-01 至 2026-08-30 · 每日照片打卡 1 次，达标 20 天 · 凭证：照片');
  });
});

describe('the calendar of a participant', () => {
  it('sums each day in order and says whether a daily goal was met', () => {
    const records = [
      { day: '2026-08-04', distanceMeters: 2000, durationSeconds: 700 },
      { day: '2026-08-03', distanceMeters: 1500, durationSeconds: 600 },
      { day: '2026-08-03', distanceMeters: 1600, durationSeconds: 600 },
    ];
    expect(checkInCalendarDays(records, { goalKind: 'distance', goalScope: 'daily', goalValue: 3000 })).toEqual([
      { day: '2026-08-03', amount: 3100, records: 2, goalMet: true },
      { day: '2026-08-04', amount: 2000, records: 1, goalMet: false },
    ]);
    expect(checkInCalendarDays(records, { goalKind: 'count', goalScope: 'total', goalValue: 10 }).map((d) => [d.amount, d.goalMet])).toEqual([
      [2, true],
      [1, true],
    ]);
  });
});
