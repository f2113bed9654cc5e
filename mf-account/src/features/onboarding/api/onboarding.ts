import { http, type ListResult } from 'shared';
import type { components, paths } from 'shared/api-schema';

type ListOperation = paths['/api/admin/institution_applications']['get'];
export type ApplicationListQuery = NonNullable<ListOperation['parameters']['query']>;
export type Application = components['schemas']['InstitutionApplication'];
export type ApplicationDetail = components['schemas']['InstitutionApplicationDetail'];
export type ApplicationStatus = Application['status'];

/** GET /admin/institution_applications — 入驻申请 by kind, status, keyword and submission day (platform admin). */
export function getApplicationList(query: ApplicationListQuery): Promise<ListResult<Application>> {
  return http.get('/admin/institution_applications', { ...query });
}

/** GET /admin/institution_application — one application with its documents and the credit code's history. */
export function getApplication(id: number): Promise<ApplicationDetail> {
  return http.get('/admin/institution_application', { id });
}

/** POST /admin/institution_application/review — 通过 (creates the institution and its owner) or 驳回 with a reason. */
export function reviewApplication(id: number, action: 'approve' | 'reject', reason: string): Promise<ApplicationDetail> {
  return http.post('/admin/institution_application/review', { id, action, reason });
}
