import { useEffect, useState } from 'react';
import { App, Form, Input, Modal, Radio } from 'antd';
import { useSubmitAttempt } from 'shared';
import { INVOICE_MSG, INVOICE_TITLE_TYPE_LABEL, invoiceRequestProblem, type InvoiceTitleType } from 'shared/rules';
import { applyInvoice } from '../api/apply-invoice';

interface ApplyValues {
  title_type: InvoiceTitleType;
  title: string;
  credit_code?: string;
  email: string;
}

export interface InvoiceApplyModalProps {
  /** The payer's paid order; null = closed. */
  orderNo: string | null;
  onClose: () => void;
  /** After the request was made. */
  onDone: () => void;
}

/** One field's refusal by the shared rule (invoiceRequestProblem), checked with the whole form. */
const ruleOf =
  (messages: readonly string[]) =>
  ({ getFieldsValue }: { getFieldsValue: () => ApplyValues }) => ({
    validator: async () => {
      const problem = invoiceRequestProblem(getFieldsValue());
      if (problem && messages.includes(problem)) throw new Error(problem);
    },
  });

/**
 * 申请发票 (我的订单, a paid order): 抬头类型 个人/单位, 发票抬头, 统一社会信用代码 (required for 单位), 邮箱; the platform
 * admin issues it in 发票管理.
 */
export function InvoiceApplyModal({ orderNo, onClose, onDone }: InvoiceApplyModalProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<ApplyValues>();
  const [saving, setSaving] = useState(false);
  const attempt = useSubmitAttempt();
  const titleType = Form.useWatch('title_type', form);

  useEffect(() => {
    if (orderNo !== null) form.resetFields();
  }, [orderNo, form]);

  const submit = async (values: ApplyValues) => {
    if (orderNo === null) return;
    setSaving(true);
    try {
      const payload = {
        order_no: orderNo,
        title_type: values.title_type,
        title: values.title.trim(),
        credit_code: values.title_type === 'company' ? (values.credit_code ?? '').trim() : '',
        email: values.email.trim(),
      };
      await attempt.send(payload, (key) => applyInvoice(payload, key));
      message.success('发票申请已提交，等待开具');
      onDone();
    } catch {
      // the shared client shows the server's message; the modal keeps what was typed
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open={orderNo !== null} title="申请发票" okText="提交申请" cancelText="取消" onOk={() => form.submit()} onCancel={onClose} confirmLoading={saving} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={{ title_type: 'personal' }} onFinish={submit} preserve={false}>
        <Form.Item label="订单号">{orderNo}</Form.Item>
        <Form.Item name="title_type" label="抬头类型" rules={[{ required: true, message: INVOICE_MSG.titleTypeInvalid }]}>
          <Radio.Group options={(['personal', 'company'] as const).map((v) => ({ value: v, label: INVOICE_TITLE_TYPE_LABEL[v] }))} />
        </Form.Item>
        <Form.Item name="title" label="发票抬头" rules={[{ required: true, whitespace: true, message: INVOICE_MSG.titleRequired }, ruleOf([INVOICE_MSG.titleTooLong])]}>
          <Input placeholder={titleType === 'company' ? '单位名称' : '个人姓名'} maxLength={100} />
        </Form.Item>
        {titleType === 'company' ? (
          <Form.Item
            name="credit_code"
            label="统一社会信用代码"
            rules={[{ required: true, whitespace: true, message: INVOICE_MSG.creditCodeRequired }, ruleOf([INVOICE_MSG.creditCodeInvalid])]}
          >
            <Input maxLength={18} />
          </Form.Item>
        ) : null}
        <Form.Item name="email" label="邮箱" rules={[{ required: true, whitespace: true, message: INVOICE_MSG.emailRequired }, ruleOf([INVOICE_MSG.emailInvalid])]}>
          <Input placeholder="接收发票的邮箱" maxLength={100} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
