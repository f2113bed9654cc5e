/** The account home's charts (AccountHome / 资金账户): repositories/account-stats.ts, for the institution's managers. */
import { assertManages } from '../../access/finance.js';
import { ok, okResponse, ref } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';
import { accountStatsOf } from '../../repositories/account-stats.js';

export default async function accountStatsRoutes(app: ApiInstance) {
  app.get(
    '/admin/account_stats',
    {
      schema: {
        tags: ['finance'],
        summary: '机构资金统计：近 12 个月的收入、退款、提现，以及按赛事的收入与退款（本机构管理员或平台管理员）',
        querystring: { type: 'object', required: ['institution_id'], properties: { institution_id: { type: 'integer', minimum: 1 } } },
        response: okResponse(ref('AccountStats')),
      },
    },
    async (request) => {
      assertManages(request.principal!, request.query.institution_id);
      return ok(await accountStatsOf(app.database.db, request.query.institution_id));
    },
  );
}
