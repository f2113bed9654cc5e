import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Card, Empty, Segmented, Space, Spin, Tag, Typography } from 'antd';
import { BracketTree } from 'shared/bracket';
import { LOADING_TEXT } from 'shared';
import { isBracketFormat } from 'shared/rules';
import { getKnockoutBracket } from '../api/get-knockout-bracket';
import { getPhaseStandings } from '../api/get-phase-standings';
import { getPhases } from '../api/get-phases';
import { getScoreRule } from '../api/get-score-rule';
import type { KnockoutBracket, PhaseStandings, SchedulePhase, ScoreRule } from '../api/types';
import { ItemSelect } from '../components/item-select';
import { MeasuredResults } from '../components/measured-results';
import { isMeasured } from '../components/results-labels';
import { StandingTables } from '../components/standing-tables';
import { useChosenItem, useEventItems } from '../components/use-event-items';

const FORMAT_LABEL: Record<SchedulePhase['format'], string> = { league: '联赛', groups: '小组赛', knockout: '淘汰赛', double_elimination: '双败淘汰赛', swiss: '瑞士制' };

type PhaseView = { state: 'loading' } | { state: 'failed' } | { state: 'standings'; data: PhaseStandings } | { state: 'bracket'; data: KnockoutBracket };

function PhaseRanking({ phase }: { phase: SchedulePhase }) {
  const [view, setView] = useState<PhaseView>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    setView({ state: 'loading' });
    const load = isBracketFormat(phase.format) ? getKnockoutBracket(phase.id).then((data) => ({ state: 'bracket' as const, data })) : getPhaseStandings(phase.id).then((data) => ({ state: 'standings' as const, data }));
    load.then((v) => live && setView(v)).catch(() => live && setView({ state: 'failed' }));
    return () => {
      live = false;
    };
  }, [phase.id, phase.format]);

  if (view.state === 'loading') return <Spin description={LOADING_TEXT} />;
  if (view.state === 'failed') return <Empty description="排名加载失败" />;
  if (view.state === 'standings') return <StandingTables standings={view.data} />;
  if (view.data.fixtures.length === 0) return <Typography.Paragraph type="secondary">该阶段尚未生成赛程，暂无对阵图。</Typography.Paragraph>;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {view.data.champion_name ? <Typography.Text strong>冠军：{view.data.champion_name}</Typography.Text> : null}
      <BracketTree bracket={view.data} />
    </Space>
  );
}

function PhaseRankings({ eventItemId }: { eventItemId: number }) {
  const [phases, setPhases] = useState<SchedulePhase[] | null>(null);
  const [phaseId, setPhaseId] = useState<number>();
  useEffect(() => {
    let live = true;
    setPhases(null);
    getPhases(eventItemId)
      .then((r) => {
        if (!live) return;
        setPhases(r.list);
        setPhaseId(r.list[0]?.id);
      })
      .catch(() => live && setPhases([]));
    return () => {
      live = false;
    };
  }, [eventItemId]);

  if (phases === null) return <Spin description={LOADING_TEXT} />;
  if (phases.length === 0) return <Empty description="该项目尚未设置赛程阶段，请先在「赛程」中新建阶段" />;
  const phase = phases.find((p) => p.id === phaseId) ?? phases[0];
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Segmented<number>
        aria-label="阶段"
        value={phase.id}
        onChange={setPhaseId}
        options={phases.map((p) => ({ value: p.id, label: `${p.name}（${FORMAT_LABEL[p.format]}）` }))}
      />
      <PhaseRanking key={phase.id} phase={phase} />
    </Space>
  );
}

/**
 * 排行榜 (RankList, `…/rank`): per event item and phase the league or group tables (each row with the server's reason
 * why it stands above the next) or, for knockout phases, the bracket picture. Timed and measured items (score rule
 * 计时/计量) show the ranking of their results with 成绩录入 instead.
 */
export default function RankPage() {
  const competitionId = Number(useParams().id);
  const items = useEventItems(competitionId);
  const [itemId, setItemId] = useChosenItem(items);
  const [rule, setRule] = useState<ScoreRule | 'failed' | null>(null);

  useEffect(() => {
    if (itemId === undefined) return;
    let live = true;
    setRule(null);
    getScoreRule(itemId)
      .then((r) => live && setRule(r))
      .catch(() => live && setRule('failed'));
    return () => {
      live = false;
    };
  }, [itemId]);

  if (items === null) return <Spin description={LOADING_TEXT} />;
  if (items.length === 0) return <Empty description="请先在报名设置中添加项目" />;

  return (
    <Card
      title="排行榜"
      extra={
        <Space>
          {rule && rule !== 'failed' ? <Tag>{isMeasured(rule.model) ? '按成绩排名' : '按积分排名'}</Tag> : null}
          <ItemSelect items={items} value={itemId} onChange={setItemId} />
        </Space>
      }
    >
      {rule === null || itemId === undefined ? (
        <Spin description={LOADING_TEXT} />
      ) : rule === 'failed' ? (
        <Empty description="该项目的计分规则加载失败" />
      ) : isMeasured(rule.model) ? (
        <MeasuredResults key={itemId} eventItemId={itemId} />
      ) : (
        <PhaseRankings key={itemId} eventItemId={itemId} />
      )}
    </Card>
  );
}
