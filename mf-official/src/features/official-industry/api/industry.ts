import { http, type Query } from 'shared';
import type { components } from 'shared/api-schema';

export type OfficialInstitution = components['schemas']['OfficialInstitution'];
export type OfficialInstitutionList = components['schemas']['OfficialInstitutionList'];
export type OfficialInstitutionDetail = components['schemas']['OfficialInstitutionDetail'];

export type IndustryQuery = Query<'/official/industry/list', 'get'>;

/** GET /official/industry/list — approved institutions of one kind (public). */
export function getIndustryList(query: IndustryQuery): Promise<OfficialInstitutionList> {
  return http.get('/official/industry/list', { ...query });
}

/** GET /official/industry/info — one approved institution; 404 otherwise (the page shows 暂无数据). */
export function getIndustryInfo(id: number): Promise<OfficialInstitutionDetail> {
  return http.get('/official/industry/info', { id }, { silent: true });
}
