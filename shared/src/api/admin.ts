import { http } from '../http/default-client';
import type { HttpClient } from '../http/client';
import type { InstitutionListQuery, InstitutionListResult, MsgCount, UnCheckCount } from './types';

/**
 * Spec §7/§9: menu count list calls (admin/add_photos, admin/report_list) use start 0 and count 10.
 * un_check_count and msg_count take no paging (OpenAPI document).
 */
export const MENU_COUNT_PAGE = { start: 0, count: 10 } as const;

/** GET /admin/manager_menu — group and item titles the server allows for this institution. */
export async function getManagerMenu(institutionId: number, client: HttpClient = http): Promise<string[]> {
  const result = await client.get('/admin/manager_menu', { institution_id: institutionId });
  return result.titles;
}

/** GET /admin/un_check_count — pending review counts. */
export function getUnCheckCount(client: HttpClient = http): Promise<UnCheckCount> {
  return client.get('/admin/un_check_count');
}

/** GET /admin/msg_count — pending sign-ups and registration reviews of an institution. */
export function getMsgCount(belongId: number, client: HttpClient = http): Promise<MsgCount> {
  return client.get('/admin/msg_count', { belong_id: belongId });
}

/** GET /admin/institution_list. */
export function getInstitutionList(query: InstitutionListQuery = {}, client: HttpClient = http): Promise<InstitutionListResult> {
  return client.get('/admin/institution_list', { start: 0, count: 10, ...query });
}
