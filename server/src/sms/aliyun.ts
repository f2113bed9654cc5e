/**
 * Alibaba Cloud SMS (dysmsapi, SendSms of version 2017-05-25), signed with the V3 signature ACS3-HMAC-SHA256 that
 * Alibaba Cloud documents for all its RPC APIs ("V3 request structure and signature"; it replaces the HMAC-SHA1 V2):
 *
 *   CanonicalRequest = POST \n / \n <sorted, RFC 3986-encoded query> \n <lower-case signed headers "name:value\n">
 *                      \n <their names joined by ;> \n hex(sha256(body))
 *   Authorization    = ACS3-HMAC-SHA256 Credential=<AccessKeyId>,SignedHeaders=<names>,
 *                      Signature=hex(hmac-sha256(AccessKeySecret, "ACS3-HMAC-SHA256\n" + hex(sha256(CanonicalRequest))))
 *
 * The parameters go in the query (PhoneNumbers, SignName, TemplateCode, TemplateParam = {"<param>":"<code>"} for a
 * code, the notice's named parameters {"venue":"…","court":"…"} for a notice), the body is empty. An answer with Code "OK" is a sent message; other codes are business errors.
 */
import { randomBytes } from 'node:crypto';
import { hmacSha256, noticeKinds, postToProvider, providerText, sha256Hex, SmsDeliveryError, templateOf, type SmsProvider } from './provider.js';
import type { SmsProviderSettings } from './settings.js';

export const ALIYUN_SMS_VERSION = '2017-05-25';

/** RFC 3986 percent-encoding as the signature wants it: space %20, * %2A, ~ kept. */
export const percentEncode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export const canonicalQuery = (params: Record<string, string>) =>
  Object.keys(params)
    .sort()
    .map((key) => `${percentEncode(key)}=${percentEncode(params[key]!)}`)
    .join('&');

export interface Acs3Input {
  method: string;
  path: string;
  query: Record<string, string>;
  /** Every header to sign, names in lower case (host, x-acs-*, content-type when sent). */
  headers: Record<string, string>;
  body: string;
  accessKeyId: string;
  accessKeySecret: string;
}

export function acs3Sign(input: Acs3Input) {
  const names = Object.keys(input.headers).map((n) => n.toLowerCase()).sort();
  const lower = Object.fromEntries(Object.entries(input.headers).map(([k, v]) => [k.toLowerCase(), v]));
  const signedHeaders = names.join(';');
  const canonicalHeaders = names.map((n) => `${n}:${String(lower[n]).trim()}\n`).join('');
  const canonicalRequest = [input.method, input.path, canonicalQuery(input.query), canonicalHeaders, signedHeaders, sha256Hex(input.body)].join('\n');
  const stringToSign = `ACS3-HMAC-SHA256\n${sha256Hex(canonicalRequest)}`;
  const signature = hmacSha256(input.accessKeySecret, stringToSign).toString('hex');
  return {
    canonicalRequest,
    stringToSign,
    signature,
    authorization: `ACS3-HMAC-SHA256 Credential=${input.accessKeyId},SignedHeaders=${signedHeaders},Signature=${signature}`,
  };
}

/** Business errors worth another try later: the API's own flow control, its system errors, the per-mobile minute limit. */
const ALIYUN_RETRYABLE = /^(Throttling|ServiceUnavailable|InternalError|isp\.SYSTEM_ERROR|isv\.BUSINESS_LIMIT_CONTROL$)/;

export function createAliyunSms(settings: SmsProviderSettings, now: () => Date = () => new Date()): SmsProvider {
  const url = new URL(settings.endpoint);
  return {
    name: 'aliyun',
    notices: noticeKinds(settings),
    async deliver(delivery) {
      const { template, named, hidden } = templateOf(settings, delivery);
      const query = {
        PhoneNumbers: delivery.mobile,
        SignName: settings.signName,
        TemplateCode: template,
        TemplateParam: JSON.stringify(named),
      };
      const body = '';
      const headers: Record<string, string> = {
        host: url.host,
        'x-acs-action': 'SendSms',
        'x-acs-version': ALIYUN_SMS_VERSION,
        'x-acs-date': now().toISOString().replace(/\.\d{3}Z$/, 'Z'),
        'x-acs-signature-nonce': randomBytes(16).toString('hex'),
        'x-acs-content-sha256': sha256Hex(body),
      };
      const signed = acs3Sign({ method: 'POST', path: url.pathname || '/', query, headers, body, accessKeyId: settings.accessKeyId, accessKeySecret: settings.accessKeySecret });
      const { host: _host, ...sent } = headers;
      const { status, json } = await postToProvider(
        'aliyun',
        `${url.origin}${url.pathname}?${canonicalQuery(query)}`,
        { headers: { ...sent, authorization: signed.authorization, accept: 'application/json' }, body },
        settings.timeoutMs,
      );
      const resultCode = String(json.Code ?? '');
      const requestId = String(json.RequestId ?? '');
      if (status < 300 && resultCode === 'OK') return { requestId };
      const message = `aliyun SendSms ${providerText(resultCode || `HTTP_${status}`, ...hidden)}: ${providerText(json.Message, ...hidden)}`;
      throw new SmsDeliveryError(message, !ALIYUN_RETRYABLE.test(resultCode), resultCode || `HTTP_${status}`);
    },
  };
}
