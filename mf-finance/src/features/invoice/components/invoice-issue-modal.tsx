import { useState } from 'react';
import { App, Form, Input, Modal, Radio } from 'antd';
import { INVOICE_MSG, REJECT_REASON_REQUIRED, useSubmitAttempt } from 'shared';
import { FileUploadField } from 'shared/antd';
import { issueInvoice } from '../api/issue-invoice';
import { rejectInvoice } from '../api/reject-invoice';
import type { Invoice, InvoiceIssuePayload } from '../api/types';

export interface InvoiceActionModalProps {
  /** The pending invoice and what to do with it; null = closed. */
  target: { invoice: Invoice; action: 'issue' | 'reject' } | null;
  onClose: () => void;
  onDone: () => void;
}

interface Values {
  mode: InvoiceIssuePayload['mode'];
  file?: string;
  reason?: string;
}

/** 开具 (生成电子收据 / 上传发票PDF) or 驳回 (with the required reason) of a pending invoice request. */
export function InvoiceActionModal({ target, onClose, onDone }: InvoiceActionModalProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const attempt = useSubmitAttempt();
  const mode = Form.useWatch('mode', form);
  const issuing = target?.action === 'issue';

  const submit = async (values: Values) => {
    if (!target) return;
    setSaving(true);
    try {
      if (issuing) {
        const payload: InvoiceIssuePayload = values.mode === 'upload' ? { id: target.invoice.id, mode: 'upload', file: values.file } : { id: target.invoice.id, mode: 'generate' };
        await attempt.send(payload, (key) => issueInvoice(payload, key));
        message.success('发票已开具');
      } else {
        await rejectInvoice({ id: target.invoice.id, reason: (values.reason ?? '').trim() });
        message.success('已驳回');
      }
      onDone();
    } catch {
      // the shared client shows the server's message
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={target !== null}
      title={issuing ? '开具发票' : '驳回发票申请'}
      okText={issuing ? '开具' : '驳回'}
      cancelText="取消"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
    >
      {target ? (
        <p>
          {target.invoice.invoice_no} · {target.invoice.title}
        </p>
      ) : null}
      <Form form={form} layout="vertical" initialValues={{ mode: 'generate' }} onFinish={submit} preserve={false}>
        {issuing ? (
          <>
            <Form.Item name="mode" label="开具方式">
              <Radio.Group
                options={[
                  { value: 'generate', label: '生成电子收据' },
                  { value: 'upload', label: '上传发票PDF' },
                ]}
              />
            </Form.Item>
            {mode === 'upload' ? (
              <Form.Item name="file" label="发票 PDF" rules={[{ required: true, message: INVOICE_MSG.pdfRequired }]}>
                <FileUploadField accept=".pdf" use="invoice" />
              </Form.Item>
            ) : null}
          </>
        ) : (
          <Form.Item name="reason" label="驳回原因" rules={[{ required: true, whitespace: true, message: REJECT_REASON_REQUIRED }]}>
            <Input.TextArea rows={3} maxLength={200} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
