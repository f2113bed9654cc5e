/**
 * Accounts made from the command line, for a production database without demo data (docs/auth.md,
 * "Production start"): the first platform admin (`pnpm --filter server admin:create`) and a new password for an
 * existing account (`pnpm --filter server password:reset`, e.g. for demo accounts in a database kept for production).
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { isMobile, MOBILE_MESSAGE } from 'shared/rules';
import type { Db } from '../db/client.js';
import { auditLog, sessions, users } from '../db/schema/index.js';
import { newPasswordProblem } from './password-policy.js';
import { hashPassword } from './passwords.js';

export const ACCOUNT_PATTERN = /^[A-Za-z][A-Za-z0-9_]{2,31}$/;
export const ACCOUNT_RULE = '账号须以字母开头，由3-32位字母、数字或下划线组成';

/** A refusal with a Chinese reason (the CLI prints it and exits with 1). */
export class AccountRefused extends Error {}

export interface NewPlatformAdmin {
  account: string;
  /** optional: an admin may also log in by SMS with it */
  mobile?: string;
  password: string;
  nickname?: string;
}

/** Why the fields of a new admin are refused (first problem, Chinese), or null. */
export function newAdminProblem(input: NewPlatformAdmin): string | null {
  if (!ACCOUNT_PATTERN.test(input.account)) return ACCOUNT_RULE;
  if (input.mobile && !isMobile(input.mobile)) return MOBILE_MESSAGE;
  if ((input.nickname ?? '').length > 64) return '昵称不能超过64个字符';
  return newPasswordProblem(input.password);
}

/** Creates an active platform admin; refuses bad fields and an account name or mobile already taken. */
export async function createPlatformAdmin(db: Db, input: NewPlatformAdmin): Promise<{ id: number; account: string }> {
  const problem = newAdminProblem(input);
  if (problem) throw new AccountRefused(problem);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.account}) = ${input.account.toLowerCase()}`)
      .limit(1);
    if (taken) throw new AccountRefused(`账号 ${input.account} 已存在`);
    if (input.mobile) {
      const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.mobile, input.mobile)).limit(1);
      if (owner) throw new AccountRefused(`手机号 ${input.mobile} 已被其他账号使用`);
    }
    const [row] = await tx
      .insert(users)
      .values({ account: input.account, mobile: input.mobile || null, passwordHash, nickname: input.nickname || '平台管理员', isPlatformAdmin: true })
      .returning({ id: users.id, account: users.account });
    await tx.insert(auditLog).values({ actorId: null, action: 'admin.create', target: `user:${row.id}`, detail: { via: 'cli' } });
    return row;
  });
}

/** Sets a new password (the rules of a password change) and ends every session of the account. */
export async function resetPassword(db: Db, account: string, password: string): Promise<{ id: number; account: string }> {
  const problem = newPasswordProblem(password, '新密码');
  if (problem) throw new AccountRefused(problem);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ passwordHash })
      .where(sql`lower(${users.account}) = ${account.trim().toLowerCase()}`)
      .returning({ id: users.id, account: users.account });
    if (!user) throw new AccountRefused(`账号 ${account} 不存在`);
    await tx.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
    await tx.insert(auditLog).values({ actorId: null, action: 'user.reset_password', target: `user:${user.id}`, detail: { via: 'cli' } });
    return user;
  });
}
