/**
 * Tencent Cloud SMS (sms.tencentcloudapi.com, SendSms of version 2021-01-11), signed with TC3-HMAC-SHA256 as Tencent
 * Cloud documents it ("签名方法 v3"):
 *
 *   CanonicalRequest = POST \n / \n \n content-type:application/json; charset=utf-8\n host:<host>\n
 *                      x-tc-action:sendsms\n \n content-type;host;x-tc-action \n hex(sha256(payload))
 *   StringToSign     = TC3-HMAC-SHA256 \n <timestamp> \n <UTC date>/sms/tc3_request \n hex(sha256(CanonicalRequest))
 *   signing key      = hmac(hmac(hmac("TC3" + SecretKey, date), "sms"), "tc3_request")
 *
 * The payload is JSON: PhoneNumberSet ["+86<mobile>"], SmsSdkAppId, SignName, TemplateId, TemplateParamSet: [code] for a
 * code, the notice's parameters in its template's order ({1}, {2} …) for a notice.
 * The answer has `Response.Error` for a refused request, else one `SendStatusSet` entry whose Code is "Ok" when sent.
 */
import { hmacSha256, noticeKinds, postToProvider, providerText, sha256Hex, SmsDeliveryError, templateOf, type SmsProvider } from './provider.js';
import type { SmsProviderSettings } from './settings.js';

export const TENCENT_SMS_VERSION = '2021-01-11';
const CONTENT_TYPE = 'application/json; charset=utf-8';

export interface Tc3Input {
  service: string;
  /** Lower-case header names to sign with their values (content-type, host, x-tc-action …). */
  headers: Record<string, string>;
  payload: string;
  timestamp: number;
  secretId: string;
  secretKey: string;
}

export function tc3Sign(input: Tc3Input) {
  const names = Object.keys(input.headers).sort();
  const signedHeaders = names.join(';');
  // names and values in lower case, as the document says
  const canonicalHeaders = names.map((n) => `${n}:${input.headers[n]!.trim().toLowerCase()}\n`).join('');
  const canonicalRequest = ['POST', '/', '', canonicalHeaders, signedHeaders, sha256Hex(input.payload)].join('\n');
  const date = new Date(input.timestamp * 1000).toISOString().slice(0, 10);
  const scope = `${date}/${input.service}/tc3_request`;
  const stringToSign = `TC3-HMAC-SHA256\n${input.timestamp}\n${scope}\n${sha256Hex(canonicalRequest)}`;
  const signingKey = hmacSha256(hmacSha256(hmacSha256(`TC3${input.secretKey}`, date), input.service), 'tc3_request');
  const signature = hmacSha256(signingKey, stringToSign).toString('hex');
  return {
    canonicalRequest,
    stringToSign,
    signature,
    authorization: `TC3-HMAC-SHA256 Credential=${input.secretId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}

/** Failures worth another try: Tencent's internal errors, the API's rate limit, the 30-second limit of one number. */
const TENCENT_RETRYABLE = /^(InternalError|RequestLimitExceeded|ResourceUnavailable|LimitExceeded\.PhoneNumberThirtySecondLimit$)/;

export function createTencentSms(settings: SmsProviderSettings, now: () => Date = () => new Date()): SmsProvider {
  const url = new URL(settings.endpoint);
  return {
    name: 'tencent',
    notices: noticeKinds(settings),
    async deliver(delivery) {
      const { template, ordered, hidden } = templateOf(settings, delivery);
      const payload = JSON.stringify({
        PhoneNumberSet: [`+86${delivery.mobile}`],
        SmsSdkAppId: settings.sdkAppId,
        SignName: settings.signName,
        TemplateId: template,
        TemplateParamSet: ordered,
      });
      const timestamp = Math.floor(now().getTime() / 1000);
      const signed = tc3Sign({
        service: 'sms',
        headers: { 'content-type': CONTENT_TYPE, host: url.host, 'x-tc-action': 'sendsms' },
        payload,
        timestamp,
        secretId: settings.accessKeyId,
        secretKey: settings.accessKeySecret,
      });
      const { json } = await postToProvider(
        'tencent',
        url.toString(),
        {
          headers: {
            authorization: signed.authorization,
            'content-type': CONTENT_TYPE,
            'x-tc-action': 'SendSms',
            'x-tc-version': TENCENT_SMS_VERSION,
            'x-tc-timestamp': String(timestamp),
            'x-tc-region': settings.region,
          },
          body: payload,
        },
        settings.timeoutMs,
      );
      const response = (json.Response ?? {}) as { Error?: { Code?: string; Message?: string }; SendStatusSet?: { Code?: string; Message?: string }[]; RequestId?: string };
      const requestId = String(response.RequestId ?? '');
      const error = response.Error ?? (response.SendStatusSet?.[0] ?? { Code: 'MissingSendStatus', Message: 'no SendStatusSet' });
      const resultCode = String(error.Code ?? '');
      if (!response.Error && resultCode === 'Ok') return { requestId };
      const message = `tencent SendSms ${providerText(resultCode, ...hidden)}: ${providerText(error.Message, ...hidden)}`;
      throw new SmsDeliveryError(message, !TENCENT_RETRYABLE.test(resultCode), resultCode);
    },
  };
}
