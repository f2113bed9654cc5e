import { http, type DownloadedFile } from 'shared';

/** GET /competition/sign_info/template — the xlsx import template of an event item (binary). */
export function downloadSignUpTemplate(competitionId: number, eventItemId: number): Promise<DownloadedFile> {
  return http.download('/competition/sign_info/template', { id: competitionId, event_item_id: eventItemId });
}
