/**
 * Refunds (FinanceRefundList, refund_info; the payer's request from 我的订单) and settlement (order_settle_list), over
 * services/refunds.ts and services/settlement.ts. Money mutations take an Idempotency-Key. Tenancy: a payer sees and
 * asks about their own orders; an institution's managers see and review their institution's refunds; the platform
 * admin sees all.
 */
import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { REFUND_REQUEST_MSG, REFUND_STATUSES, refundPolicyText } from 'shared/rules';
import { canManageInstitution, scopeListFilter } from '../../access/institutions.js';
import { canRefund, refundAccessProblem } from '../../access/orders.js';
import type { Principal } from '../../access/principal.js';
import { rowsOf } from '../../db/client.js';
import { competitions, institutions, orders, refundPolicies, refunds, users } from '../../db/schema/index.js';
import { forbidden, notFound, refused } from '../../errors.js';
import { idempotent } from '../../http/idempotency.js';
import { idQuery, ok, okResponse, pageQuery, ref } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';
import { inScope, iso, likePattern, type Scope } from '../../repositories/scope.js';
import { actorOf, managedCompetition } from '../competition/sign-up-shared.js';

const amount = { type: 'integer', minimum: 1, maximum: 1_000_000_000, description: '金额（分）' } as const;
const reason = { type: 'string', maxLength: 200 } as const;
const shanghai = (d: Date) => new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');

export default async function refundRoutes(app: ApiInstance) {
  const db = () => app.database.db;
  const payer = alias(users, 'payer');
  const reviewer = alias(users, 'reviewer');

  const select = () =>
    db()
      .select({ refund: refunds, order: orders, institutionName: institutions.name, payerNickname: payer.nickname, reviewerName: reviewer.nickname })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .innerJoin(institutions, eq(institutions.id, refunds.institutionId))
      .leftJoin(payer, eq(payer.id, orders.userId))
      .leftJoin(reviewer, eq(reviewer.id, refunds.reviewedBy));

  type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];
  const toDto = (principal: Principal, r: Row) => ({
    id: r.refund.id,
    refund_no: r.refund.refundNo,
    order_id: r.order.id,
    order_no: r.order.orderNo,
    order_kind: r.order.kind,
    subject: r.order.subject,
    institution_id: r.refund.institutionId,
    institution_name: r.institutionName,
    payer_nickname: r.payerNickname ?? '',
    amount_cents: r.refund.amountCents,
    order_amount_cents: r.order.amountCents,
    order_refunded_cents: r.order.refundedCents,
    order_status: r.order.status,
    pay_channel: r.order.payChannel,
    status: r.refund.status,
    initiator: r.refund.initiator,
    reason: r.refund.reason,
    review_reason: r.refund.reviewReason,
    reviewer_name: r.reviewerName ?? '',
    created_at: iso(r.refund.createdAt)!,
    reviewed_at: iso(r.refund.reviewedAt),
    completed_at: iso(r.refund.completedAt),
    can_review: r.refund.status === 'pending' && canRefund(principal, { institutionId: r.refund.institutionId, kind: r.order.kind }) ? (1 as const) : (0 as const),
  });

  const one = async (principal: Principal, id: number) => {
    const [row] = await select().where(eq(refunds.id, id)).limit(1);
    if (!row || !(canManageInstitution(principal, row.refund.institutionId) || row.order.userId === principal.userId)) throw notFound();
    return toDto(principal, row);
  };

  /** The order of a payer (404 for anyone else). */
  const payersOrder = async (principal: Principal, orderNo: string) => {
    const [order] = await db().select().from(orders).where(eq(orders.orderNo, orderNo)).limit(1);
    if (!order || order.userId !== principal.userId) throw notFound();
    return order;
  };

  app.get(
    '/refund/preview',
    {
      config: { documented: { notFound: true } },
      schema: {
        tags: ['finance'],
        summary: '申请退款前：订单已付、已退、按赛事退款规则此刻可退的金额（付款人）',
        querystring: { type: 'object', required: ['order_no'], properties: { order_no: { type: 'string', minLength: 1, maxLength: 32 } } },
        response: okResponse(ref('RefundPreview')),
      },
    },
    async (request) => ok(await app.refunds.preview(await payersOrder(request.principal!, request.query.order_no))),
  );

  app.post(
    '/refund/apply',
    {
      config: { documented: { notFound: true } },
      schema: {
        tags: ['finance'],
        summary: '付款人申请退款（报名费订单，按赛事退款规则；需要 Idempotency-Key），由收款机构或平台管理员审核',
        body: {
          type: 'object',
          required: ['order_no', 'amount_cents', 'reason'],
          properties: { order_no: { type: 'string', minLength: 1, maxLength: 32 }, amount_cents: amount, reason },
          additionalProperties: false,
        },
        response: okResponse(ref('RefundItem')),
      },
    },
    async (request) =>
      idempotent(app, request, async () => {
        const principal = request.principal!;
        const order = await payersOrder(principal, request.body.order_no);
        const refund = await app.refunds.request(order, request.body.amount_cents, request.body.reason, principal.userId);
        return ok(await one(principal, refund.id));
      }),
  );

  app.post(
    '/admin/refund/create',
    {
      config: { documented: { notFound: true } },
      schema: {
        tags: ['finance'],
        summary: '机构发起退款（订单所属机构管理员或平台管理员；不受退款规则限制，不超过已付 − 已退；需要 Idempotency-Key），立即批准',
        body: {
          type: 'object',
          required: ['order_id', 'amount_cents', 'reason'],
          properties: { order_id: { type: 'integer', minimum: 1 }, amount_cents: amount, reason },
          additionalProperties: false,
        },
        response: okResponse(ref('RefundItem')),
      },
    },
    async (request) =>
      idempotent(app, request, async () => {
        const principal = request.principal!;
        const [order] = await db().select().from(orders).where(eq(orders.id, request.body.order_id)).limit(1);
        const problem = order ? refundAccessProblem(principal, order) : 'not_found';
        if (problem === 'not_found') throw notFound();
        if (problem) throw refused(problem);
        const id = await app.refunds.refundDirectly(order, request.body.amount_cents, request.body.reason, actorOf(request), principal.isPlatformAdmin ? 'platform' : 'institution');
        return ok(await one(principal, id));
      }),
  );

  app.get(
    '/admin/refund_list',
    {
      schema: {
        tags: ['finance'],
        summary: '退款列表（平台管理员：全部；机构管理员：本机构）',
        querystring: {
          type: 'object',
          properties: {
            ...pageQuery,
            status: { type: 'string', enum: [...REFUND_STATUSES] },
            keyword: { type: 'string', maxLength: 50 },
            institution_id: { type: 'integer', minimum: 1 },
          },
        },
        response: okResponse(ref('RefundList')),
      },
    },
    async (request) => {
      const principal = request.principal!;
      const q = request.query;
      const scope = scopeListFilter(principal, q.institution_id);
      if (!scope) throw forbidden();
      const conditions: (SQL | undefined)[] = [inScope(refunds.institutionId, scope as Scope)];
      if (q.status) conditions.push(eq(refunds.status, q.status));
      const keyword = q.keyword?.trim();
      if (keyword) {
        const p = likePattern(keyword);
        conditions.push(or(ilike(refunds.refundNo, p), ilike(orders.orderNo, p), ilike(orders.subject, p)));
      }
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        select().where(where).orderBy(desc(refunds.createdAt), desc(refunds.id)).offset(q.start).limit(q.count),
        db().select({ n: count() }).from(refunds).innerJoin(orders, eq(orders.id, refunds.orderId)).where(where),
      ]);
      return ok({ total: total?.n ?? 0, list: rows.map((r) => toDto(principal, r)) });
    },
  );

  app.get(
    '/admin/refund_info',
    { config: { documented: { notFound: true } }, schema: { tags: ['finance'], summary: '退款详情', querystring: idQuery, response: okResponse(ref('RefundItem')) } },
    async (request) => ok(await one(request.principal!, request.query.id)),
  );

  app.post(
    '/admin/refund/check',
    {
      config: { documented: { notFound: true } },
      schema: {
        tags: ['finance'],
        summary: '审核退款申请（订单所属机构管理员或平台管理员）：通过即退款（账户余额立即退回，微信/支付宝原路退回），驳回须填原因；需要 Idempotency-Key',
        body: {
          type: 'object',
          required: ['id', 'action', 'reason'],
          properties: { id: { type: 'integer', minimum: 1 }, action: { type: 'string', enum: ['approve', 'reject'] }, reason },
          additionalProperties: false,
        },
        response: okResponse(ref('RefundItem')),
      },
    },
    async (request) =>
      idempotent(app, request, async () => {
        const principal = request.principal!;
        const [row] = await db()
          .select({ institutionId: refunds.institutionId, kind: orders.kind })
          .from(refunds)
          .innerJoin(orders, eq(orders.id, refunds.orderId))
          .where(eq(refunds.id, request.body.id))
          .limit(1);
        const problem = row ? refundAccessProblem(principal, row) : 'not_found';
        if (problem === 'not_found') throw notFound();
        if (problem) throw refused(problem);
        await app.refunds.review(request.body.id, request.body.action, request.body.reason, actorOf(request));
        return ok(await one(principal, request.body.id));
      }),
  );

  app.get(
    '/competition/refund_policy',
    {
      config: { documented: { notFound: true } },
      schema: { tags: ['finance'], summary: '赛事退款规则（主办方）', querystring: idQuery, response: okResponse(ref('RefundPolicyView')) },
    },
    async (request) => {
      const c = await managedCompetition(app, request.principal!, request.query.id);
      const [own] = await db().select().from(refundPolicies).where(eq(refundPolicies.competitionId, c.id)).limit(1);
      const policy = await app.refunds.policyOf(c.id);
      return ok({
        competition_id: c.id,
        full_until: iso(policy.fullUntil),
        percent: policy.percent,
        partial_until: iso(policy.partialUntil),
        policy_text: refundPolicyText(policy, shanghai),
        custom: own ? (1 as const) : (0 as const),
      });
    },
  );

  app.put(
    '/competition/refund_policy',
    {
      config: { documented: { notFound: true } },
      schema: {
        tags: ['finance'],
        summary: '设置赛事退款规则（主办方）：某时间前全额退款，另一时间前按比例退款，之后不可退',
        body: {
          type: 'object',
          required: ['id'],
          properties: {
            id: { type: 'integer', minimum: 1 },
            full_until: { type: ['string', 'null'], format: 'date-time' },
            percent: { type: 'integer', minimum: 0, maximum: 100 },
            partial_until: { type: ['string', 'null'], format: 'date-time' },
          },
          additionalProperties: false,
        },
        response: okResponse(ref('Empty')),
      },
    },
    async (request) => {
      const c = await managedCompetition(app, request.principal!, request.body.id);
      const b = request.body;
      const fullUntil = b.full_until ? new Date(b.full_until) : null;
      const partialUntil = b.partial_until ? new Date(b.partial_until) : null;
      const percent = b.percent ?? 0;
      if (partialUntil && fullUntil && partialUntil.getTime() <= fullUntil.getTime()) throw refused(REFUND_REQUEST_MSG.partialAfterFull);
      if (partialUntil && percent === 0) throw refused(REFUND_REQUEST_MSG.percentRequired);
      const values = { fullUntil, percent, partialUntil };
      await db().insert(refundPolicies).values({ competitionId: c.id, ...values }).onConflictDoUpdate({ target: refundPolicies.competitionId, set: values });
      return ok({});
    },
  );

  app.get(
    '/admin/order_settle_list',
    {
      schema: {
        tags: ['finance'],
        summary: '结算汇总：按赛事（报名费）和场馆（订场）列出已付、已退、已结算、服务费、待结算（平台管理员：全部；机构管理员：本机构）',
        querystring: { type: 'object', properties: { ...pageQuery, institution_id: { type: 'integer', minimum: 1 } } },
        response: okResponse(ref('SettleList')),
      },
    },
    async (request) => {
      const principal = request.principal!;
      const scope = scopeListFilter(principal, request.query.institution_id);
      if (!scope) throw forbidden();
      const days = app.config.payments.settleDays;
      const inScopeSql = scope === 'all' ? sql`true` : scope.length === 0 ? sql`false` : inArray(orders.institutionId, scope);
      const grouped = sql`
        select coalesce('c' || ${orders.competitionId}::text, 'v' || ${orders.institutionId}::text) as key,
               case when ${orders.competitionId} is null then 'venue' else 'competition' end as kind,
               ${orders.competitionId} as competition_id,
               coalesce(${competitions.name}, '场地预订') as name,
               ${orders.institutionId} as institution_id, ${institutions.name} as institution_name,
               count(*)::int as order_count,
               sum(${orders.amountCents})::int as paid_cents,
               sum(${orders.refundedCents})::int as refunded_cents,
               coalesce(sum(${orders.amountCents} - ${orders.refundedCents}) filter (where ${orders.settledAt} is not null), 0)::int as settled_cents,
               coalesce(sum((select -sum(p.amount_cents) from ledger_transactions t join ledger_postings p on p.transaction_id = t.id
                             join ledger_accounts a on a.id = p.account_id
                             where t.kind = 'settlement' and t.order_id = ${orders.id} and a.code = 'platform:fee_income')), 0)::int as fee_cents,
               coalesce(sum(${orders.amountCents} - ${orders.refundedCents}) filter (where ${orders.settledAt} is null), 0)::int as pending_cents,
               max(${competitions.endAt}) + make_interval(days => ${days}) as settle_at
        from ${orders}
        join ${institutions} on ${institutions.id} = ${orders.institutionId}
        left join ${competitions} on ${competitions.id} = ${orders.competitionId}
        where ${orders.kind} in ('sign_up', 'booking') and ${orders.status} in ('已支付', '已退款')
          and ${orders.payChannel} in ('wechat', 'alipay', 'balance') and ${inScopeSql}
        group by 1, 2, 3, 4, 5, 6`;
      const [rows, totalRows] = await Promise.all([
        db().execute(sql`${grouped} order by max(${orders.paidAt}) desc nulls last, 1 offset ${request.query.start} limit ${request.query.count}`),
        db().execute(sql`select count(*)::int as n from (${grouped}) g`),
      ]);
      type SettleRow = { key: string; kind: 'competition' | 'venue'; competition_id: number | null; name: string; institution_id: number; institution_name: string; order_count: number; paid_cents: number; refunded_cents: number; settled_cents: number; fee_cents: number; pending_cents: number; settle_at: Date | string | null };
      const list = rowsOf<SettleRow>(rows).map((r) => ({
        ...r,
        name: r.kind === 'venue' ? `场地预订（${r.institution_name}）` : r.name,
        settle_at: r.settle_at ? new Date(r.settle_at).toISOString() : null,
      }));
      return ok({ total: Number(rowsOf<{ n: number }>(totalRows)[0]?.n ?? 0), list });
    },
  );
}
