/**
 * The sandbox gateway's own endpoints (payments/sandbox.ts): what its pay page shows, and the tester's choice. They
 * stand for an external gateway's site, so they need no platform login: the unguessable payment number is the key.
 */
import { PAY_CHANNEL_LABEL, PAY_MSG } from 'shared/rules';
import { refused } from '../../errors.js';
import { ok, okResponse, ref } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';
import { sandboxDecide, sandboxPayment } from '../../payments/sandbox.js';

const paymentNo = { type: 'string', minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9]+$' } as const;

export default async function sandboxGatewayRoutes(app: ApiInstance) {
  app.get(
    '/sandbox_gateway/payment',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['finance'],
        summary: '沙箱网关：支付页显示的支付单（测试环境，不产生真实扣款）',
        querystring: { type: 'object', required: ['payment_no'], properties: { payment_no: paymentNo } },
        response: okResponse(ref('SandboxPayment')),
      },
    },
    async (request) => {
      const row = await sandboxPayment(app.database.db, request.query.payment_no);
      if (!row) throw refused(PAY_MSG.paymentMissing);
      const channel: 'alipay' | 'wechat' = row.channel === 'alipay' ? 'alipay' : 'wechat';
      return ok({
        payment_no: row.paymentNo,
        channel,
        channel_name: PAY_CHANNEL_LABEL[channel],
        merchant: '赛事运营平台',
        subject: row.subject,
        amount_cents: row.amountCents,
        status: row.status,
        expires_at: row.expiresAt.toISOString(),
      });
    },
  );

  app.post(
    '/sandbox_gateway/confirm',
    {
      config: { auth: 'public', csrf: false },
      schema: {
        tags: ['finance'],
        summary: '沙箱网关：测试者确认支付或取消；随后网关向平台发送签名的异步通知，直到平台确认收到',
        body: {
          type: 'object',
          required: ['payment_no', 'action'],
          properties: { payment_no: paymentNo, action: { type: 'string', enum: ['pay', 'cancel'] } },
          additionalProperties: false,
        },
        response: okResponse(ref('SandboxDecision')),
      },
    },
    async (request) => {
      const status = await sandboxDecide(app, request.body.payment_no, request.body.action);
      if (!status) throw refused(PAY_MSG.paymentMissing);
      return ok({ status });
    },
  );
}
