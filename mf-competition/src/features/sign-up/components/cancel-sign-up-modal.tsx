import { useState } from 'react';
import { App, Form, Input, Modal } from 'antd';
import { SIGN_UP_MSG } from 'shared';
import { cancelSignUp } from '../api/cancel-sign-up';
import type { SignUpEntry } from '../api/types';

/** 取消报名 with a reason (required for the organiser); the place is freed and the waiting list promoted. */
export function CancelSignUpModal({ entry, onClose, onDone }: { entry: SignUpEntry | null; onClose: () => void; onDone: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const [saving, setSaving] = useState(false);
  const submit = async ({ reason }: { reason: string }) => {
    if (!entry) return;
    setSaving(true);
    try {
      await cancelSignUp(entry.id, reason.trim());
      message.success('已取消报名');
      onDone();
    } catch {
      // shown by the shared client
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={entry !== null}
      title="取消报名"
      okText="确定"
      cancelText="取消"
      okButtonProps={{ danger: true }}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
    >
      <p>取消「{entry?.entrant_name}」的报名后，名额将释放给候补；未支付的报名费订单将关闭。</p>
      <Form form={form} layout="vertical" onFinish={submit} aria-label="取消报名">
        <Form.Item name="reason" label="取消原因" rules={[{ required: true, whitespace: true, message: SIGN_UP_MSG.cancelReasonRequired }, { max: 200, message: '最多200个字' }]}>
          <Input.TextArea rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
