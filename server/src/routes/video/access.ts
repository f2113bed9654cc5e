/**
 * Who manages videos (视频列表, backVideoList): the platform admin every video (and the platform's own, institution
 * null); a manager of an institution its institution's videos — the organiser features rule of access/institutions.
 */
import { canUseOrganiserFeaturesFor, managedMemberships } from '../../access/institutions.js';
import type { Principal } from '../../access/principal.js';

export const canManageVideosFor = canUseOrganiserFeaturesFor;

/** 'all' (admin) or the caller's institutions whose videos it manages (possibly none). */
export function videoScope(principal: Principal): 'all' | number[] {
  if (principal.isPlatformAdmin) return 'all';
  return managedMemberships(principal)
    .map((m) => m.institutionId)
    .filter((id) => canUseOrganiserFeaturesFor(principal, id));
}
