import { passwordAttemptKey } from '../../repositories/login-attempts.js';
import { badInput, refused } from '../../errors.js';
import { ok, okResponse, ref } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';
import { buildAccount, buildProfile } from '../../services/account.js';
import { newPasswordProblem } from '../../services/password-policy.js';
import { hashPassword, verifyPassword } from '../../services/passwords.js';
import { isEmptyEdit, NOTHING_TO_CHANGE, SIGN_IN_MSG } from 'shared/rules';

const IMAGE_PATTERN = '^(https?://|/|data:image/)';

export default async function userRoutes(app: ApiInstance) {
  app.get(
    '/user/info',
    { schema: { tags: ['user'], summary: '当前用户、账号与会话过期时间', response: okResponse(ref('UserInfo')) } },
    async (request) => {
      const user = request.user!;
      const session = request.session!;
      return ok({
        user: buildProfile(user),
        account: buildAccount(user, request.principal!.memberships, session.activeInstitution),
        expire_time: session.expiresAt.toISOString(),
      });
    },
  );

  app.post(
    '/user/info',
    {
      schema: {
        tags: ['user'],
        summary: '修改昵称或头像',
        body: {
          type: 'object',
          minProperties: 1,
          properties: {
            nickname: { type: 'string', minLength: 1, maxLength: 20 },
            image: { type: 'string', maxLength: 300000, pattern: IMAGE_PATTERN },
          },
        },
        response: okResponse(ref('UserUpdated')),
      },
    },
    async (request) => {
      const patch: { nickname?: string; image?: string } = {};
      if (request.body.nickname !== undefined) {
        const nickname = request.body.nickname.trim();
        if (!nickname) throw badInput(SIGN_IN_MSG.nicknameRequired);
        patch.nickname = nickname;
      }
      if (request.body.image !== undefined) patch.image = request.body.image;
      // undeclared fields are dropped after minProperties counted them
      if (isEmptyEdit(patch)) throw badInput(NOTHING_TO_CHANGE);
      const user = await app.repos.users.updateProfile(request.user!.id, patch);
      await app.repos.audit.write({
        actorId: user.id,
        action: 'user.update_info',
        target: `user:${user.id}`,
        detail: { fields: Object.keys(patch) },
        ip: request.ip,
      });
      return ok({ user: buildProfile(user) });
    },
  );

  app.post(
    '/user/password',
    {
      schema: {
        tags: ['user'],
        summary: '修改密码（其他会话随之失效）',
        body: {
          type: 'object',
          required: ['old_password', 'new_password'],
          properties: {
            old_password: { type: 'string', minLength: 1, maxLength: 128 },
            new_password: { type: 'string', minLength: 8, maxLength: 32 },
          },
        },
        response: okResponse(ref('Empty')),
      },
    },
    async (request) => {
      const { old_password: oldPassword, new_password: newPassword } = request.body;
      const user = request.user!;
      // the same counter as the password login, counted before the check (repositories/login-attempts.ts)
      const attempt = await app.signIn.beginAttempt(passwordAttemptKey(user.id), request.ip);
      if (!attempt) throw refused(SIGN_IN_MSG.locked);
      if (!(await verifyPassword(user.passwordHash, oldPassword))) throw refused(SIGN_IN_MSG.oldPasswordWrong);
      await app.repos.loginAttempts.succeeded(attempt);
      const problem = newPasswordProblem(newPassword, '新密码');
      if (problem) throw badInput(problem);
      if (newPassword === oldPassword) throw badInput(SIGN_IN_MSG.samePassword);
      await app.repos.users.setPasswordHash(user.id, await hashPassword(newPassword));
      await app.repos.sessions.revokeOthers(user.id, request.session!.id);
      await app.repos.audit.write({ actorId: user.id, action: 'user.change_password', target: `user:${user.id}`, ip: request.ip });
      return ok({});
    },
  );
}
