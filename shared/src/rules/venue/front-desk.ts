/**
 * 预订管理 at the front desk (docs/venues.md, "Front desk"): a walk-in booked by staff, a recurring booking's dates
 * chosen from its preview, and 预订记录 — the checks of the input and the views the server (services/venue-front-desk.ts)
 * and the mocks (mocks/handlers/venue-board.ts) answer alike. What a slot refuses is the booking check's
 * (booking-check.ts); a series' collisions are recurring.ts's.
 */
import { maskMobile } from '../sign-in.ts';
import { bookingState, BOOKING_STATE_LABEL, type BookingKind, type BookingStatus } from './holds.ts';
import type { RecurringListing, RecurringRequest } from './recurring.ts';
import { recurringOccurrences } from './recurring.ts';
import { VENUE_SETTINGS_MSG } from './venue-messages.ts';
import { addChinaDays, chinaDayMinute, clockText, instantMs, isChinaDay, isoInstant, type Instant } from './venue-time.ts';

export const FRONT_DESK_MSG = {
  contactNameRequired: '请填写预订人姓名',
  mobileInvalid: '请填写正确的11位手机号',
  notBlock: '该记录不是锁场，不能解除锁场',
  noDays: '请至少选择一个日期',
  dayNotInSeries: (day: string) => `${day} 不在本次周期预订的日期内`,
  /** the history line of a desk order marked paid (线下收款) */
  deskPaidNote: '前台现场收款',
  /** the order's subject */
  deskSubject: (venueName: string) => `${venueName} 场地预订（前台）`,
} as const;

/** How far a record list or export reaches (China days, both ends included). */
export const RECORD_RANGE_DAYS = 366;

/** Why a walk-in's (or a club's) contact is refused, or null. */
export function deskContactProblem(input: { contactName: string; contactMobile: string }): string | null {
  if (!input.contactName.trim()) return FRONT_DESK_MSG.contactNameRequired;
  if (!/^1\d{10}$/.test(input.contactMobile.trim())) return FRONT_DESK_MSG.mobileInvalid;
  return null;
}

/** The dates of a series staff chose to book (from its preview): each an occurrence of it, at least one; or why not. */
export function recurringDaysProblem(request: RecurringRequest, days: readonly string[]): string | null {
  if (days.length === 0) return FRONT_DESK_MSG.noDays;
  const of = new Set(recurringOccurrences(request).map((o) => o.day));
  const stray = days.find((d) => !of.has(d));
  return stray === undefined ? null : FRONT_DESK_MSG.dayNotInSeries(stray);
}

/** The half-hour items of the chosen dates of a series (the booking check joins each date's items into one booking). */
export function recurringItems(request: RecurringRequest, days: readonly string[]) {
  const chosen = new Set(days);
  return recurringOccurrences(request)
    .filter((o) => chosen.has(o.day))
    .map((o) => ({ courtId: request.courtId, start: o.start, end: o.end }));
}

/** The preview of a series: every date, free or with its reasons. */
export function recurringPreviewView(listing: RecurringListing) {
  return {
    occurrences: listing.occurrences.map((o) => ({
      day: o.day,
      start: o.start,
      end: o.end,
      free: (o.refusals.length === 0 ? 1 : 0) as 0 | 1,
      reasons: [...new Set(o.refusals.map((r) => r.message))],
    })),
    free_count: listing.free.length,
    colliding_count: listing.colliding.length,
  };
}

/** The range of a record list: from ≤ to, at most RECORD_RANGE_DAYS days; or why not. */
export function recordRangeProblem(from: string, to: string): string | null {
  if (!isChinaDay(from) || !isChinaDay(to)) return VENUE_SETTINGS_MSG.dayInvalid;
  if (to < from) return VENUE_SETTINGS_MSG.dayRangeReversed;
  if (addChinaDays(from, RECORD_RANGE_DAYS - 1) < to) return VENUE_SETTINGS_MSG.dayRangeTooLong(RECORD_RANGE_DAYS);
  return null;
}

export type BookingSource = 'online' | 'desk' | 'recurring' | 'block';
export const BOOKING_SOURCE_LABEL: Record<BookingSource, string> = { online: '线上预订', desk: '前台预订', recurring: '周期预订', block: '锁场' };
export const BOOKING_KIND_LABEL: Record<BookingKind, string> = { hold: '待支付锁定', booking: '预订', block: '锁场' };

/** A row of 预订记录 as the bookings table, its court, its order and its people give it. */
export interface BookingRecordRow {
  id: number;
  courtId: number;
  courtName: string;
  during: { start: Instant; end: Instant };
  kind: BookingKind;
  status: BookingStatus;
  holdExpiresAt: Instant | null;
  userId: number | null;
  staffId: number | null;
  recurringGroupId: string | null;
  name: string;
  mobile: string;
  checkInCode: string | null;
  amountCents: number;
  note: string;
  orderNo: string | null;
  orderStatus: string | null;
  payChannel: string | null;
  createdAt: Instant;
  checkedInAt: Instant | null;
  cancelledAt: Instant | null;
  cancelReason: string;
}

export const bookingSource = (row: Pick<BookingRecordRow, 'kind' | 'userId' | 'staffId' | 'recurringGroupId'>): BookingSource =>
  row.kind === 'block' ? 'block' : row.recurringGroupId ? 'recurring' : row.staffId !== null ? 'desk' : 'online';

const iso = (at: Instant | null) => (at === null ? null : isoInstant(at));

/** One line of 预订记录 (the mobile masked, as on the board). */
export function bookingRecordView(row: BookingRecordRow, now: Instant) {
  const state = bookingState({ kind: row.kind, status: row.status, holdExpiresAt: row.holdExpiresAt }, now);
  const s = chinaDayMinute(row.during.start);
  const e = chinaDayMinute(row.during.end);
  const source = bookingSource(row);
  return {
    id: row.id,
    court_id: row.courtId,
    court_name: row.courtName,
    kind: row.kind,
    state,
    state_label: BOOKING_STATE_LABEL[state],
    source,
    source_label: BOOKING_SOURCE_LABEL[source],
    day: s.day,
    start: isoInstant(row.during.start),
    end: isoInstant(row.during.end),
    time_text: `${s.day} ${clockText(s.minute)}–${e.day === s.day ? clockText(e.minute) : '24:00'}`,
    name: row.name,
    mobile: row.mobile ? maskMobile(row.mobile) : '',
    check_in_code: row.checkInCode,
    amount_cents: row.amountCents,
    order_no: row.orderNo,
    order_status: row.orderStatus,
    pay_channel: row.payChannel ?? '',
    note: row.note,
    created_at: isoInstant(row.createdAt),
    checked_in_at: iso(row.checkedInAt),
    cancelled_at: iso(row.cancelledAt),
    cancel_reason: row.cancelReason,
  };
}
export type BookingRecordView = ReturnType<typeof bookingRecordView>;

/** The filters of 预订记录 and its export. */
export interface BookingRecordFilter {
  from: string;
  to: string;
  courtId?: number;
  /** a state of the row at now: a lapsed hold is expired */
  state?: 'pending_payment' | 'booked' | 'blocked' | 'checked_in' | 'cancelled' | 'expired';
  kind?: BookingKind;
  keyword?: string;
}
export const BOOKING_RECORD_STATES = ['pending_payment', 'booked', 'blocked', 'checked_in', 'cancelled', 'expired'] as const;

/** Whether a record passes the filters (the mocks filter in memory; the server says the same in SQL). */
export function recordMatches(row: BookingRecordRow, f: BookingRecordFilter, now: Instant): boolean {
  const day = chinaDayMinute(row.during.start).day;
  if (day < f.from || day > f.to) return false;
  if (f.courtId !== undefined && row.courtId !== f.courtId) return false;
  if (f.kind && row.kind !== f.kind) return false;
  if (f.state && bookingState(row, now) !== f.state) return false;
  const k = f.keyword?.trim().toUpperCase();
  return !k || row.name.toUpperCase().includes(k) || row.mobile.includes(k) || (row.checkInCode ?? '').includes(k);
}

/** Records newest start first (then newest id), as the list and the export order them. */
export const recordOrder = (a: BookingRecordRow, b: BookingRecordRow) => instantMs(b.during.start) - instantMs(a.during.start) || b.id - a.id;

/** The sheet of the export: headers, widths and one row's cells (amounts in yuan). */
export const BOOKING_RECORD_SHEET = {
  headers: ['场地', '时段', '来源', '状态', '预订人', '手机号', '核销码', '金额（元）', '订单号', '备注'],
  widths: [14, 24, 10, 10, 14, 16, 14, 12, 26, 24],
};
export const bookingRecordCells = (v: BookingRecordView) => [
  v.court_name,
  v.time_text,
  v.source_label,
  v.state_label,
  v.name,
  v.mobile,
  v.check_in_code ?? '',
  (v.amount_cents / 100).toFixed(2),
  v.order_no ?? '',
  v.note,
];

/** `场馆名-预订记录-2026-11-01至2026-11-30.xlsx` */
export const bookingRecordsFileName = (venueName: string, from: string, to: string) => `${venueName}-预订记录-${from}至${to}.xlsx`;

/** A row booked or blocked at the desk, as the answer lists it. */
export interface DeskBookedRow {
  id: number;
  courtId: number;
  during: { start: Instant; end: Instant };
  amountCents: number;
  checkInCode: string | null;
}

/** What a walk-in, a recurring booking or a block answers: the rows, and the order the desk was paid with (or null). */
export function deskBookingView(
  rows: readonly DeskBookedRow[],
  courtName: (courtId: number) => string,
  order: { id: number; orderNo: string; amountCents: number; status: string; payChannel: string } | null,
  recurringGroupId: string | null = null,
) {
  return {
    order: order && { id: order.id, order_no: order.orderNo, amount_cents: order.amountCents, status: order.status, pay_channel: order.payChannel },
    amount_cents: rows.reduce((sum, r) => sum + r.amountCents, 0),
    recurring_group_id: recurringGroupId,
    bookings: rows.map((r) => ({
      id: r.id,
      court_id: r.courtId,
      court_name: courtName(r.courtId),
      start: isoInstant(r.during.start),
      end: isoInstant(r.during.end),
      amount_cents: r.amountCents,
      check_in_code: r.checkInCode,
    })),
  };
}
