/**
 * Who manages videos (视频列表, backVideoList): the platform admin every video (and the platform's own, institution
 * null); a manager of an institution its institution's videos — not personal users, not the personal-only
 * institution, not venue managers (their menu has no video management).
 */
import { isVenueManager, membershipFor } from '../../access/institutions.js';
import { PERSONAL_ONLY_INSTITUTION_ID, type Principal } from '../../access/principal.js';

export function canManageVideosFor(principal: Principal, institutionId: number | null): boolean {
  if (principal.isPlatformAdmin) return true;
  if (institutionId === null || principal.isPerson || institutionId === PERSONAL_ONLY_INSTITUTION_ID) return false;
  const membership = membershipFor(principal, institutionId);
  return membership !== undefined && !isVenueManager(membership);
}

/** 'all' (admin) or the caller's institutions whose videos it manages (possibly none). */
export function videoScope(principal: Principal): 'all' | number[] {
  if (principal.isPlatformAdmin) return 'all';
  return principal.memberships.map((m) => m.institutionId).filter((id) => canManageVideosFor(principal, id));
}
