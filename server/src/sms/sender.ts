import type { FastifyBaseLogger } from 'fastify';
import { maskMobile, smsText, type SmsScene } from 'shared/rules';
import type { SmsProviderName } from './settings.js';

export interface SmsMessage {
  mobile: string;
  content: string;
  code: string;
  sent_at: string;
}

/**
 * Where a code goes (plugins/app/sms.ts chooses one at start, docs/auth.md "SMS login"):
 * - `aliyun`, `tencent`: a real provider, through the `sms-send` job queue (sms/queue.ts);
 * - `outbox` (demo mode only): kept in memory for GET /api/dev/sms_outbox;
 * - `log` (development): a line that a code was sent to a masked mobile — never the code;
 * - `off`: nothing can deliver a code (a production start without a provider and with SMS_LOGIN=off); sendSmsCode
 *   refuses before asking it.
 */
export interface SmsSender {
  readonly kind: 'outbox' | 'log' | 'off' | SmsProviderName;
  send(mobile: string, code: string, scene?: SmsScene): Promise<void>;
  /**
   * A notice without a code (候补 offers, docs/venues.md; 入驻审核通过, docs/onboarding.md): best effort — the outbox keeps it, the log names the masked
   * mobile, `off` and a real provider (whose approved templates carry codes only) send nothing and say so in the log.
   * Never throws: a notice lost does not undo the workflow that sent it.
   */
  notify(mobile: string, text: string, kind: string): Promise<void>;
  /** Messages kept by the outbox sender (newest first); empty for other senders. */
  outbox(mobile: string): SmsMessage[];
}

export function createOutboxSender(limit = 500): SmsSender {
  const messages: SmsMessage[] = [];
  return {
    kind: 'outbox',
    async send(mobile, code, scene) {
      messages.unshift({ mobile, code, content: smsText(code, scene), sent_at: new Date().toISOString() });
      if (messages.length > limit) messages.length = limit;
    },
    async notify(mobile, text) {
      messages.unshift({ mobile, code: '', content: text, sent_at: new Date().toISOString() });
      if (messages.length > limit) messages.length = limit;
    },
    outbox: (mobile) => messages.filter((m) => m.mobile === mobile),
  };
}

/** Development: says that a code was sent, to whom (masked) and what for; whoever reads the log cannot use it. */
export function createLogSender(log: FastifyBaseLogger): SmsSender {
  return {
    kind: 'log',
    async send(mobile, _code, scene = 'login') {
      log.info({ sms: { mobile: maskMobile(mobile), scene } }, 'SMS code sent (SMS_SENDER=log: not delivered, the code is not logged)');
    },
    async notify(mobile, _text, kind) {
      log.info({ sms: { mobile: maskMobile(mobile), notice: kind } }, 'SMS notice sent (SMS_SENDER=log: not delivered)');
    },
    outbox: () => [],
  };
}

export function createOffSender(log?: FastifyBaseLogger): SmsSender {
  return {
    kind: 'off',
    async send() {
      throw new Error('no SMS provider: sendSmsCode refuses before sending');
    },
    async notify(mobile, _text, kind) {
      log?.warn({ sms: { mobile: maskMobile(mobile), notice: kind } }, 'SMS notice not sent: no SMS provider');
    },
    outbox: () => [],
  };
}
