/** 找回密码, 更换手机号 and 微信登录: the response schemas (routes/auth/recovery.ts, routes/auth/wechat.ts, routes/user/mobile.ts). */
import { flag, int, obj, str } from './json-schema.js';

export const ResetGrant = obj('ResetGrant', '找回密码凭证（10 分钟内有效，只能使用一次）', { reset_token: str, expire_in: int });
export const MobileChangeGrant = obj('MobileChangeGrant', '更换手机号凭证（原手机号验证通过后 10 分钟内有效，只能使用一次）', { change_token: str, expire_in: int });
export const CustomerPhone = obj('CustomerPhone', '当前账号绑定的手机号（中间四位隐藏）', { mobile: str, bound: flag });
export const WechatAuthorize = obj('WechatAuthorize', '微信授权地址', { url: str, expire_in: int });
export const WechatStatus = obj('WechatStatus', '微信登录是否开启、本浏览器是否有待绑定的微信授权', { enabled: flag, bind_pending: flag });
export const accountRecoverySchemas = [ResetGrant, MobileChangeGrant, CustomerPhone, WechatAuthorize, WechatStatus];
