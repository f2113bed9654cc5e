import { ok, okResponse, ref } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';
import { MOBILE_PATTERN } from '../../services/sign-in.js';
import type { OutboxSender } from '../../sms/sender.js';

/** Development helpers: registered only in demo mode with SMS_SENDER=outbox (DEMO_MODE=true). */
export default async function devRoutes(app: ApiInstance) {
  app.get(
    '/dev/sms_outbox',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['dev'],
        summary: '演示短信发件箱（仅演示模式 DEMO_MODE=true 且 SMS_SENDER=outbox 时存在）',
        querystring: { type: 'object', required: ['mobile'], properties: { mobile: { type: 'string', pattern: MOBILE_PATTERN } } },
        response: okResponse(ref('SmsOutbox')),
      },
    },
    async (request) => {
      const sender = app.sms;
      // shared through Redis by every node (sms/sender.ts createOutboxSender); the node's own otherwise
      const list = 'sharedOutbox' in sender ? await (sender as OutboxSender).sharedOutbox(request.query.mobile) : sender.outbox(request.query.mobile);
      return ok({ list });
    },
  );
}
