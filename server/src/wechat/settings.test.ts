import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadConfig, ConfigError } from '../config.js';
import { authorizeUrl } from './oauth.js';
import { wechatSettingsFromEnv } from './settings.js';

describe('WeChat login settings (WECHAT_*)', () => {
  it('is off without an app id and secret', () => {
    assert.equal(wechatSettingsFromEnv({}), null);
    assert.equal(loadConfig({}).wechat, null);
  });

  it('needs both, and a callback address', () => {
    assert.throws(() => loadConfig({ WECHAT_APP_ID: 'wx1' }), (e: unknown) => e instanceof ConfigError && /同时设置 WECHAT_APP_ID 和 WECHAT_APP_SECRET/.test(e.message));
    assert.throws(() => loadConfig({ WECHAT_APP_ID: 'wx1', WECHAT_APP_SECRET: 's' }), (e: unknown) => e instanceof ConfigError && /WECHAT_CALLBACK_URL 或 PUBLIC_URL/.test(e.message));
    assert.throws(() => loadConfig({ WECHAT_APP_ID: 'wx1', WECHAT_APP_SECRET: 's', PUBLIC_URL: 'https://a.example', WECHAT_API_URL: 'ftp://x' }), ConfigError);
  });

  it("defaults to WeChat's addresses and the callback under PUBLIC_URL", () => {
    const s = wechatSettingsFromEnv({ WECHAT_APP_ID: 'wx1', WECHAT_APP_SECRET: 's', PUBLIC_URL: 'https://saishi.example/' })!;
    assert.equal(s.callbackUrl, 'https://saishi.example/api/auth/callback_weixin');
    assert.equal(s.oauthUrl, 'https://open.weixin.qq.com');
    assert.equal(s.apiUrl, 'https://api.weixin.qq.com');
    const url = new URL(authorizeUrl(s, 'abc'));
    assert.equal(url.pathname, '/connect/qrconnect');
    assert.equal(url.searchParams.get('redirect_uri'), s.callbackUrl);
    assert.equal(url.searchParams.get('state'), 'abc');
    assert.equal(url.hash, '#wechat_redirect');
  });
});
