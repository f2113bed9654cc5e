/**
 * Mocks of the public competition pages' own routes (server: server/src/routes/official/competition-series.ts):
 * the series list and one series with its approved competitions. The public list and info of competitions are in
 * filing.ts.
 */
import { mockDb } from '../db';
import { notFound, paginate } from '../envelope';
import type { MockCompetition } from '../fixtures/competitions';
import { mock } from '../route';
import { mockSeries, publicCompetition } from './filing';

/** Published competitions grouped by series (a series without one is not public). */
function publishedSeries() {
  const groups = new Map<number, MockCompetition[]>();
  for (const c of mockDb.competitions) {
    if (c.series_id === null || c.status !== 'approved') continue;
    groups.set(c.series_id, [...(groups.get(c.series_id) ?? []), c]);
  }
  return [...groups.entries()].map(([id, list]) => {
    const sorted = [...list].sort((a, b) => a.start_at.localeCompare(b.start_at) || a.id - b.id);
    const series = mockSeries(id);
    return {
      id,
      name: series?.name ?? sorted[0].series_name,
      c_type: series?.c_type ?? sorted[0].c_type,
      description: series?.description ?? '',
      institution_name: sorted[0].institution_name,
      competitions: sorted,
    };
  });
}

export const officialCompetitionHandlers = [
  mock.get('/official/competition_series/list', ({ url }) => {
    const rows = publishedSeries()
      .map(({ competitions, ...s }) => ({
        ...s,
        competition_count: competitions.length,
        start_at: competitions[0].start_at,
        end_at: competitions.reduce((end, c) => (c.end_at > end ? c.end_at : end), competitions[0].end_at),
      }))
      .sort((a, b) => b.start_at.localeCompare(a.start_at) || b.id - a.id);
    return paginate(rows, url);
  }, { auth: 'public' }),

  mock.get('/official/competition_series/info', ({ query }) => {
    const series = publishedSeries().find((s) => s.id === query.id);
    return series ? { ...series, competitions: series.competitions.map(publicCompetition) } : notFound();
  }, { auth: 'public' }),
];
