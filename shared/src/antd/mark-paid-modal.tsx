import { App } from 'antd';
import { http, useSubmitAttempt, type EmptyResult, type Json } from 'shared';
import { SIGN_UP_MSG } from 'shared/rules';
import { FormModal, NoteField } from './form-modal';

export type MarkOrderPaidPayload = Json<'/admin/pay_order/mark_paid', 'post'>;

/** POST /admin/pay_order/mark_paid — 标记已支付 (线下收款): an unpaid sign-up fee order becomes 已支付, with a note (once per Idempotency-Key). */
export function markOrderPaid(payload: MarkOrderPaidPayload, idempotencyKey: string): Promise<EmptyResult> {
  return http.post('/admin/pay_order/mark_paid', payload, { headers: { 'Idempotency-Key': idempotencyKey } });
}

export interface MarkPaidModalProps {
  /** The order to mark; null = closed. */
  orderId: number | null;
  onClose: () => void;
  /** Called after the server accepted the marking (reload the order). */
  onDone: () => void;
  /** The modal's title and the form's name (default 标记已支付; the sign-up detail says 标记线下收款). */
  title?: string;
  /** The message once marked (default 已标记为已支付). */
  doneText?: string;
}

/**
 * 标记已支付 (线下收款) of a sign-up fee order (订单详情 in mf-finance, the sign-up detail in mf-competition): a note is
 * required; the server records who and when. Offered only where the order says `can_mark_paid` (unpaid sign-up fee
 * orders of the caller's institution, or any for the admin).
 */
export function MarkPaidModal({ orderId, onClose, onDone, title = '标记已支付', doneText = '已标记为已支付' }: MarkPaidModalProps) {
  const { message } = App.useApp();
  const attempt = useSubmitAttempt();
  const submit = async ({ note }: { note: string }) => {
    if (orderId === null) return;
    const payload = { id: orderId, note: note.trim() };
    await attempt.send(payload, (key) => markOrderPaid(payload, key));
    message.success(doneText);
    onDone();
  };
  return (
    <FormModal<{ note: string }>
      open={orderId !== null}
      title={title}
      onCancel={onClose}
      onSubmit={submit}
      formLabel={title}
      intro={<p>确认已在线下收到这笔报名费，订单将变为已支付，并记录操作人和时间。</p>}
    >
      <NoteField name="note" label="收款说明" requiredMessage={SIGN_UP_MSG.paymentNoteRequired} placeholder="如 现场现金收款、银行转账流水号" />
    </FormModal>
  );
}
