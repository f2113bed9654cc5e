/**
 * Who may do what with athlete and referee registrations (docs/registrations.md): an institution's managers keep its
 * 注册要求 and review the registrations filed with it; the platform administrator reads every list (注册名单) but
 * reviews none; a personal user files and reads their own.
 */
import { managedMembershipFor, managedMemberships } from './institutions.js';
import type { Principal } from './principal.js';

/** The institutions whose registrations the caller may list: 'all', the requested one, or null (refused). */
export function registrationScope(principal: Principal, requested: number | undefined): 'all' | number[] | null {
  if (principal.isPlatformAdmin) return requested === undefined ? 'all' : [requested];
  const own = managedMemberships(principal).map((m) => m.institutionId);
  if (!own.length) return null;
  if (requested === undefined) return own;
  return own.includes(requested) ? [requested] : null;
}

/** May read one registration or 注册要求 of the institution (the platform administrator or its manager). */
export const mayReadFor = (principal: Principal, institutionId: number | null) =>
  principal.isPlatformAdmin || (institutionId !== null && managedMembershipFor(principal, institutionId) !== undefined);

/** May review its registrations and keep its 注册要求: a manager of the institution (not the platform administrator). */
export const mayManageFor = (principal: Principal, institutionId: number | null) => institutionId !== null && managedMembershipFor(principal, institutionId) !== undefined;

/** Files registrations and 实名认证: a personal user. */
export const mayRegister = (principal: Principal) => principal.isPerson && !principal.isPlatformAdmin;
