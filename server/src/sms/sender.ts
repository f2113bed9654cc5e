import type { FastifyBaseLogger } from 'fastify';

export interface SmsMessage {
  mobile: string;
  content: string;
  code: string;
  sent_at: string;
}

/** Pluggable SMS sender: `outbox` keeps messages for the dev outbox route, `log` writes them to the log. */
export interface SmsSender {
  readonly kind: 'outbox' | 'log';
  send(mobile: string, code: string): Promise<void>;
  /** Messages kept by the outbox sender (newest first); empty for other senders. */
  outbox(mobile: string): SmsMessage[];
}

export const smsLoginText = (code: string) => `【赛事运营平台】您的登录验证码为 ${code}，10分钟内有效，请勿泄露给他人。`;

export function createOutboxSender(limit = 500): SmsSender {
  const messages: SmsMessage[] = [];
  return {
    kind: 'outbox',
    async send(mobile, code) {
      messages.unshift({ mobile, code, content: smsLoginText(code), sent_at: new Date().toISOString() });
      if (messages.length > limit) messages.length = limit;
    },
    outbox: (mobile) => messages.filter((m) => m.mobile === mobile),
  };
}

export function createLogSender(log: FastifyBaseLogger): SmsSender {
  return {
    kind: 'log',
    async send(mobile, code) {
      log.info({ sms: { mobile, content: smsLoginText(code) } }, 'SMS sent');
    },
    outbox: () => [],
  };
}
