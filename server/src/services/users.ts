/**
 * 个人设置 (the personal centre): the caller's nickname and avatar, and 修改密码 — the old password checked under
 * the password login's counter (counted before the check: repositories/login-attempts.ts), the new one against the
 * password policy, then the hash, the end of the caller's other sessions and the audit line in one transaction.
 */
import fp from 'fastify-plugin';
import { isEmptyEdit, NOTHING_TO_CHANGE, SIGN_IN_MSG } from 'shared/rules';
import type { Db } from '../db/client.js';
import { badInput, refused } from '../errors.js';
import type { Repositories } from '../repositories/index.js';
import { passwordAttemptKey } from '../repositories/login-attempts.js';
import type { UserRow } from '../repositories/users.js';
import { buildProfile } from './account.js';
import { newPasswordProblem } from './password-policy.js';
import { hashPassword, verifyPassword } from './passwords.js';
import type { SignInService } from './sign-in.js';

export interface UsersDeps {
  db: Db;
  repos: Pick<Repositories, 'users' | 'sessions' | 'audit' | 'loginAttempts'>;
  signIn: Pick<SignInService, 'beginAttempt'>;
}

export function createUsersService({ db, repos, signIn }: UsersDeps) {
  return {
    /** 修改昵称或头像: a nickname is trimmed and not empty; nothing to change is refused (42200). */
    async updateInfo(user: UserRow, input: { nickname?: string; image?: string }, ip: string) {
      const patch: { nickname?: string; image?: string } = {};
      if (input.nickname !== undefined) {
        const nickname = input.nickname.trim();
        if (!nickname) throw badInput(SIGN_IN_MSG.nicknameRequired);
        patch.nickname = nickname;
      }
      if (input.image !== undefined) patch.image = input.image;
      // undeclared fields are dropped after the schema's minProperties counted them
      if (isEmptyEdit(patch)) throw badInput(NOTHING_TO_CHANGE);
      const updated = await db.transaction(async (tx) => {
        const row = await repos.users.updateProfile(tx, user.id, patch);
        await repos.audit.writeIn(tx, { actorId: user.id, action: 'user.update_info', target: `user:${user.id}`, detail: { fields: Object.keys(patch) }, ip });
        return row;
      });
      return { user: buildProfile(updated) };
    },

    /** 修改密码: the caller's other sessions end with it (the current one, `sessionId`, stays). */
    async changePassword(user: UserRow, sessionId: string, input: { oldPassword: string; newPassword: string }, ip: string): Promise<void> {
      const { oldPassword, newPassword } = input;
      const attempt = await signIn.beginAttempt(passwordAttemptKey(user.id), ip);
      if (!attempt) throw refused(SIGN_IN_MSG.locked);
      if (!(await verifyPassword(user.passwordHash, oldPassword))) throw refused(SIGN_IN_MSG.oldPasswordWrong);
      await repos.loginAttempts.succeeded(attempt);
      const problem = newPasswordProblem(newPassword, '新密码');
      if (problem) throw badInput(problem);
      if (newPassword === oldPassword) throw badInput(SIGN_IN_MSG.samePassword);
      const hash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        await repos.users.setPasswordHash(tx, user.id, hash);
        await repos.sessions.revokeOthers(tx, user.id, sessionId);
        await repos.audit.writeIn(tx, { actorId: user.id, action: 'user.change_password', target: `user:${user.id}`, ip });
      });
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;

declare module 'fastify' {
  interface FastifyInstance {
    /** 个人设置: the caller's profile and password (src/services/users.ts). */
    users: UsersService;
  }
}

export default fp(
  async (app) => {
    app.decorate('users', createUsersService({ db: app.database.db, repos: app.repos, signIn: app.signIn }));
  },
  { name: 'users-service', dependencies: ['db', 'repositories', 'sign-in-service'] },
);
