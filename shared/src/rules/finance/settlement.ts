/**
 * 结算汇总 (order_settle_list), stated once for the server (repositories/refunds.ts settleSummary, services/refunds.ts)
 * and the mocks: a competition's sign-up fees (or a venue operator's bookings) paid online become available
 * SETTLE_DAYS after the competition ends, minus the platform's fee.
 */

/** Days after a competition ends before its fees settle (the server's SETTLE_DAYS when unset). */
export const SETTLE_DAYS_DEFAULT = 7;

/** One row of the summary as grouped: a competition's (`c<id>`) or a venue operator's bookings (`v<institution id>`). */
export interface SettleRow {
  key: string;
  kind: 'competition' | 'venue';
  competition_id: number | null;
  name: string;
  institution_id: number;
  institution_name: string;
  order_count: number;
  paid_cents: number;
  refunded_cents: number;
  settled_cents: number;
  fee_cents: number;
  pending_cents: number;
  /** when it settles: the competition's end plus the settle days; none for bookings */
  settle_at: Date | string | null;
}

/** A row as the list shows it: bookings named 场地预订（机构）, the settle time as ISO. */
export const settleRowView = (r: SettleRow) => ({
  ...r,
  name: r.kind === 'venue' ? `场地预订（${r.institution_name}）` : r.name,
  settle_at: r.settle_at ? new Date(r.settle_at).toISOString() : null,
});
