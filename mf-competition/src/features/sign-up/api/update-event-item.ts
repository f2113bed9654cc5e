import { http } from 'shared';
import type { CreatedId, UpdateEventItemPayload } from './types';

/** PUT /competition/requirement/item — edits an event item; a larger capacity promotes waiting entries. */
export function updateEventItem(payload: UpdateEventItemPayload): Promise<CreatedId> {
  return http.put('/competition/requirement/item', payload);
}
