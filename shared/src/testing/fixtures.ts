import type { Account, ManagerData, UserProfile } from '../api/types';
import { ACCOUNT_COOKIE, TOKEN_COOKIE } from '../session/account';
import { setCookie } from '../session/cookies';

/** `{ errno: 0, result }`. */
export function envelope<T>(result: T): { errno: 0; result: T } {
  return { errno: 0, result };
}

/** `{ errno, result: { errors: [{ msg }] } }`. */
export function errorEnvelope(errno: number, msg: string): { errno: number; result: { errors: { msg: string }[] } } {
  return { errno, result: { errors: [{ msg }] } };
}

export function makeInstitution(overrides: Partial<ManagerData> = {}): ManagerData {
  return {
    institution_id: 1,
    name: '杭州市体育总会',
    logo: '',
    is_admin: 0,
    sports_venues_id: 0,
    institution_type: 1,
    ...overrides,
  };
}

export function makeAccount(overrides: Partial<Account> = {}): Account {
  const managerData = overrides.manager_data ?? [makeInstitution()];
  return {
    user_id: 1,
    is_admin: 0,
    institution_id: managerData[0]?.institution_id ?? 0,
    venues_id: managerData[0]?.sports_venues_id ?? 0,
    sports_venues_id: managerData[0]?.sports_venues_id ?? 0,
    isPerson: 0,
    manager_data: managerData,
    ...overrides,
  };
}

export function makeUser(overrides: Partial<UserProfile> = {}): UserProfile {
  return { id: 1, account: 'zhangwei', nickname: '张伟', image: '', mobile: '13800138000', ...overrides };
}

/** Writes the `token` and `account` cookies so a RootStore built afterwards starts logged in. */
export function loginAs(account: Account, token = 'test-csrf-token'): void {
  setCookie(TOKEN_COOKIE, token);
  setCookie(ACCOUNT_COOKIE, JSON.stringify(account));
}
