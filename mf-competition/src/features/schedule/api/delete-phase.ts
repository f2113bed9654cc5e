import { http, type EmptyResult } from 'shared';

/** DELETE /admin/schedule/phase — refused once a result exists or while another phase qualifies from it. */
export function deletePhase(id: number): Promise<EmptyResult> {
  return http.delete('/admin/schedule/phase', { id });
}
