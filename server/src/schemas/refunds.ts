/**
 * Named response schemas of refunds and settlement (docs/finance.md, "Refunds", "Settlement"). Registered through
 * `allSchemas` in components.ts.
 */
import { ORDER_KINDS, ORDER_STATUSES, REFUND_INITIATORS, REFUND_STATUSES } from 'shared/rules';
import { int, str, flag, dateTime, nullableDateTime, nullableInt, obj, listOf } from './json-schema.js';

const refundProps = {
  id: int,
  refund_no: str,
  order_id: int,
  order_no: str,
  order_kind: { type: 'string', enum: ORDER_KINDS },
  subject: str,
  institution_id: int,
  institution_name: str,
  payer_nickname: str,
  amount_cents: int,
  order_amount_cents: int,
  order_refunded_cents: int,
  order_status: { type: 'string', enum: ORDER_STATUSES },
  pay_channel: str,
  status: { type: 'string', enum: REFUND_STATUSES, description: 'pending 待审核，processing 退款中，succeeded 已退款，rejected 已驳回' },
  initiator: { type: 'string', enum: REFUND_INITIATORS, description: 'payer 付款人申请，institution 机构发起，platform 平台发起，overpayment 重复支付自动退回' },
  reason: str,
  review_reason: str,
  reviewer_name: str,
  created_at: dateTime,
  reviewed_at: nullableDateTime,
  completed_at: nullableDateTime,
  can_review: { ...flag, description: '1 = 当前用户可审核（待审核，订单所属机构管理员或平台管理员）' },
} as const;

export const RefundItem = obj('RefundItem', '退款', refundProps);
export const RefundList = listOf('RefundList', '退款列表', RefundItem);

export const RefundPreview = obj('RefundPreview', '可退款信息（付款人申请退款前）', {
  order_no: str,
  paid_cents: int,
  refunded_cents: int,
  refundable_cents: { type: 'integer', description: '按退款规则此刻最多可退（分）；0 为不可申请' },
  policy_text: str,
  open_refund: { ...flag, description: '1 = 已有处理中的退款申请' },
});

export const RefundPolicyView = obj('RefundPolicyView', '赛事退款规则', {
  competition_id: int,
  full_until: nullableDateTime,
  percent: int,
  partial_until: nullableDateTime,
  policy_text: str,
  custom: { ...flag, description: '0 = 未设置，使用默认规则（比赛开始前可全额退款）' },
});

export const SettleRow = obj('SettleRow', '结算汇总（按赛事或场馆）', {
  key: str,
  kind: { type: 'string', enum: ['competition', 'venue'] },
  competition_id: nullableInt,
  name: str,
  institution_id: int,
  institution_name: str,
  order_count: int,
  paid_cents: int,
  refunded_cents: int,
  settled_cents: { type: 'integer', description: '已结算的收入（扣除服务费前）' },
  fee_cents: { type: 'integer', description: '平台服务费' },
  pending_cents: { type: 'integer', description: '待结算的收入' },
  settle_at: { ...nullableDateTime, description: '预计结算时间（赛事结束 + 结算天数）' },
});
export const SettleList = listOf('SettleList', '结算汇总列表', SettleRow);

export const AccountStats = obj('AccountStats', '机构资金统计（图表）', {
  by_month: {
    type: 'array',
    items: { type: 'object', required: ['month', 'income_cents', 'refund_cents', 'withdraw_cents'], properties: { month: str, income_cents: int, refund_cents: int, withdraw_cents: int }, additionalProperties: false },
  },
  by_competition: {
    type: 'array',
    items: { type: 'object', required: ['name', 'income_cents', 'refund_cents'], properties: { name: str, income_cents: int, refund_cents: int }, additionalProperties: false },
  },
});

export const refundSchemas = [RefundItem, RefundList, RefundPreview, RefundPolicyView, SettleRow, SettleList, AccountStats];
