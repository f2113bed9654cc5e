import { useCallback, useEffect, useRef, useState } from 'react';
import type { ScoreEvent } from 'shared';
import { chinaMinute } from 'shared/rules';
import { getOfficialLive } from '../api/get-official-live';
import type { LiveFixtures } from '../api/types';
import { FixtureTable } from './fixture-table';
import { useScoreEvents, useScoreFeed, withPushedFixtures } from './score-feed';
import { Empty, Loading, type Load } from '../../../ui/load-state';
import { muted } from '../../../ui/styles';

/** Spec: the live view refreshes every 10 s while a fixture is in progress. */
export const LIVE_POLL_MS = 10_000;

const hasLive = (data: LiveFixtures | null) => Boolean(data?.list.some((f) => f.status === 'live'));
const pageHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

/** Today's list with a pushed event applied: its fixtures replaced by id, a game that starts added to the list. */
function withEvent(data: LiveFixtures, event: ScoreEvent): LiveFixtures {
  const list = withPushedFixtures(data.list, event);
  const added = event.fixtures.filter((f) => f.status === 'live' && !data.list.some((g) => g.id === f.id));
  return { ...data, refreshed_at: new Date().toISOString(), list: [...list, ...added] };
}

/**
 * 直播比分: today's and in-progress fixtures. On a match page the scores come as they change (比分推送, the page's
 * score feed); where the feed is not streaming, the tab polls every `intervalMs` while any fixture is live and the
 * page is visible, stops when none is live or the page is hidden, and refreshes once when the page shows again.
 */
export function LiveTab({ competitionId, intervalMs = LIVE_POLL_MS }: { competitionId: number; intervalMs?: number }) {
  const [load, setLoad] = useState<Load<LiveFixtures>>({ state: 'loading' });
  const [polling, setPolling] = useState(false);
  const last = useRef<LiveFixtures | null>(null);
  const feed = useScoreFeed();
  const streaming = feed?.mode === 'stream';
  const resets = feed?.resets ?? 0;
  useScoreEvents(
    useCallback((event: ScoreEvent) => {
      if (!last.current) return;
      last.current = withEvent(last.current, event);
      setLoad({ state: 'ready', data: last.current });
    }, []),
  );

  useEffect(() => {
    let alive = true;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let inFlight = false;
    const stop = () => {
      if (timer !== null) clearTimeout(timer);
      timer = null;
    };
    const plan = () => {
      stop();
      const go = !streaming && hasLive(last.current) && !pageHidden();
      setPolling(go);
      if (go) timer = setTimeout(tick, intervalMs);
    };
    async function tick() {
      timer = null;
      if (inFlight) return;
      inFlight = true;
      try {
        const data = await getOfficialLive(competitionId);
        if (!alive) return;
        last.current = data;
        setLoad({ state: 'ready', data });
      } catch {
        if (!alive) return;
        if (!last.current) setLoad({ state: 'failed' });
      } finally {
        inFlight = false;
      }
      if (alive) plan();
    }
    const onVisibility = () => {
      if (pageHidden()) {
        stop();
        setPolling(false);
      } else if (timer === null) void tick();
    };
    // another competition starts from nothing; the feed's mode or a reset only reads the list again
    if (last.current?.id !== competitionId) {
      last.current = null;
      setLoad({ state: 'loading' });
    }
    void tick();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      alive = false;
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [competitionId, intervalMs, streaming, resets]);

  if (load.state === 'loading') return <Loading />;
  if (load.state === 'failed' || load.data.list.length === 0) return <Empty />;
  const live = load.data.list.filter((f) => f.status === 'live');
  const others = load.data.list.filter((f) => f.status !== 'live');
  return (
    <div>
      <p role="status" style={{ ...muted, margin: '0 0 12px' }}>
        更新于 {chinaMinute(load.data.refreshed_at) || '-'}
        {streaming ? '，比分实时推送' : polling ? `，比赛进行中，每 ${Math.round(intervalMs / 1000)} 秒自动刷新` : '，当前没有进行中的比赛'}
      </p>
      {live.length ? (
        <>
          <h3 style={{ fontSize: 16, margin: '0 0 8px', color: '#cf1322' }}>进行中</h3>
          <FixtureTable label="进行中的比赛" fixtures={live} now={load.data.refreshed_at} />
        </>
      ) : null}
      {others.length ? (
        <>
          <h3 style={{ fontSize: 16, margin: '16px 0 8px' }}>今日比赛</h3>
          <FixtureTable label="今日比赛" fixtures={others} />
        </>
      ) : null}
    </div>
  );
}
