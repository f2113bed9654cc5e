/** Live packages, buying one (a 待支付 order), purchases and the room quota of an institution. */
import { LIVE_MSG } from 'shared/rules';
import { canUseOrganiserFeaturesFor } from '../../access/institutions.js';
import { badInput, forbidden } from '../../errors.js';
import { ok, okResponse, pageQuery, ref } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';
import { institutionQuery, liveHelpers } from './shared.js';
import { toFlag } from '../../schemas/json-schema.js';

export function packageRoutes(app: ApiInstance) {
  const { repo, actor, scopeOf } = liveHelpers(app);

  app.get(
    '/admin/live/packages',
    { schema: { tags: ['live'], summary: '直播套餐（在售）', response: okResponse(ref('LivePackages')) } },
    async () => ok({ list: await repo().packages() }),
  );

  app.post(
    '/admin/live/buy',
    {
      schema: {
        tags: ['live'],
        summary: '购买直播套餐：生成待支付订单（财务订单）。request_id 由客户端生成，同一请求号只生成一笔订单',
        body: {
          type: 'object',
          required: ['institution_id', 'package_id', 'request_id'],
          properties: {
            institution_id: { type: 'integer', minimum: 1 },
            package_id: { type: 'integer', minimum: 1 },
            request_id: { type: 'string', minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' },
          },
          additionalProperties: false,
        },
        response: okResponse(ref('LiveOrderCreated')),
      },
    },
    async (request) => {
      const b = request.body;
      const principal = request.principal!;
      // an institution buys for itself; the platform admin does not buy packages
      if (principal.isPlatformAdmin || !canUseOrganiserFeaturesFor(principal, b.institution_id)) throw forbidden();
      const result = await app.live.buy(b.institution_id, b.package_id, b.request_id, actor(request));
      if (!result) throw badInput(LIVE_MSG.packageMissing);
      if (!result.created && result.packageId !== b.package_id) throw badInput(LIVE_MSG.requestIdReused);
      return ok({ order_id: result.orderId, order_no: result.orderNo, amount_cents: result.amountCents, status: result.status, created: toFlag(result.created) });
    },
  );

  app.get(
    '/admin/live/orders',
    {
      schema: {
        tags: ['live'],
        summary: '直播套餐订单（机构：本机构；平台管理员：全部）',
        querystring: { type: 'object', properties: { ...pageQuery, ...institutionQuery } },
        response: okResponse(ref('LivePurchaseList')),
      },
    },
    async (request) => {
      const q = request.query;
      return ok(await repo().purchases(scopeOf(request.principal!, q.institution_id), q));
    },
  );

  app.get(
    '/admin/live/quota',
    {
      schema: {
        tags: ['live'],
        summary: '机构的直播场次额度（已支付且在有效期内的套餐）',
        querystring: { type: 'object', required: ['institution_id'], properties: institutionQuery },
        response: okResponse(ref('LiveQuota')),
      },
    },
    async (request) => {
      if (!canUseOrganiserFeaturesFor(request.principal!, request.query.institution_id)) throw forbidden();
      return ok(await repo().quota(request.query.institution_id));
    },
  );
}
