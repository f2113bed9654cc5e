import { http } from 'shared';
import type { PublicRecordList } from './types';

export interface TopsQuery {
  start: number;
  count: number;
  sport?: string;
  /** 1 男, 2 女 */
  gender?: number;
  age_group?: string;
  keyword?: string;
}

/** GET /competition/tops — ratified highest records (最高纪录, public). */
export function getTops(query: TopsQuery): Promise<PublicRecordList> {
  return http.get<PublicRecordList>('/competition/tops', { ...query });
}
