import { useCallback, useEffect, useMemo, useState } from 'react';
import { Card, Empty, Select, Space, Spin, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { LOADING_TEXT } from 'shared';
import { getPhaseFixtures } from '../api/get-phase-fixtures';
import { getPhases } from '../api/get-phases';
import type { ScheduleFixture, SchedulePhase } from '../api/types';
import { canScore, hasResult } from '../components/schedule-labels';
import { ScoringFixtureTable } from '../components/scoring-fixture-table';
import { useEventItems } from '../components/use-event-items';

type StatusFilter = 'todo' | 'done' | 'all';
const STATUS_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: 'todo', label: '待录入' },
  { value: 'done', label: '已录入' },
  { value: 'all', label: '全部' },
];
const roundLabel = (f: ScheduleFixture) => `${f.group_name ? `${f.group_name} ` : ''}${f.round_name}`;

/**
 * 比分录入 (score, `…/score`): the fixtures of the competition, item by item, filtered by phase, round and status
 * (待录入 = both sides known, no result yet), with 录入比分 per row (the same modal and rules as the phase page).
 */
export function ScoreEntryPage() {
  const { id } = useParams();
  const items = useEventItems(Number(id));
  const [itemId, setItemId] = useState<number>();
  const [phases, setPhases] = useState<SchedulePhase[]>([]);
  const [phaseId, setPhaseId] = useState<number | 'all'>('all');
  const [round, setRound] = useState<string>('all');
  const [status, setStatus] = useState<StatusFilter>('todo');
  const [fixtures, setFixtures] = useState<ScheduleFixture[] | null>(null);
  const currentItem = itemId ?? items?.[0]?.id;

  const load = useCallback(async () => {
    if (currentItem === undefined) return;
    setFixtures(null);
    try {
      const list = (await getPhases(currentItem)).list;
      setPhases(list);
      const chosen = list.filter((p) => p.fixture_count > 0 && (phaseId === 'all' || p.id === phaseId));
      const all = await Promise.all(chosen.map((p) => getPhaseFixtures(p.id)));
      setFixtures(all.flatMap((r) => r.list).filter((f) => !f.bye));
    } catch {
      setFixtures([]);
    }
  }, [currentItem, phaseId]);

  useEffect(() => {
    void load();
  }, [load]);

  const rounds = useMemo(() => [...new Set((fixtures ?? []).map(roundLabel))], [fixtures]);
  const shown = useMemo(
    () =>
      fixtures?.filter(
        (f) =>
          (round === 'all' || roundLabel(f) === round) &&
          (status === 'all' || (status === 'todo' ? canScore(f) && !hasResult(f) : hasResult(f))),
      ) ?? null,
    [fixtures, round, status],
  );

  if (items === null) return <Spin description={LOADING_TEXT} style={{ display: 'block', padding: 48 }} />;
  if (items.length === 0) return <Empty description="本赛事还没有项目，请先在「报名设置」中添加项目" />;

  return (
    <Card title="比分录入" size="small">
      <Space wrap style={{ marginBottom: 16 }} role="search" aria-label="筛选">
        <Select
          aria-label="项目"
          style={{ minWidth: 160 }}
          value={currentItem}
          options={items.map((i) => ({ value: i.id, label: i.name }))}
          onChange={(v: number) => {
            setItemId(v);
            setPhaseId('all');
            setRound('all');
          }}
        />
        <Select
          aria-label="阶段"
          style={{ minWidth: 160 }}
          value={phaseId}
          options={[{ value: 'all' as const, label: '全部阶段' }, ...phases.map((p) => ({ value: p.id, label: p.name }))]}
          onChange={(v: number | 'all') => {
            setPhaseId(v);
            setRound('all');
          }}
        />
        <Select aria-label="轮次" style={{ minWidth: 140 }} value={round} options={[{ value: 'all', label: '全部轮次' }, ...rounds.map((r) => ({ value: r, label: r }))]} onChange={setRound} />
        <Select aria-label="状态" style={{ minWidth: 120 }} value={status} options={STATUS_OPTIONS} onChange={setStatus} />
        {shown && <Typography.Text type="secondary">共 {shown.length} 场</Typography.Text>}
      </Space>
      <ScoringFixtureTable fixtures={shown} reload={load} />
    </Card>
  );
}

export default ScoreEntryPage;
