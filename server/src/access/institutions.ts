import { ARTICLE_INSTITUTION_TYPES, VENUE_OPERATOR_TYPE, type Membership, type Principal } from './principal.js';

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
