/**
 * The sandbox gateway (PAYMENT_PROVIDER=sandbox, the default; docs/finance.md "Payments"): a stand-in for WeChat Pay and
 * Alipay that works offline and behaves like them where it matters to the platform —
 * - it keeps its own record of each payment it is asked to take (sandbox_payments, not our payments table);
 * - its pay page (the mf-finance page /pay/sandbox/:paymentNo over GET /api/sandbox_gateway/payment) lets the tester
 *   confirm or cancel;
 * - the change is then told to the platform by a **signed asynchronous notification** (HMAC-SHA256 over
 *   `timestamp\nnonce\nbody`), POSTed to /api/pay/notify/sandbox by a job of the queue `sandbox-notify`, and sent
 *   again on the queue's back-off schedule until the platform acknowledges it (`{"code":"SUCCESS"}`);
 * - the platform may also ask it (queryPayment), as it would ask a real gateway when a notification is late.
 * Refunds are answered at once as succeeded (the sandbox holds no money).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PAY_MSG } from 'shared/rules';
import type { Db } from '../db/client.js';
import { sandboxPayments } from '../db/schema/index.js';
import { JOB } from '../services/job-queues.js';
import { NotificationRejected, type PaymentFacts, type PaymentProvider, type RefundFacts } from './provider.js';

/** How old a notification may be when it arrives (each attempt is signed anew). */
const MAX_AGE_SECONDS = 300;
export const SANDBOX_NOTIFY_PATH = '/api/pay/notify/sandbox';
export const SANDBOX_HEADERS = { timestamp: 'x-sandbox-timestamp', nonce: 'x-sandbox-nonce', signature: 'x-sandbox-signature' } as const;

export interface SandboxNotification {
  event: 'payment';
  payment_no: string;
  trade_no: string;
  amount_cents: number;
  status: 'succeeded' | 'closed';
  paid_at: string | null;
}

export const sandboxSignature = (secret: string, timestamp: string, nonce: string, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}\n${nonce}\n${body}`).digest('base64');

/** Headers and body of a signed notification, as the sandbox sends it (and as tests forge or replay one). */
export function signedNotification(secret: string, notification: SandboxNotification, now = new Date()) {
  const body = JSON.stringify(notification);
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const nonce = randomBytes(12).toString('hex');
  return {
    body,
    headers: {
      'content-type': 'application/json',
      [SANDBOX_HEADERS.timestamp]: timestamp,
      [SANDBOX_HEADERS.nonce]: nonce,
      [SANDBOX_HEADERS.signature]: sandboxSignature(secret, timestamp, nonce, body),
    },
  };
}

const header = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const v = headers[name];
  return Array.isArray(v) ? v[0] : v;
};

function sameSignature(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const factsOf = (row: typeof sandboxPayments.$inferSelect): PaymentFacts => ({
  kind: 'payment',
  paymentNo: row.paymentNo,
  tradeNo: row.tradeNo,
  amountCents: row.amountCents,
  status: row.status,
  paidAt: row.paidAt,
});

export function createSandboxProvider(db: Db, secret: string, clock: () => Date = () => new Date()): PaymentProvider {
  return {
    name: 'sandbox',
    async createPayment(input) {
      await db
        .insert(sandboxPayments)
        .values({
          paymentNo: input.paymentNo,
          channel: input.channel,
          amountCents: input.amountCents,
          subject: input.subject.slice(0, 255),
          notifyUrl: input.notifyUrl,
          expiresAt: input.expiresAt,
        })
        .onConflictDoNothing();
      return { qrCode: '', payUrl: `/pay/sandbox/${input.paymentNo}` };
    },
    async parseNotification(headers, rawBody) {
      const timestamp = header(headers, SANDBOX_HEADERS.timestamp) ?? '';
      const nonce = header(headers, SANDBOX_HEADERS.nonce) ?? '';
      const signature = header(headers, SANDBOX_HEADERS.signature) ?? '';
      if (!/^\d{1,12}$/.test(timestamp) || !nonce || !sameSignature(signature, sandboxSignature(secret, timestamp, nonce, rawBody))) {
        throw new NotificationRejected(PAY_MSG.notifySignature);
      }
      if (Math.abs(clock().getTime() / 1000 - Number(timestamp)) > MAX_AGE_SECONDS) throw new NotificationRejected(PAY_MSG.notifyStale);
      let n: SandboxNotification;
      try {
        n = JSON.parse(rawBody) as SandboxNotification;
      } catch {
        throw new NotificationRejected(PAY_MSG.notifySignature);
      }
      if (n.event !== 'payment' || typeof n.payment_no !== 'string' || !Number.isSafeInteger(n.amount_cents)) throw new NotificationRejected(PAY_MSG.notifySignature);
      return {
        kind: 'payment',
        paymentNo: n.payment_no,
        tradeNo: String(n.trade_no ?? ''),
        amountCents: n.amount_cents,
        status: n.status === 'succeeded' ? 'succeeded' : 'closed',
        paidAt: n.paid_at ? new Date(n.paid_at) : null,
      };
    },
    reply(ok, message) {
      return { status: ok ? 200 : 400, contentType: 'application/json', body: JSON.stringify(ok ? { code: 'SUCCESS' } : { code: 'FAIL', message: message ?? '' }) };
    },
    async queryPayment(paymentNo) {
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.paymentNo, paymentNo)).limit(1);
      return row ? factsOf(row) : null;
    },
    async closePayment(paymentNo) {
      await db
        .update(sandboxPayments)
        .set({ status: 'closed' })
        .where(and(eq(sandboxPayments.paymentNo, paymentNo), eq(sandboxPayments.status, 'pending')));
    },
    async refund(input): Promise<RefundFacts> {
      return { kind: 'refund', refundNo: input.refundNo, paymentNo: input.paymentNo, amountCents: input.amountCents, status: 'succeeded' };
    },
    async queryRefund() {
      return null;
    },
  };
}

/** The sandbox page's view of one payment (GET /api/sandbox_gateway/payment). */
export async function sandboxPayment(db: Db, paymentNo: string) {
  const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.paymentNo, paymentNo)).limit(1);
  return row;
}

/**
 * The tester's choice on the sandbox page: pays or cancels a pending payment (a payment past its time is closed),
 * then queues the notification. Returns the payment's status after the choice, or null when unknown.
 */
export async function sandboxDecide(app: FastifyInstance, paymentNo: string, action: 'pay' | 'cancel', now = new Date()) {
  const db = app.database.db;
  const row = await sandboxPayment(db, paymentNo);
  if (!row) return null;
  if (row.status !== 'pending') return row.status;
  const pay = action === 'pay' && row.expiresAt.getTime() > now.getTime();
  const [changed] = await db
    .update(sandboxPayments)
    .set(pay ? { status: 'succeeded', tradeNo: `SB${now.getTime()}${randomBytes(4).toString('hex')}`, paidAt: now, acknowledgedAt: null } : { status: 'closed', acknowledgedAt: null })
    .where(and(eq(sandboxPayments.paymentNo, paymentNo), eq(sandboxPayments.status, 'pending')))
    .returning({ status: sandboxPayments.status });
  if (!changed) return (await sandboxPayment(db, paymentNo))?.status ?? null;
  await app.jobs.send(JOB.sandboxNotify, { paymentNo });
  return changed.status;
}

/**
 * One delivery of the notification of a payment (a job of `sandbox-notify`): signed anew, POSTed to the platform's
 * notify route; anything but the acknowledgement throws, so the queue sends it again after its back-off.
 */
export async function deliverSandboxNotification(app: FastifyInstance, paymentNo: string): Promise<void> {
  const db = app.database.db;
  const row = await sandboxPayment(db, paymentNo);
  if (!row || row.status === 'pending' || row.acknowledgedAt) return;
  const { body, headers } = signedNotification(app.gateways.sandboxSecret!, {
    event: 'payment',
    payment_no: row.paymentNo,
    trade_no: row.tradeNo,
    amount_cents: row.amountCents,
    status: row.status,
    paid_at: row.paidAt?.toISOString() ?? null,
  });
  // the platform's own route, through the whole request pipeline (content type, signature check, the service)
  const res = await app.inject({ method: 'POST', url: SANDBOX_NOTIFY_PATH, headers, payload: body });
  let acknowledged = false;
  try {
    acknowledged = res.statusCode === 200 && (JSON.parse(res.body) as { code?: string }).code === 'SUCCESS';
  } catch {
    acknowledged = false;
  }
  if (!acknowledged) throw new Error(`商户未确认支付通知（HTTP ${res.statusCode}）：${res.body.slice(0, 200)}`);
  await db.update(sandboxPayments).set({ acknowledgedAt: new Date() }).where(eq(sandboxPayments.paymentNo, paymentNo));
}
