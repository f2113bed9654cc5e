import { http } from 'shared';
import type { RecordItems } from './types';

/** GET /competition/top_items — sports and item names that have ratified records (the records filter's options). */
export function getTopItems(): Promise<RecordItems> {
  return http.get('/competition/top_items', undefined, { silent: true });
}
