import { http } from 'shared';

/** DELETE /admin/venue_closure — the time is bookable again. */
export async function deleteClosure(id: number): Promise<void> {
  await http.delete('/admin/venue_closure', { id });
}
