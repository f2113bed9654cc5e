import { canManageInstitution, managesAnyInstitution } from './institutions.js';
import type { Principal } from './principal.js';

/**
 * Who sees a 赛事系列 and how (docs/series.md): 'owner' — a manager of the series' institution or the platform admin
 * (edit, delete, 系列报备, members); 'viewer' — an institution user holding the management grant (permission code,
 * ActivityCode) of one of its competitions: the read-only 系列信息 (manSeriesBase); null — nobody else (404).
 */
export function seriesAccess(principal: Principal, series: { institution_id: number }, grantedMember: boolean): 'owner' | 'viewer' | null {
  if (canManageInstitution(principal, series.institution_id)) return 'owner';
  return grantedMember && !principal.isPerson && managesAnyInstitution(principal) ? 'viewer' : null;
}
