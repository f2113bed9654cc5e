import { useState } from 'react';
import { App, Form, Input, Modal } from 'antd';
import { SIGN_UP_MSG, useSubmitAttempt } from 'shared';
import { markOrderPaid } from '../api/mark-order-paid';

export interface MarkPaidModalProps {
  /** The order to mark; null = closed. */
  orderId: number | null;
  onClose: () => void;
  /** Called after the server accepted the marking (reload the order). */
  onDone: () => void;
}

/**
 * 标记已支付 (线下收款) of a sign-up fee order: a note is required; the server records who and when. Offered only where
 * the order says `can_mark_paid` (unpaid sign-up fee orders of the caller's institution, or any for the admin).
 */
export function MarkPaidModal({ orderId, onClose, onDone }: MarkPaidModalProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ note: string }>();
  const [saving, setSaving] = useState(false);
  const attempt = useSubmitAttempt();
  const submit = async ({ note }: { note: string }) => {
    if (orderId === null) return;
    setSaving(true);
    try {
      const payload = { id: orderId, note: note.trim() };
      await attempt.send(payload, (key) => markOrderPaid(payload, key));
      message.success('已标记为已支付');
      onDone();
    } catch {
      // the shared client shows the server's message
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={orderId !== null}
      title="标记已支付"
      okText="确定"
      cancelText="取消"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
    >
      <p>确认已在线下收到这笔报名费，订单将变为已支付，并记录操作人和时间。</p>
      <Form form={form} layout="vertical" onFinish={submit} aria-label="标记已支付">
        <Form.Item name="note" label="收款说明" rules={[{ required: true, whitespace: true, message: SIGN_UP_MSG.paymentNoteRequired }, { max: 200, message: '最多200个字' }]}>
          <Input.TextArea rows={3} placeholder="如 现场现金收款、银行转账流水号" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
