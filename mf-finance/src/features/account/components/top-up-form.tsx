import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useSubmitAttempt } from 'shared';
import { createTopUp } from '../api/create-top-up';
import { cashierPath } from '../paths';
import { yuanCents, yuanRules } from './amount-rules';

/**
 * 充值: an amount in yuan → a 待支付 账户充值 order (POST /pay/top_up with an Idempotency-Key) → its 收银台, where it is
 * paid with 微信支付 or 支付宝. Without `institutionId` the signed-in user's wallet is topped up.
 */
export function TopUpForm({ institutionId }: { institutionId?: number }) {
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const attempt = useSubmitAttempt();

  const submit = async ({ amount }: { amount: string }) => {
    const payload = institutionId ? { amount_cents: yuanCents(amount)!, institution_id: institutionId } : { amount_cents: yuanCents(amount)! };
    setSubmitting(true);
    try {
      const created = await attempt.send(payload, (key) => createTopUp(payload, key));
      navigate(cashierPath(created.order_no));
    } catch {
      // a refusal ends the attempt (the shared client showed it); without an answer the retry keeps the key
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<{ amount: string }> layout="vertical" onFinish={(values) => void submit(values)} style={{ maxWidth: 420 }} aria-label="充值">
      <Form.Item name="amount" label="充值金额（元）" rules={yuanRules('请输入充值金额')} extra="下一步到收银台，使用微信支付或支付宝付款">
        <Input inputMode="decimal" placeholder="例如 500.00" autoComplete="off" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submitting}>
        去支付
      </Button>
    </Form>
  );
}
