import { ok, okResponse, ref } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';
import { buildAccount, buildProfile } from '../../services/account.js';

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
    async (request) => ok(await app.users.updateInfo(request.user!, request.body, request.ip)),
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
      await app.users.changePassword(request.user!, request.session!.id, { oldPassword, newPassword }, request.ip);
      return ok({});
    },
  );
}
