import { App, Descriptions, Form, Radio } from 'antd';
import { formatAmount, useRootStore, useSubmitAttempt } from 'shared';
import { FormModal, NoteField } from 'shared/antd';
import { reviewRefund } from '../api/review-refund';
import type { Refund, RefundReviewAction } from '../api/types';
import { initiatorText } from './refund-status';

interface ReviewValues {
  action: RefundReviewAction;
  reason: string;
}

export interface RefundReviewModalProps {
  /** The refund to review; null = closed. */
  refund: Refund | null;
  onClose: () => void;
  /** After the server took the decision (reload the list or the detail). */
  onDone: (refund: Refund) => void;
}

/**
 * 审核退款: 通过 (the money goes back: to the wallet at once, through the gateway 原路退回) or 驳回, with a required
 * 审核意见 (the server refuses an empty one too). The menu's 退款管理 badge is refreshed after a decision.
 */
export function RefundReviewModal({ refund, onClose, onDone }: RefundReviewModalProps) {
  const { message } = App.useApp();
  const { ui } = useRootStore();
  const attempt = useSubmitAttempt();

  const submit = async ({ action, reason }: ReviewValues) => {
    if (!refund) return;
    const payload = { id: refund.id, action, reason: reason.trim() };
    const answer = await attempt.send(payload, (key) => reviewRefund(payload, key));
    message.success(action === 'reject' ? '已驳回退款申请' : answer.status === 'processing' ? '已通过，款项将原路退回' : '已通过，款项已退回');
    ui.requestCountsReload();
    onDone(answer);
  };

  return (
    <FormModal<ReviewValues>
      open={refund !== null}
      title="审核退款"
      onCancel={onClose}
      onSubmit={submit}
      formLabel="审核退款"
      initialValues={{ action: 'approve' }}
      clearOnDestroy
      intro={
        refund ? (
          <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
            <Descriptions.Item label="退款单号">{refund.refund_no}</Descriptions.Item>
            <Descriptions.Item label="订单">
              {refund.order_no}（{refund.subject}）
            </Descriptions.Item>
            <Descriptions.Item label="退款金额">
              {formatAmount(refund.amount_cents)}（订单 {formatAmount(refund.order_amount_cents)}，已退 {formatAmount(refund.order_refunded_cents)}）
            </Descriptions.Item>
            <Descriptions.Item label="发起方">{initiatorText(refund.initiator)}</Descriptions.Item>
            <Descriptions.Item label="退款原因">{refund.reason || '-'}</Descriptions.Item>
          </Descriptions>
        ) : null
      }
    >
      <Form.Item name="action" label="审核结果" rules={[{ required: true }]}>
        <Radio.Group
          options={[
            { value: 'approve', label: '通过' },
            { value: 'reject', label: '驳回' },
          ]}
        />
      </Form.Item>
      <NoteField name="reason" label="审核意见" requiredMessage="请填写审核意见" placeholder="通过：如 同意退款；驳回：请说明原因" />
    </FormModal>
  );
}
