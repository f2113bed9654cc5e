/**
 * What the finance mocks (handlers/pay, finance, refunds, invoices, accounts, withdrawals, payout-accounts) share: an
 * order's kind and refunded cents as the API reads them, people's nicknames, new ids and numbers as the server writes
 * them, a withdrawal as answered, and one list page (institution scope, status, keyword, newest first) as the
 * server's list routes answer it.
 */
import type { OrderKind } from '../rules/finance/payments';
import { orNotFound } from './content-kit';
import { institutionIdsOf, mockDb } from './db';
import { forbidden, paginate } from './envelope';
import type { MockWithdrawal } from './fixtures/accounts';
import { institutionName, institutions } from './fixtures/institutions';
import type { MockOrder } from './fixtures/orders';
import type { MockUser } from './fixtures/users';
import { refuse } from './route';
import { inScope, listScope } from './handlers/guard';

export const kindOf = (o: MockOrder): OrderKind => o.kind ?? 'sign_up';
export const refundedOf = (o: MockOrder) => o.refunded_cents ?? (o.status === '已退款' ? o.amount_cents : 0);
export const nicknameOf = (userId: number | null) => (userId === null ? '' : (mockDb.users.find((u) => u.profile.id === userId)?.profile.nickname ?? ''));
export const nextId = (rows: readonly { id: number }[]) => Math.max(0, ...rows.map((r) => r.id)) + 1;

/** The fields of its order that a refund or an invoice is answered with (RefundItem, InvoiceItem). */
export const orderFields = (o: MockOrder) => ({ order_no: o.order_no, order_kind: kindOf(o), subject: o.subject, institution_name: o.institution_name, payer_nickname: o.user_nickname });

/** A number as the server writes it: prefix + UTC time to the second + 12 hex digits (支付单号 P, 退款单号 R, 提现单号 TX, 充值 CZ). */
export function newNumber(prefix: string, now: Date): string {
  const hex = Array.from({ length: 12 }, () => Math.floor(Math.random() * 16).toString(16)).join('');
  return `${prefix}${now.toISOString().replace(/\D/g, '').slice(0, 14)}${hex}`;
}

/** access/institutions.ts managedListScope: listScope, and 40300 for a caller who manages no institution. */
export function managedListScope(user: MockUser, requested: number | undefined): number[] | null {
  if (!user.isPlatformAdmin && !institutionIdsOf(user).length) return refuse(forbidden());
  return listScope(user, requested);
}

/** Whose rows an export of such a list holds, for its file name: the institution asked for, else 全平台 (all of them) or 本机构. */
export const exportOwner = (scope: number[] | null, institutionId: number | undefined) =>
  institutionId !== undefined ? orNotFound(institutions.find((i) => i.id === institutionId)).name : scope === null ? '全平台' : '本机构';

interface ListFilter<T> {
  /** the institutions shown (null or absent: all) and a row's institution */
  scope?: { ids: number[] | null; of: (row: T) => number };
  /** a row's status and the one asked for */
  status?: { wanted: string | undefined; of: (row: T) => string };
  /** the keyword asked for and the texts of a row it may be in (any case) */
  keyword?: { wanted: string | undefined; in: (row: T) => string[] };
}

/** One page of `rows` as the server's list routes answer it: filtered, newest first (then the larger id), mapped. */
export function listPage<T extends { id: number; created_at: string }, R>(rows: readonly T[], url: URL, filter: ListFilter<T>, map: (row: T) => R) {
  const { scope, status, keyword } = filter;
  const word = keyword?.wanted?.trim().toLowerCase();
  const list = rows
    .filter((r) => !scope || inScope(scope.ids, scope.of(r)))
    .filter((r) => !status?.wanted || status.of(r) === status.wanted)
    .filter((r) => !word || keyword!.in(r).some((text) => text.toLowerCase().includes(word)))
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
  return paginate(list.map(map), url);
}

/** A withdrawal as answered (WithdrawItem): with its institution's name and who asked for it. */
export function withdrawItem({ requested_by: requestedBy, reviewed_by: _reviewer, ...w }: MockWithdrawal) {
  return { ...w, institution_name: institutionName(w.institution_id), requested_by_name: nicknameOf(requestedBy) };
}

/** What a new 待支付 order is made of (the server's repositories/orders.ts insertOrder): one item, one history line. */
export interface PendingOrderInput {
  id: number;
  order_no: string;
  institution_id: number;
  user_id: number | null;
  user_nickname: string;
  subject: string;
  amount_cents: number;
  /** the history line's note */
  note: string;
  at: string;
  kind?: OrderKind;
  /** the item's name (default: the subject) */
  item?: string;
  competition_id?: number | null;
  sign_up_id?: number | null;
  expires_at?: string | null;
}

/** A 待支付 order as the server's insertOrder writes it: the mocks' one order insert (top-up, live package, fee, booking). */
export function pendingOrder(o: PendingOrderInput): MockOrder {
  return {
    id: o.id,
    order_no: o.order_no,
    institution_id: o.institution_id,
    institution_name: institutionName(o.institution_id),
    user_id: o.user_id,
    user_nickname: o.user_nickname,
    competition_id: o.competition_id ?? null,
    subject: o.subject,
    amount_cents: o.amount_cents,
    status: '待支付',
    pay_channel: '',
    paid_at: null,
    created_at: o.at,
    items: [{ id: o.id * 10 + 1, name: o.item ?? o.subject, quantity: 1, unit_price_cents: o.amount_cents, amount_cents: o.amount_cents }],
    status_history: [{ id: o.id * 10 + 1, from_status: '', to_status: '待支付', note: o.note, created_at: o.at }],
    sign_up_id: o.sign_up_id ?? null,
    ...(o.kind ? { kind: o.kind } : {}),
    ...(o.expires_at !== undefined ? { expires_at: o.expires_at } : {}),
    refunded_cents: 0,
  };
}
