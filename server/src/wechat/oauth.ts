/**
 * WeChat OAuth 2 of a website application (网站应用微信登录): the authorization URL the browser is sent to, and the
 * exchange of the code WeChat gives back for the user's openid (GET /sns/oauth2/access_token). No SDK: `fetch` with a
 * time limit. The access token itself is not kept: the platform needs only the openid (and unionid when given).
 */
import type { WechatSettings } from './settings.js';

export interface WechatIdentity {
  openid: string;
  unionid: string | null;
}

/** The page of WeChat that asks the user (QR code), returning to the callback with `code` and our `state`. */
export function authorizeUrl(settings: WechatSettings, state: string): string {
  const q = new URLSearchParams({ appid: settings.appId, redirect_uri: settings.callbackUrl, response_type: 'code', scope: 'snsapi_login', state });
  return `${settings.oauthUrl}/connect/qrconnect?${q.toString()}#wechat_redirect`;
}

/** The openid of the code, or null when WeChat refuses it (errcode: wrong, used, expired) or does not answer in time. */
export async function exchangeCode(settings: WechatSettings, code: string, timeoutMs = 10_000): Promise<WechatIdentity | null> {
  const q = new URLSearchParams({ appid: settings.appId, secret: settings.appSecret, code, grant_type: 'authorization_code' });
  try {
    const res = await fetch(`${settings.apiUrl}/sns/oauth2/access_token?${q.toString()}`, { signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
    if (!res.ok) return null;
    const body = (await res.json()) as { openid?: unknown; unionid?: unknown; errcode?: unknown };
    if (body.errcode !== undefined && body.errcode !== 0) return null;
    if (typeof body.openid !== 'string' || !/^[\w-]{1,128}$/.test(body.openid)) return null;
    return { openid: body.openid, unionid: typeof body.unionid === 'string' && body.unionid.length <= 128 ? body.unionid : null };
  } catch {
    return null;
  }
}
