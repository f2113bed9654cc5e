import type { Account, ManagerData } from '../api/types';

/** Cookie names of spec §3/§4 and architecture.md. */
export const TOKEN_COOKIE = 'token';
export const ACCOUNT_COOKIE = 'account';
export const SESSION_COOKIE = 'saishi_sid';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const ACTIVE_INSTITUTION_STORAGE_KEY = 'saishi_active_institution';

function toNumber(value: unknown): number {
  const n = Number(value);
  return Number.isFinite(n) ? n : 0;
}

/**
 * Spec §3: the institution id falls back to the first manager_data entry, otherwise 0; the venue id the same way.
 */
export function normalizeAccount(raw: Partial<Account> | null | undefined): Account | null {
  if (!raw || typeof raw !== 'object') return null;
  const managerData: ManagerData[] = Array.isArray(raw.manager_data)
    ? raw.manager_data.map((m) => ({
        institution_id: toNumber(m.institution_id),
        name: String(m.name ?? ''),
        logo: String(m.logo ?? ''),
        is_admin: m.is_admin === 1 ? 1 : 0,
        sports_venues_id: toNumber(m.sports_venues_id),
        institution_type: toNumber(m.institution_type),
      }))
    : [];
  const first = managerData[0];
  return {
    user_id: toNumber(raw.user_id),
    is_admin: raw.is_admin === 1 ? 1 : 0,
    institution_id: toNumber(raw.institution_id) || first?.institution_id || 0,
    venues_id: toNumber(raw.venues_id) || first?.sports_venues_id || 0,
    sports_venues_id: toNumber(raw.sports_venues_id) || first?.sports_venues_id || 0,
    isPerson: raw.isPerson === 1 ? 1 : 0,
    manager_data: managerData,
  };
}

/** The account as seen with `institutionId` active (institution and venue ids follow the entry). */
export function withActiveInstitution(account: Account, institutionId: number): Account {
  const entry = account.manager_data.find((m) => m.institution_id === institutionId);
  if (!entry) return account;
  return {
    ...account,
    institution_id: entry.institution_id,
    sports_venues_id: entry.sports_venues_id,
    venues_id: entry.sports_venues_id || account.venues_id,
  };
}
