/**
 * 登录 (sign-in by password or SMS code), the SMS code's text and the personal settings' password change: the Chinese
 * refusals, stated once for the server (routes/auth, routes/user, sms/sender.ts) and the mocks.
 */
export const SIGN_IN_MSG = {
  wrongCredentials: '账号或密码错误',
  locked: '登录失败次数过多，请15分钟后再试',
  disabled: '账号已被停用，请联系平台管理员',
  notPlatformAdmin: '该账号不是平台管理员',
  mobileUnknown: '该手机号未注册',
  smsTooFrequent: '发送过于频繁，请稍后再试',
  smsCodeWrong: '验证码错误或已过期',
  logoutMethod: '请使用 POST 请求退出登录',
  nicknameRequired: '昵称不能为空',
  oldPasswordWrong: '原密码错误',
  samePassword: '新密码不能与原密码相同',
} as const;

/** What an SMS code is for (the `scene` of /auth/send_sms); it names the code in the message. */
export type SmsScene = 'login' | 'enrolment' | 'withdraw' | 'payout_account';

const SMS_PURPOSE: Record<SmsScene, string> = { login: '登录验证码', enrolment: '入驻申请验证码', withdraw: '提现验证码', payout_account: '收款账户验证码' };

/** The text of the SMS that carries a code. */
export const smsText = (code: string, scene: SmsScene = 'login') =>
  `【赛事运营平台】您的${SMS_PURPOSE[scene]}为 ${code}，10分钟内有效，请勿泄露给他人。`;
