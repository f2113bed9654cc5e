import { http } from 'shared';
import type { RecordHistoryQuery, SportRecordHistory } from './types';

/** GET /admin/records/history — every record row of one key (sport, item, gender, age group), newest first. */
export function getRecordHistory(query: RecordHistoryQuery): Promise<SportRecordHistory> {
  return http.get('/admin/records/history', { ...query });
}
