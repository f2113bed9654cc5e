/**
 * Chinese labels of the money pages (资金账户 of mf-finance, 订场账户 of mf-venue, 我的钱包): the ledger's money events
 * as a holder reads them in 资金流水, the accounts an institution holds, and the withdrawal statuses as tags. Pure
 * data, antd-free (`StatusTag` of `shared/antd` draws a StatusMap).
 *
 * The money events and their labels are shared/rules' LEDGER_TRANSACTION_KINDS and LEDGER_TRANSACTION_LABEL.
 */
import { LEDGER_ACCOUNT_LABEL, LEDGER_TRANSACTION_LABEL, type LedgerTransactionKind } from '../rules/finance/accounts';
import { PAYOUT_ACCOUNT_STATE_LABEL, type PayoutAccountState } from '../rules/finance/payout-accounts';
import { WITHDRAW_STATUS_LABEL, type WithdrawStatus } from '../rules/finance/withdrawals';
import { formatAmount } from './format';
import type { StatusMap } from './status-map';

/** The label of a flow's kind (the kind itself for one the rules do not know yet). */
export const flowKindText = (kind: string) => LEDGER_TRANSACTION_LABEL[kind as LedgerTransactionKind] ?? kind;

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

/** 收款账户 as tags: 待验证 (no SMS code yet), 冷静期 (confirmed, not yet usable), 可用, 已删除 (payoutAccountState). */
export const PAYOUT_ACCOUNT_STATE_TAG: StatusMap<PayoutAccountState> = {
  pending: { text: PAYOUT_ACCOUNT_STATE_LABEL.pending, color: 'gold' },
  cooling: { text: PAYOUT_ACCOUNT_STATE_LABEL.cooling, color: 'blue' },
  usable: { text: PAYOUT_ACCOUNT_STATE_LABEL.usable, color: 'green' },
  removed: { text: PAYOUT_ACCOUNT_STATE_LABEL.removed, color: 'default' },
};

/** A signed amount of a flow: "+¥12.50" for money in, "-¥3.00" for money out (cents). */
export const signedAmount = (cents: number) => (cents > 0 ? `+${formatAmount(cents)}` : formatAmount(cents));
