/**
 * A real SMS provider (Alibaba Cloud, Tencent Cloud): it delivers one message to one mobile with an approved template —
 * a code of one scene with the scene's template, or a notice (no code) with its kind's template and named parameters
 * — or throws SmsDeliveryError, which says whether trying again may help (a timeout, a 5xx, the API's own rate limit)
 * or not (a bad template, signature or mobile, a wrong key, no balance, a notice kind without a template). No message
 * of it contains the code or the whole mobile: whatever the provider answers is cut short and those replaced.
 */
import { createHash, createHmac } from 'node:crypto';
import { isMobile, maskMobile, type SmsNoticeKind, type SmsScene } from 'shared/rules';
import type { SmsProviderName, SmsProviderSettings } from './settings.js';

export interface SmsCodeDelivery {
  mobile: string;
  scene: SmsScene;
  code: string;
}

export interface SmsNoticeDelivery {
  mobile: string;
  notice: SmsNoticeKind;
  /** The kind's named parameters (shared/rules SMS_NOTICES); the template takes those it declares. */
  params: Record<string, string>;
}

export type SmsDelivery = SmsCodeDelivery | SmsNoticeDelivery;

export const isNoticeDelivery = (d: SmsDelivery): d is SmsNoticeDelivery => 'notice' in d;

export interface SmsProvider {
  readonly name: SmsProviderName;
  /** The notice kinds with an approved template (SMS_TEMPLATE_<KIND>); others are not sent. */
  readonly notices: readonly SmsNoticeKind[];
  /** Resolves with the provider's request id once it has accepted the message. */
  deliver(delivery: SmsDelivery): Promise<{ requestId: string }>;
}

/** The notice kinds the settings have a template of. */
export const noticeKinds = (settings: SmsProviderSettings): SmsNoticeKind[] => (Object.keys(settings.noticeTemplates) as SmsNoticeKind[]).filter((k) => settings.noticeTemplates[k]);

/**
 * What a delivery asks of the provider: the template, its parameters by name (Alibaba Cloud's TemplateParam) and in
 * the template's order (Tencent Cloud's TemplateParamSet), and what no message may show (the code, the mobile).
 */
export function templateOf(settings: SmsProviderSettings, delivery: SmsDelivery): { template: string; named: Record<string, string>; ordered: string[]; hidden: string[] } {
  if (!isNoticeDelivery(delivery)) {
    return { template: settings.templates[delivery.scene], named: { [settings.templateParam]: delivery.code }, ordered: [delivery.code], hidden: [delivery.mobile, delivery.code] };
  }
  const template = settings.noticeTemplates[delivery.notice];
  if (!template) throw new SmsDeliveryError(`${settings.provider} SMS: no template of the notice ${delivery.notice} (SMS_TEMPLATE_${delivery.notice.toUpperCase()})`, true, 'NoNoticeTemplate');
  const ordered = template.params.map((name) => delivery.params[name] ?? '');
  return { template: template.id, named: Object.fromEntries(template.params.map((name, i) => [name, ordered[i]!])), ordered, hidden: [delivery.mobile] };
}

export class SmsDeliveryError extends Error {
  constructor(
    message: string,
    /** true: the same request will fail again (do not retry). */
    readonly permanent: boolean,
    /** The provider's error code (or HTTP_<status>, Timeout, Network). */
    readonly providerCode: string,
  ) {
    super(message);
    this.name = 'SmsDeliveryError';
  }
}

export const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
export const hmacSha256 = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

/**
 * What a provider said, safe to log and to keep as a job's error: at most 200 characters, never the code (******)
 * and never a whole mobile (masked).
 */
export function providerText(text: unknown, ...hidden: string[]): string {
  let s = String(text ?? '').slice(0, 200);
  for (const secret of hidden) if (secret) s = s.split(secret).join(isMobile(secret) ? maskMobile(secret) : '******');
  return s;
}

/**
 * One POST to the provider, answered as parsed JSON with its HTTP status. A network failure, a timeout, a 5xx or a
 * 429 and an answer that is not JSON are retryable failures.
 */
export async function postToProvider(
  provider: SmsProviderName,
  url: string,
  init: { headers: Record<string, string>; body: string },
  timeoutMs: number,
): Promise<{ status: number; json: Record<string, unknown> }> {
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', headers: init.headers, body: init.body || undefined, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'TimeoutError' || name === 'AbortError') throw new SmsDeliveryError(`${provider} SMS API did not answer within ${timeoutMs} ms`, false, 'Timeout');
    throw new SmsDeliveryError(`${provider} SMS API unreachable: ${(error as { cause?: { code?: string } }).cause?.code ?? name ?? 'error'}`, false, 'Network');
  }
  let text: string;
  try {
    text = await response.text();
  } catch {
    throw new SmsDeliveryError(`${provider} SMS API answer broke off (HTTP ${response.status})`, false, `HTTP_${response.status}`);
  }
  let json: Record<string, unknown> | null = null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object') json = parsed as Record<string, unknown>;
  } catch {
    json = null;
  }
  if (response.status >= 500 || response.status === 429 || !json) {
    throw new SmsDeliveryError(`${provider} SMS API answered HTTP ${response.status}`, false, `HTTP_${response.status}`);
  }
  return { status: response.status, json };
}
