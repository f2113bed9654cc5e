import { useState } from 'react';
import { App, Form, Input, Modal } from 'antd';
import { reviewCompetition } from '../api/review-competition';

export interface ReviewTarget {
  id: number;
  name: string;
  action: 'approve' | 'reject';
}

/** 通过 / 驳回 of a filing; 驳回 needs a reason (POST /admin/competition/review). */
export function ReviewModal({ target, onClose, onDone }: { target: ReviewTarget | null; onClose: () => void; onDone: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason?: string }>();
  const [saving, setSaving] = useState(false);
  const reject = target?.action === 'reject';

  const submit = async ({ reason }: { reason?: string }) => {
    if (!target) return;
    setSaving(true);
    try {
      await reviewCompetition({ id: target.id, action: target.action, reason: reason?.trim() ?? '' });
      message.success(reject ? '已驳回' : '已通过，赛事将在官网发布');
      form.resetFields();
      onDone();
    } catch {
      // shown by the shared client
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={target !== null}
      title={reject ? '驳回报备' : '通过报备'}
      okText="确定"
      cancelText="取消"
      okButtonProps={{ danger: reject }}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
    >
      <p>{reject ? `驳回「${target?.name}」的报备，机构可修改后重新提交。` : `通过「${target?.name}」的报备后，它将在官网发布。`}</p>
      <Form form={form} layout="vertical" onFinish={submit} aria-label={reject ? '驳回报备' : '通过报备'}>
        <Form.Item
          name="reason"
          label={reject ? '驳回原因' : '备注'}
          rules={[...(reject ? [{ required: true, whitespace: true, message: '请填写驳回原因' }] : []), { max: 500, message: '最多500个字' }]}
        >
          <Input.TextArea rows={3} placeholder={reject ? '请说明需要修改的地方' : '选填'} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
