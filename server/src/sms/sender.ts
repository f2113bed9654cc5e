import type { FastifyBaseLogger } from 'fastify';

export interface SmsMessage {
  mobile: string;
  content: string;
  code: string;
  sent_at: string;
}

/** Pluggable SMS sender: `outbox` keeps messages for the dev outbox route, `log` writes them to the log. */
/** What a code is for (the `scene` of /auth/send_sms); it names the code in the message. */
export type SmsScene = 'login' | 'enrolment';

export interface SmsSender {
  readonly kind: 'outbox' | 'log';
  send(mobile: string, code: string, scene?: SmsScene): Promise<void>;
  /** Messages kept by the outbox sender (newest first); empty for other senders. */
  outbox(mobile: string): SmsMessage[];
}

const PURPOSE: Record<SmsScene, string> = { login: '登录验证码', enrolment: '入驻申请验证码' };

export const smsText = (code: string, scene: SmsScene = 'login') =>
  `【赛事运营平台】您的${PURPOSE[scene]}为 ${code}，10分钟内有效，请勿泄露给他人。`;

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
