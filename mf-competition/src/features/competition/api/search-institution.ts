import { http } from 'shared';
import type { InstitutionOption } from './types';

/** GET /competition/search_institution — platform admins pick an institution by name. */
export function searchInstitution(keyword: string): Promise<{ list: InstitutionOption[] }> {
  return http.get<{ list: InstitutionOption[] }>('/competition/search_institution', { keyword });
}
