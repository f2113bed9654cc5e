import { useState } from 'react';
import { App, Form, Input, Modal } from 'antd';
import { reviewSignUps } from '../api/review-sign-ups';

export interface SignUpReviewTarget {
  ids: number[];
  /** The name of the entry, or e.g. "选中的 3 条报名". */
  label: string;
  action: 'approve' | 'reject';
}

/** 通过 / 驳回 of one or several entries (all or nothing); 驳回 needs a reason. */
export function ReviewSignUpsModal({
  competitionId,
  target,
  onClose,
  onDone,
}: {
  competitionId: number;
  target: SignUpReviewTarget | null;
  onClose: () => void;
  onDone: (count: number) => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason?: string }>();
  const [saving, setSaving] = useState(false);
  const reject = target?.action === 'reject';

  const submit = async ({ reason }: { reason?: string }) => {
    if (!target) return;
    setSaving(true);
    try {
      const { count } = await reviewSignUps({ id: competitionId, ids: target.ids, action: target.action, ...(reject ? { reason: (reason ?? '').trim() } : {}) });
      message.success(reject ? `已驳回 ${count} 条报名` : `已通过 ${count} 条报名`);
      form.resetFields();
      onDone(count);
    } catch {
      // shown by the shared client
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={target !== null}
      title={reject ? '驳回报名' : '通过报名'}
      okText="确定"
      cancelText="取消"
      okButtonProps={{ danger: reject }}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
    >
      <p>{reject ? `驳回${target?.label}，名额将释放给候补。` : `通过${target?.label}，收费项目将生成报名费订单。`}</p>
      <Form form={form} layout="vertical" onFinish={submit} aria-label={reject ? '驳回报名' : '通过报名'}>
        {reject ? (
          <Form.Item name="reason" label="驳回原因" rules={[{ required: true, whitespace: true, message: '请填写驳回原因' }, { max: 200, message: '最多200个字' }]}>
            <Input.TextArea rows={3} placeholder="请说明驳回的原因，报名者可以看到" />
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
}
