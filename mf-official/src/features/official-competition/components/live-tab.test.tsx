import { act, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { renderWithProviders } from 'shared/testing';
import { ok } from 'shared/mocks';
import { setupPageTest } from 'shared/mocks/testing';
import { scheduleFixture as fixture } from 'shared/testing';
import { LIVE_POLL_MS, LiveTab } from './live-tab';

jest.setTimeout(60_000);
const server = setupPageTest();

const INTERVAL = 150;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let visibility: DocumentVisibilityState = 'visible';
Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
const setVisibility = (state: DocumentVisibilityState) => {
  visibility = state;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
};

/** The live route answering from a script of fixture states; the last one repeats. */
function liveScript(states: ('live' | 'finished')[]) {
  let calls = 0;
  server.use(
    mswHttp.get('/api/official/competition/live', () => {
      const status = states[Math.min(calls, states.length - 1)];
      calls += 1;
      const score = Math.min(calls, states.length);
      return ok({
        id: 8,
        name: '浙江省田径锦标赛',
        refreshed_at: '2026-05-16T02:00:00.000Z',
        list: [
          fixture({ id: 1, status, home_score: score, away_score: 0, winner_id: status === 'finished' ? 1 : null }),
          fixture({ id: 2, status: 'scheduled', home_name: '嘉兴队', away_name: '湖州队', home_id: 5, away_id: 6, starts_at: '2026-05-16T08:00:00.000Z' }),
        ],
      });
    }),
  );
  return () => calls;
}

describe('LiveTab 直播比分', () => {
  afterEach(() => {
    visibility = 'visible';
  });

  it('refreshes every 10 s by default', () => {
    expect(LIVE_POLL_MS).toBe(10_000);
  });

  it('polls while a fixture is live and stops when none is', async () => {
    const calls = liveScript(['live', 'live', 'finished']);
    renderWithProviders(<LiveTab competitionId={8} intervalMs={INTERVAL} />);
    const live = await screen.findByRole('table', { name: '进行中的比赛' });
    expect(within(live).getByText(/^[12] : 0$/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/比赛进行中，每 \d+ 秒自动刷新/);
    expect(within(screen.getByRole('table', { name: '今日比赛' })).getByText('嘉兴队')).toBeInTheDocument();
    expect(await within(await screen.findByRole('table', { name: '今日比赛' })).findByText('3 : 0')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('当前没有进行中的比赛');
    expect(screen.queryByRole('table', { name: '进行中的比赛' })).not.toBeInTheDocument();
    const after = calls();
    expect(after).toBe(3);
    await sleep(INTERVAL * 5);
    expect(calls()).toBe(after);
  });

  it('stops while the page is hidden and refreshes once it shows again', async () => {
    const calls = liveScript(['live']);
    renderWithProviders(<LiveTab competitionId={8} intervalMs={INTERVAL} />);
    await screen.findByRole('table', { name: '进行中的比赛' });
    await waitFor(() => expect(calls()).toBeGreaterThanOrEqual(2));
    setVisibility('hidden');
    const hiddenAt = calls();
    await sleep(INTERVAL * 5);
    expect(calls()).toBeLessThanOrEqual(hiddenAt + 1); // at most the request already under way
    const settled = calls();
    await sleep(INTERVAL * 3);
    expect(calls()).toBe(settled);
    setVisibility('visible');
    await waitFor(() => expect(calls()).toBeGreaterThan(settled + 1));
  });

  it('shows the running score of a live game with a 进行中 badge and the minutes since its start', async () => {
    server.use(
      mswHttp.get('/api/official/competition/live', () =>
        ok({
          id: 8,
          name: '浙江省田径锦标赛',
          refreshed_at: '2026-05-16T02:00:00.000Z',
          list: [
            // the final score columns stay empty while the game is played
            fixture({ id: 1, status: 'live', home_score: null, away_score: null, live_home_score: 3, live_away_score: 1, live_started_at: '2026-05-16T01:35:20.000Z' }),
            fixture({ id: 3, status: 'live', home_name: '温州队', away_name: '台州队', home_id: 7, away_id: 8, live_home_score: 0, live_away_score: 0, live_started_at: '2026-05-16T01:59:30.000Z' }),
          ],
        }),
      ),
    );
    renderWithProviders(<LiveTab competitionId={8} intervalMs={60_000} />);
    const live = await screen.findByRole('table', { name: '进行中的比赛' });
    const [, first, second] = within(live).getAllByRole('row');
    expect(within(first).getByText('3 : 1')).toBeInTheDocument();
    expect(within(first).getByText('进行中')).toBeInTheDocument();
    expect(within(first).getByText('开赛 24 分钟')).toBeInTheDocument();
    expect(within(second).getByText('0 : 0')).toBeInTheDocument();
    expect(within(second).getByText('刚刚开赛')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('比赛进行中，每 60 秒自动刷新');
  });

  it('says 暂无数据 when there is no fixture today', async () => {
    server.use(mswHttp.get('/api/official/competition/live', () => ok({ id: 8, name: '浙江省田径锦标赛', refreshed_at: '2026-05-16T02:00:00.000Z', list: [] })));
    renderWithProviders(<LiveTab competitionId={8} intervalMs={INTERVAL} />);
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });
});
