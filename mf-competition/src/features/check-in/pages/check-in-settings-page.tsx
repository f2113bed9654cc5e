import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { App, Button, Card, Checkbox, DatePicker, Form, InputNumber, Radio, Result, Select, Space, Spin, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { LOADING_TEXT } from 'shared';
import { checkInSettingsProblem, type CheckInEvidence, type CheckInGoalKind, type CheckInGoalScope, type TrackSport } from 'shared/rules';
import { getCheckInSettings, saveCheckInSettings } from '../api/check-ins';
import type { CheckInSettings } from '../api/types';
import { EVIDENCE_OPTIONS, GOAL_KIND_OPTIONS, GOAL_SCOPE_OPTIONS, GOAL_UNIT, SPORT_OPTIONS } from '../components/check-in-texts';

interface FormValues {
  starts_on?: Dayjs;
  ends_on?: Dayjs;
  goal_kind: CheckInGoalKind;
  goal_scope: CheckInGoalScope;
  /** in the goal's unit (公里, 分钟, 次) */
  goal_amount?: number;
  goal_days: number;
  evidence: CheckInEvidence[];
  sport?: TrackSport | null;
  daily_limit: number;
  review_required: boolean;
}

const DAY = 'YYYY-MM-DD';

const toValues = (s: CheckInSettings | null): FormValues =>
  s
    ? {
        starts_on: dayjs(s.starts_on),
        ends_on: dayjs(s.ends_on),
        goal_kind: s.goal_kind,
        goal_scope: s.goal_scope,
        goal_amount: s.goal_value / GOAL_UNIT[s.goal_kind].factor,
        goal_days: s.goal_days,
        evidence: s.evidence,
        sport: s.sport,
        daily_limit: s.daily_limit,
        review_required: s.review_required === 1,
      }
    : { goal_kind: 'distance', goal_scope: 'total', goal_days: 1, evidence: ['track', 'screenshot'], sport: 'running', daily_limit: 1, review_required: false };

/**
 * 打卡设置 (ClockSet, `…/clock/clockset`): the activity's check-in challenge — its days, what the goal counts (里程 in
 * 公里, 时长 in 分钟, 次数, 照片打卡), daily or total, the evidence allowed (照片, GPX/TCX/FIT 轨迹文件, 运动截图), the
 * sport of a track, the daily limit and whether every record is reviewed. Checked with the server's rule before it
 * is sent; PUT /competition/clock/settings.
 */
export function CheckInSettingsPage() {
  const competitionId = Number(useParams().id);
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const [load, setLoad] = useState<{ state: 'loading' } | { state: 'failed' } | { state: 'ready'; settings: CheckInSettings | null }>({ state: 'loading' });
  const [saving, setSaving] = useState(false);
  const kind = Form.useWatch('goal_kind', form) ?? 'distance';
  const scope = Form.useWatch('goal_scope', form);
  const evidence = Form.useWatch('evidence', form) ?? [];

  useEffect(() => {
    let live = true;
    getCheckInSettings(competitionId)
      .then((settings) => live && setLoad({ state: 'ready', settings }))
      .catch(() => live && setLoad({ state: 'failed' }));
    return () => {
      live = false;
    };
  }, [competitionId]);

  if (load.state === 'loading') return <Spin description={LOADING_TEXT} style={{ display: 'block', padding: 48 }} />;
  if (load.state === 'failed') return <Result status="warning" title="打卡设置加载失败，请刷新重试" />;

  const submit = async (v: FormValues) => {
    const payload = {
      id: competitionId,
      starts_on: v.starts_on!.format(DAY),
      ends_on: v.ends_on!.format(DAY),
      goal_kind: v.goal_kind,
      goal_scope: v.goal_scope,
      goal_value: Math.round((v.goal_amount ?? 0) * GOAL_UNIT[v.goal_kind].factor),
      goal_days: v.goal_scope === 'daily' ? v.goal_days : 1,
      evidence: v.evidence,
      sport: v.evidence.includes('track') ? (v.sport ?? null) : null,
      daily_limit: v.daily_limit,
      review_required: v.review_required ? 1 : 0,
    } as const;
    const problem = checkInSettingsProblem({
      startsOn: payload.starts_on,
      endsOn: payload.ends_on,
      goalKind: payload.goal_kind,
      goalScope: payload.goal_scope,
      goalValue: payload.goal_value,
      goalDays: payload.goal_days,
      sport: payload.sport,
      evidence: [...payload.evidence],
      dailyLimit: payload.daily_limit,
      reviewRequired: payload.review_required === 1,
    });
    if (problem) {
      message.error(problem);
      return;
    }
    setSaving(true);
    try {
      await saveCheckInSettings({ ...payload, evidence: [...payload.evidence] });
      message.success('打卡设置已保存');
    } catch {
      // shown by the shared client
    } finally {
      setSaving(false);
    }
  };

  const unit = GOAL_UNIT[kind];
  return (
    <Card title="打卡设置" variant="borderless">
      <Form<FormValues> form={form} layout="vertical" name="check-in-settings" aria-label="打卡设置" initialValues={toValues(load.settings)} onFinish={submit} style={{ maxWidth: 720 }}>
        <Space wrap size="large" align="start">
          <Form.Item name="starts_on" label="开始日期" rules={[{ required: true, message: '请选择开始日期' }]}>
            <DatePicker format={DAY} placeholder="开始日期" />
          </Form.Item>
          <Form.Item name="ends_on" label="结束日期" rules={[{ required: true, message: '请选择结束日期' }]}>
            <DatePicker format={DAY} placeholder="结束日期" />
          </Form.Item>
        </Space>
        <Form.Item name="goal_kind" label="目标类型">
          <Radio.Group options={GOAL_KIND_OPTIONS} optionType="button" />
        </Form.Item>
        <Form.Item name="goal_scope" label="目标方式">
          <Radio.Group options={GOAL_SCOPE_OPTIONS} />
        </Form.Item>
        <Space wrap size="large" align="start">
          <Form.Item name="goal_amount" label={scope === 'daily' ? '每日目标' : '累计目标'} rules={[{ required: true, message: '请填写目标值' }]}>
            <InputNumber min={unit.step} step={unit.step} precision={kind === 'distance' ? 1 : 0} suffix={unit.label} style={{ width: 180 }} />
          </Form.Item>
          {scope === 'daily' ? (
            <Form.Item name="goal_days" label="达标天数" extra="每日目标需达成的天数" rules={[{ required: true, message: '请填写达标天数' }]}>
              <InputNumber min={1} max={366} precision={0} suffix="天" style={{ width: 140 }} />
            </Form.Item>
          ) : null}
        </Space>
        <Form.Item name="evidence" label="打卡凭证" rules={[{ required: true, message: '请至少选择一种打卡凭证' }]}>
          <Checkbox.Group options={EVIDENCE_OPTIONS} />
        </Form.Item>
        {evidence.includes('track') ? (
          <Form.Item name="sport" label="运动类型" extra="轨迹文件须是该运动的记录" rules={[{ required: true, message: '请选择运动类型' }]}>
            <Select options={SPORT_OPTIONS} style={{ width: 180 }} />
          </Form.Item>
        ) : null}
        <Space wrap size="large" align="start">
          <Form.Item name="daily_limit" label="每日打卡次数上限" rules={[{ required: true, message: '请填写每日打卡次数上限' }]}>
            <InputNumber min={1} max={20} precision={0} suffix="次" style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name="review_required" label="打卡记录需审核" valuePropName="checked" extra="关闭时，未被标记异常的记录直接通过">
            <Switch checkedChildren="是" unCheckedChildren="否" />
          </Form.Item>
        </Space>
        <Button type="primary" htmlType="submit" loading={saving}>
          保存设置
        </Button>
      </Form>
    </Card>
  );
}

export default CheckInSettingsPage;
