/**
 * The real SMS providers against local fake servers (test/sms/fake-sms-servers.ts) that verify every signature the
 * way Alibaba Cloud and Tencent Cloud document it, the template of each scene and its parameter; and the signing
 * steps against the worked examples of the providers' own documents.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SMS_SCENES } from 'shared/rules';
import { startFakeAliyun, startFakeTencent, type FakeSmsServer } from '../../test/sms/fake-sms-servers.js';
import { acs3Sign, createAliyunSms, percentEncode } from './aliyun.js';
import { sha256Hex, SmsDeliveryError, type SmsProvider } from './provider.js';
import type { SmsProviderSettings } from './settings.js';
import { createTencentSms, tc3Sign } from './tencent.js';

const templates = { login: 'SMS_LOGIN_1', enrolment: 'SMS_ENROL_2', withdraw: 'SMS_WITHDRAW_3', payout_account: 'SMS_PAYOUT_4' } as Record<(typeof SMS_SCENES)[number], string>;
for (const scene of SMS_SCENES) templates[scene] ??= `SMS_${scene.toUpperCase()}`;

const settingsFor = (provider: 'aliyun' | 'tencent', endpoint: string, extra: Partial<SmsProviderSettings> = {}): SmsProviderSettings => ({
  provider,
  accessKeyId: 'LTAI-test-key',
  accessKeySecret: 'test-secret-不要外传',
  signName: '赛事运营平台',
  templates,
  noticeTemplates,
  templateParam: 'code',
  sdkAppId: '1400000001',
  region: provider === 'tencent' ? 'ap-guangzhou' : 'cn-hangzhou',
  endpoint,
  timeoutMs: 2_000,
  ...extra,
});

// notice templates: the waiting list's takes its four parameters in their declared order; the approval's only the
// login account (an operator's own wording, SMS_TEMPLATE_ONBOARDING_APPROVED=SMS_NOTICE_2:account)
const noticeTemplates: SmsProviderSettings['noticeTemplates'] = {
  waitlist_offer: { id: 'SMS_NOTICE_1', params: ['venue', 'court', 'time', 'deadline'] },
  onboarding_approved: { id: 'SMS_NOTICE_2', params: ['account'] },
};

const account = {
  keyId: 'LTAI-test-key',
  secret: 'test-secret-不要外传',
  signName: '赛事运营平台',
  templates: Object.values(templates),
  sdkAppId: '1400000001',
  noticeTemplates: { SMS_NOTICE_1: ['venue', 'court', 'time', 'deadline'], SMS_NOTICE_2: ['account'], SMS_NOTICE_3: ['venue', 'court', 'time'] },
};

const offer = { venue: '城北体育馆 (A&B)', court: '1号场', time: '2026-06-06 18:00–19:00', deadline: '09:10' };

async function refusal(provider: SmsProvider, code = '246810'): Promise<SmsDeliveryError> {
  try {
    await provider.deliver({ mobile: '13800000001', scene: 'login', code });
  } catch (error) {
    assert.ok(error instanceof SmsDeliveryError, String(error));
    assert.ok(!error.message.includes(code), `the code is not in the message: ${error.message}`);
    return error;
  }
  throw new Error('delivered, a refusal was expected');
}

describe('Alibaba Cloud SMS signature V3 (ACS3-HMAC-SHA256)', () => {
  it('reproduces the worked example of the signature document', () => {
    const signed = acs3Sign({
      method: 'POST',
      path: '/',
      query: { ImageId: 'win2019_1809_x64_dtc_zh-cn_40G_alibase_20230811.vhd', RegionId: 'cn-shanghai' },
      headers: {
        host: 'ecs.cn-shanghai.aliyuncs.com',
        'x-acs-action': 'RunInstances',
        'x-acs-version': '2014-05-26',
        'x-acs-date': '2023-10-26T10:22:32Z',
        'x-acs-signature-nonce': '3156853299f313e23d1673dc12e1703d',
        'x-acs-content-sha256': sha256Hex(''),
      },
      body: '',
      accessKeyId: 'YourAccessKeyId',
      accessKeySecret: 'YourAccessKeySecret',
    });
    assert.equal(signed.stringToSign, 'ACS3-HMAC-SHA256\n7ea06492da5221eba5297e897ce16e55f964061054b7695beedaac1145b1e259');
    assert.equal(signed.signature, '06563a9e1b43f5dfe96b81484da74bceab24a1d853912eee15083a6f0f3283c0');
    assert.match(signed.authorization, /^ACS3-HMAC-SHA256 Credential=YourAccessKeyId,SignedHeaders=host;x-acs-action;x-acs-content-sha256;x-acs-date;x-acs-signature-nonce;x-acs-version,Signature=06563a9e/);
  });

  it('percent-encodes as RFC 3986 wants', () => {
    assert.equal(percentEncode('a b*c~d'), 'a%20b%2Ac~d');
    assert.equal(percentEncode('{"code":"1"}'), '%7B%22code%22%3A%221%22%7D');
    assert.equal(percentEncode('赛'), '%E8%B5%9B');
  });
});

describe('Tencent Cloud SMS signature TC3-HMAC-SHA256', () => {
  it('reproduces the canonical request and string to sign of the signature document', () => {
    const payload = '{"Limit": 1, "Filters": [{"Values": ["unnamed"], "Name": "instance-name"}]}';
    assert.equal(sha256Hex(payload), '99d58dfbc6745f6747f36bfca17dee5e6881dc0428a0a36f96199342bc5b4907');
    const signed = tc3Sign({
      service: 'cvm',
      headers: { 'content-type': 'application/json; charset=utf-8', host: 'cvm.tencentcloudapi.com' },
      payload,
      timestamp: 1551113065,
      secretId: 'AKIDEXAMPLE',
      secretKey: 'not-the-document-key',
    });
    assert.equal(
      signed.canonicalRequest,
      'POST\n/\n\ncontent-type:application/json; charset=utf-8\nhost:cvm.tencentcloudapi.com\n\ncontent-type;host\n99d58dfbc6745f6747f36bfca17dee5e6881dc0428a0a36f96199342bc5b4907',
    );
    assert.equal(signed.stringToSign, 'TC3-HMAC-SHA256\n1551113065\n2019-02-25/cvm/tc3_request\n2815843035062fffda5fd6f2a44ea8a34818b0dc46f024b8b3786976a3adda7a');
    assert.match(signed.authorization, /^TC3-HMAC-SHA256 Credential=AKIDEXAMPLE\/2019-02-25\/cvm\/tc3_request, SignedHeaders=content-type;host, Signature=[0-9a-f]{64}$/);
  });
});

for (const [name, startFake, create] of [
  ['aliyun', startFakeAliyun, createAliyunSms],
  ['tencent', startFakeTencent, createTencentSms],
] as const) {
  describe(`${name} SMS against a local fake server`, () => {
    let fake: FakeSmsServer;
    before(async () => {
      fake = await startFake(account);
    });
    after(() => fake.close());

    it('sends the code with the template of each scene, the sign name and a signature the server accepts', async () => {
      const provider = create(settingsFor(name, fake.url));
      for (const scene of SMS_SCENES) {
        const result = await provider.deliver({ mobile: '13900000002', scene, code: '135790' });
        assert.ok(result.requestId);
        assert.deepEqual(fake.delivered.at(-1), { mobile: '13900000002', template: templates[scene], code: '135790', signName: '赛事运营平台' });
      }
    });

    it('sends a notice with its kind’s template: the named parameters (Alibaba Cloud) or the template’s order (Tencent Cloud), no code', async () => {
      const provider = create(settingsFor(name, fake.url));
      assert.deepEqual([...provider.notices].sort(), ['onboarding_approved', 'waitlist_offer']);
      await provider.deliver({ mobile: '13900000004', notice: 'waitlist_offer', params: offer });
      assert.deepEqual(fake.delivered.at(-1), {
        mobile: '13900000004',
        template: 'SMS_NOTICE_1',
        code: '',
        signName: '赛事运营平台',
        params: name === 'aliyun' ? offer : [offer.venue, offer.court, offer.time, offer.deadline],
      });
      // a template that takes some of the parameters gets those only
      await provider.deliver({ mobile: '13900000005', notice: 'onboarding_approved', params: { institution: '云帆赛事', account: '13900000005' } });
      assert.deepEqual(fake.delivered.at(-1)?.params, name === 'aliyun' ? { account: '13900000005' } : ['13900000005']);
    });

    it('refuses a notice for good: a kind without a template (nothing asked of the provider), parameters the template does not take', async () => {
      const before = fake.requests.length;
      const none = create(settingsFor(name, fake.url, { noticeTemplates: { onboarding_approved: noticeTemplates.onboarding_approved } }));
      assert.deepEqual(none.notices, ['onboarding_approved']);
      await assert.rejects(none.deliver({ mobile: '13900000006', notice: 'waitlist_offer', params: offer }), (e: unknown) => e instanceof SmsDeliveryError && e.permanent && e.providerCode === 'NoNoticeTemplate');
      assert.equal(fake.requests.length, before, 'no request');
      // the account's template has three variables; four are sent
      const mismatch = create(settingsFor(name, fake.url, { noticeTemplates: { waitlist_offer: { id: 'SMS_NOTICE_3', params: ['venue', 'court', 'time', 'deadline'] } } }));
      const error = await mismatch.deliver({ mobile: '13900000006', notice: 'waitlist_offer', params: offer }).then(
        () => assert.fail('delivered'),
        (e: unknown) => e as SmsDeliveryError,
      );
      assert.ok(error instanceof SmsDeliveryError);
      assert.equal(error.permanent, true);
      assert.match(error.providerCode, name === 'aliyun' ? /isv\.TEMPLATE_PARAMS_ILLEGAL/ : /TemplateParamSetNotMatchApprovedTemplate/);
      assert.ok(!error.message.includes('13900000006'), error.message);
    });

    it('refuses for good: a wrong secret, an unapproved template, a wrong sign name', async () => {
      const wrongKey = await refusal(create(settingsFor(name, fake.url, { accessKeySecret: 'another-secret' })));
      assert.equal(wrongKey.permanent, true);
      assert.match(wrongKey.providerCode, /Signature/);
      const template = await refusal(create(settingsFor(name, fake.url, { templates: { ...templates, login: 'SMS_NOT_APPROVED' } })));
      assert.equal(template.permanent, true);
      assert.match(template.providerCode, /TEMPLATE|Template/);
      const sign = await refusal(create(settingsFor(name, fake.url, { signName: '别人的签名' })));
      assert.equal(sign.permanent, true);
    });

    it('says a retry may help after a 5xx, the API rate limit, or no answer in time, and never names the code', async () => {
      const provider = create(settingsFor(name, fake.url, { timeoutMs: 300 }));
      fake.fail({ status: 503 });
      assert.equal((await refusal(provider)).permanent, false);
      fake.fail({ business: name === 'aliyun' ? 'Throttling.User' : 'RequestLimitExceeded' });
      assert.equal((await refusal(provider)).permanent, false);
      fake.fail('hang');
      const timeout = await refusal(provider);
      assert.equal(timeout.permanent, false);
      assert.equal(timeout.providerCode, 'Timeout');
      fake.fail({ business: name === 'aliyun' ? 'isv.AMOUNT_NOT_ENOUGH' : 'FailedOperation.InsufficientBalanceInSmsPackage' });
      assert.equal((await refusal(provider)).permanent, true);
      // and then it works again
      await provider.deliver({ mobile: '13900000003', scene: 'withdraw', code: '864200' });
      assert.equal(fake.delivered.at(-1)?.code, '864200');
    });

    it('answers unreachable as retryable', async () => {
      const closed = await startFake(account);
      await closed.close();
      const error = await refusal(create(settingsFor(name, closed.url)));
      assert.equal(error.permanent, false);
      assert.equal(error.providerCode, 'Network');
    });
  });
}
