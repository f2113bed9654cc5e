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
 * - `outbox` (demo mode only): kept in memory for GET /api/dev/sms_outbox, and in Redis when there is one (every
 *   node then reads the codes any node sent);
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

interface OutboxPipeline {
  lpush(key: string, value: string): OutboxPipeline;
  ltrim(key: string, start: number, stop: number): OutboxPipeline;
  expire(key: string, seconds: number): OutboxPipeline;
  exec(): Promise<unknown>;
}

/** The part of a Redis connection the shared outbox uses (ioredis). */
export interface OutboxRedis {
  readonly status: string;
  multi(): OutboxPipeline;
  lrange(key: string, start: number, stop: number): Promise<string[]>;
}

/** The outbox sender; with Redis its messages are shared by every API node (`sharedOutbox`). */
export interface OutboxSender extends SmsSender {
  readonly kind: 'outbox';
  /**
   * The messages for `mobile` (newest first) as every node sees them: from Redis when the outbox has one and it
   * answers (a code sent through one node is read through another, docs/deploying.md), otherwise this node's own.
   */
  sharedOutbox(mobile: string): Promise<SmsMessage[]>;
}

/** Redis key of one mobile's outbox messages; kept a day, at most PER_MOBILE of them. */
const outboxKey = (mobile: string) => `saishi:sms-outbox:${mobile}`;
const PER_MOBILE = 50;

export function createOutboxSender(limit = 500, redis: OutboxRedis | null = null): OutboxSender {
  const messages: SmsMessage[] = [];
  const keep = async (message: SmsMessage) => {
    messages.unshift(message);
    if (messages.length > limit) messages.length = limit;
    if (redis?.status !== 'ready') return;
    const key = outboxKey(message.mobile);
    // best effort: while Redis is away the message stays in this node's outbox only
    await redis.multi().lpush(key, JSON.stringify(message)).ltrim(key, 0, PER_MOBILE - 1).expire(key, 24 * 3600).exec().catch(() => undefined);
  };
  const local = (mobile: string) => messages.filter((m) => m.mobile === mobile);
  return {
    kind: 'outbox',
    async send(mobile, code, scene) {
      await keep({ mobile, code, content: smsText(code, scene), sent_at: new Date().toISOString() });
    },
    async notify(mobile, notice) {
      await keep({ mobile, code: '', content: smsNoticeText(notice), sent_at: new Date().toISOString() });
    },
    outbox: local,
    async sharedOutbox(mobile) {
      if (redis?.status !== 'ready') return local(mobile);
      try {
        return (await redis.lrange(outboxKey(mobile), 0, -1)).map((m) => JSON.parse(m) as SmsMessage);
      } catch {
        return local(mobile);
      }
    },
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
