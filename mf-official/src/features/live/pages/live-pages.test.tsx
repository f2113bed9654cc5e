import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { recordRequests, setupPageTest } from 'shared/mocks/testing';
import routes from '../../../app/routes';

/** hls.js itself needs Media Source Extensions, which jsdom lacks: a stand-in records what the player asks of it. */
const mockHlsInstances: { sources: string[]; media: HTMLMediaElement[]; destroyed: boolean }[] = [];
jest.mock('hls.js', () => ({
  __esModule: true,
  default: class FakeHls {
    static isSupported(): boolean {
      return true;
    }
    static Events: Record<string, string> = { ERROR: 'hlsError' };
    record = { sources: [] as string[], media: [] as HTMLMediaElement[], destroyed: false };
    constructor() {
      mockHlsInstances.push(this.record);
    }
    on() {}
    loadSource(src: string) {
      this.record.sources.push(src);
    }
    attachMedia(media: HTMLMediaElement) {
      this.record.media.push(media);
    }
    destroy() {
      this.record.destroyed = true;
    }
  },
}));

jest.setTimeout(60_000);
const server = setupPageTest();
const requests = recordRequests(server, '/api/official/lives');
const STREAM = '/api/media/video-1fe0000000000000000000000000a001.m3u8';

const renderAt = (route: string) => renderWithProviders(null, { routes: routes.publicRoutes, route });

beforeEach(() => {
  mockHlsInstances.length = 0;
});

describe('赛事直播 (/live)', () => {
  it('lists rooms live now, upcoming and replays as tabs, without hidden rooms', async () => {
    const { user, router } = renderAt('/live');
    expect(await screen.findByText('加载中，请稍等....')).toBeInTheDocument();
    const live = await screen.findByRole('region', { name: '直播中' });
    await waitFor(() => expect(within(live).getAllByRole('listitem')).toHaveLength(2));
    expect(within(live).getByRole('link', { name: '2026浙江省青少年田径联赛 · 决赛日直播' })).toHaveAttribute('href', '/live/details/1');
    expect(requests[0].searchParams.get('section')).toBe('live');
    expect(requests[0].searchParams.get('count')).toBe('12');

    const tabs = screen.getByRole('navigation', { name: '直播分类' });
    expect(within(tabs).getAllByRole('link').map((l) => l.textContent)).toEqual(['直播中', '即将开始', '精彩回放']);
    await user.click(within(tabs).getByRole('link', { name: '即将开始' }));
    const upcoming = await screen.findByRole('region', { name: '即将开始' });
    await waitFor(() => expect(within(upcoming).getAllByRole('listitem')).toHaveLength(2));
    expect(router!.state.location.search).toBe('?section=upcoming');
    expect(within(upcoming).getAllByText(/^开始时间 /)).toHaveLength(2);

    await user.click(within(tabs).getByRole('link', { name: '精彩回放' }));
    const replays = await screen.findByRole('region', { name: '精彩回放' });
    await waitFor(() => expect(within(replays).getAllByRole('listitem')).toHaveLength(2));
    // the organiser's hidden room is never public
    expect(screen.queryByText('联赛技术官员培训（内部）')).not.toBeInTheDocument();
    expect(screen.getByText('共 2 条')).toBeInTheDocument();
  });

  it('shows the pre-roll ad with its countdown, closes it when the countdown ends, then attaches the HLS stream through hls.js', async () => {
    renderAt('/live/details/1');
    const ad = await screen.findByRole('region', { name: '片头广告' });
    expect(within(ad).getByRole('img', { name: '广告：联赛赞助商片头' })).toBeInTheDocument();
    expect(within(ad).getByRole('link')).toHaveAttribute('href', '/official/information');
    expect(within(ad).getByRole('timer')).toHaveTextContent(/^[45] 秒$/);
    expect(within(ad).queryByRole('button', { name: '跳过' })).not.toBeInTheDocument();
    expect(mockHlsInstances).toHaveLength(0);
    // a 5-second ad runs to its end (跳过 is for longer ads, pre-roll-ad.test.tsx) and then gives way to the stream
    await waitFor(() => expect(screen.queryByRole('region', { name: '片头广告' })).not.toBeInTheDocument(), { timeout: 8000 });

    const video = (await screen.findByLabelText('直播：2026浙江省青少年田径联赛 · 决赛日直播')) as HTMLVideoElement;
    expect(video.tagName).toBe('VIDEO');
    await waitFor(() => expect(mockHlsInstances).toHaveLength(1));
    expect(mockHlsInstances[0].sources).toEqual([STREAM]);
    expect(mockHlsInstances[0].media).toEqual([video]);
    expect(screen.getByText('浙江省田径协会')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^2026浙江省青少年田径联赛 · 决赛日直播 - /));
  });

  it('plays HLS natively where the browser can (Safari) without loading hls.js', async () => {
    const canPlay = jest.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type) => (type === 'application/vnd.apple.mpegurl' ? 'maybe' : ''));
    try {
      // institution 1 has no ad: the stream starts at once
      renderAt('/live/details/2');
      const video = (await screen.findByLabelText('直播：杭州市全民健身羽毛球公开赛 · 半决赛')) as HTMLVideoElement;
      await waitFor(() => expect(video.getAttribute('src')).toBe(STREAM));
      expect(mockHlsInstances).toHaveLength(0);
    } finally {
      canPlay.mockRestore();
    }
  });

  it('shows the start time and a countdown before a room starts', async () => {
    renderAt('/live/details/3');
    const waiting = await screen.findByRole('region', { name: '直播未开始' });
    expect(within(waiting).getByText(/^开始时间 \d{4}-\d{2}-\d{2} \d{2}:\d{2}/)).toBeInTheDocument();
    expect(within(waiting).getByRole('timer')).toHaveTextContent(/^距离开始 1 天 \d{2}:\d{2}:\d{2}$/);
    expect(screen.queryByRole('region', { name: '片头广告' })).not.toBeInTheDocument();
    expect(mockHlsInstances).toHaveLength(0);
  });

  it('plays the replay of an ended room', async () => {
    renderAt('/live/details/6');
    const video = (await screen.findByLabelText('回放：西湖国际马拉松 · 精彩回顾')) as HTMLVideoElement;
    await waitFor(() => expect(mockHlsInstances[0]?.sources).toEqual([STREAM]));
    expect(mockHlsInstances[0].media).toEqual([video]);
  });

  it('says 暂无数据 for a room that is not public', async () => {
    renderAt('/live/details/7');
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });

  it('is linked from the 赛事直播 section of the official site', async () => {
    const { user, router } = renderAt('/official/match/2/list');
    await user.click(await screen.findByRole('link', { name: '观看赛事视频直播与精彩回放 →' }));
    await waitFor(() => expect(router!.state.location.pathname).toBe('/live'));
    expect(await screen.findByRole('region', { name: '直播中' })).toBeInTheDocument();
  });
});
