/**
 * Who sees and handles money (finance routes): the one access helper of their lists, balances, flows and
 * withdrawals. The platform admin sees every institution; a manager sees the institutions they manage.
 */
import type { Payer } from 'shared/rules';
import { forbidden } from '../errors.js';
import { canManageInstitution, managedMembershipFor, managedMemberships, scopeListFilter } from './institutions.js';
import type { Principal } from './principal.js';
import type { Scope } from '../repositories/scope.js';

/**
 * The institutions a refund list (退款管理, 结算汇总) shows the caller: all for the platform admin, the managed ones
 * for anyone else (none: an empty list), narrowed to `requested` when given; 40300 for another institution.
 */
export function refundListScope(principal: Principal, requested: number | undefined): Scope {
  const scope = scopeListFilter(principal, requested);
  if (!scope) throw forbidden();
  return scope;
}

/** The institutions of a manager's own records (本机构的提现记录): the one asked for (40300 if not theirs), else all theirs. */
export function ownInstitutions(principal: Principal, requested: number | undefined): number[] {
  if (requested === undefined) return managedMemberships(principal).map((m) => m.institutionId);
  if (!canManageInstitution(principal, requested)) throw forbidden();
  return [requested];
}

/** 40300 unless the caller manages the institution (or is the platform admin). */
export function assertManages(principal: Principal, institutionId: number): void {
  if (!canManageInstitution(principal, institutionId)) throw forbidden();
}

/** The caller as the cashier's rules see them (shared/rules isPayerOf, topUpTarget): the institutions they manage. */
export const payerOf = (principal: Principal): Payer => ({
  userId: principal.userId,
  isPlatformAdmin: principal.isPlatformAdmin,
  isPerson: principal.isPerson,
  manages: (institutionId) => managedMembershipFor(principal, institutionId) !== undefined,
});
