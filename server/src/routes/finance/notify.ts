/**
 * The gateways' asynchronous notifications (POST /api/pay/notify/:provider): the raw body as sent, verified by the
 * provider (signature, age, decryption), then applied once by the payment service. The answer is the gateway's own
 * acknowledgement format; anything not acknowledged is sent again by the gateway. Forged, stale, unknown or wrongly
 * priced notifications are refused (logged with their Chinese reason) and change nothing.
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.js';
import { NotificationRejected } from '../../payments/provider.js';

export default async function notifyRoutes(app: FastifyInstance) {
  // this plugin's own parsers (encapsulated): the body stays the exact text the gateway signed
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(['application/json', 'application/x-www-form-urlencoded', 'text/plain'], { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  app.post<{ Params: { provider: string }; Body: string }>(
    '/pay/notify/:provider',
    {
      config: { auth: 'public', csrf: 'gateway' },
      schema: {
        // a gateway's callback, not part of the client API: out of the OpenAPI document (and so of the fuzz suite,
        // whose cases are the documented operations); test/suites/payments.ts sends it forged, stale and replayed bodies
        hide: true,
        tags: ['finance'],
        summary: '支付网关异步通知（沙箱、微信支付、支付宝）：验证签名后处理，按网关要求的格式应答',
        params: { type: 'object', required: ['provider'], properties: { provider: { type: 'string', enum: ['sandbox', 'wechat', 'alipay'] } } },
      },
    },
    async (request, reply) => {
      const provider = app.gateways.named(request.params.provider);
      // a gateway this platform does not use (the sandbox in production): nothing to verify, nothing acknowledged
      if (!provider) return reply.code(404).type('application/json; charset=utf-8').send(JSON.stringify({ code: 'FAIL', message: '未启用该支付网关' }));
      const answer = (ok: boolean, message?: string) => {
        const r = provider.reply(ok, message);
        return reply.code(r.status).type(r.contentType).send(r.body);
      };
      try {
        const facts = await provider.parseNotification(request.headers, typeof request.body === 'string' ? request.body : '');
        if (facts.kind === 'payment') await app.payments.applyFacts(provider.name, facts);
        else await app.refunds.applyRefundFacts(facts);
        return answer(true);
      } catch (error) {
        if (error instanceof NotificationRejected || (error instanceof AppError && error.httpStatus < 500)) {
          request.log.warn({ provider: provider.name, reason: error.message }, 'payment notification refused');
          return answer(false, error.message);
        }
        throw error;
      }
    },
  );
}
