import { http, type ListResult } from 'shared';
import type { RecordListQuery, SportRecord } from './types';

/** GET /admin/records — highest records and proposals (platform admin), pending first. */
export function getRecordList(query: RecordListQuery): Promise<ListResult<SportRecord>> {
  return http.get('/admin/records', { ...query });
}
