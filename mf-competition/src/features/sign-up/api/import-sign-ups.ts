import { http } from 'shared';
import type { ImportSignUpsPayload, SignUpImported } from './types';

/**
 * POST /competition/sign_info/import — an .xlsx file as base64; nothing is imported when a row is bad. Silent: the
 * import dialog lists the per-row errors itself.
 */
export function importSignUps(payload: ImportSignUpsPayload): Promise<SignUpImported> {
  return http.post('/competition/sign_info/import', payload, { silent: true });
}
