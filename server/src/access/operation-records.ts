import { forbidden } from '../errors.js';
import type { Scope } from '../repositories/scope.js';
import { managesAnyInstitution, scopeListFilter } from './institutions.js';
import type { Principal } from './principal.js';

/**
 * 操作记录: the institutions whose records the caller reads, narrowed to `requested` when given — every record for
 * the platform admin (those of visitors and of no institution too), the managed institutions' for a manager; 40300
 * for anyone else or for another institution.
 */
export function operationRecordScope(principal: Principal, requested: number | undefined): Scope {
  if (!principal.isPlatformAdmin && !managesAnyInstitution(principal)) throw forbidden();
  const scope = scopeListFilter(principal, requested);
  if (!scope) throw forbidden();
  return scope;
}

/** One record: the platform admin's, or a manager's of its institution (404 otherwise, as if it did not exist). */
export function mayReadOperationRecord(principal: Principal, institutionId: number | null): boolean {
  if (principal.isPlatformAdmin) return true;
  const scope = scopeListFilter(principal, undefined);
  return institutionId !== null && Array.isArray(scope) && scope.includes(institutionId);
}
