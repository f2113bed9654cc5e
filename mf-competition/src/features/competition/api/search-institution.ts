import { http } from 'shared';
import type { InstitutionOptions } from './types';

/** GET /competition/search_institution — platform admins pick an institution by name. */
export function searchInstitution(keyword: string): Promise<InstitutionOptions> {
  return http.get('/competition/search_institution', { keyword });
}
