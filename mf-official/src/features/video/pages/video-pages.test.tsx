import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { recordRequests, setupPageTest } from 'shared/mocks/testing';
import routes from '../../../app/routes';

jest.setTimeout(60_000);
const server = setupPageTest();
const requests = recordRequests(server, '/api/official/videos');

const renderAt = (route: string) => renderWithProviders(null, { routes: routes.publicRoutes, route });

describe('视频 (/video)', () => {
  it('lists published, processed videos under the category tabs with the loading text', async () => {
    renderAt('/video');
    expect(await screen.findByText('加载中，请稍等....')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: '视频列表' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(within(items[0]).getByRole('link', { name: '赛事运营平台宣传片' })).toHaveAttribute('href', '/video/details/5');
    // hidden, processing and admin-hidden videos are not listed
    expect(screen.queryByText('游泳公开赛热身花絮（未发布）')).not.toBeInTheDocument();
    expect(screen.queryByText('门球比赛集锦（处理中）')).not.toBeInTheDocument();
    expect(screen.queryByText('越野跑挑战赛直播回放')).not.toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: '视频分类' });
    expect(within(tabs).getAllByRole('link').map((l) => l.textContent)).toEqual(['全部', '赛事集锦', '精彩瞬间', '赛事直播回放', '教学训练', '宣传片']);
    expect(screen.getByText('共 5 条')).toBeInTheDocument();
    expect(requests[0].searchParams.get('count')).toBe('12');
    expect(requests[0].searchParams.has('category')).toBe(false);
  });

  it('filters by category (kept in the address) and says 暂无数据 for an empty one', async () => {
    const { user, router } = renderAt('/video');
    await screen.findByRole('list', { name: '视频列表' });
    const tabs = screen.getByRole('navigation', { name: '视频分类' });
    await user.click(within(tabs).getByRole('link', { name: '赛事集锦' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: '视频列表' })).getAllByRole('listitem')).toHaveLength(2));
    expect(router!.state.location.search).toBe('?category=1');
    expect(requests.at(-1)!.searchParams.get('category')).toBe('1');
    expect(screen.getByRole('heading', { name: '赛事集锦' })).toBeInTheDocument();
    await user.click(within(tabs).getByRole('link', { name: '赛事直播回放' }));
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });

  it('plays a video with its poster, shows its description and related videos of the same category, and sets the title', async () => {
    renderAt('/video/details/1');
    expect(await screen.findByText('加载中，请稍等....')).toBeInTheDocument();
    const player = (await screen.findByLabelText('播放：2026年杭州市青少年田径锦标赛 赛事集锦')) as HTMLVideoElement;
    expect(player.tagName).toBe('VIDEO');
    expect(player.getAttribute('src')).toMatch(/^data:video\/mp4;base64,/);
    expect(player.getAttribute('poster')).toMatch(/^data:image\/svg\+xml/);
    expect(player).toHaveAttribute('controls');
    expect(screen.getByRole('heading', { level: 1, name: '2026年杭州市青少年田径锦标赛 赛事集锦' })).toBeInTheDocument();
    expect(screen.getByText(/两天赛程、三十六个单项/)).toBeInTheDocument();
    expect(screen.getByText('播放 101 次')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '2026年杭州市青少年田径锦标赛' })).toHaveAttribute('href', '/match/1');
    const related = screen.getByRole('region', { name: '相关视频' });
    expect(within(related).getAllByRole('link').map((l) => l.getAttribute('aria-label'))).toEqual(['浙江省田径锦标赛 赛事集锦']);
    await waitFor(() => expect(document.title).toMatch(/^2026年杭州市青少年田径锦标赛 赛事集锦 - /));
  });

  it('says 暂无数据 for a hidden or unknown video', async () => {
    renderAt('/video/details/6');
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '相关视频' })).not.toBeInTheDocument();
  });
  it('is reached from 更多 of the home page block 赛事视频', async () => {
    const { user, router } = renderAt('/');
    const block = await screen.findByRole('region', { name: '赛事视频' });
    await user.click(within(block).getByRole('link', { name: '更多赛事视频' }));
    await waitFor(() => expect(router!.state.location.pathname).toBe('/video'));
    expect(await screen.findByRole('list', { name: '视频列表' })).toBeInTheDocument();
  });
});
