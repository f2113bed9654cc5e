import { http } from 'shared';
import type { CreatedId, CreateEventItemPayload } from './types';

/** POST /competition/requirement/item — a new event item (项目/组别). */
export function createEventItem(payload: CreateEventItemPayload): Promise<CreatedId> {
  return http.post('/competition/requirement/item', payload);
}
