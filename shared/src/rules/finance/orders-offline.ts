/**
 * 线下收款 (offline marking, 标记已支付): the owning institution's manager or the platform admin marks a 待支付 sign-up
 * fee order as paid offline, with a note. The decision once for the server (routes/competition/sign-up-fees.ts over
 * repositories/orders.ts markPaid) and the mocks (mocks/handlers/finance.ts). Who may see the order is access.
 */
import { ORDER_MSG } from '../orders.ts';
import { SIGN_UP_MSG } from '../sign-up-status.ts';

/** A refusal: `badInput` (errno 42200) or `refuse` (errno 40000). */
export type OfflineMarkRefusal = { badInput: string } | { refuse: string };

/**
 * What is refused before anything changes, in order: not a sign-up fee order, no note. (What the order's status
 * refuses is `offlineMarkStateProblem`, asked once per Idempotency-Key: a repeat answers what the first call did.)
 */
export function offlineMarkProblem(order: { signUpId: number | null }, note: string): OfflineMarkRefusal | null {
  if (order.signUpId === null) return { refuse: ORDER_MSG.notSignUpFee };
  if (!note.trim()) return { badInput: SIGN_UP_MSG.paymentNoteRequired };
  return null;
}

/** Only a 待支付 order is marked paid (the server checks it again in the one statement that changes it). */
export const offlineMarkStateProblem = (order: { status: string }): string | null => (order.status === '待支付' ? null : ORDER_MSG.notUnpaid);

/** The order after marking: 已支付 through the channel `offline`. */
export const OFFLINE_MARK = { status: '已支付', payChannel: 'offline' } as const;

/** The line of the order's history. */
export const offlineMarkNote = (note: string, actorName: string) => `线下收款：${note.trim()}（操作人 ${actorName}）`;
