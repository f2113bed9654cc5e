import { App, Form, Input, Radio } from 'antd';
import { useSubmitAttempt } from 'shared';
import { INVOICE_MSG, REJECT_REASON_REQUIRED } from 'shared/rules';
import { FileUploadField, FormModal } from 'shared/antd';
import { issueInvoice } from '../api/issue-invoice';
import { rejectInvoice } from '../api/reject-invoice';
import { voidInvoice } from '../api/void-invoice';
import type { Invoice, InvoiceIssuePayload } from '../api/types';

export interface InvoiceActionModalProps {
  /** The invoice and what to do with it (开具 / 驳回 a pending one, 红冲 an issued one); null = closed. */
  target: { invoice: Invoice; action: 'issue' | 'reject' | 'void' } | null;
  onClose: () => void;
  onDone: () => void;
}

interface Values {
  mode: InvoiceIssuePayload['mode'];
  file?: string;
  reason?: string;
}

const TITLES = { issue: '开具发票', reject: '驳回发票申请', void: '红冲发票' } as const;
const OK_TEXT = { issue: '开具', reject: '驳回', void: '红冲' } as const;

/**
 * 开具 (生成电子收据 / 上传发票PDF) or 驳回 (with the required reason) of a pending invoice request; 红冲 (with the
 * required reason) of an issued one, before its order can be refunded.
 */
export function InvoiceActionModal({ target, onClose, onDone }: InvoiceActionModalProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const attempt = useSubmitAttempt();
  const mode = Form.useWatch('mode', form);
  const issuing = target?.action === 'issue';

  const submit = async (values: Values) => {
    if (!target) return;
    if (issuing) {
      const payload: InvoiceIssuePayload = values.mode === 'upload' ? { id: target.invoice.id, mode: 'upload', file: values.file } : { id: target.invoice.id, mode: 'generate' };
      await attempt.send(payload, (key) => issueInvoice(payload, key));
      message.success('发票已开具');
    } else if (target.action === 'void') {
      await voidInvoice({ id: target.invoice.id, reason: (values.reason ?? '').trim() });
      message.success('发票已红冲');
    } else {
      await rejectInvoice({ id: target.invoice.id, reason: (values.reason ?? '').trim() });
      message.success('已驳回');
    }
    onDone();
  };

  return (
    <FormModal<Values>
      open={target !== null}
      title={TITLES[target?.action ?? 'issue']}
      okText={OK_TEXT[target?.action ?? 'issue']}
      onCancel={onClose}
      onSubmit={submit}
      form={form}
      initialValues={{ mode: 'generate' }}
      preserve={false}
      intro={
        target ? (
          <p>
            {target.invoice.invoice_no} · {target.invoice.title}
          </p>
        ) : null
      }
    >
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
      ) : target?.action === 'void' ? (
        <>
          <p>红冲后该发票作废，订单方可退款；付款人可按退款后的金额重新申请发票。</p>
          <Form.Item name="reason" label="红冲原因" rules={[{ required: true, whitespace: true, message: INVOICE_MSG.voidReasonRequired }]}>
            <Input.TextArea rows={3} maxLength={200} />
          </Form.Item>
        </>
      ) : (
        <Form.Item name="reason" label="驳回原因" rules={[{ required: true, whitespace: true, message: REJECT_REASON_REQUIRED }]}>
          <Input.TextArea rows={3} maxLength={200} />
        </Form.Item>
      )}
    </FormModal>
  );
}
