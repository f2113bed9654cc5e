import { useCallback, useEffect, useState } from 'react';
import { Alert, App, Button, Form, Modal, Radio, Select, Space, Table, Tag, Typography } from 'antd';
import { EMPTY_TEXT, LOADING_TEXT } from 'shared';
import { useConfirm } from 'shared/antd';
import { getScoreRule } from '../api/get-score-rule';
import { addLateEntry, getPhaseEntrants, leavePhase, returnToPhase } from '../api/phase-entrants';
import type { PhaseEntrant, PhaseEntrantList, SchedulePhase, ScoreRule } from '../api/types';

/** The points a late entry may take for each round it missed: nothing, a draw's or a win's (a bye then). */
function missedOptions(rule: ScoreRule | null) {
  const options = [{ value: 0, label: '0 分（按缺席）' }];
  if (rule && rule.points_draw > 0) options.push({ value: rule.points_draw, label: `平局积分（${rule.points_draw} 分）` });
  if (rule && rule.points_win > 0 && rule.points_win !== rule.points_draw) options.push({ value: rule.points_win, label: `胜场积分（${rule.points_win} 分，视同轮空）` });
  return options;
}

function StatusCell({ e, round }: { e: PhaseEntrant; round: number }) {
  if (e.left_after_round !== null) return <Tag>{e.note}</Tag>;
  if (e.joined_round !== null && e.joined_round > round) return <Tag color="blue">{`补录，第 ${e.joined_round} 轮起参赛`}</Tag>;
  return (
    <Space size={4}>
      <Tag color="green">参赛中</Tag>
      {e.note && <Typography.Text type="secondary">{e.note}</Typography.Text>}
    </Space>
  );
}

/**
 * 参赛名单 of a Swiss phase (瑞士制): who plays, 退赛 after the round paired last (never paired again, the games played
 * stay in the standings), 恢复参赛 from the next round, and 补录 of an approved entry not in the phase from the next
 * round with the points of the rounds it missed. The server decides (the shared Swiss rules) and says why it refuses.
 */
export function SwissEntrantsModal({ phase, onClose, onChanged }: { phase: SchedulePhase | null; onClose: () => void; onChanged: () => void }) {
  const { message } = App.useApp();
  const confirm = useConfirm();
  const [data, setData] = useState<PhaseEntrantList | null>(null);
  const [rule, setRule] = useState<ScoreRule | null>(null);
  const [candidate, setCandidate] = useState<number | null>(null);
  const [missed, setMissed] = useState(0);
  const [adding, setAdding] = useState(false);
  const phaseId = phase?.id ?? null;
  const itemId = phase?.event_item_id ?? null;

  const load = useCallback(async () => {
    if (phaseId === null) return;
    try {
      setData(await getPhaseEntrants(phaseId));
    } catch {
      setData({ list: [], candidates: [], round: 0, rounds: 0 });
    }
  }, [phaseId]);

  useEffect(() => {
    setData(null);
    setCandidate(null);
    setMissed(0);
    void load();
  }, [load]);

  useEffect(() => {
    if (itemId === null) return;
    getScoreRule(itemId).then(setRule, () => setRule(null));
  }, [itemId]);

  const changed = async (text: string) => {
    message.success(text);
    await load();
    onChanged();
  };

  const leave = (e: PhaseEntrant) => {
    const unpaired = e.joined_round !== null && data !== null && e.joined_round > data.round;
    return confirm(
      unpaired
        ? { title: '撤销补录', content: `确定撤销「${e.name}」的补录吗？` }
        : { title: '退赛', content: `「${e.name}」退赛后从第 ${(data?.round ?? 0) + 1} 轮起不再编排，已赛成绩保留在积分榜。确定退赛吗？`, danger: true },
      async () => {
        try {
          const r = await leavePhase(phaseId!, e.sign_up_id);
          await changed(r.change === 'removed' ? `已撤销「${e.name}」的补录` : `「${e.name}」已退赛（第 ${r.round} 轮后）`);
        } catch {
          // the refusal (成绩未录入 …) is shown by the shared client
        }
      },
    );
  };

  const comeBack = async (e: PhaseEntrant) => {
    try {
      const r = await returnToPhase(phaseId!, e.sign_up_id);
      await changed(`「${e.name}」已恢复参赛，从第 ${r.round} 轮起编排`);
    } catch {
      // shown by the shared client
    }
  };

  const addLate = async () => {
    if (candidate === null) return;
    const name = data?.candidates.find((c) => c.sign_up_id === candidate)?.name ?? '';
    setAdding(true);
    try {
      const r = await addLateEntry(phaseId!, candidate, missed);
      setCandidate(null);
      setMissed(0);
      await changed(`已补录「${name}」，从第 ${r.round} 轮起参赛`);
    } catch {
      // shown by the shared client
    } finally {
      setAdding(false);
    }
  };

  const open = data !== null && data.round > 0 && data.round < data.rounds;
  const missedRounds = data ? data.round : 0;
  return (
    <Modal open={phase !== null} title={`「${phase?.name ?? ''}」参赛名单`} footer={null} width={760} onCancel={onClose} destroyOnHidden>
      {data && (
        <Typography.Paragraph type="secondary">
          已编排第 {data.round} 轮（共 {data.rounds} 轮）。{open ? '退赛、恢复参赛和补录都从下一轮起生效；已赛成绩保留在积分榜，缺席的轮次按规则计分。' : '已编排全部轮次，参赛名单不能再变更。'}
        </Typography.Paragraph>
      )}
      <Table<PhaseEntrant>
        rowKey="sign_up_id"
        size="small"
        pagination={false}
        loading={{ spinning: data === null, description: LOADING_TEXT }}
        locale={{ emptyText: data === null ? LOADING_TEXT : EMPTY_TEXT }}
        dataSource={data?.list ?? []}
        scroll={{ x: 'max-content', y: 360 }}
        columns={[
          { title: '种子', dataIndex: 'seed', key: 'seed', width: 60, render: (v: number | null) => v ?? '-' },
          { title: '参赛者', dataIndex: 'name', key: 'name' },
          { title: '单位', dataIndex: 'affiliation', key: 'affiliation', render: (v: string) => v || '-' },
          { title: '状态', key: 'status', render: (_: unknown, e) => <StatusCell e={e} round={data?.round ?? 0} /> },
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, e) =>
              !open ? (
                '-'
              ) : e.left_after_round !== null ? (
                <Button type="link" size="small" onClick={() => void comeBack(e)}>
                  恢复参赛
                </Button>
              ) : (
                <Button type="link" size="small" danger onClick={() => void leave(e)}>
                  {e.joined_round !== null && e.joined_round > (data?.round ?? 0) ? '撤销补录' : '退赛'}
                </Button>
              ),
          },
        ]}
      />
      {open && (
        <Form layout="vertical" style={{ marginTop: 16 }}>
          <Typography.Title level={5}>补录</Typography.Title>
          {data.candidates.length === 0 ? (
            <Alert type="info" showIcon title="本项目已通过审核的报名都已在本阶段中；新的报名审核通过后可在此补录。" />
          ) : (
            <Space align="end" wrap>
              <Form.Item label="补录报名" style={{ marginBottom: 0 }}>
                <Select
                  aria-label="补录报名"
                  style={{ width: 240 }}
                  placeholder="选择已通过审核的报名"
                  value={candidate}
                  onChange={setCandidate}
                  options={data.candidates.map((c) => ({ value: c.sign_up_id, label: c.affiliation ? `${c.name}（${c.affiliation}）` : c.name }))}
                  showSearch
                  optionFilterProp="label"
                />
              </Form.Item>
              <Form.Item label={`${missedRounds === 1 ? '第 1 轮' : `第 1–${missedRounds} 轮`}（未参赛）每轮计分`} style={{ marginBottom: 0 }}>
                <Radio.Group aria-label="缺席轮次每轮计分" value={missed} onChange={(ev) => setMissed(ev.target.value as number)} options={missedOptions(rule)} />
              </Form.Item>
              <Button type="primary" disabled={candidate === null} loading={adding} onClick={() => void addLate()}>
                补录
              </Button>
            </Space>
          )}
        </Form>
      )}
    </Modal>
  );
}
