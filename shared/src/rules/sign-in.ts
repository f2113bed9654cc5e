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
  /** Too many codes asked from one client IP within the hour (any mobile, any scene). */
  smsIpLimit: '验证码发送次数过多，请1小时后再试',
  /** SMS sign-in switched off (SMS_LOGIN=off): /send_sms scene login and /auth/sms_login. */
  smsLoginOff: '短信登录未开通',
  /** No SMS provider configured: no code of any other scene can be delivered either. */
  smsUnavailable: '短信服务未开通，无法发送验证码',
  logoutMethod: '请使用 POST 请求退出登录',
  nicknameRequired: '昵称不能为空',
  oldPasswordWrong: '原密码错误',
  samePassword: '新密码不能与原密码相同',
} as const;

/**
 * What an SMS code is for (the `scene` of /send_sms and of the server's sendSmsCode) and how its message names the
 * code. Adding a scene is one line here: its type, its text, and its SMS template variable on the server
 * (SMS_TEMPLATE_<SCENE>, docs/auth.md) follow from this list.
 */
export const SMS_PURPOSE = {
  login: '登录验证码',
  enrolment: '入驻申请验证码',
  withdraw: '提现验证码',
  payout_account: '收款账户验证码',
  reset_password: '找回密码验证码',
  wechat_bind: '微信绑定验证码',
  change_mobile: '更换手机号验证码',
  staff_invite: '成员邀请验证码',
} as const;

export type SmsScene = keyof typeof SMS_PURPOSE;

export const SMS_SCENES = Object.keys(SMS_PURPOSE) as SmsScene[];

/** The text of the SMS that carries a code. */
export const smsText = (code: string, scene: SmsScene = 'login') =>
  `【赛事运营平台】您的${SMS_PURPOSE[scene]}为 ${code}，10分钟内有效，请勿泄露给他人。`;

/** A code lives 10 minutes; the next code of the same mobile and scene may be asked for after 60 s. */
export const SMS_CODE_TTL_SECONDS = 600;
export const SMS_RESEND_SECONDS = 60;
/** Codes one client IP may ask for within an hour, whatever the mobile and scene (SMS_IP_HOURLY_LIMIT). */
export const SMS_IP_HOURLY_LIMIT_DEFAULT = 30;

export interface SmsSendHistory {
  /** When the last code of this mobile and scene was sent (epoch ms), or null. */
  lastSentToMobileScene: number | null;
  /** Codes sent from the client's IP within the last hour; null when not counted (the mocks). */
  sentFromIpLastHour: number | null;
  ipHourlyLimit: number;
  now: number;
}

/**
 * Whether a new code may be sent: one per (mobile, scene) per SMS_RESEND_SECONDS, so asking for an 入驻申请 code
 * never blocks the same mobile's login or withdrawal code, and at most `ipHourlyLimit` codes per client IP per hour.
 * Answers the refusal (SIGN_IN_MSG) or null. The server (routes/auth/sms-code.ts) and the mocks decide with it.
 */
export function smsSendRefusal(h: SmsSendHistory): string | null {
  if (h.lastSentToMobileScene !== null && h.now - h.lastSentToMobileScene < SMS_RESEND_SECONDS * 1000) return SIGN_IN_MSG.smsTooFrequent;
  if (h.sentFromIpLastHour !== null && h.sentFromIpLastHour >= h.ipHourlyLimit) return SIGN_IN_MSG.smsIpLimit;
  return null;
}

/** A mobile with its middle four digits hidden (138****0001), for logs and answers that must not show it whole. */
export const maskMobile = (mobile: string) => (mobile.length >= 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : '****');
