import { http, type EmptyResult, type ListResult } from 'shared';
import type { CompetitionSeries, ReviewPayload, SeriesReviewListQuery } from './types';

/** POST /competition_series/filing — 系列报备: the series with its members not filed yet → pending review. */
export function fileSeries(id: number): Promise<EmptyResult> {
  return http.post('/competition_series/filing', { id });
}

/** POST /competition_series/withdraw — 撤回系列报备 (its members waiting with it are withdrawn too). */
export function withdrawSeries(id: number): Promise<EmptyResult> {
  return http.post('/competition_series/withdraw', { id });
}

/** GET /admin/competition_series/review_list — filed series for the platform admin's review. */
export function getSeriesReviewList(query: SeriesReviewListQuery): Promise<ListResult<CompetitionSeries>> {
  return http.get('/admin/competition_series/review_list', { ...query });
}

/** POST /admin/competition_series/review — 通过 (its members filed with it are published) or 驳回 (reason required). */
export function reviewSeries(payload: ReviewPayload): Promise<EmptyResult> {
  return http.post('/admin/competition_series/review', payload);
}
