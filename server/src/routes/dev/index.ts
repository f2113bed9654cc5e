import type { FastifyInstance } from 'fastify';
import { ok, okResponse, ref } from '../../http/envelope.js';
import { MOBILE_PATTERN } from '../auth/index.js';

/** Development helpers: registered only when SMS_SENDER=outbox. */
export default async function devRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { mobile: string } }>(
    '/dev/sms_outbox',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['dev'],
        summary: '开发短信发件箱（仅 SMS_SENDER=outbox 时存在）',
        querystring: { type: 'object', required: ['mobile'], properties: { mobile: { type: 'string', pattern: MOBILE_PATTERN } } },
        response: okResponse(ref('SmsOutbox')),
      },
    },
    async (request) => ok({ list: app.sms.outbox(request.query.mobile) }),
  );
}
