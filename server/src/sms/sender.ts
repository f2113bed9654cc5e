import type { FastifyBaseLogger } from 'fastify';
import { maskMobile, smsNoticeText, smsText, type SmsNotice, type SmsScene } from 'shared/rules';
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
   * A notice without a code (shared/rules SMS_NOTICES: 候补 offers, docs/venues.md; 入驻审核通过, docs/onboarding.md),
   * its kind and named parameters: best effort — the outbox keeps its text (smsNoticeText), the log names the masked
   * mobile and the kind, a real provider queues it for the kind's template (SMS_TEMPLATE_<KIND>; a kind without one is
   * logged and not sent), `off` sends nothing and says so. `expiresAt`: not sent after (an offer's hold lapses).
   * Never throws: a notice lost does not undo the workflow that sent it.
   */
  notify(mobile: string, notice: SmsNotice, options?: { expiresAt?: Date }): Promise<void>;
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
    async notify(mobile, notice) {
      messages.unshift({ mobile, code: '', content: smsNoticeText(notice), sent_at: new Date().toISOString() });
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
    async notify(mobile, notice) {
      log.info({ sms: { mobile: maskMobile(mobile), notice: notice.kind } }, 'SMS notice sent (SMS_SENDER=log: not delivered)');
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
    async notify(mobile, notice) {
      log?.warn({ sms: { mobile: maskMobile(mobile), notice: notice.kind } }, 'SMS notice not sent: no SMS provider');
    },
    outbox: () => [],
  };
}
