import { DEMO_COMPETITIONS, DEMO_COMPETITION_SERIES, demoCompetitionId, demoCompetitionIsFiling, demoCompetitionTimes } from './competitions';

describe('demo competitions', () => {
  it('have unique names, so a name finds one id', () => {
    expect(new Set(DEMO_COMPETITIONS.map((c) => c.name)).size).toBe(DEMO_COMPETITIONS.length);
    expect(demoCompetitionId(DEMO_COMPETITIONS[0].name)).toBe(1);
    expect(demoCompetitionId('2026年浙江省田径锦标赛')).toBe(DEMO_COMPETITIONS.findIndex((c) => c.name === '2026年浙江省田径锦标赛') + 1);
  });

  it('run from 08:00 on the first day to 18:00 on the last, China time', () => {
    const { startAt, endAt } = demoCompetitionTimes({ start: '2026-06-13', days: 3 });
    expect(startAt.toISOString()).toBe('2026-06-13T00:00:00.000Z');
    expect(endAt.toISOString()).toBe('2026-06-15T10:00:00.000Z');
  });

  it('are filed past draft unless they say otherwise, and name only known series', () => {
    expect(demoCompetitionIsFiling({ status: 'draft' })).toBe(false);
    expect(demoCompetitionIsFiling({ status: 'approved' })).toBe(true);
    expect(demoCompetitionIsFiling({ status: 'draft', isFiling: true })).toBe(true);
    for (const c of DEMO_COMPETITIONS) if (c.series) expect(DEMO_COMPETITION_SERIES[c.series].institutionId).toBe(c.institutionId);
  });
});
