import { Alert, App, Form, Input, Typography } from 'antd';
import { formatAmount, useSubmitAttempt } from 'shared';
import { REFUND_REQUEST_MSG } from 'shared/rules';
import { FormModal, NoteField } from 'shared/antd';
import { createRefund } from '../api/create-refund';
import { centsOf, refundAmountRule, yuanText } from './yuan-amount';

interface CreateValues {
  amount: string;
  reason: string;
}

export interface RefundCreateModalProps {
  open: boolean;
  /** The paid order: its id and amount. */
  order: { id: number; amount_cents: number };
  /** What has been refunded of it already. */
  refundedCents: number;
  /** A request of the payer is waiting for review: the server refuses another refund until it is decided. */
  openRefund: boolean;
  onClose: () => void;
  /** After the refund was made (reload the order). */
  onDone: () => void;
}

/**
 * 退款 of a paid order by its institution or the platform admin (订单详情): 退款金额（元）at most paid − refunded and a
 * required 退款原因; approved at once — a wallet payment goes back at once, a gateway payment 原路退回.
 */
export function RefundCreateModal({ open, order, refundedCents, openRefund, onClose, onDone }: RefundCreateModalProps) {
  const { message } = App.useApp();
  const attempt = useSubmitAttempt();
  const maxCents = Math.max(0, order.amount_cents - refundedCents);

  const submit = async ({ amount, reason }: CreateValues) => {
    const payload = { order_id: order.id, amount_cents: centsOf(amount), reason: reason.trim() };
    const refund = await attempt.send(payload, (key) => createRefund(payload, key));
    message.success(refund.status === 'processing' ? '退款已提交，款项将原路退回' : '退款成功，款项已退回账户余额');
    onDone();
  };

  return (
    <FormModal<CreateValues>
      open={open}
      title="退款"
      okText="确定退款"
      danger
      okDisabled={openRefund || maxCents === 0}
      onCancel={onClose}
      onSubmit={submit}
      formLabel="退款"
      initialValues={{ amount: yuanText(maxCents) }}
      // each opening starts from what is refundable then
      clearOnDestroy
      intro={
        <>
          {openRefund ? <Alert type="warning" showIcon title={`${REFUND_REQUEST_MSG.alreadyOpen}，请先在退款管理中审核`} style={{ marginBottom: 16 }} /> : null}
          <Typography.Paragraph>
            订单金额 {formatAmount(order.amount_cents)}，已退 {formatAmount(refundedCents)}，<Typography.Text strong>可退 {formatAmount(maxCents)}</Typography.Text>
          </Typography.Paragraph>
        </>
      }
    >
      <Form.Item name="amount" label="退款金额（元）" rules={[{ required: true, whitespace: true, message: '请填写退款金额' }, refundAmountRule(maxCents)]}>
        <Input inputMode="decimal" placeholder={`最多 ${yuanText(maxCents) || '0.00'}`} />
      </Form.Item>
      <NoteField name="reason" label="退款原因" requiredMessage={REFUND_REQUEST_MSG.reasonRequired} placeholder="如 赛事取消、重复收费" />
    </FormModal>
  );
}
