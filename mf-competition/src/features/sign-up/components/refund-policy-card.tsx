import { useCallback, useEffect, useState } from 'react';
import { App, Button, Card, DatePicker, Form, InputNumber, Result, Space, Spin, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { LOADING_TEXT } from 'shared';
import { REFUND_REQUEST_MSG } from 'shared/rules';
import { getRefundPolicy, type RefundPolicyView } from '../api/get-refund-policy';
import { updateRefundPolicy } from '../api/update-refund-policy';

interface PolicyValues {
  full_until: Dayjs | null;
  percent: number | null;
  partial_until: Dayjs | null;
}

const toValues = (p: RefundPolicyView): PolicyValues => ({
  full_until: p.full_until ? dayjs(p.full_until) : null,
  percent: p.percent,
  partial_until: p.partial_until ? dayjs(p.partial_until) : null,
});

const iso = (d: Dayjs | null | undefined) => (d ? d.toISOString() : null);

/** The same pickers as 报名开始/截止时间 of the settings form (date and time to the minute). */
const PICKER = { showTime: { format: 'HH:mm' }, format: 'YYYY-MM-DD HH:mm' } as const;

type PolicyLoad = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; policy: RefundPolicyView };

/**
 * 退款规则 of a competition on its 报名设置 page: the sentence payers see (GET /competition/refund_policy) and the
 * organiser's own policy — in full until one time, a percentage until a later one, nothing after
 * (PUT /competition/refund_policy). The checks are the server's, with the shared texts of REFUND_REQUEST_MSG.
 */
export function RefundPolicyCard({ competitionId }: { competitionId: number }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<PolicyValues>();
  const [load, setLoad] = useState<PolicyLoad>({ state: 'loading' });
  const [saving, setSaving] = useState(false);

  const reload = useCallback(async () => {
    try {
      const policy = await getRefundPolicy(competitionId);
      setLoad({ state: 'ready', policy });
      return policy;
    } catch {
      setLoad((prev) => (prev.state === 'ready' ? prev : { state: 'failed' }));
      return null;
    }
  }, [competitionId]);

  useEffect(() => {
    setLoad({ state: 'loading' });
    void reload();
  }, [reload]);

  const submit = async (v: PolicyValues) => {
    setSaving(true);
    try {
      await updateRefundPolicy({ id: competitionId, full_until: iso(v.full_until), percent: v.percent ?? 0, partial_until: iso(v.partial_until) });
      message.success('退款规则已保存');
      const policy = await reload();
      if (policy) form.setFieldsValue(toValues(policy));
    } catch {
      // shown by the shared client
    } finally {
      setSaving(false);
    }
  };

  let body;
  if (load.state === 'loading') body = <Spin description={LOADING_TEXT} style={{ display: 'block', padding: 24 }} />;
  else if (load.state === 'failed') body = <Result status="warning" title="退款规则加载失败，请刷新重试" />;
  else {
    const { policy } = load;
    body = (
      <>
        <Typography.Paragraph>
          当前规则：<Typography.Text strong>{policy.policy_text}</Typography.Text>
          {policy.custom === 0 ? (
            <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4 }}>
              使用默认规则（比赛开始前可全额退款）
            </Typography.Text>
          ) : null}
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary">全额退款截止后、部分退款截止前按比例退款，之后不可退款；不填的时间表示不提供该项退款。</Typography.Paragraph>
        <Form<PolicyValues> form={form} layout="vertical" initialValues={toValues(policy)} onFinish={submit} aria-label="退款规则" style={{ maxWidth: 720 }}>
          <Space wrap size="large" align="start">
            <Form.Item name="full_until" label="全额退款截止时间" extra="此时间前可全额退款">
              <DatePicker {...PICKER} placeholder="不设置" />
            </Form.Item>
            <Form.Item
              name="percent"
              label="部分退款比例（%）"
              dependencies={['partial_until']}
              rules={[
                ({ getFieldValue }) => ({
                  validator: (_r, value: number | null) =>
                    getFieldValue('partial_until') && !(value && value > 0) ? Promise.reject(new Error(REFUND_REQUEST_MSG.percentRequired)) : Promise.resolve(),
                }),
              ]}
            >
              <InputNumber min={0} max={100} precision={0} style={{ width: 160 }} />
            </Form.Item>
            <Form.Item
              name="partial_until"
              label="部分退款截止时间"
              extra="此时间前可按比例退款"
              dependencies={['full_until']}
              rules={[
                ({ getFieldValue }) => ({
                  validator: (_r, value: Dayjs | null) => {
                    const full = getFieldValue('full_until') as Dayjs | null;
                    return value && full && !value.isAfter(full) ? Promise.reject(new Error(REFUND_REQUEST_MSG.partialAfterFull)) : Promise.resolve();
                  },
                }),
              ]}
            >
              <DatePicker {...PICKER} placeholder="不设置" />
            </Form.Item>
          </Space>
          <Button type="primary" htmlType="submit" loading={saving}>
            保存退款规则
          </Button>
        </Form>
      </>
    );
  }

  return (
    <Card title="退款规则" variant="borderless">
      {body}
    </Card>
  );
}
