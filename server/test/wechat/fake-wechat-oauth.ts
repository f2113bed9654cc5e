/**
 * A local fake of WeChat's OAuth 2 API (GET /sns/oauth2/access_token) on a random port: a code issued by `issue`
 * answers its openid once, as WeChat does; a used code answers errcode 40163, an unknown one 40029, a wrong app
 * secret 40125. It records every exchange it was asked for.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeWechatOauth {
  url: string;
  appId: string;
  appSecret: string;
  /** A code WeChat would hand the browser for this user (openid); answered once. */
  issue(openid: string, unionid?: string): string;
  exchanges: { code: string; appid: string }[];
  close(): Promise<void>;
}

export async function startFakeWechatOauth(appId = 'wx_test_app', appSecret = 'test_secret_0123456789'): Promise<FakeWechatOauth> {
  const codes = new Map<string, { openid: string; unionid?: string; used: boolean }>();
  const exchanges: { code: string; appid: string }[] = [];
  let counter = 0;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const send = (body: unknown) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname !== '/sns/oauth2/access_token') {
      res.writeHead(404).end();
      return;
    }
    const code = url.searchParams.get('code') ?? '';
    exchanges.push({ code, appid: url.searchParams.get('appid') ?? '' });
    if (url.searchParams.get('appid') !== appId || url.searchParams.get('secret') !== appSecret) return send({ errcode: 40125, errmsg: 'invalid appsecret' });
    if (url.searchParams.get('grant_type') !== 'authorization_code') return send({ errcode: 40002, errmsg: 'invalid grant_type' });
    const entry = codes.get(code);
    if (!entry) return send({ errcode: 40029, errmsg: 'invalid code' });
    if (entry.used) return send({ errcode: 40163, errmsg: 'code been used' });
    entry.used = true;
    send({ access_token: `at_${code}`, expires_in: 7200, refresh_token: `rt_${code}`, openid: entry.openid, scope: 'snsapi_login', ...(entry.unionid ? { unionid: entry.unionid } : {}) });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    appId,
    appSecret,
    issue(openid, unionid) {
      counter += 1;
      const code = `code_${counter}_${Math.random().toString(36).slice(2, 10)}`;
      codes.set(code, { openid, unionid, used: false });
      return code;
    },
    exchanges,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
