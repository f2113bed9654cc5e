import { http } from 'shared';

/** DELETE /admin/award — removes an award. */
export function deleteAward(id: number) {
  return http.delete('/admin/award', { id });
}
