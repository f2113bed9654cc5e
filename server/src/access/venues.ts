import { managedMemberships } from './institutions.js';
import type { Principal } from './principal.js';

/** What access needs to know of a venue: the institution that runs it and its id. */
export interface VenueOwner {
  id: number;
  institution_id: number;
}

/**
 * Who manages a venue (its courts, prices, hours, the reservation board, check-in): the platform administrator, or a
 * manager of the institution that runs it whose membership is bound to no venue (sports_venues_id 0: the whole
 * institution) or to this very venue. A membership bound to another venue of the same institution does not.
 */
export function canManageVenue(principal: Principal, venue: VenueOwner): boolean {
  if (principal.isPlatformAdmin) return true;
  return managedMemberships(principal).some(
    (m) => m.institutionId === venue.institution_id && (m.sportsVenuesId === 0 || m.sportsVenuesId === venue.id),
  );
}

/**
 * The venues a caller may see on the public booking side before the platform approved them: an unapproved venue is
 * hidden (404) from everyone but those who manage it.
 */
export function canSeeVenue(principal: Principal | undefined, venue: VenueOwner & { status: string }): boolean {
  if (venue.status === 'approved') return true;
  return principal !== undefined && canManageVenue(principal, venue);
}
