import { useState } from 'react';
import { App, Descriptions, Form, Input, Modal, Radio } from 'antd';
import { formatAmount, useRootStore, useSubmitAttempt } from 'shared';
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
  const [form] = Form.useForm<ReviewValues>();
  const [saving, setSaving] = useState(false);
  const attempt = useSubmitAttempt();

  const submit = async ({ action, reason }: ReviewValues) => {
    if (!refund) return;
    setSaving(true);
    try {
      const payload = { id: refund.id, action, reason: reason.trim() };
      const answer = await attempt.send(payload, (key) => reviewRefund(payload, key));
      message.success(action === 'reject' ? '已驳回退款申请' : answer.status === 'processing' ? '已通过，款项将原路退回' : '已通过，款项已退回');
      ui.requestCountsReload();
      onDone(answer);
    } catch {
      // the shared client shows the server's message; the modal keeps what was typed
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={refund !== null}
      title="审核退款"
      okText="确定"
      cancelText="取消"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
    >
      {refund ? (
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
      ) : null}
      <Form form={form} layout="vertical" onFinish={submit} aria-label="审核退款" initialValues={{ action: 'approve' }} clearOnDestroy>
        <Form.Item name="action" label="审核结果" rules={[{ required: true }]}>
          <Radio.Group
            options={[
              { value: 'approve', label: '通过' },
              { value: 'reject', label: '驳回' },
            ]}
          />
        </Form.Item>
        <Form.Item name="reason" label="审核意见" rules={[{ required: true, whitespace: true, message: '请填写审核意见' }, { max: 200, message: '最多200个字' }]}>
          <Input.TextArea rows={3} placeholder="通过：如 同意退款；驳回：请说明原因" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
