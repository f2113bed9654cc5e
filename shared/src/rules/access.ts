/**
 * Access rules of spec §6 as pure functions (the server enforces the same rules on its own; the personal member
 * centre's rule, ./personal-centre.ts, is the one file both import).
 */
import type { Account, ManagerData } from '../api/types.ts';
import { membershipManages } from './personal-centre.ts';

/** Spec §6/§9: institution types that may manage articles. */
export const ARTICLE_INSTITUTION_TYPES: readonly number[] = [1, 2, 6];

/** Spec §6/§9: institution 121 shows only the personal menus, and its members manage nothing of it. */
export { PERSONAL_ONLY_INSTITUTION_ID, membershipManages } from './personal-centre.ts';

/** GLOSSARY: institution type 4 = venue operator. */
export const VENUE_OPERATOR_TYPE = 4;

export function isPlatformAdmin(account: Pick<Account, 'is_admin'> | null | undefined): boolean {
  return account?.is_admin === 1;
}

export function canManageArticles(institutionType: number | null | undefined): boolean {
  return institutionType != null && ARTICLE_INSTITUTION_TYPES.includes(institutionType);
}

/**
 * Personal users (no institution of their own), and institution 121, see only 我的信息 and 我的注册. A personal user
 * who also manages an institution gets that institution's menu, as the server decides (server/src/access/menu.ts).
 */
export function hasPersonalMenuOnly(
  account: Pick<Account, 'isPerson' | 'manager_data'> | null | undefined,
  activeInstitutionId: number,
): boolean {
  if (!membershipManages(activeInstitutionId)) return true;
  return account?.isPerson === 1 && (account.manager_data?.length ?? 0) === 0;
}

/** A venue manager's institution: it has a sports venue, or it is a venue operator. */
export function isVenueInstitution(institution: Pick<ManagerData, 'sports_venues_id' | 'institution_type'> | null | undefined): boolean {
  if (!institution) return false;
  return institution.sports_venues_id > 0 || institution.institution_type === VENUE_OPERATOR_TYPE;
}

/** The account's institution entry for the active id (falls back to the first entry). */
export function activeInstitutionOf(account: Account | null | undefined, activeInstitutionId: number): ManagerData | null {
  if (!account) return null;
  return account.manager_data.find((m) => m.institution_id === activeInstitutionId) ?? account.manager_data[0] ?? null;
}
