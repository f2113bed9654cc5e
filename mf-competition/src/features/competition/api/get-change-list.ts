import { http, type ListResult } from 'shared';
import type { ChangeListQuery, CompetitionChangeItem } from './types';

/** GET /admin/competition/change_list — 信息变更审核: changes of approved competitions, with their public values. */
export function getChangeList(query: ChangeListQuery): Promise<ListResult<CompetitionChangeItem>> {
  return http.get('/admin/competition/change_list', { ...query });
}
