/**
 * 报名 (sign-up) statuses and the rules that move an entry between them (docs/api.md, "Sign-up"): where a new entry
 * goes (pending, approved, waiting or refused 名额已满), which statuses a review or a cancellation may start from,
 * the waiting-list promotion, free places, the sign-up window and the money of an event item — with their Chinese
 * refusals. Stated once for the server (services/sign-ups.ts, repositories/sign-ups.ts, routes/competition/sign-up*.ts)
 * and the mocks; dependency-free.
 */
import { NOTHING_TO_CHANGE } from './validation-message.ts';

export type SignUpStatus = 'pending' | 'approved' | 'rejected' | 'cancelled' | 'waiting';
export const SIGN_UP_STATUSES: readonly SignUpStatus[] = ['pending', 'approved', 'rejected', 'cancelled', 'waiting'];
/** Statuses that hold a place of the item (capacity counts them). */
export const SIGN_UP_HOLDING: readonly SignUpStatus[] = ['pending', 'approved'];
/** Statuses of a live entry: it may be cancelled, and a second entry of the same person is refused. */
export const SIGN_UP_LIVE: readonly SignUpStatus[] = ['pending', 'approved', 'waiting'];

export type SignUpSource = 'public' | 'organiser' | 'import';
export type ReviewAction = 'approve' | 'reject';

/** Chinese refusals of the sign-up workflows. */
export const SIGN_UP_MSG = {
  full: '名额已满',
  alreadySignedUp: '您已报名该项目',
  alreadySignedUpAs: (name: string) => `${name}已报名该项目`,
  itemMissing: '项目不存在',
  formItemMissing: '报名项目不存在',
  entryMissing: '报名记录不存在',
  approveOnlyPending: '只能审核通过待审核的报名',
  rejectOnlyPendingOrWaiting: '只能驳回待审核或候补中的报名',
  cancelOnlyLive: '只有待审核、已通过或候补中的报名可以取消',
  paidCancel: '报名费已支付，请联系主办方取消报名',
  cancelReasonRequired: '请填写取消原因',
  itemHasEntries: '该项目已有报名，不能删除',
  entryTypeLocked: '已有报名的项目不能修改报名方式',
  capacityBelowHeld: (held: number) => `名额不能少于已报名人数（${held}）`,
  closesBeforeOpens: '截止时间必须晚于开始时间',
  noMembersForIndividual: '个人报名没有队员',
  nothingToChange: NOTHING_TO_CHANGE,
  realNameRequired: '请填写姓名',
  teamNameRequired: '请填写队伍名称',
  paymentNoteRequired: '请填写收款说明',
  xlsxOnly: '请上传 xlsx 格式的文件',
  /** why public sign-up is closed (windowState; the public form shows it) */
  windowNotEnabled: '报名未开放',
  windowNotYetOpen: '报名尚未开始',
  windowClosed: '报名已截止',
} as const;

/** The reasons written into an entry's history. */
export const SIGN_UP_REASON = {
  created: { public: '提交报名', organiser: '主办方添加报名', import: '主办方导入报名' } as Readonly<Record<SignUpSource, string>>,
  /** A new entry that went onto the waiting list. */
  waiting: (why: string) => `${why}（名额已满，进入候补）`,
  promoted: '有名额空出，候补递补',
  cancelledByOrganiser: '主办方取消报名',
  cancelledBySelf: '本人取消报名',
  orderClosed: (why: string) => `报名已取消：${why}`,
  orderCreated: '报名审核通过，生成报名费订单',
  /** The fee order was not paid in time (ORDER_PAY_MINUTES): the entry is cancelled and its place freed. */
  unpaid: '未在规定时间内支付报名费，报名已取消',
  /** The fee was refunded in full: the entry is cancelled and its place freed. */
  refunded: '报名费已全额退款，报名已取消',
} as const;

/** The history reason of a new entry. */
export const createdReason = (source: SignUpSource, status: SignUpStatus) =>
  status === 'waiting' ? SIGN_UP_REASON.waiting(SIGN_UP_REASON.created[source]) : SIGN_UP_REASON.created[source];

/**
 * Where a new entry goes: a free place → approved (no review) or pending; full → waiting when the waiting list is
 * on, else refused `名额已满`. capacity 0 = unlimited; `held` = pending + approved entries of the item.
 */
export function placeEntry(capacity: number, held: number, reviewRequired: boolean, waitingList: boolean): { status: SignUpStatus } | { msg: string } {
  if (capacity === 0 || held < capacity) return { status: reviewRequired ? 'pending' : 'approved' };
  if (waitingList) return { status: 'waiting' };
  return { msg: SIGN_UP_MSG.full };
}

/** The status a waiting entry moves to when a place frees up. */
export const promotedStatus = (reviewRequired: boolean): SignUpStatus => (reviewRequired ? 'pending' : 'approved');

/** Whether a waiting entry may be promoted: the item has a free place (capacity 0 = unlimited). */
export const hasFreePlace = (capacity: number, held: number) => capacity === 0 || held < capacity;

/** Statuses a review action may start from: approve only pending entries; reject pending or waiting ones. */
export function reviewableFrom(action: ReviewAction): readonly SignUpStatus[] {
  return action === 'approve' ? ['pending'] : ['pending', 'waiting'];
}

/** The status a review action moves an entry to. */
export const reviewedStatus = (action: ReviewAction): SignUpStatus => (action === 'approve' ? 'approved' : 'rejected');

/** A batch review is all or nothing: the refusal when any entry is not in a reviewable status, else null. */
export function reviewRefusal(action: ReviewAction, statuses: readonly string[]): string | null {
  const from = reviewableFrom(action) as readonly string[];
  if (statuses.every((s) => from.includes(s))) return null;
  return action === 'approve' ? SIGN_UP_MSG.approveOnlyPending : SIGN_UP_MSG.rejectOnlyPendingOrWaiting;
}

/** Whether leaving `from` frees a place (a rejected or cancelled waiting entry held none). */
export const freesPlace = (from: string) => (SIGN_UP_HOLDING as readonly string[]).includes(from);

/**
 * Whether an entry may be cancelled: only a live one, and an athlete never once the fee is paid (the organiser
 * may). The refusal, or null.
 */
export function cancelRefusal(status: string, feePaid: boolean, byOrganiser: boolean): string | null {
  if (!(SIGN_UP_LIVE as readonly string[]).includes(status)) return SIGN_UP_MSG.cancelOnlyLive;
  if (feePaid && !byOrganiser) return SIGN_UP_MSG.paidCancel;
  return null;
}

/** The reason written for a cancellation: the one given, else who cancelled. */
export const cancelReason = (reason: string, byOrganiser: boolean) => reason || (byOrganiser ? SIGN_UP_REASON.cancelledByOrganiser : SIGN_UP_REASON.cancelledBySelf);

/** Free places of an item (null = unlimited). */
export const freePlaces = (capacity: number, held: number): number | null => (capacity === 0 ? null : Math.max(0, capacity - held));

/** A new capacity may not drop below the places held (0 = unlimited): the refusal, or null. */
export const capacityRefusal = (capacity: number, held: number): string | null =>
  capacity !== 0 && capacity < held ? SIGN_UP_MSG.capacityBelowHeld(held) : null;

export interface SignUpWindow {
  enabled: boolean;
  opensAt: Date | null;
  closesAt: Date | null;
}

/** Whether public sign-up is open now, and why not (the Chinese reason shown on the public form). */
export function windowState(settings: SignUpWindow | undefined, now: Date = new Date()): { open: true } | { open: false; reason: string } {
  if (!settings || !settings.enabled) return { open: false, reason: SIGN_UP_MSG.windowNotEnabled };
  if (settings.opensAt && now.getTime() < settings.opensAt.getTime()) return { open: false, reason: SIGN_UP_MSG.windowNotYetOpen };
  if (settings.closesAt && now.getTime() >= settings.closesAt.getTime()) return { open: false, reason: SIGN_UP_MSG.windowClosed };
  return { open: true };
}

/** The highest fee of an event item: ¥1,000,000.00 in cents. */
export const FEE_MAX_CENTS = 100_000_000;

/** The fee order number of an entry: BM + day + the entry id. */
export const feeOrderNo = (signUpId: number, now: Date) => `BM${now.toISOString().slice(0, 10).replace(/-/g, '')}${String(signUpId).padStart(8, '0')}`;
