import { useState, type ReactNode } from 'react';
import type { ScheduleFixture } from '../api/types';
import { FixtureTable, type FixtureTableProps } from './fixture-table';
import { ScoreHistoryDrawer } from './score-history-drawer';
import { ScoreModal } from './score-modal';
import { useLiveScore } from './use-live-score';

/**
 * What a fixture table's 录入成绩 (the score modal), 成绩记录 (the history drawer) and live-score actions open:
 * the handlers for the table and the dialogs to render once beside it; `reload` runs after a score is saved or the
 * live state changes.
 */
export function useScoringDialogs(reload: () => unknown): Pick<FixtureTableProps, 'onScore' | 'onHistory' | 'onLive'> & { dialogs: ReactNode } {
  const [scoring, setScoring] = useState<ScheduleFixture | null>(null);
  const [history, setHistory] = useState<ScheduleFixture | null>(null);
  const live = useLiveScore(reload);
  const dialogs = (
    <>
      <ScoreModal
        fixture={scoring}
        onClose={() => setScoring(null)}
        onSaved={() => {
          setScoring(null);
          void reload();
        }}
      />
      <ScoreHistoryDrawer fixture={history} onClose={() => setHistory(null)} />
      {live.modal}
    </>
  );
  return { onScore: setScoring, onHistory: setHistory, onLive: live.act, dialogs };
}

/** The fixtures a referee scores (成绩录入, 我的执裁): the table with its scoring dialogs. */
export function ScoringFixtureTable({ fixtures, showCompetition, reload }: { fixtures: ScheduleFixture[] | null; showCompetition?: boolean; reload: () => unknown }) {
  const { dialogs, ...handlers } = useScoringDialogs(reload);
  return (
    <>
      <FixtureTable fixtures={fixtures} showCompetition={showCompetition} showPhase {...handlers} />
      {dialogs}
    </>
  );
}
