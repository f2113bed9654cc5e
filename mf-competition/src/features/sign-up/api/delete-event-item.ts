import { http, type EmptyResult } from 'shared';

/** DELETE /competition/requirement/item — only an item nobody has signed up for. */
export function deleteEventItem(itemId: number): Promise<EmptyResult> {
  return http.delete('/competition/requirement/item', { id: itemId });
}
