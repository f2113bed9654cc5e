import { canManageInstitution, managesAnyInstitution } from './institutions.js';
import type { Principal } from './principal.js';

export interface CompetitionRef {
  institutionId: number;
}

/** Owner: the platform admin or a manager of the competition's institution (code, grants, delete). */
export function ownsCompetition(principal: Principal, competition: CompetitionRef): boolean {
  return canManageInstitution(principal, competition.institutionId);
}

/**
 * Who manages a competition (view, edit, file, withdraw): its owners plus the institution users who redeemed its
 * management permission code (`grants` = user ids of competition_managers rows).
 */
export function canManageCompetition(principal: Principal, competition: CompetitionRef, grants: readonly number[]): boolean {
  if (ownsCompetition(principal, competition)) return true;
  return !principal.isPerson && managesAnyInstitution(principal) && grants.includes(principal.userId);
}
