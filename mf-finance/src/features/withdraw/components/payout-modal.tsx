import { useState } from 'react';
import { Descriptions, Form, Input, Modal } from 'antd';
import { formatAmount } from 'shared';
import { formatCardNumber, WITHDRAW_MSG } from 'shared/rules';
import type { Withdrawal } from '../api/types';

export interface PayoutModalProps {
  /** The withdrawal to pay out; null = closed. */
  withdrawal: Withdrawal | null;
  onClose: () => void;
  /**
   * Sends 确认打款 with the trimmed 打款凭证号. A refusal (shown by the shared client) keeps the modal open with what
   * was typed; the caller closes it after a success.
   */
  onSubmit: (payoutReference: string) => Promise<unknown>;
}

/** 确认打款: the bank account the money went to and the bank transfer's 打款凭证号 (required). */
export function PayoutModal({ withdrawal, onClose, onSubmit }: PayoutModalProps) {
  const [form] = Form.useForm<{ payout_reference: string }>();
  const [saving, setSaving] = useState(false);
  const open = withdrawal !== null;

  const submit = async ({ payout_reference: reference }: { payout_reference: string }) => {
    setSaving(true);
    try {
      await onSubmit(reference.trim());
    } catch {
      // shown by the shared client; the modal stays open
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open={open} title="确认打款" okText="确认已打款" cancelText="取消" onOk={() => form.submit()} onCancel={onClose} confirmLoading={saving} destroyOnHidden>
      {withdrawal ? (
        <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
          <Descriptions.Item label="打款金额">{formatAmount(withdrawal.amount_cents)}</Descriptions.Item>
          <Descriptions.Item label="收款户名">{withdrawal.account_name}</Descriptions.Item>
          <Descriptions.Item label="开户银行">{withdrawal.bank_name}</Descriptions.Item>
          <Descriptions.Item label="银行账号">{formatCardNumber(withdrawal.card_number)}</Descriptions.Item>
        </Descriptions>
      ) : null}
      <Form form={form} layout="vertical" onFinish={submit} aria-label="确认打款" clearOnDestroy>
        <Form.Item
          name="payout_reference"
          label="打款凭证号"
          rules={[{ required: true, whitespace: true, message: WITHDRAW_MSG.referenceRequired }, { max: 64, message: '最多64个字符' }]}
        >
          <Input placeholder="银行转账的流水号或回单号" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
