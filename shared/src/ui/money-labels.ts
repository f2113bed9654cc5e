/**
 * Chinese labels of the money pages (资金账户 of mf-finance, 订场账户 of mf-venue, 我的钱包): the ledger's money events
 * as a holder reads them in 资金流水, the accounts an institution holds, and the withdrawal statuses as tags. Pure
 * data, antd-free (`StatusTag` of `shared/antd` draws a StatusMap).
 *
 * The kinds are the server's `LEDGER_TRANSACTION_KINDS` (server/src/db/schema/ledger.ts, the `kind` of AccountFlow in
 * the OpenAPI document). The server sends no label for them, so the label map lives here, beside the UI.
 */
import type { components } from '../api/generated/schema.ts';
import { LEDGER_ACCOUNT_LABEL } from '../rules/finance/accounts';
import { WITHDRAW_STATUS_LABEL, type WithdrawStatus } from '../rules/finance/withdrawals';
import { formatAmount } from './format';
import type { StatusMap } from './status-map';

/** A money event of the ledger (the `kind` of a flow, and of the flows' filter). */
export type FlowKind = components['schemas']['AccountFlow']['kind'];

/** 资金流水 的类型, in the order a filter lists them. */
export const FLOW_KIND_LABEL: Readonly<Record<FlowKind, string>> = {
  payment: '支付',
  settlement: '结算',
  refund: '退款',
  refund_payout: '退款到账',
  overpayment: '重复支付待退',
  withdraw_reserve: '提现冻结',
  withdraw_release: '提现驳回退回',
  withdraw_payout: '提现打款',
};

export const FLOW_KINDS = Object.keys(FLOW_KIND_LABEL) as FlowKind[];

/** The label of a flow's kind (the kind itself for one this map does not know yet). */
export const flowKindText = (kind: string) => FLOW_KIND_LABEL[kind as FlowKind] ?? kind;

/** The accounts an institution holds (the `account` of GET /admin/acc_flow_list), in the order of the balance cards. */
export const INSTITUTION_ACCOUNTS = ['available', 'pending', 'payout', 'wallet'] as const;
export type InstitutionAccount = (typeof INSTITUTION_ACCOUNTS)[number];

/** 可提现余额, 待结算收入, 提现中, 账户余额 (the ledger's own names, shared/rules LEDGER_ACCOUNT_LABEL). */
export const INSTITUTION_ACCOUNT_LABEL: Readonly<Record<InstitutionAccount, string>> = {
  available: LEDGER_ACCOUNT_LABEL.available,
  pending: LEDGER_ACCOUNT_LABEL.pending,
  payout: LEDGER_ACCOUNT_LABEL.payout,
  wallet: LEDGER_ACCOUNT_LABEL.wallet,
};

/** Withdrawal statuses as tags: 待审核 (the amount reserved), 已打款, 已驳回 (released). */
export const WITHDRAW_STATUS_TAG: StatusMap<WithdrawStatus> = {
  pending: { text: WITHDRAW_STATUS_LABEL.pending, color: 'gold' },
  approved: { text: WITHDRAW_STATUS_LABEL.approved, color: 'green' },
  rejected: { text: WITHDRAW_STATUS_LABEL.rejected, color: 'red' },
};

/** A signed amount of a flow: "+¥12.50" for money in, "-¥3.00" for money out (cents). */
export const signedAmount = (cents: number) => (cents > 0 ? `+${formatAmount(cents)}` : formatAmount(cents));
