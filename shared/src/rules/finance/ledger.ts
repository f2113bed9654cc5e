/**
 * 流水 (ledger entries) of the double-entry ledger (issue 13, "Ledger"): every money event is one transaction whose
 * entries move whole cents (分) between accounts — a positive amount debits an account, a negative one credits it — and
 * sum to zero. Balances are nothing but the sums of entries. `ledgerProblems` states the invariants once, for the
 * server's `ledger:check`, the finance tests and the mocks.
 */

export interface LedgerEntry {
  account: string;
  /** cents; > 0 debit, < 0 credit, never 0 */
  amount: number;
}

export interface LedgerTransaction {
  /** The idempotency key of the money event: one transaction per key. */
  key: string;
  entries: readonly LedgerEntry[];
}

/** Why one transaction is not a valid double entry, or null. */
export function transactionProblem(tx: LedgerTransaction): string | null {
  if (!tx.key) return '交易缺少幂等键';
  if (tx.entries.length < 2) return `交易 ${tx.key} 少于两条分录`;
  let sum = 0;
  for (const e of tx.entries) {
    if (!Number.isSafeInteger(e.amount) || e.amount === 0) return `交易 ${tx.key} 的分录金额无效：${e.account} ${e.amount}`;
    sum += e.amount;
  }
  return sum === 0 ? null : `交易 ${tx.key} 借贷不平：差额 ${sum} 分`;
}

/** The balance (debits − credits, in cents) of every account the transactions touch. */
export function balancesOf(transactions: readonly LedgerTransaction[]): Map<string, number> {
  const balances = new Map<string, number>();
  for (const tx of transactions) for (const e of tx.entries) balances.set(e.account, (balances.get(e.account) ?? 0) + e.amount);
  return balances;
}

export interface LedgerCheck {
  /**
   * Accounts whose balance may never go below zero, seen from the account holder: for a liability account (a
   * wallet, an institution's available income) that is a credit balance, so its debit balance must stay ≤ 0.
   */
  holderAccount: (account: string) => boolean;
}

/**
 * Every invariant that does not hold, as a sentence (empty when the ledger is sound): each transaction balanced with
 * whole, non-zero entries; one transaction per idempotency key; debits equal credits in total; no holder account
 * overdrawn at any point in the transactions' order.
 */
export function ledgerProblems(transactions: readonly LedgerTransaction[], check: LedgerCheck): string[] {
  const problems: string[] = [];
  const keys = new Set<string>();
  const running = new Map<string, number>();
  let total = 0;
  for (const tx of transactions) {
    const problem = transactionProblem(tx);
    if (problem) problems.push(problem);
    if (keys.has(tx.key)) problems.push(`幂等键 ${tx.key} 有多笔交易`);
    keys.add(tx.key);
    for (const e of tx.entries) {
      total += e.amount;
      const balance = (running.get(e.account) ?? 0) + e.amount;
      running.set(e.account, balance);
    }
    for (const e of tx.entries) {
      const balance = running.get(e.account)!;
      if (check.holderAccount(e.account) && balance > 0) problems.push(`交易 ${tx.key} 后账户 ${e.account} 余额为负：${-balance} 分`);
    }
  }
  if (total !== 0) problems.push(`全部分录借贷不平：差额 ${total} 分`);
  return problems;
}
