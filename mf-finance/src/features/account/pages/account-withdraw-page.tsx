import { useCallback, useState } from 'react';
import { Alert, App, Button, Card, Descriptions, Form, Input, Radio, Result, Space, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate } from 'react-router-dom';
import { EMPTY_TEXT, formatAmount, LOADING_TEXT, outcomeUnknown, useCountdown, useSubmitAttempt } from 'shared';
import { formatCardNumber, PAYOUT_ACCOUNT_STATE_LABEL, PAYOUT_MSG, payoutUsableFromText, SMS_RESEND_SECONDS, WITHDRAW_MIN_CENTS, WITHDRAW_MSG } from 'shared/rules';
import { getAccountBalance } from '../api/get-account-balance';
import { getPayoutAccounts } from '../api/get-payout-accounts';
import { requestWithdrawal } from '../api/request-withdrawal';
import { sendWithdrawSms } from '../api/send-withdraw-sms';
import type { AccountBalance, PayoutAccount } from '../api/types';
import { yuanCents, yuanRules } from '../components/amount-rules';
import { NoInstitution } from '../components/no-institution';
import { SmsCodeField } from '../components/sms-code-field';
import { useAccountInstitution } from '../components/use-institution';
import { useMayManagePayout } from '../components/use-payout-access';
import { useResource } from '../../../components/use-resource';
import { ACCOUNT_INFO_PATH, PAYOUT_ACCOUNT_PATH, withdrawSuccessPath } from '../paths';

const TITLE = '申请提现';

interface WithdrawValues {
  amount: string;
  payout_account_id: number;
  sms_code: string;
}

/** How an account reads in the choice: "中国工商银行杭州分行 6222 0212 0200 0000 001（杭州市体育局）". */
const accountText = (a: PayoutAccount) => `${a.bank_name} ${formatCardNumber(a.card_number)}（${a.account_name}）`;

/** Why an account cannot be chosen yet: still cooling (可于 … 起使用) or not verified. */
const notYet = (a: PayoutAccount) => (a.status === 'active' && a.usable_from ? payoutUsableFromText(a.usable_from) : PAYOUT_ACCOUNT_STATE_LABEL.pending);

/**
 * 申请提现 (AccountWithdraw): an amount of the 可提现余额 to one of the institution's usable 收款账户 (registered,
 * verified by SMS and past the one-day cooling period; 收款账户 manages them), confirmed with the 提现验证码 sent to
 * the owner's mobile. Only the owner may withdraw (shared/rules mayManagePayout); without a usable account the page
 * says so and links to 添加收款账户. POST /withdraw reserves it at once; the page then shows 提现成功.
 */
export const AccountWithdrawPage = observer(function AccountWithdrawPage() {
  const institution = useAccountInstitution();
  const mayManage = useMayManagePayout(institution.id);
  if (!institution.id) return <NoInstitution title={TITLE} />;
  if (!mayManage) {
    return (
      <Card title={TITLE} variant="borderless">
        <Result status="info" title={PAYOUT_MSG.forbidden} subTitle="请联系机构负责人申请提现。" />
      </Card>
    );
  }
  return <Withdraw key={institution.id} institutionId={institution.id} />;
});

function Withdraw({ institutionId }: { institutionId: number }) {
  const [balance, reload] = useResource(useCallback(() => getAccountBalance(institutionId), [institutionId]));
  const [accounts] = useResource(useCallback(() => getPayoutAccounts({ institution_id: institutionId, start: 0, count: 100 }).then((page) => page.list), [institutionId]));
  if (balance.state !== 'ready' || accounts.state !== 'ready') {
    const loading = balance.state === 'loading' || accounts.state === 'loading';
    return <Card title={TITLE}>{loading ? LOADING_TEXT : EMPTY_TEXT}</Card>;
  }
  return <WithdrawForm balance={balance.data} accounts={accounts.data} onRefused={reload} />;
}

function WithdrawForm({ balance, accounts, onRefused }: { balance: AccountBalance; accounts: PayoutAccount[]; onRefused: () => void }) {
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
  const usable = accounts.filter((a) => a.usable === 1);

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
      payout_account_id: values.payout_account_id,
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
      {usable.length === 0 ? (
        <Alert
          type="warning"
          showIcon
          style={{ maxWidth: 560, marginBottom: 24 }}
          title={PAYOUT_MSG.none}
          description={
            <Space orientation="vertical" size={4}>
              {accounts.map((a) => (
                <span key={a.id}>
                  {accountText(a)}：{notYet(a)}
                </span>
              ))}
              <Link to={PAYOUT_ACCOUNT_PATH}>添加收款账户</Link>
            </Space>
          }
        />
      ) : null}
      <Form<WithdrawValues>
        form={form}
        layout="vertical"
        style={{ maxWidth: 560 }}
        // the one usable account is chosen already
        initialValues={usable.length === 1 ? { payout_account_id: usable[0]!.id } : {}}
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
        <Form.Item
          name="payout_account_id"
          label="收款账户"
          extra={<Link to={PAYOUT_ACCOUNT_PATH}>管理收款账户</Link>}
          rules={[{ required: true, message: '请选择收款账户' }]}
        >
          <Radio.Group style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
            {accounts.map((a) => (
              <Radio key={a.id} value={a.id} disabled={a.usable !== 1}>
                {accountText(a)}
                {a.usable === 1 ? null : <Typography.Text type="secondary">（{notYet(a)}）</Typography.Text>}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <SmsCodeField left={left} sending={sending} onSend={() => void requestCode()} precondition={() => (codeSent ? null : WITHDRAW_MSG.smsRequired)} />
        <Button type="primary" htmlType="submit" loading={submitting} disabled={available < WITHDRAW_MIN_CENTS || usable.length === 0}>
          提交申请
        </Button>
      </Form>
    </Card>
  );
}

export default AccountWithdrawPage;
