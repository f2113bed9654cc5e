/**
 * Named response schemas of paying an order (docs/finance.md, "Payments"): the payer's orders, the cashier's view of
 * an order, a payment started, and the sandbox gateway's page. Registered through `allSchemas` in components.ts.
 */
import { ORDER_KINDS, ORDER_STATUSES, PAY_CHANNELS, PAYMENT_STATUSES } from 'shared/rules';
import { int, str, dateTime, nullableDateTime, obj, listOf } from './json-schema.js';

const orderStatus = { type: 'string', enum: ORDER_STATUSES } as const;
const kind = { type: 'string', enum: ORDER_KINDS, description: '订单类型：sign_up 报名费，booking 场地预订，live_package 直播套餐，top_up 账户充值' } as const;
const channel = { type: 'string', enum: PAY_CHANNELS, description: 'wechat 微信支付，alipay 支付宝，balance 账户余额' } as const;

export const PayerOrder = obj('PayerOrder', '我的订单（付款人视角）', {
  id: int,
  order_no: str,
  kind,
  subject: str,
  institution_name: { type: 'string', description: '收款方（报名费、订场）或购买机构（直播套餐）' },
  amount_cents: int,
  refunded_cents: int,
  status: orderStatus,
  pay_channel: { type: 'string', description: 'wechat | alipay | balance | offline，未支付为空' },
  created_at: dateTime,
  paid_at: nullableDateTime,
  expires_at: { ...nullableDateTime, description: '未支付订单的关闭时间；null 为不会超时' },
});

export const PayerOrderList = listOf('PayerOrderList', '我的订单列表', PayerOrder);

export const PayOrderStatus = obj('PayOrderStatus', '订单支付状态（收银台）', {
  order_no: str,
  kind,
  subject: str,
  payee_name: { type: 'string', description: '收款方名称' },
  amount_cents: { type: 'integer', description: '应付金额（分），由服务端按订单计算' },
  status: orderStatus,
  pay_channel: str,
  paid_at: nullableDateTime,
  expires_at: nullableDateTime,
  channels: { type: 'array', items: channel, description: '该订单可用的支付方式' },
  wallet_balance_cents: { type: 'integer', description: '付款人账户余额（分），用于账户余额支付' },
});

export const PayStart = obj('PayStart', '发起支付的结果', {
  payment_no: str,
  channel,
  amount_cents: int,
  status: { type: 'string', enum: PAYMENT_STATUSES, description: 'succeeded：已完成（账户余额）；pending：等待付款人在网关付款' },
  pay_url: { type: 'string', description: '支付页面地址（沙箱为站内路径 /pay/sandbox/<支付单号>）；没有时为空' },
  qr_code: { type: 'string', description: '要显示为二维码的内容（微信 code_url 等）；为空时可显示 pay_url 的二维码' },
});

export const SandboxPayment = obj('SandboxPayment', '沙箱网关的支付页', {
  payment_no: str,
  channel: { type: 'string', enum: ['wechat', 'alipay'] },
  channel_name: str,
  merchant: str,
  subject: str,
  amount_cents: int,
  status: { type: 'string', enum: ['pending', 'succeeded', 'closed'] },
  expires_at: dateTime,
});

export const SandboxDecision = obj('SandboxDecision', '沙箱支付的结果', { status: { type: 'string', enum: ['pending', 'succeeded', 'closed'] } });

export const paymentSchemas = [PayerOrder, PayerOrderList, PayOrderStatus, PayStart, SandboxPayment, SandboxDecision];
