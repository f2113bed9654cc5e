import type { Membership, Principal } from '../access/principal.js';
import type { UserRow } from '../repositories/users.js';

/** Account of docs/architecture.md (spec §3), as kept in the client's `account` cookie. */
export function buildAccount(user: UserRow, memberships: Membership[], activeInstitution: number | null) {
  const active = memberships.find((m) => m.institutionId === activeInstitution) ?? memberships[0];
  return {
    user_id: user.id,
    is_admin: user.isPlatformAdmin ? (1 as const) : (0 as const),
    institution_id: active?.institutionId ?? 0,
    venues_id: active?.sportsVenuesId ?? 0,
    sports_venues_id: active?.sportsVenuesId ?? 0,
    isPerson: user.isPerson ? (1 as const) : (0 as const),
    manager_data: memberships.map((m) => ({
      institution_id: m.institutionId,
      name: m.name,
      logo: m.logo,
      is_admin: m.isAdmin ? (1 as const) : (0 as const),
      sports_venues_id: m.sportsVenuesId,
      institution_type: m.institutionType,
    })),
  };
}

export function buildProfile(user: UserRow) {
  return { id: user.id, account: user.account, nickname: user.nickname, image: user.image, mobile: user.mobile ?? '' };
}

export function buildPrincipal(user: UserRow, memberships: Membership[]): Principal {
  return { userId: user.id, isPlatformAdmin: user.isPlatformAdmin, isPerson: user.isPerson, memberships };
}
