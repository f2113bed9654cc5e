import { act, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { renderWithProviders } from 'shared/testing';
import { ok } from 'shared/mocks';
import { recordRequests, setupPageTest } from 'shared/mocks/testing';
import routes from '../../../app/routes';

jest.setTimeout(60_000);
const server = setupPageTest();
const requests = recordRequests(server, '/api/article/list');

const renderAt = (route: string) => renderWithProviders(null, { routes: routes.publicRoutes, route });
const breadcrumb = () => screen.getByRole('navigation', { name: '面包屑' });

describe('OfficialInformation 资讯 (official/information)', () => {
  it('lists published articles newest first under the column tabs, with the loading text and detail links', async () => {
    renderAt('/official/information');
    expect(await screen.findByText('加载中，请稍等....')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: '资讯列表' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    const first = within(items[0]).getByRole('link', { name: '关于黄龙体育中心部分场馆冬季开放时间调整的通知' });
    expect(first).toHaveAttribute('href', `/official/information/details?id=7&column=${encodeURIComponent('通知公告')}&column_id=2`);
    expect(within(items[0]).getByText('来源：杭州市体育局')).toBeInTheDocument();
    expect(screen.getByText('共 10 条')).toBeInTheDocument();
    // drafts, pending, scheduled and type-B articles are not listed
    expect(screen.queryByText('关于举办2026年杭州市冬季长跑活动的通知')).not.toBeInTheDocument();
    expect(screen.queryByText('2027钱塘江半程马拉松参赛包领取指南')).not.toBeInTheDocument();
    expect(screen.queryByText('赛事报名须知')).not.toBeInTheDocument();

    const tabs = screen.getByRole('navigation', { name: '栏目' });
    expect(within(tabs).getAllByRole('link').map((l) => l.textContent)).toEqual(['全部', '新闻动态', '通知公告', '全民健身', '青训动态', '赛事资讯']);
    expect(within(tabs).getByRole('link', { name: '全部' })).toHaveAttribute('aria-current', 'page');
    expect(breadcrumb()).toHaveTextContent('当前位置：首页 / 资讯');
    expect(requests[0].searchParams.get('start')).toBe('0');
    expect(requests[0].searchParams.get('count')).toBe('10');
  });

  it('shows a column with its introduction and keeps column_id in the address', async () => {
    const { user, router } = renderAt('/official/information');
    await screen.findByRole('list', { name: '资讯列表' });
    await user.click(within(screen.getByRole('navigation', { name: '栏目' })).getByRole('link', { name: '新闻动态' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: '资讯列表' })).getAllByRole('listitem')).toHaveLength(2));
    expect(router!.state.location.search).toBe('?column_id=1');
    expect(requests.at(-1)!.searchParams.get('column_id')).toBe('1');
    expect(screen.getByRole('region', { name: '栏目介绍' })).toHaveTextContent('发布全省各级体育部门、协会和赛事运营机构的赛事新闻');
    expect(screen.getByRole('heading', { name: '新闻动态' })).toBeInTheDocument();
  });

  it('pages with 上一页 / 下一页 and says 暂无数据 for an empty column', async () => {
    server.use(
      mswHttp.get('/api/article/list', ({ request }) => {
        const url = new URL(request.url);
        if (url.searchParams.get('column_id') === '4') return ok({ list: [], total: 0 });
        const start = Number(url.searchParams.get('start'));
        const list = Array.from({ length: start === 0 ? 10 : 5 }, (_, i) => ({
          id: 100 + start + i,
          kind: 1,
          institution_id: 1,
          institution_name: '杭州市体育局',
          column_id: 1,
          column_name: '新闻动态',
          title: `体育新闻第${start + i + 1}条`,
          author: '',
          cover: '',
          summary: '',
          status: 'approved',
          publish_at: '2026-11-01T00:00:00.000Z',
          views: 1,
          reject_reason: '',
          created_at: '2026-11-01T00:00:00.000Z',
          updated_at: '2026-11-01T00:00:00.000Z',
        }));
        return ok({ list, total: 15 });
      }),
    );
    const { user, router } = renderAt('/official/information');
    await screen.findByText('体育新闻第1条');
    expect(screen.getByText('第 1 / 2 页')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '下一页' }));
    expect(await screen.findByText('体育新闻第11条')).toBeInTheDocument();
    expect(router!.state.location.search).toBe('?page=2');
    expect(screen.getByRole('button', { name: '下一页' })).toBeDisabled();

    await act(() => router!.navigate('/official/information?column_id=4'));
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });
});

describe('OfficialInformationDetails (official/information/details)', () => {
  it('shows the article with the column as breadcrumb and keeps column_id for the way back', async () => {
    renderAt(`/official/information/details?id=1&column=${encodeURIComponent('新闻动态')}&column_id=1`);
    expect(await screen.findByText('加载中，请稍等....')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: '2026年杭州市全民健身运动会圆满落幕' })).toBeInTheDocument();
    expect(breadcrumb()).toHaveTextContent('当前位置：首页 / 资讯 / 新闻动态');
    expect(within(breadcrumb()).getByRole('link', { name: '资讯' })).toHaveAttribute('href', '/official/information');
    expect(within(breadcrumb()).getByText('新闻动态')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('来源：杭州市体育局')).toBeInTheDocument();
    expect(screen.getByLabelText('正文')).toHaveTextContent('闭幕式在黄龙体育中心举行');
    expect(screen.getByRole('link', { name: '返回列表' })).toHaveAttribute('href', '/official/information?column_id=1');
  });

  it('renders only the server HTML as markup: other fields stay text, and a missing article says 暂无数据', async () => {
    server.use(
      mswHttp.get('/api/article/info', ({ request }) => {
        if (new URL(request.url).searchParams.get('id') !== '77') return;
        return ok({
          id: 77,
          kind: 1,
          institution_id: 1,
          institution_name: '杭州市体育局',
          column_id: 1,
          column_name: '新闻动态',
          title: '<img src="x" onerror="window.__hacked=1">标题',
          author: '<script>window.__hacked=2</script>',
          cover: '',
          summary: '<b>摘要</b>',
          content: '<p>第一段</p><p><img src="/api/media/photo.png" alt="现场"></p>',
          status: 'approved',
          publish_at: '2026-11-01T00:00:00.000Z',
          views: 3,
          reject_reason: '',
          created_at: '2026-11-01T00:00:00.000Z',
          updated_at: '2026-11-01T00:00:00.000Z',
        });
      }),
    );
    const { router } = renderAt('/article/details?id=77');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('<img src="x" onerror="window.__hacked=1">标题');
    expect(heading.querySelector('img')).toBeNull();
    expect(screen.getByText('作者：<script>window.__hacked=2</script>')).toBeInTheDocument();
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(screen.getByText('<b>摘要</b>')).toBeInTheDocument();
    expect(within(screen.getByLabelText('正文')).getByRole('img', { name: '现场' })).toHaveAttribute('src', '/api/media/photo.png');
    expect((window as unknown as { __hacked?: number }).__hacked).toBeUndefined();
    expect(breadcrumb()).toHaveTextContent('当前位置：首页 / 文章详情');

    await act(() => router!.navigate('/article/details?id=9'));
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });
});

describe('phone routes /article, articleDetails and /agreement', () => {
  it('shows a type-B article by its link without the official layout', async () => {
    renderAt('/article?id=15');
    expect(await screen.findByRole('heading', { level: 1, name: '赛事报名须知' })).toBeInTheDocument();
    expect(screen.getByText('来源：平台')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '面包屑' })).not.toBeInTheDocument();
  });

  it('serves articleDetails the same way', async () => {
    renderAt('/articleDetails?id=4');
    expect(await screen.findByRole('heading', { level: 1, name: '钱塘江半程马拉松报名人数突破两万' })).toBeInTheDocument();
  });

  it('shows the user agreement', async () => {
    renderAt('/agreement');
    expect(await screen.findByRole('heading', { level: 1, name: '赛事运营平台用户协议' })).toBeInTheDocument();
    expect(screen.getByLabelText('协议内容')).toHaveTextContent('一、账号注册与使用');
  });
});
