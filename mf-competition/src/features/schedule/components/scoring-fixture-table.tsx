import { useState } from 'react';
import type { ScheduleFixture } from '../api/types';
import { FixtureTable } from './fixture-table';
import { ScoreHistoryDrawer } from './score-history-drawer';
import { ScoreModal } from './score-modal';
import { useLiveScore } from './use-live-score';

/**
 * The fixtures a referee scores (成绩录入, 我的执裁): the table with 录入成绩 (the score modal), 成绩记录 (the history
 * drawer) and the live-score actions; `reload` runs after a score is saved or the live state changes.
 */
export function ScoringFixtureTable({ fixtures, showCompetition, reload }: { fixtures: ScheduleFixture[] | null; showCompetition?: boolean; reload: () => unknown }) {
  const [scoring, setScoring] = useState<ScheduleFixture | null>(null);
  const [history, setHistory] = useState<ScheduleFixture | null>(null);
  const live = useLiveScore(reload);
  return (
    <>
      <FixtureTable fixtures={fixtures} showCompetition={showCompetition} showPhase onScore={setScoring} onHistory={setHistory} onLive={live.act} />
      {live.modal}
      <ScoreModal
        fixture={scoring}
        onClose={() => setScoring(null)}
        onSaved={() => {
          setScoring(null);
          void reload();
        }}
      />
      <ScoreHistoryDrawer fixture={history} onClose={() => setHistory(null)} />
    </>
  );
}
