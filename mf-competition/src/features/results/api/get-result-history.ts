import { http } from 'shared';
import type { ResultHistory } from './types';

/** GET /admin/result/history — the changes of one result, oldest first. */
export function getResultHistory(resultId: number): Promise<ResultHistory> {
  return http.get('/admin/result/history', { id: resultId });
}
