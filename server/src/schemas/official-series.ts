/** Response schemas of the public series pages (GET /official/competition_series/info and /list). */
import { int, str, dateTime, obj, arrayOfRef, listOf } from './json-schema.js';
import type { OfficialCompetition } from './components.js';

/** A series as the official site names it, in the list and on its page alike. */
const seriesProps = {
  id: int,
  name: str,
  c_type: { type: 'integer', enum: [1, 2] },
  description: str,
  institution_name: str,
} as const;

export const OfficialSeriesDetail = obj('OfficialSeriesDetail', '官网赛事系列（仅含已审核通过的赛事）', {
  ...seriesProps,
  competitions: arrayOfRef<typeof OfficialCompetition>('OfficialCompetition'),
});

export const OfficialSeries = obj('OfficialSeries', '官网赛事系列（列表项；只统计已审核通过的赛事）', {
  ...seriesProps,
  competition_count: int,
  start_at: { ...dateTime, description: '最早一场已发布赛事的开始时间' },
  end_at: { ...dateTime, description: '最晚一场已发布赛事的结束时间' },
});

export const OfficialSeriesList = listOf('OfficialSeriesList', '官网赛事系列列表', OfficialSeries);

/** Registered through allSchemas (components.ts). */
export const officialSeriesSchemas = [OfficialSeriesDetail, OfficialSeries, OfficialSeriesList];
