/**
 * The accounts of the double-entry ledger and the entries of each money event (docs/finance.md, "Ledger"), stated
 * once: the server posts exactly these entries (repositories/ledger.ts), `ledger:check` and the property test check
 * them, the mocks show them. Amounts are cents, debit positive (ledger.ts).
 *
 * Accounts:
 * - platform:clearing — the money the platform holds at its gateways (an asset: debited when money comes in);
 * - platform:sales_income — what the platform sells itself (live packages);
 * - platform:fee_income — the platform's service fee taken at settlement;
 * - platform:refunds_payable — refunds approved and not yet paid back through the gateway;
 * - inst:<id>:pending — an institution's income not settled yet (its competition has not ended + N days);
 * - inst:<id>:available — settled income the institution may withdraw;
 * - inst:<id>:payout — withdrawals asked for and not yet paid out (the reserve);
 * - inst:<id>:wallet / user:<id>:wallet — money topped up to pay with 账户余额.
 * Every account but clearing is held for someone (a liability or an income): its balance is a credit, so its debit
 * balance may never go above zero (`isHolderAccount`; the database checks it too).
 */
import type { LedgerEntry } from './ledger.ts';
import type { OrderKind } from './payments.ts';

export const LEDGER_ACCOUNT = {
  clearing: 'platform:clearing',
  salesIncome: 'platform:sales_income',
  feeIncome: 'platform:fee_income',
  refundsPayable: 'platform:refunds_payable',
  pending: (institutionId: number) => `inst:${institutionId}:pending`,
  available: (institutionId: number) => `inst:${institutionId}:available`,
  payout: (institutionId: number) => `inst:${institutionId}:payout`,
  institutionWallet: (institutionId: number) => `inst:${institutionId}:wallet`,
  userWallet: (userId: number) => `user:${userId}:wallet`,
} as const;

/** The money events of the ledger (ledger_transactions.kind), each one balanced transaction. */
export const LEDGER_TRANSACTION_KINDS = [
  'payment',
  'overpayment',
  'settlement',
  'refund',
  'refund_payout',
  'withdraw_reserve',
  'withdraw_release',
  'withdraw_payout',
] as const;
export type LedgerTransactionKind = (typeof LEDGER_TRANSACTION_KINDS)[number];

/** The money events as a holder reads them in 资金流水 (and the flows' filter). */
export const LEDGER_TRANSACTION_LABEL: Readonly<Record<LedgerTransactionKind, string>> = {
  payment: '支付',
  overpayment: '重复支付待退',
  settlement: '结算',
  refund: '退款',
  refund_payout: '退款到账',
  withdraw_reserve: '提现冻结',
  withdraw_release: '提现驳回退回',
  withdraw_payout: '提现打款',
};

export type LedgerAccountKind =
  | 'clearing'
  | 'sales_income'
  | 'fee_income'
  | 'refunds_payable'
  | 'pending'
  | 'available'
  | 'payout'
  | 'wallet';

export const LEDGER_ACCOUNT_LABEL: Readonly<Record<LedgerAccountKind, string>> = {
  clearing: '平台清算账户',
  sales_income: '平台销售收入',
  fee_income: '平台服务费收入',
  refunds_payable: '待退款',
  pending: '待结算收入',
  available: '可提现余额',
  payout: '提现中',
  wallet: '账户余额',
};

export interface ParsedAccount {
  code: string;
  kind: LedgerAccountKind;
  institutionId: number | null;
  userId: number | null;
}

/** The kind and holder of an account code, or null when it is not one of LEDGER_ACCOUNT's codes. */
export function parseAccount(code: string): ParsedAccount | null {
  const platform = /^platform:(clearing|sales_income|fee_income|refunds_payable)$/.exec(code);
  if (platform) return { code, kind: platform[1] as LedgerAccountKind, institutionId: null, userId: null };
  const inst = /^inst:([1-9]\d{0,9}):(pending|available|payout|wallet)$/.exec(code);
  if (inst) return { code, kind: inst[2] as LedgerAccountKind, institutionId: Number(inst[1]), userId: null };
  const user = /^user:([1-9]\d{0,9}):wallet$/.exec(code);
  if (user) return { code, kind: 'wallet', institutionId: null, userId: Number(user[1]) };
  return null;
}

/** Held for someone: its debit balance may never go above zero (everything but the clearing account). */
export const isHolderAccount = (code: string) => code !== LEDGER_ACCOUNT.clearing;

/** What a holder account holds, in cents, seen by its holder (a credit balance shown positive). */
export const heldCents = (debitBalance: number) => (debitBalance === 0 ? 0 : -debitBalance);

/** Who pays an order and who receives it. */
export interface OrderParties {
  kind: OrderKind;
  amountCents: number;
  /** The institution of the order: the payee of a sign-up fee or booking, the buyer of a live package or a top-up. */
  institutionId: number;
  /** The user who pays (a sign-up fee, a user's top-up); null when the institution pays. */
  userId: number | null;
}

/** The wallet an order is paid from with 账户余额, and filled by a top-up: the user's, or the institution's. */
export function payerWallet(o: Pick<OrderParties, 'kind' | 'institutionId' | 'userId'>): string {
  const institutionPays = o.kind === 'live_package' || (o.kind === 'top_up' && o.userId === null);
  return institutionPays || o.userId === null ? LEDGER_ACCOUNT.institutionWallet(o.institutionId) : LEDGER_ACCOUNT.userWallet(o.userId);
}

/** The account an order's money is for: the institution's pending income, the platform's sales, or the wallet topped up. */
export function payeeAccount(o: OrderParties): string {
  if (o.kind === 'live_package') return LEDGER_ACCOUNT.salesIncome;
  if (o.kind === 'top_up') return payerWallet(o);
  return LEDGER_ACCOUNT.pending(o.institutionId);
}

/**
 * The payment of an order: through a gateway the money comes into clearing, with 账户余额 out of the payer's
 * wallet; either way it goes to the payee's account.
 */
export function paymentEntries(o: OrderParties, channel: 'wechat' | 'alipay' | 'balance'): LedgerEntry[] {
  const from = channel === 'balance' ? payerWallet(o) : LEDGER_ACCOUNT.clearing;
  return [
    { account: from, amount: o.amountCents },
    { account: payeeAccount(o), amount: -o.amountCents },
  ];
}

/**
 * A gateway payment for an order that no longer takes it (paid already through another payment, or closed): the
 * money is owed back to the payer (refunds payable) until the gateway refund pays it out.
 */
export function overpaymentEntries(amountCents: number): LedgerEntry[] {
  return [
    { account: LEDGER_ACCOUNT.clearing, amount: amountCents },
    { account: LEDGER_ACCOUNT.refundsPayable, amount: -amountCents },
  ];
}

/** Settlement of an institution's pending income: the fee to the platform, the rest available to withdraw. */
export function settlementEntries(institutionId: number, grossCents: number, feeCents: number): LedgerEntry[] {
  const entries: LedgerEntry[] = [
    { account: LEDGER_ACCOUNT.pending(institutionId), amount: grossCents },
    { account: LEDGER_ACCOUNT.available(institutionId), amount: -(grossCents - feeCents) },
  ];
  if (feeCents > 0) entries.push({ account: LEDGER_ACCOUNT.feeIncome, amount: -feeCents });
  return entries.filter((e) => e.amount !== 0);
}

/** The platform's service fee of a gross amount at a rate in basis points (1% = 100), rounded down to the cent. */
export const feeCents = (grossCents: number, rateBasisPoints: number) => Math.floor((grossCents * rateBasisPoints) / 10_000);

/** A withdrawal asked for: available → payout (the reserve). */
export function withdrawReserveEntries(institutionId: number, amountCents: number): LedgerEntry[] {
  return [
    { account: LEDGER_ACCOUNT.available(institutionId), amount: amountCents },
    { account: LEDGER_ACCOUNT.payout(institutionId), amount: -amountCents },
  ];
}

/** A withdrawal rejected: the reserve goes back to available. */
export function withdrawReleaseEntries(institutionId: number, amountCents: number): LedgerEntry[] {
  return [
    { account: LEDGER_ACCOUNT.payout(institutionId), amount: amountCents },
    { account: LEDGER_ACCOUNT.available(institutionId), amount: -amountCents },
  ];
}

/** A withdrawal paid out to the bank card: the reserve leaves the platform's clearing account. */
export function withdrawPayoutEntries(institutionId: number, amountCents: number): LedgerEntry[] {
  return [
    { account: LEDGER_ACCOUNT.payout(institutionId), amount: amountCents },
    { account: LEDGER_ACCOUNT.clearing, amount: -amountCents },
  ];
}

/**
 * A refund approved: the payee gives the amount back — to the payer's wallet when it was paid from the wallet, else
 * to refunds payable until the gateway has paid it back (refundPayoutEntries).
 */
export function refundEntries(o: OrderParties, channel: 'wechat' | 'alipay' | 'balance', amountCents: number, settled = false): LedgerEntry[] {
  const to = channel === 'balance' ? payerWallet(o) : LEDGER_ACCOUNT.refundsPayable;
  // once settled, the institution's share is in its available balance (the platform keeps its fee)
  const from = settled && o.kind !== 'live_package' && o.kind !== 'top_up' ? LEDGER_ACCOUNT.available(o.institutionId) : payeeAccount(o);
  return [
    { account: from, amount: amountCents },
    { account: to, amount: -amountCents },
  ];
}

/** A gateway refund paid back to the payer: it leaves refunds payable and the clearing account. */
export function refundPayoutEntries(amountCents: number): LedgerEntry[] {
  return [
    { account: LEDGER_ACCOUNT.refundsPayable, amount: amountCents },
    { account: LEDGER_ACCOUNT.clearing, amount: -amountCents },
  ];
}
