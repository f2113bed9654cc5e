/**
 * 资金流水: the postings of one ledger account, newest first (by id), as the flows page and the flows export read
 * them. One query shape for both: a page by offset (the page) or a batch below an id (the export walks the index
 * ledger_postings_account_idx (account_id, id) backwards). And the rest services/account-flows.ts reads and writes:
 * what an institution has withdrawn, the personal member centre a personal top-up belongs to, a top-up's audit line.
 */
import { and, count, desc, eq, gte, lt, sql, sum, type SQL } from 'drizzle-orm';
import { flowDayBounds, PERSONAL_ONLY_INSTITUTION_ID, type LedgerTransactionKind } from 'shared/rules';
import type { Db, Tx } from '../db/client.js';
import { auditLog, institutions, ledgerAccounts, ledgerPostings, ledgerTransactions, orders, withdrawals } from '../db/schema/index.js';

export interface FlowFilterFields {
  kind?: LedgerTransactionKind | string;
  /** inclusive days YYYY-MM-DD (Asia/Shanghai) */
  from?: string;
  to?: string;
}

function flowWhere(accountId: number, filter: FlowFilterFields): SQL | undefined {
  const { since, before } = flowDayBounds(filter);
  const conditions: SQL[] = [eq(ledgerPostings.accountId, accountId)];
  if (filter.kind) conditions.push(eq(ledgerTransactions.kind, filter.kind as LedgerTransactionKind));
  if (since) conditions.push(gte(ledgerPostings.createdAt, since));
  if (before) conditions.push(lt(ledgerPostings.createdAt, before));
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

    /** What the institution has withdrawn (approved withdrawals, cents). */
    async withdrawnCents(institutionId: number) {
      const [row] = await db
        .select({ cents: sum(withdrawals.amountCents) })
        .from(withdrawals)
        .where(and(eq(withdrawals.institutionId, institutionId), eq(withdrawals.status, 'approved')));
      return Number(row?.cents ?? 0);
    },

    /**
     * The personal member centre (institution 121, spec §9) that a personal user's own orders belong to: the demo seed
     * creates it; a platform started without demo data gets it with its first personal top-up. The id sequence is
     * moved past it, so no later institution can be given 121.
     */
    async ensurePersonalCentre(tx: Tx) {
      const created = await tx
        .insert(institutions)
        .values({ id: PERSONAL_ONLY_INSTITUTION_ID, institutionType: 6, name: '赛事运营平台个人会员中心' })
        .onConflictDoNothing()
        .returning({ id: institutions.id });
      if (created.length > 0) {
        await tx.execute(sql`select setval(pg_get_serial_sequence('institutions', 'id'), greatest((select max(id) from institutions), ${PERSONAL_ONLY_INSTITUTION_ID}))`);
      }
    },

    /** An audit line inside the caller's transaction (a top-up order). */
    async audit(tx: Tx, values: typeof auditLog.$inferInsert) {
      await tx.insert(auditLog).values(values);
    },

    /** A batch of postings with id below `beforeId` (keyset, id desc): the export's walk. */
    async batch(accountId: number, filter: FlowFilterFields, beforeId: number | null, limit: number) {
      const rows = await postings(accountId, filter, beforeId).limit(limit);
      return rows.map(flowRow);
    },
  };
}
