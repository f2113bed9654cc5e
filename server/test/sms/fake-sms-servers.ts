/**
 * Local fake servers of Alibaba Cloud SMS (dysmsapi SendSms 2017-05-25, V3 signature ACS3-HMAC-SHA256) and Tencent
 * Cloud SMS (SendSms 2021-01-11, TC3-HMAC-SHA256). Each verifies the signature of every request from the bytes it
 * received, the way the provider documents it — written here on its own, not with the client's signing code — then
 * the action, version, sign name, template id and the template's parameters — a 6-digit code for a code template, the
 * declared variables for a notice template (by name for Alibaba Cloud, as many as declared for Tencent Cloud) — and
 * answers as the provider would.
 * A test scripts failures with `fail(...)`: a business error code, an HTTP status, or no answer at all (`hang`).
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeDelivery {
  mobile: string;
  template: string;
  /** The code of a code template; '' for a notice. */
  code: string;
  signName: string;
  /** A notice's parameters as received: by name (Alibaba Cloud), in order (Tencent Cloud). */
  params?: Record<string, string> | string[];
}

export type FakeFailure = { business: string } | { status: number } | 'hang';

export interface FakeSmsServer {
  url: string;
  /** Messages accepted, in order. */
  delivered: FakeDelivery[];
  /** Every request received (accepted or not), with the answer's error code ('' when sent). */
  requests: { error: string }[];
  /** The next requests fail like this, one failure per request. */
  fail(...failures: FakeFailure[]): void;
  close(): Promise<void>;
}

export interface FakeAccount {
  keyId: string;
  secret: string;
  signName: string;
  /** Code template ids the account has approved (one variable: the code). */
  templates: string[];
  /** Notice templates the account has approved: id → its variables (Alibaba Cloud's names; Tencent Cloud's {1}, {2} … in order). */
  noticeTemplates?: Record<string, string[]>;
  /** Tencent: the SdkAppId. */
  sdkAppId?: string;
}

const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');
const hmac = (key: string | Buffer, s: string) => createHmac('sha256', key).update(s, 'utf8').digest();
const sameHex = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
/** RFC 3986 unreserved characters stay, every other byte is %XX (upper case). */
const rfc3986 = (s: string) =>
  Array.from(Buffer.from(s, 'utf8'))
    .map((b) => (/[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).toUpperCase().padStart(2, '0')}`))
    .join('');

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function start(handle: (req: http.IncomingMessage, body: string, failure: Exclude<FakeFailure, 'hang'> | undefined) => { status: number; json: unknown; error: string } | null): Promise<FakeSmsServer> {
  const failures: FakeFailure[] = [];
  const delivered: FakeDelivery[] = [];
  const requests: { error: string }[] = [];
  const server = http.createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const failure = failures.shift();
      if (failure === 'hang') {
        requests.push({ error: 'hang' });
        return; // never answered; close() ends the connection
      }
      const answer = handle(req, body, failure);
      if (!answer) return;
      requests.push({ error: answer.error });
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.json));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const fake: FakeSmsServer = {
    url: `http://127.0.0.1:${port}/`,
    delivered,
    requests,
    fail: (...f) => failures.push(...f),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}

/** Alibaba Cloud dysmsapi. */
export async function startFakeAliyun(account: FakeAccount): Promise<FakeSmsServer> {
  const nonces = new Set<string>();
  const requestId = () => `FAKE-${Math.random().toString(16).slice(2)}`;
  const refuse = (status: number, code: string, message: string) => ({ status, json: { Code: code, Message: message, RequestId: requestId() }, error: code });
  const fake: FakeSmsServer = await start((req, body, failure) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const auth = /^ACS3-HMAC-SHA256 Credential=([^,]+),SignedHeaders=([^,]+),Signature=([0-9a-f]{64})$/.exec(String(req.headers.authorization ?? ''));
    if (!auth) return refuse(400, 'MissingAuthorization', 'Authorization is malformed');
    const [, keyId, signedHeaders, signature] = auth;
    if (keyId !== account.keyId) return refuse(404, 'InvalidAccessKeyId.NotFound', 'Specified access key is not found.');
    const names = signedHeaders!.split(';');
    for (const needed of ['host', 'x-acs-action', 'x-acs-content-sha256', 'x-acs-date', 'x-acs-signature-nonce', 'x-acs-version']) {
      if (!names.includes(needed)) return refuse(400, 'IncompleteSignature', `${needed} is not signed`);
    }
    if ([...names].sort().join(';') !== signedHeaders) return refuse(400, 'IncompleteSignature', 'SignedHeaders not sorted');
    if (req.headers['x-acs-content-sha256'] !== sha256(body)) return refuse(400, 'InvalidParameter.ContentSHA256', 'x-acs-content-sha256 does not match the body');
    const date = String(req.headers['x-acs-date'] ?? '');
    if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(date) || Math.abs(Date.parse(date) - Date.now()) > 15 * 60_000) return refuse(400, 'InvalidTimeStamp.Expired', 'x-acs-date is not within 15 minutes');
    const nonce = String(req.headers['x-acs-signature-nonce'] ?? '');
    if (!nonce || nonces.has(nonce)) return refuse(400, 'SignatureNonceUsed', 'The nonce has been used');
    nonces.add(nonce);
    const pairs = (url.search.slice(1) ? url.search.slice(1).split('&') : []).map((p) => {
      const at = p.indexOf('=');
      const key = decodeURIComponent(at < 0 ? p : p.slice(0, at));
      const value = at < 0 ? '' : decodeURIComponent(p.slice(at + 1));
      return [key, value] as const;
    });
    const canonicalQuery = pairs
      .map(([k, v]) => [rfc3986(k), rfc3986(v)] as const)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${k}=${v}`)
      .join('&');
    const canonicalHeaders = names.map((n) => `${n}:${String(req.headers[n] ?? '').trim()}\n`).join('');
    const canonicalRequest = `${req.method}\n${url.pathname}\n${canonicalQuery}\n${canonicalHeaders}\n${signedHeaders}\n${sha256(body)}`;
    const expected = hmac(account.secret, `ACS3-HMAC-SHA256\n${sha256(canonicalRequest)}`).toString('hex');
    if (!sameHex(expected, signature!)) return refuse(400, 'SignatureDoesNotMatch', 'Specified signature does not match our calculation.');
    if (req.headers['x-acs-action'] !== 'SendSms' || req.headers['x-acs-version'] !== '2017-05-25') return refuse(400, 'InvalidAction.NotFound', 'Specified api is not found');
    const params = Object.fromEntries(pairs);
    if (failure && 'status' in failure) return { status: failure.status, json: { Code: 'ServiceUnavailable', Message: 'fake outage', RequestId: requestId() }, error: `HTTP_${failure.status}` };
    if (failure && 'business' in failure) return refuse(200, failure.business, 'fake business error');
    if (!/^1\d{10}$/.test(params.PhoneNumbers ?? '')) return refuse(200, 'isv.MOBILE_NUMBER_ILLEGAL', '非法手机号');
    if (params.SignName !== account.signName) return refuse(200, 'isv.SMS_SIGNATURE_ILLEGAL', '签名不合法');
    const notice = account.noticeTemplates && Object.hasOwn(account.noticeTemplates, params.TemplateCode ?? '') ? account.noticeTemplates[params.TemplateCode!]! : null;
    if (!notice && !account.templates.includes(params.TemplateCode ?? '')) return refuse(200, 'isv.SMS_TEMPLATE_ILLEGAL', '模板不合法');
    let templateParam: Record<string, unknown> = {};
    try {
      templateParam = JSON.parse(params.TemplateParam ?? '') as Record<string, unknown>;
    } catch {
      return refuse(200, 'isv.INVALID_JSON_PARAM', 'TemplateParam is not JSON');
    }
    if (notice) {
      const names = Object.keys(templateParam);
      if (notice.some((v) => typeof templateParam[v] !== 'string' || !templateParam[v])) return refuse(200, 'isv.TEMPLATE_MISSING_PARAMETERS', `模板缺少变量 ${notice.join('、')}`);
      if (names.some((n) => !notice.includes(n))) return refuse(200, 'isv.TEMPLATE_PARAMS_ILLEGAL', '模板变量不合法');
      fake.delivered.push({ mobile: params.PhoneNumbers!, template: params.TemplateCode!, code: '', signName: params.SignName!, params: templateParam as Record<string, string> });
      return { status: 200, json: { Code: 'OK', Message: 'OK', BizId: '900619746936498441^0', RequestId: requestId() }, error: '' };
    }
    if (typeof templateParam.code !== 'string' || !/^\d{6}$/.test(templateParam.code)) return refuse(200, 'isv.TEMPLATE_MISSING_PARAMETERS', '模板缺少变量 code');
    fake.delivered.push({ mobile: params.PhoneNumbers!, template: params.TemplateCode!, code: templateParam.code, signName: params.SignName! });
    return { status: 200, json: { Code: 'OK', Message: 'OK', BizId: '900619746936498440^0', RequestId: requestId() }, error: '' };
  });
  return fake;
}

/** Tencent Cloud SMS. */
export async function startFakeTencent(account: FakeAccount): Promise<FakeSmsServer> {
  const requestId = () => `fake-${Math.random().toString(16).slice(2)}`;
  const refuse = (code: string, message: string) => ({ status: 200, json: { Response: { Error: { Code: code, Message: message }, RequestId: requestId() } }, error: code });
  const fake: FakeSmsServer = await start((req, body, failure) => {
    const auth = /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d\d-\d\d)\/sms\/tc3_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(String(req.headers.authorization ?? ''));
    if (!auth) return refuse('AuthFailure.InvalidAuthorization', 'Authorization is malformed');
    const [, secretId, date, signedHeaders, signature] = auth;
    if (secretId !== account.keyId) return refuse('AuthFailure.SecretIdNotFound', 'The SecretId is not found');
    const timestamp = Number(req.headers['x-tc-timestamp']);
    if (!Number.isInteger(timestamp) || Math.abs(timestamp * 1000 - Date.now()) > 5 * 60_000) return refuse('AuthFailure.SignatureExpire', 'Signature expired');
    if (new Date(timestamp * 1000).toISOString().slice(0, 10) !== date) return refuse('AuthFailure.SignatureFailure', 'Credential date is not the timestamp\'s UTC date');
    const names = signedHeaders!.split(';');
    if (!names.includes('content-type') || !names.includes('host')) return refuse('AuthFailure.SignatureFailure', 'content-type and host must be signed');
    const canonicalHeaders = names.map((n) => `${n}:${String(req.headers[n] ?? '').trim().toLowerCase()}\n`).join('');
    const canonicalRequest = `${req.method}\n/\n\n${canonicalHeaders}\n${signedHeaders}\n${sha256(body)}`;
    const stringToSign = `TC3-HMAC-SHA256\n${timestamp}\n${date}/sms/tc3_request\n${sha256(canonicalRequest)}`;
    const key = hmac(hmac(hmac(`TC3${account.secret}`, date!), 'sms'), 'tc3_request');
    if (!sameHex(hmac(key, stringToSign).toString('hex'), signature!)) return refuse('AuthFailure.SignatureFailure', 'The provided credentials could not be validated.');
    if (req.headers['x-tc-action'] !== 'SendSms' || req.headers['x-tc-version'] !== '2021-01-11' || !req.headers['x-tc-region']) return refuse('InvalidAction', 'action, version or region is wrong');
    let payload: { PhoneNumberSet?: string[]; SmsSdkAppId?: string; SignName?: string; TemplateId?: string; TemplateParamSet?: string[] };
    try {
      payload = JSON.parse(body) as typeof payload;
    } catch {
      return refuse('InvalidParameter', 'body is not JSON');
    }
    if (failure && 'status' in failure) return { status: failure.status, json: { message: 'fake outage' }, error: `HTTP_${failure.status}` };
    if (failure && 'business' in failure) return refuse(failure.business, 'fake business error');
    if (payload.SmsSdkAppId !== account.sdkAppId) return refuse('InvalidParameterValue.SdkAppIdNotExist', 'SdkAppId not exist');
    if (payload.SignName !== account.signName) return refuse('FailedOperation.SignatureIncorrectOrUnapproved', '签名未审批或格式错误');
    const notice = account.noticeTemplates && Object.hasOwn(account.noticeTemplates, payload.TemplateId ?? '') ? account.noticeTemplates[payload.TemplateId!]! : null;
    if (!notice && !account.templates.includes(payload.TemplateId ?? '')) return refuse('FailedOperation.TemplateIncorrectOrUnapproved', '模板未审批或内容不匹配');
    const [phone] = payload.PhoneNumberSet ?? [];
    const set = payload.TemplateParamSet ?? [];
    const [code] = set;
    if (notice) {
      if (set.length !== notice.length || set.some((v) => typeof v !== 'string' || !v)) return refuse('FailedOperation.TemplateParamSetNotMatchApprovedTemplate', '模板变量个数不匹配');
    } else if (!code || !/^\d{6}$/.test(code)) return refuse('FailedOperation.TemplateParamSetNotMatchApprovedTemplate', '模板变量不匹配');
    if (!phone || !/^\+861\d{10}$/.test(phone) || (payload.PhoneNumberSet ?? []).length !== 1) {
      return { status: 200, json: { Response: { SendStatusSet: [{ Code: 'InvalidParameterValue.IncorrectPhoneNumber', Message: '手机号格式错误', PhoneNumber: phone }], RequestId: requestId() } }, error: 'InvalidParameterValue.IncorrectPhoneNumber' };
    }
    fake.delivered.push(notice ? { mobile: phone.slice(3), template: payload.TemplateId!, code: '', signName: payload.SignName!, params: set } : { mobile: phone.slice(3), template: payload.TemplateId!, code: code!, signName: payload.SignName! });
    return { status: 200, json: { Response: { SendStatusSet: [{ SerialNo: '5000:1045710669157053657849499619', PhoneNumber: phone, Fee: 1, Code: 'Ok', Message: 'send success' }], RequestId: requestId() } }, error: '' };
  });
  return fake;
}

/** Resolves when `check` holds, looking every 50 ms, or rejects after `ms` (a wait on a condition, not a sleep). */
export async function until(check: () => boolean | Promise<boolean>, ms = 20_000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
