import { http } from 'shared';

/** DELETE /admin/venue_special_day — the date follows its weekday again. */
export async function deleteSpecialDay(venueId: number, day: string): Promise<void> {
  await http.delete('/admin/venue_special_day', { venue_id: venueId, day });
}
