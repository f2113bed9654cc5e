import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { recordRequests, setupPageTest } from 'shared/mocks/testing';
import routes from '../../../app/routes';

jest.setTimeout(60_000);
const server = setupPageTest();
const lists = recordRequests(server, '/api/album/list');
const reports: unknown[] = [];
beforeEach(() => {
  reports.length = 0;
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/api/album/report')) reports.push(request.clone().json());
  });
});

const renderAt = (route: string) => renderWithProviders(null, { routes: routes.publicRoutes, route });

describe('相册 (/album)', () => {
  it('lists albums of published competitions, newest first, with the loading text', async () => {
    renderAt('/album');
    expect(await screen.findByText('加载中，请稍等....')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: '相册列表' });
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('aria-label'))).toEqual(['田径锦标赛精彩瞬间', '冲线与颁奖', '马拉松起跑瞬间']);
    expect(links[2]).toHaveAttribute('href', '/album/details/1');
    expect(within(links[0]).getByText('2 张')).toBeInTheDocument();
    expect(screen.queryByText('围棋公开赛筹备')).not.toBeInTheDocument();
    expect(screen.getByText('共 3 条')).toBeInTheDocument();
    expect(lists[0].searchParams.get('count')).toBe('12');
  });

  it('says 暂无数据 when there is no album', async () => {
    const { http, HttpResponse } = await import('msw');
    server.use(http.get('/api/album/list', () => HttpResponse.json({ errno: 0, result: { list: [], total: 0 } })));
    renderAt('/album');
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });
});

describe('相册详情 (/album/details/:id)', () => {
  it('shows the photos as lazy images and a viewer with counter, prev/next and keyboard', async () => {
    const { user } = renderAt('/album/details/1');
    const grid = await screen.findByRole('list', { name: '照片列表' });
    expect(screen.getByRole('heading', { name: '马拉松起跑瞬间' })).toBeInTheDocument();
    const thumbs = within(grid).getAllByRole('button');
    expect(thumbs).toHaveLength(3);
    for (const img of grid.querySelectorAll('img')) expect(img).toHaveAttribute('loading', 'lazy');

    await user.click(thumbs[1]);
    const viewer = await screen.findByRole('dialog', { name: '查看照片' });
    expect(within(viewer).getByText('2 / 3')).toBeInTheDocument();
    expect(within(viewer).getByRole('img', { name: '沿湖奔跑' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(within(viewer).getByText('3 / 3')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(within(viewer).getByText('1 / 3')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(within(viewer).getByText('3 / 3')).toBeInTheDocument();
    await user.click(within(viewer).getByRole('button', { name: '上一张' }));
    expect(within(viewer).getByText('2 / 3')).toBeInTheDocument();
    await user.click(within(viewer).getByRole('button', { name: '下一张' }));
    expect(within(viewer).getByRole('img', { name: '补给站' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '查看照片' })).not.toBeInTheDocument());
  });

  it('files a complaint about the shown photo from the viewer', async () => {
    const { user } = renderAt('/album/details/1');
    const grid = await screen.findByRole('list', { name: '照片列表' });
    await user.click(within(grid).getAllByRole('button')[0]);
    const viewer = await screen.findByRole('dialog', { name: '查看照片' });
    await user.click(within(viewer).getByRole('button', { name: '举报' }));
    const form = await screen.findByRole('form', { name: '举报照片' });
    await user.click(within(form).getByRole('button', { name: '提交' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('请选择投诉原因');
    await user.click(within(form).getByRole('radio', { name: '其他' }));
    await user.click(within(form).getByRole('button', { name: '提交' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('请填写投诉说明');
    expect(reports).toHaveLength(0);
    await user.click(within(form).getByRole('radio', { name: '侵犯肖像权或隐私' }));
    await user.type(within(form).getByRole('textbox', { name: '投诉说明' }), '照片中有我的孩子');
    await user.click(within(form).getByRole('button', { name: '提交' }));
    expect(await screen.findByText('投诉已提交，平台会尽快核实处理。')).toBeInTheDocument();
    expect(reports).toHaveLength(1);
    expect(await reports[0]).toEqual({ photo_id: 1, category: '侵犯肖像权或隐私', reason: '照片中有我的孩子', contact: '' });
  });

  it('says 暂无数据 for an album that is not public', async () => {
    renderAt('/album/details/4');
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });
});
