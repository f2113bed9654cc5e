/**
 * 资金流水: the postings of one ledger account, newest first (by id), as the flows page and the flows export read
 * them. One query shape for both: a page by offset (the page) or a batch below an id (the export walks the index
 * ledger_postings_account_idx (account_id, id) backwards).
 */
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { chinaDayStart, type LedgerTransactionKind } from 'shared/rules';
import type { Db } from '../db/client.js';
import { ledgerAccounts, ledgerPostings, ledgerTransactions, orders } from '../db/schema/index.js';

export interface FlowFilterFields {
  kind?: LedgerTransactionKind | string;
  /** inclusive days YYYY-MM-DD (Asia/Shanghai) */
  from?: string;
  to?: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function flowWhere(accountId: number, filter: FlowFilterFields): SQL | undefined {
  const conditions: SQL[] = [eq(ledgerPostings.accountId, accountId)];
  if (filter.kind) conditions.push(eq(ledgerTransactions.kind, filter.kind as LedgerTransactionKind));
  if (filter.from) conditions.push(gte(ledgerPostings.createdAt, chinaDayStart(filter.from)));
  if (filter.to) conditions.push(lt(ledgerPostings.createdAt, new Date(chinaDayStart(filter.to).getTime() + DAY_MS)));
  return and(...conditions);
}

const flowColumns = {
  id: ledgerPostings.id,
  createdAt: ledgerPostings.createdAt,
  kind: ledgerTransactions.kind,
  memo: ledgerTransactions.memo,
  orderNo: orders.orderNo,
  amount: ledgerPostings.amountCents,
  balanceAfter: ledgerPostings.balanceAfterCents,
};

const flowRow = <R extends { id: number | bigint; amount: number | bigint | string; balanceAfter: number | bigint | string }>(r: R) => ({
  ...r,
  id: Number(r.id),
  amount: Number(r.amount),
  balanceAfter: Number(r.balanceAfter),
});

export function createAccountFlowsRepo(db: Db) {
  const postings = (accountId: number, filter: FlowFilterFields, beforeId: number | null) =>
    db
      .select(flowColumns)
      .from(ledgerPostings)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
      .leftJoin(orders, eq(orders.id, ledgerTransactions.orderId))
      .where(and(flowWhere(accountId, filter), beforeId === null ? undefined : lt(ledgerPostings.id, beforeId)))
      .orderBy(desc(ledgerPostings.id));

  return {
    /** The account of a code: its id and its own count of postings, or undefined. */
    async account(code: string) {
      const [account] = await db.select({ id: ledgerAccounts.id, postings: ledgerAccounts.postingCount }).from(ledgerAccounts).where(eq(ledgerAccounts.code, code)).limit(1);
      return account;
    },

    /** How many postings of the account the filter keeps; the transaction is joined only when its kind is asked for. */
    async count(accountId: number, filter: FlowFilterFields): Promise<number> {
      const counted = db.select({ n: count() }).from(ledgerPostings);
      const [row] = await (filter.kind ? counted.innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId)) : counted).where(flowWhere(accountId, filter));
      return row?.n ?? 0;
    },

    /** One page of postings (offset), newest first. */
    async page(accountId: number, filter: FlowFilterFields, page: { start: number; count: number }) {
      const rows = await postings(accountId, filter, null).offset(page.start).limit(page.count);
      return rows.map(flowRow);
    },

    /** A batch of postings with id below `beforeId` (keyset, id desc): the export's walk. */
    async batch(accountId: number, filter: FlowFilterFields, beforeId: number | null, limit: number) {
      const rows = await postings(accountId, filter, beforeId).limit(limit);
      return rows.map(flowRow);
    },
  };
}
