import { canManageInstitution, managesAnyInstitution } from './institutions.js';
import type { Principal } from './principal.js';

/**
 * The statuses of a competition, the filing workflow's transitions (报备, review, withdraw, edit, delete), the
 * completeness check before filing and their Chinese refusals are stated once in shared/rules (filing-status.ts)
 * for the server and the mocks.
 */
export {
  COMPETITION_STATUSES,
  FILING_MSG,
  allowedFrom,
  competitionTransition as transition,
  filingProblem,
  type CompetitionAction,
  type CompetitionStatus,
  type FilingFields,
} from 'shared/rules';

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

/**
 * The public face of an approved competition (名称、封面、简介) changes only after the platform's review (信息变更):
 * the rule is stated once, dependency-free, for the server and the client (and its mocks).
 */
export { planEdit, REVIEWED_FIELDS, type EditPlan, type ReviewedField, type ReviewedValues } from 'shared/rules';
