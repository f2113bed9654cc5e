import { useCallback, useEffect, useState } from 'react';
import { Alert, App, Button, Card, Empty, Form, Input, Modal, Progress, Space, Spin, Table, Tabs, Typography } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { EMPTY_TEXT, LOADING_TEXT } from 'shared';
import { StatusTag, useConfirm } from 'shared/antd';
import { createPhase } from '../api/create-phase';
import { deletePhase } from '../api/delete-phase';
import { getPhases } from '../api/get-phases';
import { nextSwissRound } from '../api/next-swiss-round';
import { qualifyPhase } from '../api/qualify-phase';
import type { EventItem, QualifyResult, SchedulePhase } from '../api/types';
import { updatePhase } from '../api/update-phase';
import { formFromPhase, PhaseFormModal, phaseFromForm, type PhaseFormResult } from '../components/phase-form-modal';
import { PHASE_FORMAT_TEXT, PHASE_STATUS } from '../components/schedule-labels';
import { useEventItems } from '../components/use-event-items';
import { SwissEntrantsModal } from '../components/swiss-entrants-modal';
import { useGeneration } from '../components/use-generation';

type Qualification = { from_phase_id: number; rules: ({ top: number } | { best_of_place: number; count: number })[] };
const qualificationOf = (p: SchedulePhase) => (p.config as { qualification?: Qualification | null }).qualification ?? null;

/** 每组前2名 + 成绩最好的2个第3名 */
function qualificationText(q: Qualification, phases: SchedulePhase[]): string {
  const from = phases.find((p) => p.id === q.from_phase_id)?.name ?? '上一阶段';
  const parts = q.rules.map((r) => ('top' in r ? `每组前${r.top}名` : `成绩最好的${r.count}个第${r.best_of_place}名`));
  return `由「${from}」晋级：${parts.join(' + ')}`;
}

/** JSON with sorted keys and without undefined values (a config read back may list its keys in another order). */
const stable = (v: unknown): string =>
  v && typeof v === 'object' && !Array.isArray(v)
    ? `{${Object.entries(v as Record<string, unknown>)
        .filter(([, x]) => x !== undefined)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, x]) => `${JSON.stringify(k)}:${stable(x)}`)
        .join(',')}}`
    : Array.isArray(v)
      ? `[${v.map(stable).join(',')}]`
      : JSON.stringify(v);

/** Only the name or description changed: the generated schedule stays. */
const sameSettings = (p: SchedulePhase, v: PhaseFormResult) => {
  const before = phaseFromForm(formFromPhase(p));
  return before.format === v.format && before.seed === v.seed && stable(before.config) === stable(v.config);
};

/** The phases of one event item with their actions. */
function ItemPhases({ item, competitionId, cType }: { item: EventItem; competitionId: number; cType: string }) {
  const { message } = App.useApp();
  const confirm = useConfirm();
  const [phases, setPhases] = useState<SchedulePhase[] | null>(null);
  const [editing, setEditing] = useState<{ phase: SchedulePhase | null } | null>(null);
  const [generateFor, setGenerateFor] = useState<SchedulePhase | null>(null);
  const [seed, setSeed] = useState('');
  const [seedError, setSeedError] = useState('');
  const [qualified, setQualified] = useState<{ phase: SchedulePhase; result: QualifyResult } | null>(null);
  const [lastSeed, setLastSeed] = useState<{ phaseId: number; text: string } | null>(null);
  const [entrantsOf, setEntrantsOf] = useState<SchedulePhase | null>(null);
  const { running, run } = useGeneration();

  const load = useCallback(async () => {
    try {
      setPhases((await getPhases(item.id)).list);
    } catch {
      setPhases([]);
    }
  }, [item.id]);

  useEffect(() => {
    setPhases(null);
    void load();
  }, [load]);

  const save = async (v: PhaseFormResult) => {
    const phase = editing?.phase;
    if (phase) {
      await updatePhase(sameSettings(phase, v) ? { id: phase.id, name: v.name, description: v.description } : { id: phase.id, ...v });
      message.success('阶段已保存');
    } else {
      await createPhase({
        event_item_id: item.id,
        name: v.name,
        format: v.format,
        config: v.config,
        ...(v.description ? { description: v.description } : {}),
        ...(v.seed ? { seed: v.seed } : {}),
      });
      message.success('阶段已创建');
    }
    setEditing(null);
    await load();
  };

  const remove = (p: SchedulePhase) =>
    confirm({ title: '删除阶段', content: `确定删除「${p.name}」及其赛程吗？`, danger: true }, async () => {
      try {
        await deletePhase(p.id);
        message.success('阶段已删除');
        await load();
      } catch {
        // the refusal is shown by the shared client
      }
    });

  const openGenerate = (p: SchedulePhase) => {
    setSeed(p.seed);
    setSeedError('');
    setGenerateFor(p);
  };

  const generate = async () => {
    const p = generateFor!;
    if (!/^[A-Za-z0-9_-]*$/.test(seed.trim())) {
      setSeedError('抽签种子只能包含字母、数字、下划线和短横线');
      return;
    }
    setGenerateFor(null);
    try {
      const r = await run(p.id, seed.trim() || undefined);
      const byes = r.bye_count ? `，轮空 ${r.bye_count} 场` : '';
      message.success(`赛程已生成：${r.fixture_count} 场比赛${byes}`);
      setLastSeed({ phaseId: p.id, text: `「${p.name}」赛程已生成，抽签种子 ${r.seed}（使用同一种子重新生成可得到相同赛程）` });
    } catch {
      // refusals (draw constraints, results already entered …) are shown by the shared client
    }
    await load();
  };

  /** 瑞士制: pairs the next round (the server refuses while the round has games without results, or after the last round). */
  const [pairing, setPairing] = useState<number | null>(null);
  const nextRound = async (p: SchedulePhase) => {
    setPairing(p.id);
    try {
      const r = await nextSwissRound(p.id);
      const byes = r.bye_count ? `，轮空 ${r.bye_count} 人` : '';
      message.success(`「${p.name}」第 ${r.round} 轮（共 ${r.rounds} 轮）已生成：${r.fixture_count} 场比赛${byes}`);
    } catch {
      // shown by the shared client (第 N 轮还有 M 场比赛未录入成绩… / 已生成全部 N 轮…)
    } finally {
      setPairing(null);
    }
    await load();
  };

  const qualify = async (p: SchedulePhase) => {
    try {
      const result = await qualifyPhase(p.id);
      setQualified({ phase: p, result });
      await load();
    } catch {
      // shown by the shared client (上一阶段尚未结束 …)
    }
  };

  const list = phases ?? [];
  const sourceDone = (p: SchedulePhase) => {
    const q = qualificationOf(p);
    return q ? list.find((s) => s.id === q.from_phase_id)?.status === 'completed' : false;
  };

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Space>
        <Button type="primary" onClick={() => setEditing({ phase: null })}>
          新建阶段
        </Button>
        <Typography.Text type="secondary">
          {item.name}：已通过报名 {item.approved_count} 个
        </Typography.Text>
      </Space>
      {running && (
        <Card size="small">
          <Typography.Text>正在生成「{list.find((p) => p.id === running.phaseId)?.name ?? ''}」的赛程…</Typography.Text>
          <Progress percent={running.progress} status="active" aria-label="生成进度" />
        </Card>
      )}
      {lastSeed && <Alert type="success" showIcon closable onClose={() => setLastSeed(null)} title={lastSeed.text} />}
      <Table<SchedulePhase>
        rowKey="id"
        size="small"
        pagination={false}
        loading={{ spinning: phases === null, description: LOADING_TEXT }}
        locale={{ emptyText: phases === null ? LOADING_TEXT : '还没有阶段，请先新建阶段' }}
        dataSource={list}
        scroll={{ x: 'max-content' }}
        columns={[
          {
            title: '阶段名称',
            key: 'name',
            render: (_: unknown, p) => (
              <Space orientation="vertical" size={0}>
                <Link to={`/admin/institution/match/${competitionId}/${cType}/schedule/step/${p.id}`}>{p.name}</Link>
                {p.description && <Typography.Text type="secondary">{p.description}</Typography.Text>}
                {qualificationOf(p) && <Typography.Text type="secondary">{qualificationText(qualificationOf(p)!, list)}</Typography.Text>}
              </Space>
            ),
          },
          { title: '赛制', dataIndex: 'format', key: 'format', render: (v: SchedulePhase['format']) => PHASE_FORMAT_TEXT[v] },
          { title: '状态', dataIndex: 'status', key: 'status', render: (v: SchedulePhase['status']) => <StatusTag status={v} map={PHASE_STATUS} /> },
          { title: '参赛数', dataIndex: 'entrant_count', key: 'entrant_count' },
          { title: '比赛场数', key: 'fixtures', render: (_: unknown, p) => (p.fixture_count ? `${p.finished_count}/${p.fixture_count}` : '-') },
          { title: '抽签种子', dataIndex: 'seed', key: 'seed', render: (v: string) => (v ? <Typography.Text copyable>{v}</Typography.Text> : '-') },
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, p) => {
              const busy = running !== null;
              const locked = p.finished_count > 0;
              return (
                <Space size={0} wrap>
                  {p.fixture_count > 0 && (
                    <Link to={`/admin/institution/match/${competitionId}/${cType}/schedule/step/${p.id}`} style={{ padding: '0 7px' }}>
                      查看赛程
                    </Link>
                  )}
                  <Button type="link" size="small" onClick={() => setEditing({ phase: p })}>
                    编辑
                  </Button>
                  {!locked && (
                    <Button type="link" size="small" disabled={busy} onClick={() => openGenerate(p)}>
                      {p.status === 'draft' ? '生成赛程' : '重新生成'}
                    </Button>
                  )}
                  {p.format === 'swiss' && p.fixture_count > 0 && (
                    <Button type="link" size="small" disabled={busy} loading={pairing === p.id} onClick={() => void nextRound(p)}>
                      生成下一轮
                    </Button>
                  )}
                  {p.format === 'swiss' && p.fixture_count > 0 && (
                    <Button type="link" size="small" onClick={() => setEntrantsOf(p)}>
                      参赛名单
                    </Button>
                  )}
                  {qualificationOf(p) && p.status === 'draft' && (
                    <Button type="link" size="small" disabled={!sourceDone(p)} title={sourceDone(p) ? undefined : '来源阶段结束后才能晋级'} onClick={() => void qualify(p)}>
                      晋级
                    </Button>
                  )}
                  <Button type="link" size="small" danger onClick={() => void remove(p)}>
                    删除
                  </Button>
                </Space>
              );
            },
          },
        ]}
      />
      <SwissEntrantsModal phase={entrantsOf} onClose={() => setEntrantsOf(null)} onChanged={() => void load()} />
      <PhaseFormModal open={editing !== null} phase={editing?.phase ?? null} phases={list} onCancel={() => setEditing(null)} onSubmit={save} />
      <Modal
        open={generateFor !== null}
        title={generateFor?.status === 'draft' ? '生成赛程' : '重新生成赛程'}
        okText="生成"
        cancelText="取消"
        onCancel={() => setGenerateFor(null)}
        onOk={() => void generate()}
        destroyOnHidden
      >
        {generateFor && generateFor.status !== 'draft' && (
          <Alert type="warning" showIcon style={{ marginBottom: 12 }} title="重新生成会替换本阶段现有的全部对阵、时间、场地和裁判安排。" />
        )}
        <Form layout="vertical">
          <Form.Item label="抽签种子" help={seedError || '可选：同一种子生成相同的赛程；留空则随机产生，生成后显示以便复现'} validateStatus={seedError ? 'error' : undefined}>
            <Input aria-label="生成用抽签种子" value={seed} maxLength={64} onChange={(e) => setSeed(e.target.value)} />
          </Form.Item>
        </Form>
      </Modal>
      <Modal open={qualified !== null} title={`「${qualified?.phase.name ?? ''}」晋级名单`} footer={null} onCancel={() => setQualified(null)} destroyOnHidden>
        <Table
          rowKey="sign_up_id"
          size="small"
          pagination={false}
          dataSource={qualified?.result.list ?? []}
          locale={{ emptyText: EMPTY_TEXT }}
          columns={[
            { title: '种子', dataIndex: 'seed', key: 'seed' },
            { title: '参赛者', dataIndex: 'name', key: 'name' },
            { title: '来源', key: 'from', render: (_: unknown, r: QualifyResult['list'][number]) => `${r.group_name || ''}第${r.place}名` },
          ]}
        />
      </Modal>
    </Space>
  );
}

/** 赛程 (ScheduleLayout, `…/schedule`): per event item the phases, their generation, qualification and edits. */
export function SchedulePage() {
  const { id, c_type: cType } = useParams();
  const competitionId = Number(id);
  const items = useEventItems(competitionId);
  const [active, setActive] = useState<string>();

  if (items === null) return <Spin description={LOADING_TEXT} style={{ display: 'block', padding: 48 }} />;
  if (items.length === 0) return <Empty description="本赛事还没有项目，请先在「报名设置」中添加项目" />;
  return (
    <Card title="赛程" size="small">
      <Tabs
        activeKey={active ?? String(items[0].id)}
        onChange={setActive}
        destroyOnHidden
        items={items.map((item) => ({
          key: String(item.id),
          label: item.name,
          children: <ItemPhases item={item} competitionId={competitionId} cType={cType ?? '1'} />,
        }))}
      />
    </Card>
  );
}

export default SchedulePage;
