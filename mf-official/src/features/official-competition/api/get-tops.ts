import { http, type Query } from 'shared';
import type { PublicRecordList } from './types';

export type TopsQuery = Query<'/competition/tops', 'get'>;

/** GET /competition/tops — ratified highest records (最高纪录, public). */
export function getTops(query: TopsQuery): Promise<PublicRecordList> {
  return http.get('/competition/tops', { ...query });
}
