import { http, type ListResult } from 'shared';
import type { components, paths } from 'shared/api-schema';

type ListOperation = paths['/api/admin/institutions']['get'];
export type InstitutionListQuery = NonNullable<ListOperation['parameters']['query']>;
export type AdminInstitution = components['schemas']['AdminInstitution'];
export type AdminInstitutionDetail = components['schemas']['AdminInstitutionDetail'];

/** GET /admin/institutions — the platform's institutions by kind, status (正常 / 已停用) and name (platform admin). */
export function getInstitutionList(query: InstitutionListQuery): Promise<ListResult<AdminInstitution>> {
  return http.get('/admin/institutions', { ...query });
}

/** GET /admin/institution — one institution with its staff and its 停用 / 启用 record. */
export function getInstitution(id: number): Promise<AdminInstitutionDetail> {
  return http.get('/admin/institution', { id });
}

/** POST /admin/institution/disable | enable — 停用 (reason required) or 启用 (reason optional). */
export function changeInstitutionStatus(id: number, action: 'disable' | 'enable', reason: string): Promise<AdminInstitutionDetail> {
  return http.post(`/admin/institution/${action}`, { id, reason });
}
