import { screen, within } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { renderWithProviders, scheduleFixture as fixture } from 'shared/testing';
import { ok } from 'shared/mocks';
import { setupPageTest } from 'shared/mocks/testing';
import { LiveTab } from './live-tab';
import { ScheduleTab } from './schedule-tab';
import { ScoreFeedProvider } from './score-feed';
import { StandingsTab } from './standings-tab';

jest.setTimeout(60_000);
const server = setupPageTest();

const POLL = 100;
const wait = { timeout: 10_000 };
const game = fixture({ id: 2, round: 1, round_name: '第1轮', home_id: 3, home_name: '温州队', away_id: 1, away_name: '杭州队', status: 'live', home_score: null, away_score: null, live_home_score: 0, live_away_score: 0, live_started_at: '2026-05-16T01:35:20.000Z' });
const schedule = { id: 8, name: '浙江省足球联赛', items: [{ id: 1, name: '男子组', phases: [{ id: 11, name: '联赛', format: 'league', status: 'generated', fixtures: [game] }] }] };
const row = { sign_up_id: 1, name: '杭州队', affiliation: '', played: 0, wins: 0, draws: 0, losses: 0, forfeits: 0, scored: 0, conceded: 0, difference: 0, points: 0, fair_play: 0, tiebreak_values: [], tiebreaker: null, reason: '', rank: 1 };

/**
 * The page's routes: the schedule and today's list answer the game 0:0 once each (counted); the events poller
 * starts at event 4, then hears a running score 2:1 (event 5) and the final 3:1 (event 6).
 */
function routes() {
  // the pushed events are held back until the test has seen the page as first read (`calls.held = false`)
  const calls = { live: 0, schedule: 0, standings: 0, events: [] as (string | null)[], held: false };
  server.use(
    mswHttp.get('/api/official/competition/live', () => {
      calls.live += 1;
      return ok({ id: 8, name: '浙江省足球联赛', refreshed_at: '2026-05-16T02:00:00.000Z', list: [game] });
    }),
    mswHttp.get('/api/official/competition/schedule', () => {
      calls.schedule += 1;
      return ok(schedule);
    }),
    mswHttp.get('/api/official/competition/standings', () => {
      calls.standings += 1;
      const points = calls.standings > 1 ? 3 : 0;
      return ok({ phase_id: 11, name: '联赛', format: 'league', status: 'generated', tables: [{ group_no: null, group_name: '', complete: 0, columns: [], rows: [{ ...row, points }] }] });
    }),
    mswHttp.get('/api/official/competition/live/events', ({ request }) => {
      const after = new URL(request.url).searchParams.get('after');
      calls.events.push(after);
      if (after === null || calls.held) return ok({ last_id: 4, reset: 0, list: [] });
      if (after === '4') return ok({ last_id: 5, reset: 0, list: [{ id: 5, final: 0, fixtures: [{ ...game, live_home_score: 2, live_away_score: 1 }] }] });
      if (after === '5')
        return ok({ last_id: 6, reset: 0, list: [{ id: 6, final: 1, fixtures: [{ ...game, status: 'finished', home_score: 3, away_score: 1, live_home_score: null, live_away_score: null, winner_id: 3 }] }] });
      return ok({ last_id: 6, reset: 0, list: [] });
    }),
  );
  return calls;
}

describe('比分推送 on the public match page (ScoreFeedProvider)', () => {
  it('shows a pushed running score and then the final score in 直播比分 without reading the list again', async () => {
    const calls = routes();
    calls.held = true;
    renderWithProviders(
      <ScoreFeedProvider competitionId={8} pollMs={POLL}>
        <LiveTab competitionId={8} intervalMs={60_000} />
      </ScoreFeedProvider>,
    );
    const live = await screen.findByRole('table', { name: '进行中的比赛' });
    expect(within(live).getByText('0 : 0')).toBeInTheDocument();
    calls.held = false;
    expect(await within(live).findByText('2 : 1', undefined, wait)).toBeInTheDocument();
    // the final score moves the game out of 进行中 into 今日比赛
    expect(await within(await screen.findByRole('table', { name: '今日比赛' }, wait)).findByText('3 : 1')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: '进行中的比赛' })).not.toBeInTheDocument();
    expect(calls.live).toBe(1);
  });

  it('puts pushed scores into 赛程 in place', async () => {
    const calls = routes();
    renderWithProviders(
      <ScoreFeedProvider competitionId={8} pollMs={POLL}>
        <ScheduleTab competitionId={8} />
      </ScoreFeedProvider>,
    );
    const table = await screen.findByRole('table', { name: '联赛 第1轮' });
    expect(await within(table).findByText('3 : 1', undefined, wait)).toBeInTheDocument();
    expect(calls.schedule).toBe(1);
  });

  it('reads 积分榜 again after a final score, keeping the table shown meanwhile', async () => {
    const calls = routes();
    renderWithProviders(
      <ScoreFeedProvider competitionId={8} pollMs={POLL}>
        <StandingsTab competitionId={8} />
      </ScoreFeedProvider>,
    );
    const table = await screen.findByRole('table', { name: '联赛积分榜' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/0$/);
    // the running score (event 5) does not touch the table; the final one (event 6) does
    await screen.findByText((_, el) => el?.tagName === 'TD' && el.textContent === '3', undefined, wait);
    expect(calls.standings).toBe(2);
    expect(screen.queryByText('加载中，请稍等....')).not.toBeInTheDocument();
  });
});
