import { http } from 'shared';
import type { ResultSaved, SaveResultPayload } from './types';

/** POST /admin/result — enters or corrects an entrant's result (a correction needs a reason). */
export function saveResult(payload: SaveResultPayload): Promise<ResultSaved> {
  return http.post('/admin/result', payload);
}
