import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button, Card, Descriptions, Empty, Result, Space, Spin, Tabs } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { EMPTY_TEXT, formatDateTime, LOADING_TEXT } from 'shared';
import { isBracketFormat } from 'shared/rules';
import { StatusTag } from 'shared/antd';
import { getClashes } from '../api/get-clashes';
import { getKnockoutBracket } from '../api/get-knockout-bracket';
import { getPhase } from '../api/get-phase';
import { getPhaseFixtures } from '../api/get-phase-fixtures';
import { getPhaseRounds } from '../api/get-phase-rounds';
import type { KnockoutBracket as Bracket, ScheduleClash, ScheduleFixture, SchedulePhase, ScheduleRound } from '../api/types';
import { ClashAlert, FixtureTable } from '../components/fixture-table';
import { KnockoutBracket } from '../components/knockout-bracket';
import { MatchInfoModal } from '../components/match-info-modal';
import { PHASE_FORMAT_TEXT, PHASE_STATUS } from '../components/schedule-labels';
import { useScoringDialogs } from '../components/scoring-fixture-table';
import { useVenueCourts } from '../components/use-venue-courts';

type Load = { state: 'loading' } | { state: 'missing' } | { state: 'ready'; phase: SchedulePhase; rounds: ScheduleRound[]; fixtures: ScheduleFixture[]; bracket: Bracket | null };

const roundKey = (r: { group_no: number | null; round: number; name: string }) => `${r.group_no ?? 0}-${r.round}-${r.name === '季军赛' ? 'p3' : ''}`;
const inRound = (f: ScheduleFixture, r: ScheduleRound) =>
  !f.bye && (f.group_no ?? 0) === (r.group_no ?? 0) && f.round === r.round && (r.name === '季军赛') === (f.kind === 'third_place');

/** 赛程阶段 (ScheduleStep, `…/schedule/step/:step_id`): rounds and groups of a phase, fixture edits, scores, bracket. */
export function ScheduleStepPage() {
  const { id, c_type: cType, step_id: stepId } = useParams();
  const competitionId = Number(id);
  const phaseId = Number(stepId);
  const navigate = useNavigate();
  const courts = useVenueCourts();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [clashes, setClashes] = useState<ScheduleClash[]>([]);
  const [editing, setEditing] = useState<ScheduleFixture | null>(null);
  const [group, setGroup] = useState<string>();
  const [round, setRound] = useState<string>();

  const reload = useCallback(async () => {
    try {
      const phase = await getPhase(phaseId);
      const [rounds, fixtures, bracket] = await Promise.all([
        getPhaseRounds(phaseId),
        getPhaseFixtures(phaseId),
        isBracketFormat(phase.format) ? getKnockoutBracket(phaseId) : Promise.resolve(null),
      ]);
      setLoad({ state: 'ready', phase, rounds: rounds.list, fixtures: fixtures.list, bracket });
    } catch {
      setLoad((prev) => (prev.state === 'ready' ? prev : { state: 'missing' }));
    }
  }, [phaseId]);
  const scoring = useScoringDialogs(reload);

  useEffect(() => {
    if (!Number.isInteger(phaseId) || phaseId <= 0) {
      setLoad({ state: 'missing' });
      return;
    }
    void reload();
    getClashes(competitionId)
      .then((r) => setClashes(r.list))
      .catch(() => setClashes([]));
  }, [phaseId, competitionId, reload]);

  const groups = useMemo(() => {
    if (load.state !== 'ready') return [];
    const seen = new Map<number, string>();
    for (const r of load.rounds) if (r.group_no !== null) seen.set(r.group_no, r.group_name);
    return [...seen.entries()].sort((a, b) => a[0] - b[0]);
  }, [load]);

  const back = `/admin/institution/match/${competitionId}/${cType}/schedule`;
  if (load.state === 'loading') return <Spin description={LOADING_TEXT} style={{ display: 'block', padding: 48 }} />;
  if (load.state === 'missing') {
    return <Result status="404" title="阶段不存在或已被删除" extra={<Button onClick={() => void navigate(back)}>返回赛程</Button>} />;
  }
  const { phase, rounds, fixtures, bracket } = load;
  const phaseClashes = clashes.filter((c) => c.fixture_ids.some((fid) => fixtures.some((f) => f.id === fid)));

  const roundTabs = (list: ScheduleRound[]) => (
    <Tabs
      activeKey={round && list.some((r) => roundKey(r) === round) ? round : list[0] ? roundKey(list[0]) : undefined}
      onChange={setRound}
      items={list.map((r) => ({
        key: roundKey(r),
        label: `${r.name}（${r.finished_count}/${r.fixture_count}）`,
        children: (
          <FixtureTable
            fixtures={fixtures.filter((f) => inRound(f, r))}
            clashes={clashes}
            onEdit={setEditing}
            onScore={scoring.onScore}
            onHistory={scoring.onHistory}
            onLive={scoring.onLive}
          />
        ),
      }))}
    />
  );

  const fixturesPart = rounds.length === 0 ? (
    <Empty description={phase.status === 'draft' ? '本阶段尚未生成赛程，请在赛程页面生成' : EMPTY_TEXT} />
  ) : groups.length ? (
    <Tabs
      activeKey={group ?? String(groups[0][0])}
      onChange={(g) => {
        setGroup(g);
        setRound(undefined);
      }}
      items={groups.map(([no, name]) => ({ key: String(no), label: name, children: roundTabs(rounds.filter((r) => r.group_no === no)) }))}
    />
  ) : (
    roundTabs(rounds)
  );

  const onFixture = (f: ScheduleFixture) => {
    setLoad((prev) => (prev.state === 'ready' ? { ...prev, fixtures: prev.fixtures.map((x) => (x.id === f.id ? f : x)) } : prev));
  };

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card
        size="small"
        title={`${fixtures[0]?.item_name ? `${fixtures[0].item_name} · ` : ''}${phase.name}`}
        extra={<Button onClick={() => void navigate(back)}>返回赛程</Button>}
      >
        <Descriptions size="small" column={{ xs: 1, sm: 2, md: 4 }}>
          <Descriptions.Item label="赛制">{PHASE_FORMAT_TEXT[phase.format]}</Descriptions.Item>
          <Descriptions.Item label="状态">
            <StatusTag status={phase.status} map={PHASE_STATUS} />
          </Descriptions.Item>
          <Descriptions.Item label="比赛">
            已完成 {phase.finished_count} / {phase.fixture_count} 场
          </Descriptions.Item>
          <Descriptions.Item label="抽签种子">{phase.seed || '-'}</Descriptions.Item>
          <Descriptions.Item label="生成时间">{formatDateTime(phase.generated_at)}</Descriptions.Item>
          {phase.description ? (
            <Descriptions.Item label="说明" span="filled">
              {phase.description}
            </Descriptions.Item>
          ) : null}
        </Descriptions>
      </Card>
      <ClashAlert clashes={phaseClashes} />
      {bracket && bracket.fixtures.length > 0 && <KnockoutBracket bracket={bracket} />}
      <Card size="small" title="对阵">
        {fixturesPart}
      </Card>
      <MatchInfoModal
        fixture={editing}
        courts={courts}
        onClose={() => setEditing(null)}
        onSaved={(f, list) => {
          setEditing(null);
          onFixture(f);
          setClashes(list);
        }}
      />
      {scoring.dialogs}
    </Space>
  );
}

export default ScheduleStepPage;
