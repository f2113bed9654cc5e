import { useState } from 'react';
import { App, Button, Descriptions, Form, Input, Modal, Space, Typography } from 'antd';
import { useCountdown } from 'shared';
import { cardDigits, cardNumberProblem, digitsOnly, formatCardNumber, payoutUsableFromText, SMS_RESEND_SECONDS, WITHDRAW_MSG } from 'shared/rules';
import { confirmPayoutAccount } from '../api/confirm-payout-account';
import { createPayoutAccount } from '../api/create-payout-account';
import { sendPayoutAccountSms } from '../api/send-payout-account-sms';
import type { PayoutAccount } from '../api/types';
import { SmsCodeField } from './sms-code-field';

interface AccountValues {
  account_name: string;
  bank_name: string;
  card_number: string;
}

export interface PayoutAccountModalProps {
  institution: { id: number; name: string };
  /** 'add': 添加收款账户 then its code; a pending account: 验证收款账户 (a code asked for here). null = closed. */
  target: 'add' | PayoutAccount | null;
  onClose: () => void;
  /** An account was registered or confirmed: the list reads again. */
  onChanged: () => void;
}

/**
 * 添加收款账户: 收款户名 (the institution's name), 开户银行 and 银行账号 (grouped in fours as typed, shared/rules
 * cardNumberProblem); POST /admin/payout_account sends the 收款账户验证码 to the owner's mobile, and the second step
 * confirms the account with it (获取验证码 again after 60 s, useCountdown). A confirmed account is usable one day later.
 */
export function PayoutAccountModal({ institution, target, onClose, onChanged }: PayoutAccountModalProps) {
  return (
    <Modal
      open={target !== null}
      title={target === 'add' ? '添加收款账户' : '验证收款账户'}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      {target === null ? null : (
        <PayoutAccountSteps key={target === 'add' ? 'add' : target.id} institution={institution} pending={target === 'add' ? null : target} onClose={onClose} onChanged={onChanged} />
      )}
    </Modal>
  );
}

function PayoutAccountSteps({ institution, pending, onClose, onChanged }: { institution: { id: number; name: string }; pending: PayoutAccount | null; onClose: () => void; onChanged: () => void }) {
  const { message } = App.useApp();
  const [accountForm] = Form.useForm<AccountValues>();
  const [codeForm] = Form.useForm<{ sms_code: string }>();
  const [account, setAccount] = useState<PayoutAccount | null>(pending);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { left, start } = useCountdown();

  const codeSent = (mobile: string) => {
    setSentTo(mobile);
    start(SMS_RESEND_SECONDS);
    message.success(`验证码已发送至 ${mobile}，请注意查收`);
  };

  const register = async (values: AccountValues) => {
    setBusy(true);
    try {
      const created = await createPayoutAccount({
        institution_id: institution.id,
        account_name: institution.name,
        bank_name: values.bank_name.trim(),
        card_number: cardDigits(values.card_number),
      });
      setAccount(created.account);
      onChanged();
      codeSent(created.mobile);
    } catch {
      // the shared client showed the server's reason (重复登记, 发送过于频繁 …); the form keeps what was typed
    } finally {
      setBusy(false);
    }
  };

  const resend = async (id: number) => {
    setBusy(true);
    try {
      codeSent((await sendPayoutAccountSms(id)).mobile);
    } catch {
      // shown by the shared client
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (id: number, code: string) => {
    setBusy(true);
    try {
      const confirmed = await confirmPayoutAccount(id, code.trim());
      message.success(`收款账户已验证，${payoutUsableFromText(confirmed.usable_from!)}`);
      onChanged();
      onClose();
    } catch {
      // a wrong code: shown by the shared client, the step stays
    } finally {
      setBusy(false);
    }
  };

  if (!account) {
    return (
      <Form<AccountValues>
        form={accountForm}
        layout="vertical"
        initialValues={{ account_name: institution.name }}
        onFinish={(values) => void register(values)}
        aria-label="添加收款账户"
      >
        <Form.Item name="account_name" label="收款户名" extra="须与机构名称一致">
          <Input disabled />
        </Form.Item>
        <Form.Item name="bank_name" label="开户银行" rules={[{ required: true, whitespace: true, message: WITHDRAW_MSG.bankRequired }]}>
          <Input maxLength={64} placeholder="例如 中国工商银行杭州分行" />
        </Form.Item>
        <Form.Item
          name="card_number"
          label="银行账号"
          // shown in groups of four as it is typed (spec §5); sent as digits
          normalize={(value: string | undefined) => formatCardNumber(digitsOnly(value ?? '').slice(0, 30))}
          rules={[
            { required: true, message: '请输入银行账号' },
            { validator: (_, value: string | undefined) => (!value || !cardNumberProblem(value) ? Promise.resolve() : Promise.reject(new Error(cardNumberProblem(value)!))) },
          ]}
        >
          <Input inputMode="numeric" placeholder="8 到 30 位数字" autoComplete="off" />
        </Form.Item>
        <Typography.Paragraph type="secondary">提交后，验证码将发送到机构负责人的手机；验证通过后 24 小时起可用于提现。</Typography.Paragraph>
        <Space>
          <Button type="primary" htmlType="submit" loading={busy}>
            提交并发送验证码
          </Button>
          <Button onClick={onClose}>取消</Button>
        </Space>
      </Form>
    );
  }

  return (
    <>
      <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label="收款户名">{account.account_name}</Descriptions.Item>
        <Descriptions.Item label="开户银行">{account.bank_name}</Descriptions.Item>
        <Descriptions.Item label="银行账号">{formatCardNumber(account.card_number)}</Descriptions.Item>
      </Descriptions>
      {sentTo ? <Typography.Paragraph>验证码已发送至 {sentTo}</Typography.Paragraph> : null}
      <Form<{ sms_code: string }> form={codeForm} layout="vertical" onFinish={(values) => void confirm(account.id, values.sms_code)} aria-label="验证收款账户">
        <SmsCodeField left={left} onSend={() => void resend(account.id)} />
        <Typography.Paragraph type="secondary">验证码发送到机构负责人的手机，10 分钟内有效；验证通过后 24 小时起可用于提现。</Typography.Paragraph>
        <Space>
          <Button type="primary" htmlType="submit" loading={busy}>
            确认验证
          </Button>
          <Button onClick={onClose}>取消</Button>
        </Space>
      </Form>
    </>
  );
}
