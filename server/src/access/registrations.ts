/**
 * Who may do what with athlete and referee registrations (docs/registrations.md): an institution's managers keep its
 * 注册要求 and review the registrations filed with it; the platform administrator reads every list (注册名单) but
 * reviews none; a personal user files and reads their own. Lists and reads go through access/institutions.ts
 * (managedListScope, mayReadOfInstitution), as 操作记录 and the finance lists do.
 */
import { managedMembershipFor } from './institutions.js';
import type { Principal } from './principal.js';

/** May review its registrations and keep its 注册要求: a manager of the institution (not the platform administrator). */
export const mayManageFor = (principal: Principal, institutionId: number | null) => institutionId !== null && managedMembershipFor(principal, institutionId) !== undefined;

/** Files registrations and 实名认证: a personal user. */
export const mayRegister = (principal: Principal) => principal.isPerson && !principal.isPlatformAdmin;
