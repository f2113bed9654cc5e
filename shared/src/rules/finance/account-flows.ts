/**
 * 资金流水 (the postings of one ledger account as its holder reads them), stated once for the server
 * (services/account-flows.ts, repositories/account-flows.ts, the flows export) and the mocks: the days asked for, and
 * one posting's view.
 */
import { chinaDayStart } from '../china-time.ts';
import { FILING_MSG } from '../filing-status.ts';
import { heldCents } from './accounts.ts';

const DAY_MS = 86_400_000;

/** Inclusive days YYYY-MM-DD (Asia/Shanghai). */
export interface FlowDays {
  from?: string;
  to?: string;
}

/** 开始日期不能晚于结束日期 when `from` comes after `to`; null otherwise. */
export const flowDaysProblem = ({ from, to }: FlowDays): string | null => (from && to && from > to ? FILING_MSG.dateRange : null);

/** The instants the days keep: from the first moment of `from` (`since`) up to, not including, the day after `to` (`before`). */
export const flowDayBounds = ({ from, to }: FlowDays): { since?: Date; before?: Date } => ({
  since: from ? chinaDayStart(from) : undefined,
  before: to ? new Date(chinaDayStart(to).getTime() + DAY_MS) : undefined,
});

/** A posting with its transaction: `amount` and `balanceAfter` as the ledger keeps them (debit positive). */
export interface FlowPosting<K extends string = string> {
  id: number;
  createdAt: Date | string;
  kind: K;
  memo: string;
  orderNo: string | null;
  amount: number;
  balanceAfter: number;
}

/** A posting as the account's holder sees it: money in positive, the account's balance right after it. */
export const flowView = <K extends string>(r: FlowPosting<K>) => ({
  id: r.id,
  created_at: new Date(r.createdAt).toISOString(),
  kind: r.kind,
  memo: r.memo,
  order_no: r.orderNo ?? '',
  amount_cents: heldCents(r.amount),
  balance_cents: heldCents(r.balanceAfter),
});
