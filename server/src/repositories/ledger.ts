/**
 * Posting to the double-entry ledger (docs/finance.md, "Ledger"): the only code that moves a balance. One money event
 * is one `post` inside the caller's database transaction: its transaction row (unique per idempotency key), one
 * posting per entry with the account's balance right after it, and each account's balance moved by the same
 * statement that locks its row. Accounts are locked in id order, so two events on the same accounts never deadlock.
 * A holder account (a wallet, an income) that would be overdrawn fails the database check
 * `ledger_accounts_holder_ck`; `post` turns that into `Overdrawn`, and the caller's transaction rolls back whole.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { isHolderAccount, type LedgerEntry, type LedgerTransactionKind, parseAccount, transactionProblem } from 'shared/rules';
import { pgErrorCode, type Tx } from '../db/client.js';
import { ledgerAccounts, ledgerPostings, ledgerTransactions } from '../db/schema/index.js';

/** A holder account would go below zero: the money event must not happen (余额不足). */
export class Overdrawn extends Error {
  constructor(readonly account: string) {
    super(`账户 ${account} 余额不足`);
    this.name = 'Overdrawn';
  }
}

export interface NewLedgerTransaction {
  key: string;
  kind: LedgerTransactionKind;
  entries: readonly LedgerEntry[];
  orderId?: number | null;
  paymentId?: number | null;
  refundId?: number | null;
  withdrawalId?: number | null;
  memo?: string;
  at?: Date;
}

/** The ids of the accounts, created when missing (their kind and holder follow from the code). */
async function accountIds(tx: Tx, codes: readonly string[]): Promise<Map<string, number>> {
  const values = codes.map((code) => {
    const parsed = parseAccount(code);
    if (!parsed) throw new Error(`unknown ledger account ${code}`);
    return { code, kind: parsed.kind, institutionId: parsed.institutionId, userId: parsed.userId, holder: isHolderAccount(code) };
  });
  await tx.insert(ledgerAccounts).values(values).onConflictDoNothing();
  const rows = await tx.select({ id: ledgerAccounts.id, code: ledgerAccounts.code }).from(ledgerAccounts).where(inArray(ledgerAccounts.code, [...codes]));
  return new Map(rows.map((r) => [r.code, r.id]));
}

/**
 * Posts one balanced transaction; `created: false` when a transaction with this key exists already (nothing is
 * posted again: the event happened once). Throws `Overdrawn` when a holder account would be overdrawn.
 */
export async function post(tx: Tx, t: NewLedgerTransaction): Promise<{ id: number; created: boolean }> {
  const problem = transactionProblem(t);
  if (problem) throw new Error(problem);
  const [row] = await tx
    .insert(ledgerTransactions)
    .values({
      key: t.key,
      kind: t.kind,
      orderId: t.orderId ?? null,
      paymentId: t.paymentId ?? null,
      refundId: t.refundId ?? null,
      withdrawalId: t.withdrawalId ?? null,
      memo: t.memo ?? '',
      ...(t.at ? { createdAt: t.at } : {}),
    })
    .onConflictDoNothing()
    .returning({ id: ledgerTransactions.id });
  if (!row) {
    const [existing] = await tx.select({ id: ledgerTransactions.id }).from(ledgerTransactions).where(eq(ledgerTransactions.key, t.key)).limit(1);
    return { id: existing!.id, created: false };
  }
  // one movement per account (entries on the same account add up), in id order
  const byCode = new Map<string, number>();
  for (const e of t.entries) byCode.set(e.account, (byCode.get(e.account) ?? 0) + e.amount);
  const ids = await accountIds(tx, [...byCode.keys()]);
  const moves = [...byCode.entries()].filter(([, amount]) => amount !== 0).map(([code, amount]) => ({ code, id: ids.get(code)!, amount }));
  moves.sort((a, b) => a.id - b.id);
  // Each balance moves with the statement that locks its account's row, and the lock is held until the commit: every
  // other posting to a busy account (a wallet, the platform's sales account) waits for it. So the accounts come last
  // in the transaction's work (callers post after their own rows; services/payments.ts), and after the first of them
  // only the other balances and one insert of all the postings follow.
  const postings: (typeof ledgerPostings.$inferInsert)[] = [];
  for (const m of moves) {
    try {
      const [updated] = await tx
        .update(ledgerAccounts)
        .set({ balanceCents: sql`${ledgerAccounts.balanceCents} + ${m.amount}`, postingCount: sql`${ledgerAccounts.postingCount} + 1` })
        .where(eq(ledgerAccounts.id, m.id))
        .returning({ balance: ledgerAccounts.balanceCents });
      postings.push({
        transactionId: row.id,
        accountId: m.id,
        amountCents: m.amount,
        balanceAfterCents: Number(updated!.balance),
        ...(t.at ? { createdAt: t.at } : {}),
      });
    } catch (error) {
      if (pgErrorCode(error) === '23514') throw new Overdrawn(m.code);
      throw error;
    }
  }
  if (postings.length > 0) await tx.insert(ledgerPostings).values(postings);
  return { id: row.id, created: true };
}

/** The debit balance of an account (0 when it has never been posted to). */
export async function balanceOf(tx: Pick<Tx, 'select'>, code: string): Promise<number> {
  const [row] = await tx.select({ balance: ledgerAccounts.balanceCents }).from(ledgerAccounts).where(eq(ledgerAccounts.code, code)).limit(1);
  return Number(row?.balance ?? 0);
}
