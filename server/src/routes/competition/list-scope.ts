import { FILING_MSG } from 'shared/rules';
import type { Principal } from '../../access/principal.js';
import { scopeListFilter } from '../../access/institutions.js';
import { badInput, forbidden } from '../../errors.js';

/**
 * The institutions a list of competitions or series may show (scopeListFilter): the platform admin all of them
 * or the one asked for; anyone else must name one of their own institutions (机构不能为空, else 40300).
 */
export function listScope(principal: Principal, institutionId: number | undefined) {
  if (!principal.isPlatformAdmin && institutionId === undefined) throw badInput(FILING_MSG.institutionRequired);
  const scope = scopeListFilter(principal, institutionId);
  if (!scope) throw forbidden();
  return scope;
}
