import { useCallback, useState } from 'react';
import { App, Button, Card, Descriptions, Form, Input, Space, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { cardDigits, cardNumberProblem, digitsOnly, EMPTY_TEXT, formatAmount, formatCardNumber, LOADING_TEXT, outcomeUnknown, useCountdown, useSubmitAttempt, WITHDRAW_MIN_CENTS, WITHDRAW_MSG } from 'shared';
import { getAccountBalance } from '../api/get-account-balance';
import { requestWithdrawal } from '../api/request-withdrawal';
import { sendWithdrawSms } from '../api/send-withdraw-sms';
import type { AccountBalance } from '../api/types';
import { yuanCents, yuanRules } from '../components/amount-rules';
import { NoInstitution } from '../components/no-institution';
import { useAccountInstitution } from '../components/use-institution';
import { useResource } from '../components/use-resource';
import { ACCOUNT_INFO_PATH, withdrawSuccessPath } from '../paths';

const TITLE = '申请提现';
/** One SMS code per mobile per 60 s (the server's resend limit). */
const SMS_RESEND_SECONDS = 60;

interface WithdrawValues {
  amount: string;
  bank_name: string;
  card_number: string;
  account_name: string;
  sms_code: string;
}

/**
 * 申请提现 (AccountWithdraw): an amount of the 可提现余额 to the institution's bank account (收款户名 = the institution's
 * name), confirmed with the 提现验证码 sent to the manager's mobile. POST /withdraw reserves it at once; the page then
 * shows 提现成功.
 */
export const AccountWithdrawPage = observer(function AccountWithdrawPage() {
  const institution = useAccountInstitution();
  if (!institution.id) return <NoInstitution title={TITLE} />;
  return <Withdraw key={institution.id} institutionId={institution.id} />;
});

function Withdraw({ institutionId }: { institutionId: number }) {
  const [balance, reload] = useResource(useCallback(() => getAccountBalance(institutionId), [institutionId]));
  if (balance.state !== 'ready') return <Card title={TITLE}>{balance.state === 'loading' ? LOADING_TEXT : EMPTY_TEXT}</Card>;
  return <WithdrawForm balance={balance.data} onRefused={reload} />;
}

function WithdrawForm({ balance, onRefused }: { balance: AccountBalance; onRefused: () => void }) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<WithdrawValues>();
  const { left, start } = useCountdown();
  const [codeSent, setCodeSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  // one Idempotency-Key per submit attempt; the same again when the same values are retried after no answer
  const attempt = useSubmitAttempt();
  const available = balance.available_cents;

  const requestCode = async () => {
    setSending(true);
    try {
      const sent = await sendWithdrawSms();
      setCodeSent(true);
      start(SMS_RESEND_SECONDS);
      message.success(`验证码已发送至 ${sent.mobile}，请注意查收`);
    } catch {
      // the shared client showed the server's reason (发送过于频繁 …)
    } finally {
      setSending(false);
    }
  };

  const submit = async (values: WithdrawValues) => {
    const payload = {
      institution_id: balance.institution_id,
      amount_cents: yuanCents(values.amount)!,
      bank_name: values.bank_name.trim(),
      card_number: cardDigits(values.card_number),
      account_name: values.account_name.trim(),
      sms_code: values.sms_code.trim(),
    };
    setSubmitting(true);
    try {
      const item = await attempt.send(payload, (key) => requestWithdrawal(payload, key));
      navigate(withdrawSuccessPath(item.withdraw_no));
    } catch (error) {
      // No answer (network, 5xx): the outcome is unknown and a retry sends the same key. A refusal (余额不足, a wrong
      // code …) ends the attempt: the shared client showed it, and the balance is read again.
      if (!outcomeUnknown(error)) onRefused();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Card title={TITLE} extra={<Button onClick={() => navigate(ACCOUNT_INFO_PATH)}>返回资金账户</Button>} variant="borderless">
      <Descriptions column={1} size="middle" style={{ maxWidth: 560, marginBottom: 24 }} bordered>
        <Descriptions.Item label="提现机构">{balance.institution_name}</Descriptions.Item>
        <Descriptions.Item label="可提现余额">
          <Typography.Text strong style={{ fontSize: 18, color: '#fa541c' }}>
            {formatAmount(available)}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
      <Form<WithdrawValues>
        form={form}
        layout="vertical"
        style={{ maxWidth: 560 }}
        initialValues={{ account_name: balance.institution_name }}
        onFinish={(values) => void submit(values)}
        aria-label="提现申请"
      >
        <Form.Item
          name="amount"
          label="提现金额（元）"
          extra={`单次最低 ${formatAmount(WITHDRAW_MIN_CENTS)}，最多 ${formatAmount(available)}`}
          rules={yuanRules('请输入提现金额', {
            min: { cents: WITHDRAW_MIN_CENTS, msg: WITHDRAW_MSG.tooSmall },
            max: { cents: available, msg: WITHDRAW_MSG.balanceShort },
          })}
        >
          <Input inputMode="decimal" placeholder="例如 100.00" autoComplete="off" />
        </Form.Item>
        <Form.Item name="bank_name" label="开户银行" rules={[{ required: true, whitespace: true, message: WITHDRAW_MSG.bankRequired }]}>
          <Input maxLength={64} placeholder="例如 中国工商银行杭州分行" />
        </Form.Item>
        <Form.Item
          name="card_number"
          label="银行账号"
          // shown in groups of four as it is typed; sent as digits
          normalize={(value: string | undefined) => formatCardNumber(digitsOnly(value ?? '').slice(0, 30))}
          rules={[
            { required: true, message: '请输入银行账号' },
            { validator: (_, value: string | undefined) => (!value || !cardNumberProblem(value) ? Promise.resolve() : Promise.reject(new Error(cardNumberProblem(value)!))) },
          ]}
        >
          <Input inputMode="numeric" placeholder="8 到 30 位数字" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="account_name"
          label="收款户名"
          extra="须与机构名称一致"
          rules={[
            { required: true, whitespace: true, message: '请输入收款户名' },
            {
              validator: (_, value: string | undefined) =>
                !value?.trim() || value.trim() === balance.institution_name ? Promise.resolve() : Promise.reject(new Error(WITHDRAW_MSG.accountNameMismatch)),
            },
          ]}
        >
          <Input maxLength={128} />
        </Form.Item>
        <Form.Item label="短信验证码" required>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item
              name="sms_code"
              noStyle
              rules={[
                {
                  validator: (_, value: string | undefined) => {
                    if (!codeSent) return Promise.reject(new Error(WITHDRAW_MSG.smsRequired));
                    if (!value?.trim()) return Promise.reject(new Error('请输入短信验证码'));
                    return /^\d{6}$/.test(value.trim()) ? Promise.resolve() : Promise.reject(new Error('验证码为6位数字'));
                  },
                },
              ]}
            >
              <Input maxLength={6} inputMode="numeric" placeholder="6位验证码" aria-label="短信验证码" autoComplete="one-time-code" />
            </Form.Item>
            <Button onClick={() => void requestCode()} disabled={left > 0} loading={sending} style={{ minWidth: 128 }}>
              {left > 0 ? `${left}秒后重新获取` : '获取验证码'}
            </Button>
          </Space.Compact>
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={submitting} disabled={available < WITHDRAW_MIN_CENTS}>
          提交申请
        </Button>
      </Form>
    </Card>
  );
}

export default AccountWithdrawPage;
