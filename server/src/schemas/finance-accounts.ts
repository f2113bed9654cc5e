/**
 * Named response schemas of an institution's money (docs/finance.md): 提现 (withdrawals), the balances of its
 * accounts, 资金流水 (the postings of one account, seen by its holder), the caller's wallet and a top-up order.
 * Registered through `allSchemas` in components.ts.
 */
import { LEDGER_TRANSACTION_KINDS, PAYOUT_ACCOUNT_STATUSES, WITHDRAW_STATUSES } from 'shared/rules';
import { dateTime, flag, int, listOf, nullableDateTime, obj, str, refTo } from './json-schema.js';

export const WithdrawItem = obj('WithdrawItem', '提现申请', {
  id: int,
  withdraw_no: { type: 'string', description: '提现单号' },
  institution_id: int,
  institution_name: str,
  amount_cents: { type: 'integer', description: '提现金额（分）' },
  status: { type: 'string', enum: WITHDRAW_STATUSES, description: 'pending 待审核（金额已冻结），approved 已打款，rejected 已驳回（金额已退回可提现余额）' },
  bank_name: { type: 'string', description: '开户银行' },
  card_number: { type: 'string', description: '银行账号（仅数字，界面按四位分组显示）' },
  account_name: { type: 'string', description: '收款户名（即机构名称）' },
  review_reason: { type: 'string', description: '驳回原因；未驳回为空' },
  payout_reference: { type: 'string', description: '打款凭证号；未打款为空' },
  requested_by_name: { type: 'string', description: '申请人昵称' },
  created_at: dateTime,
  reviewed_at: { ...nullableDateTime, description: '审核时间；待审核为 null' },
});

export const WithdrawList = listOf('WithdrawList', '提现申请列表', WithdrawItem);

export const WithdrawSmsSent = obj('WithdrawSmsSent', '提现验证码已发送', {
  mobile: { type: 'string', description: '接收验证码的手机号（中间四位隐藏，如 138****0001）' },
});

export const PayoutAccount = obj('PayoutAccount', '收款账户', {
  id: int,
  institution_id: int,
  account_name: { type: 'string', description: '收款户名（登记时的机构名称）' },
  bank_name: { type: 'string', description: '开户银行' },
  card_number: { type: 'string', description: '银行账号（仅数字，界面按四位分组显示）' },
  status: { type: 'string', enum: PAYOUT_ACCOUNT_STATUSES, description: 'pending 待短信验证，active 已验证（冷静期后可用），removed 已删除' },
  usable: { ...flag, description: '现在能否用于提现：已验证且冷静期已过为 1' },
  confirmed_at: { ...nullableDateTime, description: '短信验证时间；待验证为 null' },
  usable_from: { ...nullableDateTime, description: '可用于提现的时间（验证后一天）；待验证为 null' },
  created_at: dateTime,
});

export const PayoutAccountList = listOf('PayoutAccountList', '收款账户列表（未删除，新的在前）', PayoutAccount);

export const PayoutAccountCreated = obj('PayoutAccountCreated', '收款账户已登记，验证码已发送到机构负责人的手机', {
  account: refTo(PayoutAccount),
  mobile: { type: 'string', description: '接收验证码的手机号（中间四位隐藏，如 138****0001）' },
});

export const PayoutAccountSmsSent = obj('PayoutAccountSmsSent', '收款账户验证码已发送', {
  mobile: { type: 'string', description: '接收验证码的手机号（中间四位隐藏，如 138****0001）' },
});

export const AccountBalance = obj('AccountBalance', '机构账户余额（分）', {
  institution_id: int,
  institution_name: str,
  pending_cents: { type: 'integer', description: '待结算收入' },
  available_cents: { type: 'integer', description: '可提现余额' },
  payout_cents: { type: 'integer', description: '提现中（已申请、待打款的冻结金额）' },
  wallet_cents: { type: 'integer', description: '机构账户余额（充值，用于余额支付）' },
  withdrawn_cents: { type: 'integer', description: '累计已提现（已打款的提现申请之和）' },
});

export const AccountFlow = obj('AccountFlow', '资金流水（账户持有人视角）', {
  id: int,
  created_at: dateTime,
  kind: { type: 'string', enum: LEDGER_TRANSACTION_KINDS, description: '业务类型：payment 支付，overpayment 重复支付待退，settlement 结算，refund 退款，refund_payout 退款到账，withdraw_reserve 提现冻结，withdraw_release 提现驳回退回，withdraw_payout 提现打款' },
  memo: str,
  order_no: { type: 'string', description: '关联订单号；没有为空' },
  amount_cents: { type: 'integer', description: '变动金额（分）：收入为正，支出为负' },
  balance_cents: { type: 'integer', description: '变动后余额（分）' },
});

export const AccountFlowList = listOf('AccountFlowList', '资金流水列表（新的在前）', AccountFlow);

export const Wallet = obj('Wallet', '当前用户的账户余额', { balance_cents: { type: 'integer', description: '账户余额（分）' } });

export const TopUpCreated = obj('TopUpCreated', '充值订单已创建（待支付，去收银台支付）', { order_no: str });

export const financeAccountSchemas = [WithdrawItem, WithdrawList, WithdrawSmsSent, PayoutAccount, PayoutAccountList, PayoutAccountCreated, PayoutAccountSmsSent, AccountBalance, AccountFlow, AccountFlowList, Wallet, TopUpCreated];
