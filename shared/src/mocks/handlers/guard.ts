import { membershipManages } from '../../rules/personal-centre';
import { currentSession, currentUser, institutionIdsOf } from '../db';
import { csrfRejected, forbidden, notLoggedIn } from '../envelope';
import type { MockUser } from '../fixtures/users';
import { refuse } from '../route';

type Denied = { denied: Response };
type Allowed = { user: MockUser };

/** Logged-in user, or the 401 envelope. Non-GET requests also need the session's X-CSRF-TOKEN (else 403). */
export function requireUser(request: Request): Allowed | Denied {
  const user = currentUser();
  if (!user) return { denied: notLoggedIn() };
  if (request.method !== 'GET' && request.headers.get('X-CSRF-TOKEN') !== currentSession()?.token) {
    return { denied: csrfRejected() };
  }
  return { user };
}

/**
 * The institutions a list request may show (null: all): platform admins may filter by any institution (or none);
 * others see their own, or one of them when they name it, 40300 for any other (docs/architecture.md endpoint table).
 */
export function listScope(user: MockUser, requested: number | undefined): number[] | null {
  if (user.isPlatformAdmin) return requested === undefined ? null : [requested];
  const own = institutionIdsOf(user);
  if (requested !== undefined && !own.includes(requested)) refuse(forbidden());
  return requested === undefined ? own : [requested];
}

/** Whether a row of the institution is in a list's scope (null: all). */
export const inScope = (ids: number[] | null, institutionId: number) => ids === null || ids.includes(institutionId);

export function canSee(user: MockUser, institutionId: number): boolean {
  return user.isPlatformAdmin || institutionIdsOf(user).includes(institutionId);
}

/** access/venues.ts canManageVenue: the platform admin, or a manager of the venue's institution bound to no venue or to this one. */
export function canManageMockVenue(user: MockUser, venue: { id: number; institution_id: number }): boolean {
  if (user.isPlatformAdmin) return true;
  return user.managerOf.some(([institutionId, , venueId]) => membershipManages(institutionId) && institutionId === venue.institution_id && (venueId === 0 || venueId === venue.id));
}
