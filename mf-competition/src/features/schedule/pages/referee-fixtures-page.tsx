import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button, Card, Select, Space, Typography } from 'antd';
import { getRefereeFixtures } from '../api/get-referee-fixtures';
import type { ScheduleFixture } from '../api/types';
import { canScore, hasResult } from '../components/schedule-labels';
import { ScoringFixtureTable } from '../components/scoring-fixture-table';

type StatusFilter = 'todo' | 'done' | 'all';
const STATUS_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: 'todo', label: '待录入' },
  { value: 'done', label: '已录入' },
  { value: 'all', label: '全部' },
];

/**
 * 我的执裁 (RefereeFixtures, `/admin/match/referee`, under 我的注册 for approved referees): the fixtures the
 * signed-in referee is assigned to in every competition — 赛事, 项目, 阶段, 轮次, 时间, 场地, teams, 状态 — with
 * the organiser's own score modal (录入比分 / 修改比分 with a reason), live scores (开始比赛, 更新比分, 取消开始)
 * and 比分记录. The server accepts these from the assigned referee only.
 */
export function RefereeFixturesPage() {
  const [fixtures, setFixtures] = useState<ScheduleFixture[] | null>(null);
  const [competitionId, setCompetitionId] = useState<number | 'all'>('all');
  const [status, setStatus] = useState<StatusFilter>('todo');

  const load = useCallback(async () => {
    try {
      setFixtures((await getRefereeFixtures()).list.filter((f) => !f.bye));
    } catch {
      setFixtures([]);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const competitions = useMemo(() => {
    const seen = new Map<number, string>();
    for (const f of fixtures ?? []) if (!seen.has(f.competition_id)) seen.set(f.competition_id, f.competition_name);
    return [...seen].map(([value, label]) => ({ value, label }));
  }, [fixtures]);
  const shown = useMemo(
    () =>
      fixtures?.filter(
        (f) =>
          (competitionId === 'all' || f.competition_id === competitionId) &&
          (status === 'all' || (status === 'todo' ? canScore(f) && !hasResult(f) : hasResult(f))),
      ) ?? null,
    [fixtures, competitionId, status],
  );

  return (
    <Card
      title="我的执裁"
      size="small"
      extra={
        // a page load, not an in-app link: the page's offline worker answers documents opened at its own path
        <Button type="primary" href="/admin/match/referee/courtside">
          场边计分（手机，可离线）
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">
        这里列出赛事主办方安排您担任裁判的比赛。您可以在比赛开始时「开始比赛」并随时「更新比分」（官网直播比分同步显示），比赛结束后「录入比分」；已有成绩的比赛修改比分需填写原因，并记入比分记录。
      </Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }} role="search" aria-label="筛选">
        <Select
          aria-label="赛事"
          style={{ minWidth: 200 }}
          value={competitionId}
          options={[{ value: 'all' as const, label: '全部赛事' }, ...competitions]}
          onChange={(v: number | 'all') => setCompetitionId(v)}
        />
        <Select aria-label="状态" style={{ minWidth: 120 }} value={status} options={STATUS_OPTIONS} onChange={setStatus} />
        {shown && <Typography.Text type="secondary">共 {shown.length} 场</Typography.Text>}
      </Space>
      <ScoringFixtureTable fixtures={shown} showCompetition reload={load} />
    </Card>
  );
}

export default RefereeFixturesPage;
