import { ARTICLE_INSTITUTION_TYPES, PERSONAL_ONLY_INSTITUTION_ID, VENUE_OPERATOR_TYPE, type Membership, type Principal } from './principal.js';

/** The platform administrator manages every institution; a manager only the ones they belong to. */
export function canManageInstitution(principal: Principal, institutionId: number): boolean {
  if (principal.isPlatformAdmin) return true;
  return principal.memberships.some((m) => m.institutionId === institutionId);
}

export function membershipFor(principal: Principal, institutionId: number): Membership | undefined {
  return principal.memberships.find((m) => m.institutionId === institutionId);
}

/** 'all' for the platform administrator, else the ids of the caller's institutions (possibly none). */
export function institutionScope(principal: Principal): 'all' | number[] {
  if (principal.isPlatformAdmin) return 'all';
  return principal.memberships.map((m) => m.institutionId);
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
  const own = principal.memberships.map((m) => m.institutionId);
  if (requested === undefined) return own;
  return own.includes(requested) ? [requested] : null;
}

/**
 * The organiser's own features (直播管理, 视频列表): the platform admin for every institution; a manager for their
 * institution unless it is a venue manager's membership, a personal user or the personal-only institution (their
 * menus have none of these, spec §2.5, §6).
 */
export function canUseOrganiserFeaturesFor(principal: Principal, institutionId: number | null): boolean {
  if (principal.isPlatformAdmin) return true;
  if (institutionId === null || principal.isPerson || institutionId === PERSONAL_ONLY_INSTITUTION_ID) return false;
  const membership = membershipFor(principal, institutionId);
  return membership !== undefined && !isVenueManager(membership);
}

/** scopeListFilter narrowed to the institutions whose organiser features the caller may use (null = refused). */
export function organiserScopeFilter(principal: Principal, requested: number | undefined): 'all' | number[] | null {
  if (principal.isPlatformAdmin) return requested === undefined ? 'all' : [requested];
  const own = principal.memberships.map((m) => m.institutionId).filter((id) => canUseOrganiserFeaturesFor(principal, id));
  if (requested === undefined) return own;
  return own.includes(requested) ? [requested] : null;
}
