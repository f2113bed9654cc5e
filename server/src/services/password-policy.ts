/**
 * What a new password must be, and the published demo passwords no account may keep outside demo mode
 * (docs/auth.md, "Demo mode" and "Production start").
 */
import { isNotNull } from 'drizzle-orm';
import { newPasswordProblem as sharedNewPasswordProblem } from 'shared/rules';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { DEMO_PASSWORDS } from 'shared/demo';
import { verifyPassword } from './passwords.js';

export { DEMO_PASSWORDS };

export const isDemoPassword = (password: string) => DEMO_PASSWORDS.includes(password);

/** Why a new password is refused (Chinese, for the message after `label`), or null when it is acceptable. */
export function newPasswordProblem(password: string, label = '密码'): string | null {
  return sharedNewPasswordProblem(password, DEMO_PASSWORDS, label);
}

/**
 * The accounts whose password is one of the demo passwords, checked against each stored argon2 hash (two at a
 * time: each check costs tens of milliseconds by design). Only accounts with a password are checked: today the
 * seed's demo accounts and the admins made by `admin:create` (users without a password log in by SMS).
 */
export async function accountsWithDemoPasswords(db: Db): Promise<string[]> {
  const rows = await db.select({ account: users.account, passwordHash: users.passwordHash }).from(users).where(isNotNull(users.passwordHash)).orderBy(users.id);
  const found: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < rows.length) {
      const row = rows[next++];
      for (const password of DEMO_PASSWORDS) {
        if (await verifyPassword(row.passwordHash, password)) {
          found.push(row.account);
          break;
        }
      }
    }
  };
  await Promise.all([worker(), worker()]);
  return rows.map((r) => r.account).filter((account) => found.includes(account));
}
