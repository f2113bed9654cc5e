import { http } from 'msw';
import { accountOf } from '../fixtures/users';
import { currentSession } from '../db';
import { badInput, fail, ok } from '../envelope';
import { requireUser } from './guard';

export const userHandlers = [
  http.get('/api/user/info', ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    return ok({ user: auth.user.profile, account: accountOf(auth.user), expire_time: currentSession()!.expireTime });
  }),

  http.post('/api/user/info', async ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const body = (await request.json().catch(() => ({}))) as { nickname?: string; image?: string };
    if (body.nickname !== undefined) {
      const nickname = body.nickname.trim();
      if (!nickname) return badInput('昵称不能为空');
      if (nickname.length > 20) return badInput('昵称不能超过20个字');
      auth.user.profile.nickname = nickname;
    }
    if (body.image !== undefined) {
      if (body.image.length > 300000 || !/^(https?:\/\/|\/|data:image\/)/.test(body.image)) return badInput('头像格式错误');
      auth.user.profile.image = body.image;
    }
    return ok({ user: auth.user.profile });
  }),

  http.post('/api/user/password', async ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const body = (await request.json().catch(() => ({}))) as { old_password?: string; new_password?: string };
    if (!body.old_password) return badInput('原密码不能为空');
    if (!body.new_password) return badInput('新密码不能为空');
    if (body.new_password.length < 8 || body.new_password.length > 32) return badInput('新密码长度为8-32位');
    if (body.old_password !== auth.user.password) return fail(40000, '原密码错误');
    if (body.new_password === body.old_password) return badInput('新密码不能与原密码相同');
    // The current session stays; the user's other sessions would end on the real server.
    auth.user.password = body.new_password;
    return ok({});
  }),
];
