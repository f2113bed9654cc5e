import 'fake-indexeddb/auto';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { http } from 'shared';
import { renderWithProviders } from 'shared/testing';
import { recordRequests, setupPageTest, signInForTest } from 'shared/mocks/testing';
import type { ScheduleFixtureList, ScoreSaved } from '../api/types';
import routes from '../../../app/routes';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 15_000 });
const server = setupPageTest();
const liveRequests = recordRequests(server, '/api/admin/schedule/live');

/** The phone without a network: every write fails as a dropped connection does (reads keep their kept copy). */
const offline = () => server.use(mswHttp.post('/api/admin/schedule/*', () => HttpResponse.error()));
const online = () => server.resetHandlers();

function renderPad() {
  const { rootStore } = signInForTest('referee');
  return renderWithProviders(null, { routes: routes.adminRoutes, route: '/admin/match/referee/courtside', rootStore });
}


async function openFirstFixture(user: ReturnType<typeof renderPad>['user']) {
  const buttons = await screen.findAllByRole('button', { name: /^计分 / });
  const name = buttons[0].getAttribute('aria-label')!.replace(/^计分 /, '');
  await user.click(buttons[0]);
  const [home, away] = name.split(' vs ');
  return { home, away };
}

const status = () => screen.getByRole('status', { name: '同步状态' });

describe('场边计分 (courtside score pad, offline)', () => {
  // each test starts with an empty phone
  beforeEach(
    () =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.deleteDatabase('saishi-courtside');
        request.onsuccess = () => resolve();
        request.onerror = () => reject(request.error);
      }),
  );

  it('keeps scores entered without a network on the phone, across a reload, and sends them in order when it returns', async () => {
    offline();
    const first = renderPad();
    const { home } = await openFirstFixture(first.user);
    await first.user.click(await screen.findByRole('button', { name: '开始比赛' }));
    await first.user.click(await screen.findByRole('button', { name: `${home} 加1分` }));
    await first.user.click(screen.getByRole('button', { name: `${home} 加1分` }));
    await waitFor(() => expect(screen.getByLabelText(`${home} 比分`)).toHaveTextContent('2'));
    expect(await within(status()).findByText('待同步 2 条')).toBeInTheDocument();
    // the tag turns once the first send has failed, which may be after the entries show
    expect(await within(status()).findByText('离线：录入的比分保存在本机')).toBeInTheDocument();
    first.unmount();

    // a reload without a network: the entries are read back from the phone's store
    const second = renderPad();
    expect(await within(await screen.findByRole('status', { name: '同步状态' })).findByText('待同步 2 条')).toBeInTheDocument();
    expect(await screen.findByText('2:0')).toBeInTheDocument();

    // the network returns: 开始比赛 on the version seen, then the running score on the version the start returned
    online();
    liveRequests.length = 0;
    await second.user.click(within(status()).getByRole('button', { name: /立即同步/ }));
    expect(await within(status()).findByText('已全部同步')).toBeInTheDocument();
    expect(liveRequests).toHaveLength(2);
    const list = (await http.get('/referee/fixtures')) as ScheduleFixtureList;
    const started = list.list.find((f) => f.live_home_score === 2);
    expect(started).toMatchObject({ status: 'live', live_home_score: 2, live_away_score: 0 });
  });

  it('shows a change made meanwhile next to the referee’s entry and sends the one chosen', async () => {
    const { user } = renderPad();
    const { home } = await openFirstFixture(user);
    await user.click(await screen.findByRole('button', { name: '开始比赛' }));
    // the start is queued (the pad turns live), then sent: only then is everything synced
    await screen.findByRole('button', { name: `${home} 加1分` });
    expect(await within(status()).findByText('已全部同步')).toBeInTheDocument();

    // offline, the referee enters 1:0 while another device (the same referee's tablet) sets 5:5
    offline();
    await user.click(await screen.findByRole('button', { name: `${home} 加1分` }));
    expect(await within(status()).findByText('待同步 1 条')).toBeInTheDocument();
    online();
    const fixture = ((await http.get('/referee/fixtures')) as ScheduleFixtureList).list.find((f) => f.status === 'live')!;
    const other = (await http.post('/admin/schedule/live', { fixture_id: fixture.id, action: 'update', home_score: 5, away_score: 5, version: fixture.version })) as ScoreSaved;
    expect(other.fixture.live_home_score).toBe(5);

    await user.click(within(status()).getByRole('button', { name: /立即同步/ }));
    const alert = (await screen.findByText('比分冲突：请选择保留哪一个比分')).closest('.ant-alert') as HTMLElement;
    expect(within(alert).getByText('1:0')).toBeInTheDocument();
    expect(within(alert).getByText('5:5（进行中）')).toBeInTheDocument();
    expect(within(status()).getByText('比分冲突 1 场')).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: '保留我的比分' }));
    expect(await within(status()).findByText('已全部同步')).toBeInTheDocument();
    const now = ((await http.get('/referee/fixtures')) as ScheduleFixtureList).list.find((f) => f.id === fixture.id)!;
    expect(now).toMatchObject({ live_home_score: 1, live_away_score: 0 });
    expect(screen.queryByText('比分冲突：请选择保留哪一个比分')).not.toBeInTheDocument();
  });

  it('confirms the final score before it is entered', async () => {
    const { user } = renderPad();
    const { home, away } = await openFirstFixture(user);
    await user.click(await screen.findByRole('button', { name: '开始比赛' }));
    await user.click(await screen.findByRole('button', { name: `${away} 加1分` }));
    await waitFor(() => expect(screen.getByLabelText(`${away} 比分`)).toHaveTextContent('1'));
    await user.click(screen.getByRole('button', { name: '确认终场比分' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(`${home} 0:1 ${away}。确认后记为本场成绩，积分榜随之更新。`)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /^确\s*认$/ }));
    expect(await screen.findByText('终场比分已录入')).toBeInTheDocument();
    const done = ((await http.get('/referee/fixtures')) as ScheduleFixtureList).list.find((f) => f.status === 'finished' && f.away_score === 1);
    expect(done).toMatchObject({ home_score: 0, away_score: 1 });
  });
});
