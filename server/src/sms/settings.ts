/**
 * SMS settings (docs/auth.md, "Settings"): the real provider that delivers codes (SMS_PROVIDER=aliyun | tencent, with
 * its keys, sign name and one template per scene) and notices (an optional template per notice kind), whether SMS sign-in is offered (SMS_LOGIN) and the per-IP cap
 * (SMS_IP_HOURLY_LIMIT). Read by loadConfig (config.ts), which turns a problem into `配置错误：…`.
 */
import { SMS_IP_HOURLY_LIMIT_DEFAULT, SMS_NOTICE_KINDS, SMS_NOTICES, SMS_SCENES, smsNoticeParams, type SmsNoticeKind, type SmsScene } from 'shared/rules';

export type SmsProviderName = 'aliyun' | 'tencent';

export interface SmsProviderSettings {
  provider: SmsProviderName;
  /** Alibaba Cloud AccessKey ID / Tencent Cloud SecretId (SMS_ACCESS_KEY_ID). */
  accessKeyId: string;
  /** Alibaba Cloud AccessKey secret / Tencent Cloud SecretKey (SMS_ACCESS_KEY_SECRET). */
  accessKeySecret: string;
  /** The approved signature (签名) shown as 【…】 (SMS_SIGN_NAME). */
  signName: string;
  /** The approved template of each scene: SMS_TEMPLATE_<SCENE>, else SMS_TEMPLATE. */
  templates: Record<SmsScene, string>;
  /**
   * The approved template of each notice kind that has one (SMS_TEMPLATE_<KIND>, optional): its id and the
   * parameters it takes, in its order (Tencent Cloud's {1}, {2} …; Alibaba Cloud takes them by name). A kind without
   * a template is not sent (sms/queue.ts logs it).
   */
  noticeTemplates: Partial<Record<SmsNoticeKind, SmsNoticeTemplate>>;
  /** Alibaba Cloud: the name of the code's variable in the templates, `${code}` by default (SMS_TEMPLATE_PARAM). */
  templateParam: string;
  /** Tencent Cloud: the SMS application's SdkAppId (SMS_SDK_APP_ID). */
  sdkAppId: string;
  /** Tencent Cloud X-TC-Region (default ap-guangzhou); Alibaba Cloud: unused by the global endpoint (SMS_REGION). */
  region: string;
  /** Another address of the provider's API (SMS_ENDPOINT): tests point it at a local fake server. */
  endpoint: string;
  /** How long one request may take before it counts as failed (and is retried). */
  timeoutMs: number;
}

export interface SmsNoticeTemplate {
  id: string;
  params: readonly string[];
}

export interface SmsSettings {
  /** null: no real provider; codes go to SMS_SENDER (log, or the demo outbox). */
  provider: SmsProviderSettings | null;
  /** SMS_LOGIN=off: no SMS sign-in (and without a provider in production, no SMS at all). */
  loginEnabled: boolean;
  /** Codes per client IP and hour, any mobile and scene (SMS_IP_HOURLY_LIMIT). */
  ipHourlyLimit: number;
}

/** A bad SMS setting; loadConfig reports it as a ConfigError. */
export class SmsSettingsError extends Error {}

export const SMS_DEFAULT_ENDPOINT: Record<SmsProviderName, string> = {
  aliyun: 'https://dysmsapi.aliyuncs.com/',
  tencent: 'https://sms.tencentcloudapi.com/',
};

/**
 * The environment variable of a scene's or a notice kind's template: login → SMS_TEMPLATE_LOGIN, payout_account →
 * SMS_TEMPLATE_PAYOUT_ACCOUNT, waitlist_offer → SMS_TEMPLATE_WAITLIST_OFFER.
 */
export const templateVariable = (scene: SmsScene | SmsNoticeKind) => `SMS_TEMPLATE_${scene.toUpperCase()}`;

const text = (env: NodeJS.ProcessEnv, name: string) => env[name]?.trim() ?? '';

/** A template id as the providers issue them (SMS_123456789, 1234567). */
const TEMPLATE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The notice templates of SMS_TEMPLATE_<KIND>: `<template id>` takes the kind's parameters in their declared order
 * (shared/rules SMS_NOTICES); `<template id>:<param>,<param>…` names the ones the template has, in its order.
 */
export function noticeTemplatesFromEnv(env: NodeJS.ProcessEnv): Partial<Record<SmsNoticeKind, SmsNoticeTemplate>> {
  const templates: Partial<Record<SmsNoticeKind, SmsNoticeTemplate>> = {};
  for (const kind of SMS_NOTICE_KINDS) {
    const name = templateVariable(kind);
    const value = text(env, name);
    if (!value) continue;
    const known = smsNoticeParams(kind);
    const at = value.indexOf(':');
    const id = (at < 0 ? value : value.slice(0, at)).trim();
    if (!TEMPLATE_ID.test(id)) {
      throw new SmsSettingsError(`环境变量 ${name}（${SMS_NOTICES[kind].title}）的模板编号只能包含字母、数字、下划线和连字符，当前为 "${id}"`);
    }
    const params = at < 0 ? known : value.slice(at + 1).split(',').map((p) => p.trim());
    const allowed = `可用参数：${known.join('、')}`;
    if (params.length === 0 || params.some((p) => !p)) throw new SmsSettingsError(`环境变量 ${name} 的参数列表不能有空项，格式为 模板编号 或 模板编号:参数,参数（${allowed}）`);
    for (const [i, param] of params.entries()) {
      if (!known.includes(param)) throw new SmsSettingsError(`环境变量 ${name} 的参数 "${param}" 不是${SMS_NOTICES[kind].title}的参数（${allowed}）`);
      if (params.indexOf(param) !== i) throw new SmsSettingsError(`环境变量 ${name} 的参数 "${param}" 重复`);
    }
    templates[kind] = { id, params };
  }
  return templates;
}

export function smsSettingsFromEnv(env: NodeJS.ProcessEnv): SmsSettings {
  const login = text(env, 'SMS_LOGIN').toLowerCase();
  if (login && !['on', 'off', 'true', 'false'].includes(login)) {
    throw new SmsSettingsError(`环境变量 SMS_LOGIN 只能是 on 或 off，当前为 "${env.SMS_LOGIN}"`);
  }
  const limitRaw = text(env, 'SMS_IP_HOURLY_LIMIT');
  let ipHourlyLimit = SMS_IP_HOURLY_LIMIT_DEFAULT;
  if (limitRaw) {
    ipHourlyLimit = Number(limitRaw);
    if (!/^\d+$/.test(limitRaw) || ipHourlyLimit < 1 || ipHourlyLimit > 100_000) {
      throw new SmsSettingsError(`环境变量 SMS_IP_HOURLY_LIMIT 必须是 1 到 100000 之间的整数，当前为 "${limitRaw}"`);
    }
  }
  return { provider: providerFromEnv(env), loginEnabled: login !== 'off' && login !== 'false', ipHourlyLimit };
}

function providerFromEnv(env: NodeJS.ProcessEnv): SmsProviderSettings | null {
  const provider = text(env, 'SMS_PROVIDER');
  if (!provider) return null;
  if (provider !== 'aliyun' && provider !== 'tencent') {
    throw new SmsSettingsError(`环境变量 SMS_PROVIDER 只能是 aliyun（阿里云短信）或 tencent（腾讯云短信），当前为 "${provider}"`);
  }
  if (text(env, 'SMS_SENDER')) {
    throw new SmsSettingsError('环境变量 SMS_SENDER 与 SMS_PROVIDER 只能设置一个：SMS_PROVIDER 由短信服务商发送验证码，SMS_SENDER（log、outbox）只用于开发与演示');
  }
  const missing: string[] = [];
  const need = (name: string) => {
    const value = text(env, name);
    if (!value) missing.push(name);
    return value;
  };
  const accessKeyId = need('SMS_ACCESS_KEY_ID');
  const accessKeySecret = need('SMS_ACCESS_KEY_SECRET');
  const signName = need('SMS_SIGN_NAME');
  const sdkAppId = provider === 'tencent' ? need('SMS_SDK_APP_ID') : '';
  const fallback = text(env, 'SMS_TEMPLATE');
  const templates = {} as Record<SmsScene, string>;
  for (const scene of SMS_SCENES) {
    templates[scene] = text(env, templateVariable(scene)) || fallback;
    if (!templates[scene]) missing.push(templateVariable(scene));
  }
  if (missing.length > 0) {
    throw new SmsSettingsError(`SMS_PROVIDER=${provider} 缺少配置：${missing.join('、')}（每种验证码一个模板 SMS_TEMPLATE_<用途>，或共用的 SMS_TEMPLATE）`);
  }
  const endpoint = text(env, 'SMS_ENDPOINT') || SMS_DEFAULT_ENDPOINT[provider];
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new SmsSettingsError('环境变量 SMS_ENDPOINT 不是合法的地址');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new SmsSettingsError('环境变量 SMS_ENDPOINT 的协议必须是 https: 或 http:');
  const noticeTemplates = noticeTemplatesFromEnv(env);
  const templateParam = text(env, 'SMS_TEMPLATE_PARAM') || 'code';
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,31}$/.test(templateParam)) throw new SmsSettingsError('环境变量 SMS_TEMPLATE_PARAM 必须是模板变量名（字母、数字、下划线）');
  return {
    provider,
    accessKeyId,
    accessKeySecret,
    signName,
    templates,
    noticeTemplates,
    templateParam,
    sdkAppId,
    region: text(env, 'SMS_REGION') || (provider === 'tencent' ? 'ap-guangzhou' : 'cn-hangzhou'),
    endpoint: url.toString(),
    timeoutMs: 10_000,
  };
}

/** The refusal of a production start (NODE_ENV=production, not demo mode) that cannot deliver sign-in codes. */
export const SMS_PROVIDER_MISSING =
  '生产环境没有配置短信服务商，登录、入驻申请和提现的验证码都无法送达：请设置 SMS_PROVIDER=aliyun 或 tencent 及其密钥、签名和各用途的模板（见 docs/auth.md），或设置 SMS_LOGIN=off 关闭短信登录';

/** Why this start must not go on (a production start with nothing to deliver codes and SMS sign-in on), or null. */
export function smsStartRefusal(config: { production: boolean; demo: boolean; sms: SmsSettings }): string | null {
  if (!config.production || config.demo || config.sms.provider || !config.sms.loginEnabled) return null;
  return SMS_PROVIDER_MISSING;
}

/** Whether codes can reach anyone: a provider, or a development sender (log, outbox) outside a production start. */
export const smsDeliverable = (config: { production: boolean; demo: boolean; sms: SmsSettings }) =>
  Boolean(config.sms.provider) || config.demo || !config.production;
