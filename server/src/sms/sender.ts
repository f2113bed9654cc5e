import type { FastifyBaseLogger } from 'fastify';
import { smsText, type SmsScene } from 'shared/rules';

export interface SmsMessage {
  mobile: string;
  content: string;
  code: string;
  sent_at: string;
}

/** Pluggable SMS sender: `outbox` keeps messages for the dev outbox route, `log` writes them to the log. */

export interface SmsSender {
  readonly kind: 'outbox' | 'log';
  send(mobile: string, code: string, scene?: SmsScene): Promise<void>;
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
    outbox: (mobile) => messages.filter((m) => m.mobile === mobile),
  };
}

export function createLogSender(log: FastifyBaseLogger): SmsSender {
  return {
    kind: 'log',
    async send(mobile, code, scene) {
      log.info({ sms: { mobile, content: smsText(code, scene) } }, 'SMS sent');
    },
    outbox: () => [],
  };
}
