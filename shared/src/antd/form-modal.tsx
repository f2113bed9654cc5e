import { useCallback, useState, type ReactNode } from 'react';
import { Form, Input, Modal } from 'antd';
import type { FormInstance } from 'antd';

/**
 * The saving state of a form's one call: `run(work)` spins while the call runs and swallows its refusal (the shared
 * client has shown the server's message), so the form stays as typed; `error` is the refusal's message (保存失败 for
 * one without), for a form that shows it beside its fields, until the next run or `clearError()`.
 */
export function useSaving(): { saving: boolean; error: string; clearError: () => void; run: (work: () => Promise<unknown>) => Promise<void> } {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');
  const clearError = useCallback(() => setError(''), []);
  const run = useCallback(async (work: () => Promise<unknown>) => {
    setSaving(true);
    setError('');
    try {
      await work();
    } catch (e) {
      setError(e instanceof Error ? e.message : '保存失败');
    } finally {
      setSaving(false);
    }
  }, []);
  return { saving, error, clearError, run };
}

/** The form's values once its fields pass their rules; null when they do not (the form shows what is missing). */
export async function validValues<V>(form: FormInstance<V>): Promise<V | null> {
  try {
    return await form.validateFields();
  } catch {
    return null;
  }
}

export interface NoteFieldProps {
  /** The form field, e.g. `reason` or `note`. */
  name: string;
  /** e.g. 取消原因, 收款说明. */
  label: string;
  /** The message when it is left empty or blank, e.g. 请填写取消原因. */
  requiredMessage: string;
  placeholder?: string;
  /** Longest text in characters (default 200): 最多200个字. */
  max?: number;
}

/** A required text of a few lines (a reason, a note): blank is refused with `requiredMessage`, longer than `max` with 最多N个字. */
export function NoteField({ name, label, requiredMessage, placeholder, max = 200 }: NoteFieldProps) {
  return (
    <Form.Item name={name} label={label} rules={[{ required: true, whitespace: true, message: requiredMessage }, { max, message: `最多${max}个字` }]}>
      <Input.TextArea rows={3} placeholder={placeholder} />
    </Form.Item>
  );
}

export interface FormModalProps<V> {
  open: boolean;
  title: ReactNode;
  /** Label of the OK button (default 确定). */
  okText?: string;
  /** A red OK button (取消报名, 退款). */
  danger?: boolean;
  /** OK cannot be pressed (nothing may be done now). */
  okDisabled?: boolean;
  onCancel: () => void;
  /**
   * Sends the checked values. The caller closes the modal when it resolves; a refusal (already shown by the shared
   * client) keeps the modal open with what was typed. OK spins meanwhile.
   */
  onSubmit: (values: V) => Promise<unknown>;
  /** The form, when the caller watches or sets its fields. */
  form?: FormInstance<V>;
  /** The form's accessible name. */
  formLabel?: string;
  initialValues?: Partial<V>;
  /** Each opening starts from `initialValues` (the form instance outlives the modal's content). */
  clearOnDestroy?: boolean;
  /** false: a field's value is dropped when the field goes (fields that change with a choice). */
  preserve?: boolean;
  /** What stands above the form: what the action does, the figures it acts on. */
  intro?: ReactNode;
  /** The form's items. */
  children: ReactNode;
}

/**
 * The one modal around a form of the back office: 确定 (or `okText`) submits the form, 取消 closes, the content is
 * dropped when it closes; the call runs once the fields pass their rules.
 */
export function FormModal<V extends object>({
  open,
  title,
  okText = '确定',
  danger,
  okDisabled,
  onCancel,
  onSubmit,
  form: given,
  formLabel,
  initialValues,
  clearOnDestroy,
  preserve,
  intro,
  children,
}: FormModalProps<V>) {
  const [own] = Form.useForm<V>();
  const form = given ?? own;
  const { saving, run } = useSaving();
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText="取消"
      okButtonProps={danger || okDisabled ? { danger, disabled: okDisabled } : undefined}
      onOk={() => form.submit()}
      onCancel={onCancel}
      confirmLoading={saving}
      destroyOnHidden
    >
      {intro}
      <Form<V> form={form} layout="vertical" onFinish={(values) => run(() => onSubmit(values))} aria-label={formLabel} initialValues={initialValues} clearOnDestroy={clearOnDestroy} preserve={preserve}>
        {children}
      </Form>
    </Modal>
  );
}
