import { newPasswordProblem } from '../../rules/password';
import { SIGN_IN_MSG } from '../../rules/sign-in';
import { DEMO_PASSWORDS } from '../../demo/index.ts';
import { accountOf } from '../fixtures/users';
import { currentSession } from '../db';
import { badInput, fail } from '../envelope';
import { mock } from '../route';

export const userHandlers = [
  mock.get('/user/info', ({ user }) => ({ user: user.profile, account: accountOf(user), expire_time: currentSession()!.expireTime })),

  mock.post('/user/info', ({ user, body }) => {
    if (body.nickname !== undefined) {
      const nickname = body.nickname.trim();
      if (!nickname) return badInput(SIGN_IN_MSG.nicknameRequired);
      user.profile.nickname = nickname;
    }
    if (body.image !== undefined) user.profile.image = body.image;
    return { user: user.profile };
  }),

  mock.post('/user/password', ({ user, body }) => {
    if (body.old_password !== user.password) return fail(40000, SIGN_IN_MSG.oldPasswordWrong);
    const problem = newPasswordProblem(body.new_password, DEMO_PASSWORDS, '新密码');
    if (problem) return badInput(problem);
    if (body.new_password === body.old_password) return badInput(SIGN_IN_MSG.samePassword);
    // The current session stays; the user's other sessions would end on the real server.
    user.password = body.new_password;
    return {};
  }),
];
