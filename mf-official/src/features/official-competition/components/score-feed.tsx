import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { followScores, type ScoreEvent, type ScoreFeedMode } from 'shared';
import type { ScheduleFixture } from '../api/types';

type Listener = (event: ScoreEvent) => void;

export interface ScoreFeed {
  /** how the page hears score changes: the server's stream, polling, or not yet known */
  mode: ScoreFeedMode;
  /** counts the final scores heard (and the resets): standings and brackets read again when it moves */
  finals: number;
  /** counts the resets (too much missed): every tab reads again when it moves */
  resets: number;
  /** calls `listener` with each score event from now on; returns the unsubscribe */
  subscribe(listener: Listener): () => void;
}

const ScoreFeedContext = createContext<ScoreFeed | null>(null);

/**
 * 比分推送 on the public match page: one feed of the competition's score events (shared `followScores`: the
 * server's stream, or polling where it is blocked) for all its tabs while the page is open.
 */
export function ScoreFeedProvider({ competitionId, pollMs, children }: { competitionId: number; pollMs?: number; children: ReactNode }) {
  const [mode, setMode] = useState<ScoreFeedMode>('connecting');
  const [counts, setCounts] = useState({ finals: 0, resets: 0 });
  const listeners = useMemo(() => new Set<Listener>(), []);
  useEffect(
    () =>
      followScores(competitionId, {
        onEvent: (event) => {
          for (const listener of [...listeners]) listener(event);
          if (event.final) setCounts((c) => ({ ...c, finals: c.finals + 1 }));
        },
        onReset: () => setCounts((c) => ({ finals: c.finals + 1, resets: c.resets + 1 })),
        onMode: setMode,
      }, { pollMs }),
    [competitionId, pollMs, listeners],
  );
  const subscribe = useMemo(
    () => (listener: Listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    [listeners],
  );
  const feed = useMemo<ScoreFeed>(() => ({ mode, ...counts, subscribe }), [mode, counts, subscribe]);
  return <ScoreFeedContext.Provider value={feed}>{children}</ScoreFeedContext.Provider>;
}

/** The page's score feed (null outside a match page: the tab then reads on its own). */
export const useScoreFeed = () => useContext(ScoreFeedContext);

/** Calls `onEvent` with each score event the page hears while the component is shown. */
export function useScoreEvents(onEvent: Listener) {
  const feed = useScoreFeed();
  const subscribe = feed?.subscribe;
  useEffect(() => subscribe?.(onEvent), [subscribe, onEvent]);
}

/** The fixtures with those of an event put in place by id (fixtures not in the list are left out). */
export function withPushedFixtures(fixtures: ScheduleFixture[], event: ScoreEvent): ScheduleFixture[] {
  const pushed = new Map(event.fixtures.map((f) => [f.id, f]));
  return fixtures.map((f) => pushed.get(f.id) ?? f);
}
