/**
 * 找回密码 (retrieveAccount), 更换手机号 and 微信登录: the Chinese refusals and the limits, stated once for the server
 * (routes/auth/recovery.ts, routes/auth/wechat.ts, routes/user/mobile.ts), the mocks and the pages.
 */
export const RECOVERY_MSG = {
  /** The code of /password/check or /phone/code is wrong, used, dead after 5 guesses, or older than 10 minutes. */
  codeWrong: '验证码错误或已过期',
  /** 5 wrong codes from one address (20 from all) within 15 minutes. */
  locked: '验证失败次数过多，请15分钟后再试',
  /** The reset grant of /password/reset/home is unknown, used or older than its 10 minutes. */
  resetExpired: '验证已失效，请重新获取验证码',
  /** The change grant of 更换手机号 is unknown, used, another user's or expired. */
  changeExpired: '原手机号验证已失效，请重新验证',
  mobileTaken: '该手机号已被其他账号使用',
  sameMobile: '新手机号不能与原手机号相同',
  newMobileRequired: '请输入新手机号',
  noMobile: '账号未绑定手机号',
  disabled: '账号已被停用，请联系平台管理员',
} as const;

export const WECHAT_MSG = {
  /** WECHAT_APP_ID / WECHAT_APP_SECRET not configured: every WeChat route answers this. */
  off: '未开启微信登录',
  /** The state of the callback is not the one this browser was given, was used already, or is older than 10 minutes. */
  stateInvalid: '微信授权已失效，请重新发起微信登录',
  /** WeChat refused the code (wrong, used, expired) or could not be reached. */
  codeRefused: '微信授权失败，请重新发起微信登录',
  /** The pending WeChat authorization of the bind step (/authorized) is missing, used or older than 10 minutes. */
  bindExpired: '微信授权已过期，请重新发起微信登录',
  /** The account proven by SMS is already bound to another WeChat. */
  accountBound: '该账号已绑定其他微信',
} as const;

/**
 * Why the WeChat callback sent the browser back to the login page: the code in `?wechat_error=` (never free text, so
 * nobody can craft a link that makes the login page say something of their own), and its message.
 */
export const WECHAT_CALLBACK_ERRORS = {
  off: WECHAT_MSG.off,
  state: WECHAT_MSG.stateInvalid,
  code: WECHAT_MSG.codeRefused,
  disabled: RECOVERY_MSG.disabled,
} as const;

export type WechatCallbackError = keyof typeof WECHAT_CALLBACK_ERRORS;

/** The message of a `?wechat_error=` code, or null for anything else. */
export function wechatCallbackMessage(code: string | null | undefined): string | null {
  return code && Object.prototype.hasOwnProperty.call(WECHAT_CALLBACK_ERRORS, code) ? WECHAT_CALLBACK_ERRORS[code as WechatCallbackError] : null;
}

/** A reset grant (/password/check), a change grant (/phone/code), a WeChat state and a pending bind live 10 minutes. */
export const RECOVERY_GRANT_TTL_SECONDS = 600;

/** Where the pages of the flows live (spec §2.1, §2.2). */
export const RETRIEVE_ACCOUNT_PATH = '/official/login/retrieveAccount';
export const WECHAT_BIND_PATH = '/authorized';
export const WECHAT_SUCCESS_PATH = '/wechat/loginSuccess';
