import { ARTICLE_INSTITUTION_TYPES, membershipManages, VENUE_OPERATOR_TYPE } from 'shared/rules';
import { forbidden } from '../errors.js';
import type { Scope } from '../repositories/scope.js';
import type { Membership, Principal } from './principal.js';

/**
 * The memberships that make the caller a manager: all but the one of institution 121, the shared personal member
 * centre (shared/src/rules/personal-centre.ts). Every "manages institution X" rule below goes through this.
 */
export function managedMemberships(principal: Principal): Membership[] {
  return principal.memberships.filter((m) => membershipManages(m.institutionId));
}

/** An institution user: manages at least one institution (a member of 121 only is a personal user there). */
export function managesAnyInstitution(principal: Principal): boolean {
  return managedMemberships(principal).length > 0;
}

/** The platform administrator manages every institution; a manager only the ones they belong to (never 121). */
export function canManageInstitution(principal: Principal, institutionId: number): boolean {
  if (principal.isPlatformAdmin) return true;
  return managedMemberships(principal).some((m) => m.institutionId === institutionId);
}

/** The caller's membership of an institution, 121 included (menus, the active institution). */
export function membershipFor(principal: Principal, institutionId: number): Membership | undefined {
  return principal.memberships.find((m) => m.institutionId === institutionId);
}

/** The caller's membership of an institution it manages (never 121). */
export function managedMembershipFor(principal: Principal, institutionId: number): Membership | undefined {
  return managedMemberships(principal).find((m) => m.institutionId === institutionId);
}

/**
 * May read one object of an institution (a registration, a 注册要求, an operation record): the platform
 * administrator whatever its institution (none too), else a manager of its institution. Callers answer 404 otherwise.
 */
export function mayReadOfInstitution(principal: Principal, institutionId: number | null): boolean {
  if (principal.isPlatformAdmin) return true;
  return institutionId !== null && managedMembershipFor(principal, institutionId) !== undefined;
}

/** 'all' for the platform administrator, else the ids of the institutions the caller manages (possibly none). */
export function institutionScope(principal: Principal): 'all' | number[] {
  if (principal.isPlatformAdmin) return 'all';
  return managedMemberships(principal).map((m) => m.institutionId);
}

/** A venue manager: the institution runs venues (type 4) or the membership is bound to a venue. */
export function isVenueManager(membership: Membership): boolean {
  return membership.sportsVenuesId > 0 || membership.institutionType === VENUE_OPERATOR_TYPE;
}

export function canManageArticles(institutionType: number): boolean {
  return ARTICLE_INSTITUTION_TYPES.includes(institutionType);
}

/**
 * Narrows a list filter to what the caller may see.
 * - admin: the requested institution or all;
 * - others: the requested one if it is theirs (else null = refused), or all of theirs.
 */
export function scopeListFilter(principal: Principal, requested: number | undefined): 'all' | number[] | null {
  if (principal.isPlatformAdmin) return requested === undefined ? 'all' : [requested];
  const own = managedMemberships(principal).map((m) => m.institutionId);
  if (requested === undefined) return own;
  return own.includes(requested) ? [requested] : null;
}

/**
 * The institutions a manager's list (订单, 提现管理, 操作记录, 注册名单 …) shows the caller, narrowed to `requested`
 * when given: all for the platform admin, the managed ones for a manager; 40300 for anyone else or for another
 * institution.
 */
export function managedListScope(principal: Principal, requested: number | undefined): Scope {
  if (!principal.isPlatformAdmin && !managesAnyInstitution(principal)) throw forbidden();
  const scope = scopeListFilter(principal, requested);
  if (!scope) throw forbidden();
  return scope;
}

/**
 * The organiser's own features (直播管理, 视频列表): the platform admin for every institution; a manager for their
 * institution unless it is a venue manager's membership, a personal user or the personal-only institution (their
 * menus have none of these, spec §2.5, §6).
 */
export function canUseOrganiserFeaturesFor(principal: Principal, institutionId: number | null): boolean {
  if (principal.isPlatformAdmin) return true;
  if (institutionId === null || principal.isPerson) return false;
  const membership = managedMembershipFor(principal, institutionId);
  return membership !== undefined && !isVenueManager(membership);
}

/** scopeListFilter narrowed to the institutions whose organiser features the caller may use (null = refused). */
export function organiserScopeFilter(principal: Principal, requested: number | undefined): 'all' | number[] | null {
  if (principal.isPlatformAdmin) return requested === undefined ? 'all' : [requested];
  const own = managedMemberships(principal)
    .map((m) => m.institutionId)
    .filter((id) => canUseOrganiserFeaturesFor(principal, id));
  if (requested === undefined) return own;
  return own.includes(requested) ? [requested] : null;
}
