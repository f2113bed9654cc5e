/**
 * 微信登录 settings (docs/auth.md "WeChat login"): off unless WECHAT_APP_ID and WECHAT_APP_SECRET are both set. The
 * authorization page and the API are WeChat's unless WECHAT_OAUTH_URL / WECHAT_API_URL point elsewhere (the tests'
 * fake server); the callback WeChat sends the browser back to is WECHAT_CALLBACK_URL, by default
 * `<PUBLIC_URL>/api/auth/callback_weixin`.
 */
export interface WechatSettings {
  appId: string;
  appSecret: string;
  /** Where the browser is sent to authorize (qrconnect of a website application). */
  oauthUrl: string;
  /** Where the server exchanges the code for the openid (/sns/oauth2/access_token). */
  apiUrl: string;
  /** The registered callback (its host must be the one set as 授权回调域 at WeChat). */
  callbackUrl: string;
}

export class WechatSettingsError extends Error {}

const url = (name: string, value: string): string => {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new WechatSettingsError(`环境变量 ${name} 不是合法的地址`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new WechatSettingsError(`环境变量 ${name} 的协议必须是 https: 或 http:`);
  return value.replace(/\/+$/, '');
};

/** null: WeChat login is off (the routes answer 未开启微信登录, the login page shows no WeChat button). */
export function wechatSettingsFromEnv(env: NodeJS.ProcessEnv): WechatSettings | null {
  const appId = env.WECHAT_APP_ID?.trim() ?? '';
  const appSecret = env.WECHAT_APP_SECRET?.trim() ?? '';
  if (!appId && !appSecret) return null;
  if (!appId || !appSecret) throw new WechatSettingsError('微信登录需要同时设置 WECHAT_APP_ID 和 WECHAT_APP_SECRET');
  const publicUrl = env.PUBLIC_URL?.trim();
  const callback = env.WECHAT_CALLBACK_URL?.trim() || (publicUrl ? `${publicUrl.replace(/\/+$/, '')}/api/auth/callback_weixin` : '');
  if (!callback) throw new WechatSettingsError('微信登录需要 WECHAT_CALLBACK_URL 或 PUBLIC_URL（回调地址 <PUBLIC_URL>/api/auth/callback_weixin）');
  return {
    appId,
    appSecret,
    oauthUrl: url('WECHAT_OAUTH_URL', env.WECHAT_OAUTH_URL?.trim() || 'https://open.weixin.qq.com'),
    apiUrl: url('WECHAT_API_URL', env.WECHAT_API_URL?.trim() || 'https://api.weixin.qq.com'),
    callbackUrl: url('WECHAT_CALLBACK_URL', callback),
  };
}
