import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SMS_NOTICE_KINDS, SMS_SCENES } from 'shared/rules';
import { ConfigError, loadConfig } from '../config.js';
import { SMS_PROVIDER_MISSING, smsDeliverable, smsStartRefusal, templateVariable } from './settings.js';

const tencent = {
  SMS_PROVIDER: 'tencent',
  SMS_ACCESS_KEY_ID: 'AKIDtest',
  SMS_ACCESS_KEY_SECRET: 'secret',
  SMS_SIGN_NAME: '赛事运营平台',
  SMS_SDK_APP_ID: '1400000001',
  SMS_TEMPLATE: '100000',
  SMS_TEMPLATE_LOGIN: '100001',
};

describe('SMS settings', () => {
  it('has no provider, SMS sign-in on and 30 codes per IP and hour by default', () => {
    const { sms } = loadConfig({});
    assert.deepEqual(sms, { provider: null, loginEnabled: true, ipHourlyLimit: 30 });
    assert.equal(loadConfig({ SMS_LOGIN: 'off', SMS_IP_HOURLY_LIMIT: '5' }).sms.loginEnabled, false);
    assert.equal(loadConfig({ SMS_IP_HOURLY_LIMIT: '5' }).sms.ipHourlyLimit, 5);
  });

  it('reads a provider with a template per scene (SMS_TEMPLATE for the scenes without their own)', () => {
    const { sms } = loadConfig(tencent);
    assert.equal(sms.provider?.provider, 'tencent');
    assert.equal(sms.provider?.endpoint, 'https://sms.tencentcloudapi.com/');
    assert.equal(sms.provider?.region, 'ap-guangzhou');
    for (const scene of SMS_SCENES) assert.equal(sms.provider?.templates[scene], scene === 'login' ? '100001' : '100000');
    assert.equal(templateVariable('payout_account' as never), 'SMS_TEMPLATE_PAYOUT_ACCOUNT');
    const aliyun = loadConfig({ ...tencent, SMS_PROVIDER: 'aliyun', SMS_SDK_APP_ID: '', SMS_ENDPOINT: 'http://127.0.0.1:9/' }).sms.provider;
    assert.equal(aliyun?.endpoint, 'http://127.0.0.1:9/');
    assert.equal(aliyun?.templateParam, 'code');
  });

  it('reads the optional notice templates: the kind’s parameters in their declared order, or the ones named after the id', () => {
    assert.deepEqual(loadConfig(tencent).sms.provider?.noticeTemplates, {}, 'none: notices are logged, not sent');
    const { sms } = loadConfig({ ...tencent, SMS_TEMPLATE_WAITLIST_OFFER: ' 2000001 ', SMS_TEMPLATE_ONBOARDING_APPROVED: 'SMS_3001:account, institution' });
    assert.deepEqual(sms.provider?.noticeTemplates, {
      waitlist_offer: { id: '2000001', params: ['venue', 'court', 'time', 'deadline'] },
      onboarding_approved: { id: 'SMS_3001', params: ['account', 'institution'] },
    });
    assert.equal(templateVariable('waitlist_offer'), 'SMS_TEMPLATE_WAITLIST_OFFER');
    // SMS_TEMPLATE is a code template: it never stands in for a notice's
    assert.deepEqual(loadConfig({ ...tencent, SMS_TEMPLATE_LOGIN: '' }).sms.provider?.noticeTemplates, {});
    // without a provider nothing is read
    assert.equal(loadConfig({ SMS_TEMPLATE_WAITLIST_OFFER: 'bad id' }).sms.provider, null);
    for (const kind of SMS_NOTICE_KINDS) assert.ok(!(SMS_SCENES as string[]).includes(kind), `${kind} is no scene`);
  });

  it('refuses a bad notice template with a Chinese 配置错误 message', () => {
    const fails = (env: Record<string, string>, message: RegExp) =>
      assert.throws(() => loadConfig({ ...tencent, ...env }), (e: unknown) => e instanceof ConfigError && message.test(e.message));
    fails({ SMS_TEMPLATE_WAITLIST_OFFER: 'SMS 1' }, /SMS_TEMPLATE_WAITLIST_OFFER（候补场地空出通知）的模板编号只能包含字母、数字、下划线和连字符，当前为 "SMS 1"/);
    fails({ SMS_TEMPLATE_WAITLIST_OFFER: ':venue' }, /模板编号只能包含/);
    fails({ SMS_TEMPLATE_WAITLIST_OFFER: '2000001:venue,price' }, /SMS_TEMPLATE_WAITLIST_OFFER 的参数 "price" 不是候补场地空出通知的参数（可用参数：venue、court、time、deadline）/);
    fails({ SMS_TEMPLATE_ONBOARDING_APPROVED: '2000002:account,account' }, /SMS_TEMPLATE_ONBOARDING_APPROVED 的参数 "account" 重复/);
    fails({ SMS_TEMPLATE_ONBOARDING_APPROVED: '2000002:' }, /SMS_TEMPLATE_ONBOARDING_APPROVED 的参数列表不能有空项/);
    fails({ SMS_TEMPLATE_ONBOARDING_APPROVED: '2000002:account,,institution' }, /参数列表不能有空项/);
  });

  it('refuses bad or incomplete settings with a Chinese 配置错误 message', () => {
    const fails = (env: Record<string, string>, message: RegExp) =>
      assert.throws(() => loadConfig(env), (e: unknown) => e instanceof ConfigError && message.test(e.message));
    fails({ SMS_PROVIDER: 'pigeon' }, /SMS_PROVIDER 只能是 aliyun（阿里云短信）或 tencent（腾讯云短信）/);
    fails({ SMS_PROVIDER: 'aliyun' }, /SMS_PROVIDER=aliyun 缺少配置：SMS_ACCESS_KEY_ID、SMS_ACCESS_KEY_SECRET、SMS_SIGN_NAME、SMS_TEMPLATE_LOGIN/);
    fails({ ...tencent, SMS_SDK_APP_ID: '' }, /缺少配置：SMS_SDK_APP_ID/);
    fails({ ...tencent, SMS_TEMPLATE: '' }, /缺少配置：SMS_TEMPLATE_ENROLMENT/);
    fails({ ...tencent, SMS_SENDER: 'log' }, /SMS_SENDER 与 SMS_PROVIDER 只能设置一个/);
    fails({ ...tencent, SMS_ENDPOINT: 'ftp://x' }, /SMS_ENDPOINT 的协议/);
    fails({ SMS_LOGIN: 'maybe' }, /SMS_LOGIN 只能是 on 或 off/);
    fails({ SMS_IP_HOURLY_LIMIT: '0' }, /SMS_IP_HOURLY_LIMIT 必须是 1 到 100000 之间的整数/);
  });

  it('refuses a production start that cannot deliver codes, unless SMS sign-in is off', () => {
    const production = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'production', ...env });
    assert.equal(smsStartRefusal(production({})), SMS_PROVIDER_MISSING);
    assert.match(SMS_PROVIDER_MISSING, /SMS_PROVIDER=aliyun 或 tencent.*SMS_LOGIN=off/);
    assert.equal(smsStartRefusal(production({ SMS_LOGIN: 'off' })), null);
    assert.equal(smsDeliverable(production({ SMS_LOGIN: 'off' })), false, 'then no scene can be sent');
    assert.equal(smsStartRefusal(production(tencent)), null);
    assert.equal(smsDeliverable(production(tencent)), true);
    assert.equal(smsStartRefusal(loadConfig({ NODE_ENV: 'production', DEMO_MODE: 'true' })), null, 'demo mode keeps the outbox and the log');
    assert.equal(smsStartRefusal(loadConfig({})), null, 'development keeps the log sender');
    assert.equal(smsDeliverable(loadConfig({})), true);
  });
});
