import { useEffect, type ReactNode } from 'react';
import { Form, Input } from 'antd';
import { FormModal } from './form-modal';

export type ReviewAction = 'approve' | 'reject';

export interface ReviewModalProps {
  open: boolean;
  /** 通过 (approve) or 驳回 (reject): 驳回 requires a reason. */
  action: ReviewAction;
  /** Modal title, also the form's accessible name, e.g. 驳回报备. */
  title: string;
  /** What the decision does, shown above the field. */
  description?: ReactNode;
  /** Label of the OK button (default 确定). */
  okText?: string;
  /** Longest reason or note, in characters (default 500). */
  maxLength?: number;
  /** Placeholder of the 驳回原因 field. */
  reasonPlaceholder?: string;
  /** Label of the required reason (default 驳回原因, e.g. 下架原因); its message is 请填写<label>. */
  reasonLabel?: string;
  /** 通过 with an optional note: its label (e.g. 备注); without it 通过 has no field. */
  noteLabel?: string;
  notePlaceholder?: string;
  /**
   * Sends the decision with the trimmed reason or note ('' when none). Resolving closes nothing by itself (the caller
   * closes the modal); a rejection (already shown by the shared client) keeps the modal open with what was typed.
   */
  onSubmit: (reason: string) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * The one 通过 / 驳回 modal of the back office (filings, sign-ups, highest records): 驳回 asks for a reason
 * (请填写驳回原因), 通过 optionally for a note; the OK button is red for 驳回 and spins while the call runs.
 */
export function ReviewModal({
  open,
  action,
  title,
  description,
  okText = '确定',
  maxLength = 500,
  reasonPlaceholder = '请说明驳回的原因',
  reasonLabel = '驳回原因',
  noteLabel,
  notePlaceholder = '选填',
  onSubmit,
  onCancel,
}: ReviewModalProps) {
  const [form] = Form.useForm<{ reason?: string }>();
  const reject = action === 'reject';
  const lengthRule = { max: maxLength, message: `最多${maxLength}个字` };

  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);

  return (
    <FormModal<{ reason?: string }>
      open={open}
      title={title}
      okText={okText}
      danger={reject}
      onCancel={onCancel}
      onSubmit={({ reason }) => onSubmit(reason?.trim() ?? '')}
      form={form}
      formLabel={title}
      intro={description ? <div style={{ marginBottom: 16 }}>{description}</div> : null}
    >
      {reject ? (
        <Form.Item name="reason" label={reasonLabel} rules={[{ required: true, whitespace: true, message: `请填写${reasonLabel}` }, lengthRule]}>
          <Input.TextArea rows={3} placeholder={reasonPlaceholder} />
        </Form.Item>
      ) : noteLabel ? (
        <Form.Item name="reason" label={noteLabel} rules={[lengthRule]}>
          <Input.TextArea rows={3} placeholder={notePlaceholder} />
        </Form.Item>
      ) : null}
    </FormModal>
  );
}
