/**
 * Mocks of the public competition pages' own routes (server: server/src/routes/official/competition-series.ts):
 * the series list and one series with its approved competitions. The public list and info of competitions are in
 * filing.ts.
 */
import { mockDb } from '../db';
import { notFound, paginate } from '../envelope';
import { institutionName } from '../fixtures/institutions';
import { mock } from '../route';
import { mockSeriesList, publicCompetition } from './filing';

/** The series with published competitions (a series without one is not public), as the server's official-series. */
const publishedSeries = () =>
  mockSeriesList()
    .map((s) => ({
      id: s.id,
      name: s.name,
      c_type: s.c_type,
      description: s.description,
      institution_name: institutionName(s.institution_id),
      competitions: mockDb.competitions.filter((c) => c.series_id === s.id && c.status === 'approved').sort((a, b) => a.start_at.localeCompare(b.start_at) || a.id - b.id),
    }))
    .filter((s) => s.competitions.length > 0);

export const officialCompetitionHandlers = [
  mock.public.get('/official/competition_series/list', ({ url }) => {
    const rows = publishedSeries()
      .map(({ competitions, ...s }) => ({
        ...s,
        competition_count: competitions.length,
        start_at: competitions[0].start_at,
        end_at: competitions.reduce((end, c) => (c.end_at > end ? c.end_at : end), competitions[0].end_at),
      }))
      .sort((a, b) => b.start_at.localeCompare(a.start_at) || b.id - a.id);
    return paginate(rows, url);
  }),

  mock.public.get('/official/competition_series/info', ({ query }) => {
    const series = publishedSeries().find((s) => s.id === query.id);
    return series ? { ...series, competitions: series.competitions.map(publicCompetition) } : notFound();
  }),
];
