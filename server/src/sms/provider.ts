/**
 * A real SMS provider (Alibaba Cloud, Tencent Cloud): it delivers one code of one scene to one mobile with the scene's
 * approved template, or throws SmsDeliveryError, which says whether trying again may help (a timeout, a 5xx, the API's
 * own rate limit) or not (a bad template, signature or mobile, a wrong key, no balance). No message of it contains
 * the code: whatever the provider answers is cut short and the code replaced by ******.
 */
import { createHash, createHmac } from 'node:crypto';
import type { SmsScene } from 'shared/rules';
import type { SmsProviderName } from './settings.js';

export interface SmsDelivery {
  mobile: string;
  scene: SmsScene;
  code: string;
}

export interface SmsProvider {
  readonly name: SmsProviderName;
  /** Resolves with the provider's request id once it has accepted the message. */
  deliver(delivery: SmsDelivery): Promise<{ requestId: string }>;
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

/** What a provider said, safe to log and to keep as a job's error: at most 200 characters and never the code. */
export function providerText(text: unknown, code: string): string {
  const s = String(text ?? '').slice(0, 200);
  return code ? s.split(code).join('******') : s;
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
