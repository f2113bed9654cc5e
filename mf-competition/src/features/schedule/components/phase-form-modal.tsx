import { useEffect } from 'react';
import { Alert, Button, Checkbox, Form, Input, InputNumber, Modal, Radio, Select, Space, Switch } from 'antd';
import { SCHEDULE_MSG, SWISS_DEFAULT_TIEBREAKERS, SWISS_PHASE_MSG, SWISS_TIEBREAK_NAME, SWISS_TIEBREAKERS, type SwissTiebreaker } from 'shared/rules';
import { ChinaDateTimePicker, useSaving } from 'shared/antd';
import type { PhaseConfig, PhaseFormat, SchedulePhase } from '../api/types';
import { PHASE_FORMAT_TEXT } from './schedule-labels';

export interface PhaseFormValues {
  name: string;
  description: string;
  format: PhaseFormat;
  cycles: 1 | 2;
  group_count: number | null;
  group_draw: 'snake' | 'pots';
  pot_size: number | null;
  separate_affiliation: boolean;
  knockout_draw: 'seeded' | 'random';
  protected_seeds: number | null;
  third_place: boolean;
  /** 总决赛可加赛 (double elimination) */
  grand_final_reset: boolean;
  /** 瑞士制: 轮数, 破同分规则 (in order), 轮空积分 (empty: a win's points), 加速编排 */
  swiss_rounds: number | null;
  swiss_tiebreakers: SwissTiebreaker[];
  bye_points: number | null;
  accelerated: boolean;
  qualify: boolean;
  from_phase_id: number | null;
  top: number | null;
  best_of_place: number | null;
  best_count: number | null;
  /** ISO instant, picked in China time. */
  first_round_at: string | null;
  round_interval_minutes: number | null;
  seed: string;
}

export interface PhaseFormResult {
  name: string;
  /** 阶段说明 ('' when none). */
  description: string;
  format: PhaseFormat;
  config: PhaseConfig;
  seed: string;
}

type QualificationRule = { top: number } | { best_of_place: number; count: number };

/** Form values → the phase's `{ name, format, config, seed }` (only the keys of the chosen format). */
export function phaseFromForm(v: PhaseFormValues): PhaseFormResult {
  const config: PhaseConfig = {};
  if (v.format === 'league' || v.format === 'groups') config.cycles = v.cycles;
  if (v.format === 'groups') {
    config.group_count = v.group_count ?? undefined;
    config.draw = v.group_draw;
    if (v.group_draw === 'pots' && v.pot_size) config.pot_size = v.pot_size;
    config.separate_affiliation = v.separate_affiliation;
  }
  if (v.format === 'knockout' || v.format === 'double_elimination') {
    config.draw = v.knockout_draw;
    if (v.knockout_draw === 'random' && v.protected_seeds) config.protected_seeds = v.protected_seeds;
  }
  if (v.format === 'knockout') config.third_place = v.third_place;
  if (v.format === 'double_elimination') config.grand_final_reset = v.grand_final_reset;
  if (v.format === 'swiss') {
    config.rounds = v.swiss_rounds ?? undefined;
    config.swiss_tiebreakers = v.swiss_tiebreakers?.length ? v.swiss_tiebreakers : [...SWISS_DEFAULT_TIEBREAKERS];
    if (v.bye_points !== null && v.bye_points !== undefined) config.bye_points = v.bye_points;
    config.accelerated = v.accelerated === true;
  }
  if (v.first_round_at) config.first_round_at = v.first_round_at;
  if (v.round_interval_minutes !== null && v.round_interval_minutes !== undefined) config.round_interval_minutes = v.round_interval_minutes;
  if (v.qualify && v.from_phase_id) {
    const rules: QualificationRule[] = [];
    if (v.top) rules.push({ top: v.top });
    if (v.best_of_place && v.best_count) rules.push({ best_of_place: v.best_of_place, count: v.best_count });
    config.qualification = { from_phase_id: v.from_phase_id, rules } as PhaseConfig['qualification'];
  }
  return { name: v.name.trim(), description: (v.description ?? '').trim(), format: v.format, config, seed: (v.seed ?? '').trim() };
}

/** A phase → form values (editing). */
export function formFromPhase(p: SchedulePhase | null): PhaseFormValues {
  const c = (p?.config ?? {}) as Record<string, unknown>;
  const q = c.qualification as { from_phase_id: number; rules: QualificationRule[] } | null | undefined;
  const top = q?.rules.find((r): r is { top: number } => 'top' in r);
  const best = q?.rules.find((r): r is { best_of_place: number; count: number } => 'best_of_place' in r);
  return {
    name: p?.name ?? '',
    description: p?.description ?? '',
    format: p?.format ?? 'league',
    cycles: c.cycles === 2 ? 2 : 1,
    group_count: (c.group_count as number | undefined) ?? null,
    group_draw: c.draw === 'pots' ? 'pots' : 'snake',
    pot_size: (c.pot_size as number | undefined) ?? null,
    separate_affiliation: c.separate_affiliation === true,
    knockout_draw: c.draw === 'random' ? 'random' : 'seeded',
    protected_seeds: (c.protected_seeds as number | undefined) ?? null,
    third_place: c.third_place === true,
    grand_final_reset: c.grand_final_reset === true,
    swiss_rounds: (c.rounds as number | undefined) ?? null,
    swiss_tiebreakers: (c.swiss_tiebreakers as SwissTiebreaker[] | undefined) ?? [...SWISS_DEFAULT_TIEBREAKERS],
    bye_points: (c.bye_points as number | undefined) ?? null,
    accelerated: c.accelerated === true,
    qualify: Boolean(q),
    from_phase_id: q?.from_phase_id ?? null,
    top: top?.top ?? null,
    best_of_place: best?.best_of_place ?? null,
    best_count: best?.count ?? null,
    first_round_at: typeof c.first_round_at === 'string' ? c.first_round_at : null,
    round_interval_minutes: (c.round_interval_minutes as number | undefined) ?? null,
    seed: p?.seed ?? '',
  };
}

export interface PhaseFormModalProps {
  open: boolean;
  /** The phase being edited, or null for 新建阶段. */
  phase: SchedulePhase | null;
  /** The other phases of the item (qualification sources). */
  phases: SchedulePhase[];
  onCancel: () => void;
  /** Resolves when saved; a rejection (refusal, already shown) keeps the modal open with the message. */
  onSubmit: (value: PhaseFormResult) => Promise<void>;
}

/** 新建阶段 / 编辑阶段: name, format and the format's options, qualification from a previous phase, times, seed. */
export function PhaseFormModal({ open, phase, phases, onCancel, onSubmit }: PhaseFormModalProps) {
  const [form] = Form.useForm<PhaseFormValues>();
  const { saving, error, clearError, run } = useSaving();
  const format = Form.useWatch('format', form);
  const groupDraw = Form.useWatch('group_draw', form);
  const knockoutDraw = Form.useWatch('knockout_draw', form);
  const qualify = Form.useWatch('qualify', form);
  const sources = phases.filter((p) => p.id !== phase?.id && (p.format === 'league' || p.format === 'groups'));
  // results entered: the schedule must stay, so only the name and description can change (the server refuses the rest)
  const locked = Boolean(phase && phase.finished_count > 0);

  useEffect(() => {
    if (!open) return;
    clearError();
    form.resetFields();
    form.setFieldsValue(formFromPhase(phase));
  }, [open, phase, form, clearError]);

  const submit = async () => {
    const v = await form.validateFields();
    await run(async () => {
      await onSubmit(phaseFromForm(v));
    });
  };

  return (
    <Modal
      open={open}
      title={phase ? '编辑阶段' : '新建阶段'}
      onCancel={onCancel}
      destroyOnHidden
      width={640}
      footer={[
        <Button key="cancel" onClick={onCancel}>
          取消
        </Button>,
        <Button key="ok" type="primary" loading={saving} onClick={() => void submit().catch(() => undefined)}>
          保存
        </Button>,
      ]}
    >
      {locked ? (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title="本阶段已有比赛录入成绩，只能修改阶段名称和说明；赛制、设置和抽签种子不能再修改。" />
      ) : phase && phase.status !== 'draft' ? (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title="修改赛制、配置或抽签种子会清除已生成的赛程（录入成绩前可以修改），只改名称或说明不影响赛程。" />
      ) : null}
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" name="phase" initialValues={formFromPhase(null)} disabled={locked}>
        <Form.Item name="name" label="阶段名称" rules={[{ required: true, whitespace: true, message: '请输入阶段名称' }, { max: 50, message: '阶段名称不能超过50个字' }]}>
          <Input aria-label="阶段名称" placeholder="如：小组赛、淘汰赛" disabled={false} />
        </Form.Item>
        <Form.Item name="description" label="阶段说明" rules={[{ max: 500, message: '阶段说明不能超过500个字' }]}>
          <Input.TextArea aria-label="阶段说明" rows={2} placeholder="选填，如：每组前两名进入淘汰赛" disabled={false} />
        </Form.Item>
        <Form.Item name="format" label="赛制" rules={[{ required: true, message: '请选择赛制' }]}>
          <Radio.Group options={(['league', 'groups', 'knockout', 'double_elimination', 'swiss'] as const).map((k) => ({ value: k, label: PHASE_FORMAT_TEXT[k] }))} optionType="button" />
        </Form.Item>
        {(format === 'league' || format === 'groups') && (
          <Form.Item name="cycles" label="循环方式">
            <Radio.Group
              options={[
                { value: 1, label: '单循环' },
                { value: 2, label: '双循环' },
              ]}
            />
          </Form.Item>
        )}
        {format === 'groups' && (
          <>
            <Space size={16} wrap>
              <Form.Item name="group_count" label="组数" rules={[{ required: true, message: SCHEDULE_MSG.groupCountRequired }]}>
                <InputNumber min={1} max={512} precision={0} aria-label="组数" />
              </Form.Item>
              <Form.Item name="group_draw" label="分组方式">
                <Radio.Group
                  options={[
                    { value: 'snake', label: '蛇形' },
                    { value: 'pots', label: '分档' },
                  ]}
                />
              </Form.Item>
              {groupDraw === 'pots' && (
                <Form.Item name="pot_size" label="每档人数" tooltip="不填则每档人数等于组数">
                  <InputNumber min={1} max={1024} precision={0} aria-label="每档人数" />
                </Form.Item>
              )}
            </Space>
            <Form.Item name="separate_affiliation" valuePropName="checked">
              <Checkbox>同单位不同组</Checkbox>
            </Form.Item>
          </>
        )}
        {(format === 'knockout' || format === 'double_elimination') && (
          <Space size={16} wrap align="start">
            <Form.Item name="knockout_draw" label="对阵方式">
              <Radio.Group
                options={[
                  { value: 'seeded', label: '种子' },
                  { value: 'random', label: '随机抽签' },
                ]}
              />
            </Form.Item>
            {knockoutDraw === 'random' && (
              <Form.Item name="protected_seeds" label="保护种子数">
                <InputNumber min={0} max={1024} precision={0} aria-label="保护种子数" />
              </Form.Item>
            )}
            {format === 'knockout' ? (
              <Form.Item name="third_place" label="季军赛" valuePropName="checked">
                <Switch aria-label="季军赛" />
              </Form.Item>
            ) : (
              <Form.Item name="grand_final_reset" label="总决赛可加赛" valuePropName="checked" tooltip="败者组冠军赢下总决赛时，双方各负一场，再赛一场决出冠军">
                <Switch aria-label="总决赛可加赛" />
              </Form.Item>
            )}
          </Space>
        )}
        {format === 'swiss' && (
          <>
            <Space size={16} wrap align="start">
              <Form.Item name="swiss_rounds" label="轮数" rules={[{ required: true, message: SWISS_PHASE_MSG.roundsRequired }]} tooltip="生成赛程只编排第 1 轮，之后每轮成绩录完再生成下一轮">
                <InputNumber min={1} max={64} precision={0} aria-label="轮数" />
              </Form.Item>
              <Form.Item name="bye_points" label="轮空积分" tooltip="人数为奇数时每轮有一人轮空；不填则按胜一场计分">
                <InputNumber min={0} max={100} precision={0} aria-label="轮空积分" placeholder="胜一场积分" />
              </Form.Item>
              <Form.Item name="accelerated" label="加速编排" valuePropName="checked" tooltip="人数较多时，前半程给排名靠前的选手加虚拟分，使强手更早相遇">
                <Switch aria-label="加速编排" />
              </Form.Item>
            </Space>
            <Form.Item name="swiss_tiebreakers" label="破同分规则（按顺序比较）" tooltip="积分相同时依次比较，仍相同则抽签">
              <Select
                mode="multiple"
                aria-label="破同分规则"
                options={SWISS_TIEBREAKERS.map((k) => ({ value: k, label: SWISS_TIEBREAK_NAME[k] }))}
              />
            </Form.Item>
          </>
        )}
        <Form.Item name="qualify" valuePropName="checked">
          <Checkbox disabled={sources.length === 0}>{sources.length ? '参赛者由上一阶段晋级产生' : '参赛者由上一阶段晋级产生（本项目还没有联赛或小组赛阶段）'}</Checkbox>
        </Form.Item>
        {qualify && (
          <>
            <Form.Item name="from_phase_id" label="晋级来源阶段" rules={[{ required: true, message: '请选择晋级来源阶段' }]}>
              <Select aria-label="晋级来源阶段" options={sources.map((p) => ({ value: p.id, label: `${p.name}（${PHASE_FORMAT_TEXT[p.format]}）` }))} />
            </Form.Item>
            <Form.Item label="晋级名额" required>
              <Space size={8} wrap align="baseline">
                每组前
                <Form.Item
                  name="top"
                  noStyle
                  rules={[
                    ({ getFieldValue }) => ({
                      validator: (_, value: number | null) =>
                        value || (getFieldValue('best_of_place') && getFieldValue('best_count')) ? Promise.resolve() : Promise.reject(new Error('请设置晋级名额')),
                    }),
                  ]}
                >
                  <InputNumber min={1} max={64} precision={0} aria-label="每组前N名" />
                </Form.Item>
                名 + 成绩最好的
                <Form.Item name="best_count" noStyle>
                  <InputNumber min={1} max={64} precision={0} aria-label="成绩最好的M个" />
                </Form.Item>
                个第
                <Form.Item
                  name="best_of_place"
                  noStyle
                  dependencies={['best_count']}
                  rules={[
                    ({ getFieldValue }) => ({
                      validator: (_, value: number | null) =>
                        !value === !getFieldValue('best_count') ? Promise.resolve() : Promise.reject(new Error('请同时填写成绩最好的个数和名次')),
                    }),
                  ]}
                >
                  <InputNumber min={1} max={64} precision={0} aria-label="第K名" />
                </Form.Item>
                名
              </Space>
            </Form.Item>
          </>
        )}
        <Space size={16} wrap style={{ marginTop: 16 }}>
          <Form.Item name="first_round_at" label="首轮时间">
            <ChinaDateTimePicker aria-label="首轮时间" />
          </Form.Item>
          <Form.Item name="round_interval_minutes" label="轮次间隔（分钟）">
            <InputNumber min={0} max={525600} precision={0} aria-label="轮次间隔" />
          </Form.Item>
        </Space>
        <Form.Item
          name="seed"
          label="抽签种子"
          tooltip="同一种子生成相同的赛程；留空则生成时随机产生并保存"
          rules={[{ pattern: /^[A-Za-z0-9_-]*$/, message: '抽签种子只能包含字母、数字、下划线和短横线' }, { max: 64, message: '抽签种子不能超过64个字符' }]}
        >
          <Input aria-label="抽签种子" placeholder="可选" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
