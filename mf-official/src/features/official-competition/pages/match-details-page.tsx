import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { getOfficialCompetitionInfo } from '../api/get-official-competition-info';
import { AwardsTab } from '../components/awards-tab';
import { BracketTab } from '../components/bracket-tab';
import { LiveTab } from '../components/live-tab';
import { ResultsTab } from '../components/results-tab';
import { ScheduleTab } from '../components/schedule-tab';
import { StandingsTab } from '../components/standings-tab';
import { VideosTab } from '../components/videos-tab';
import { HighlightsTab } from '../components/highlights-tab';
import { CompetitionInfo, Introduction } from '../components/competition-info';
import { Empty, Loading } from '../../../ui/load-state';
import { MatchTabs, type MatchTab } from '../components/match-tabs';
import { SignUpEntry } from '../components/sign-up-entry';
import { CheckInCard } from '../components/check-in-card';
import { ScoreFeedProvider } from '../components/score-feed';
import { card } from '../../../ui/styles';
import { useLoad } from '../../../ui/use-load';

/**
 * OfficialMatchDetails (match/{details_id}, official/match/{switchId}/details/{details_id}, calendar/details/…,
 * series/{id}/details/…): base info and introduction, then the competition's tabs (query `tab`).
 */
export function MatchDetailsPage() {
  const id = Number(useParams().details_id);
  const valid = Number.isInteger(id) && id > 0;
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const [load] = useLoad(() => (valid ? getOfficialCompetitionInfo(id) : Promise.reject(new Error('invalid id'))), [id]);

  if (load.state === 'loading') return <Loading />;
  if (load.state === 'failed') return <Empty />;
  const c = load.data;
  const tabs: MatchTab[] = [{ key: 'intro', title: '赛事介绍', render: () => <Introduction html={c.introduction} /> }, ...competitionTabs(c.id)];
  const current = tabs.find((t) => t.key === params.get('tab')) ?? tabs[0];

  return (
    <div>
      <section aria-label="赛事信息" style={card}>
        <CompetitionInfo competition={c} />
        <SignUpEntry competitionId={c.id} returnTo={`${location.pathname}${location.search}`} />
        {c.c_type === 2 ? <CheckInCard competitionId={c.id} /> : null}
      </section>
      <section style={card}>
        <ScoreFeedProvider competitionId={c.id}>
          <MatchTabs
            tabs={tabs}
            current={current.key}
            onChange={(key) => {
              const next = new URLSearchParams(params);
              if (key === 'intro') next.delete('tab');
              else next.set('tab', key);
              setParams(next, { replace: true });
            }}
          />
        </ScoreFeedProvider>
      </section>
    </div>
  );
}

/** The schedule, standings, bracket, live, results, awards, videos and highlights tabs of a competition (query `tab`). */
function competitionTabs(id: number): MatchTab[] {
  return [
    { key: 'schedule', title: '赛程', render: () => <ScheduleTab competitionId={id} /> },
    { key: 'standings', title: '积分榜', render: () => <StandingsTab competitionId={id} /> },
    { key: 'bracket', title: '对阵图', render: () => <BracketTab competitionId={id} /> },
    { key: 'live', title: '直播比分', render: () => <LiveTab competitionId={id} /> },
    { key: 'results', title: '成绩', render: () => <ResultsTab competitionId={id} /> },
    { key: 'awards', title: '获奖名单', render: () => <AwardsTab competitionId={id} /> },
    { key: 'videos', title: '视频', render: () => <VideosTab competitionId={id} /> },
    { key: 'highlights', title: '集锦', render: () => <HighlightsTab competitionId={id} /> },
  ];
}

export default MatchDetailsPage;
