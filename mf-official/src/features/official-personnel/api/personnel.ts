import { http, type Query } from 'shared';
import type { components } from 'shared/api-schema';

export type OfficialPerson = components['schemas']['OfficialPerson'];
export type OfficialPersonList = components['schemas']['OfficialPersonList'];
export type OfficialPersonDetail = components['schemas']['OfficialPersonDetail'];
export type PersonKind = OfficialPerson['kind'];

export type PersonnelQuery = Query<'/official/personnel/list', 'get'>;

/** GET /official/personnel/list — approved athletes or referees who chose to be public (public). */
export function getPersonnelList(query: PersonnelQuery): Promise<OfficialPersonList> {
  return http.get('/official/personnel/list', { ...query });
}

/** GET /official/personnel/info — a public profile; 404 when not public (the page shows 暂无数据). */
export function getPersonnelInfo(id: number): Promise<OfficialPersonDetail> {
  return http.get('/official/personnel/info', { id }, { silent: true });
}
