import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { recordRequests, setupPageTest, signInForTest } from 'shared/mocks/testing';
import routes from '../../../app/routes';

jest.setTimeout(60_000);
const server = setupPageTest();
const requests = recordRequests(server, '/api/admin/article/list');

const renderAs = (account: string, route = '/admin/article/list') => {
  const { rootStore } = signInForTest(account);
  return renderWithProviders(null, { routes: routes.adminRoutes, route, rootStore });
};
const rowOf = (title: string) => screen.getByText(title).closest('tr')!;

describe('文章列表 (ArticleList)', () => {
  it('shows the articles of the active institution with their status', async () => {
    renderAs('org_gov');
    expect(await screen.findByText('共 6 条')).toBeInTheDocument();
    expect(requests[0].searchParams.get('institution_id')).toBe('1');
    expect(requests[0].searchParams.get('kind')).toBe('1');
    expect(within(rowOf('关于举办2026年杭州市冬季长跑活动的通知')).getByText('待审核')).toBeInTheDocument();
    expect(within(rowOf('市体育局召开年度体育工作总结会（草稿）')).getByText('草稿')).toBeInTheDocument();
    // a published article links to its public page
    expect(screen.getByRole('link', { name: '2026年杭州市全民健身运动会圆满落幕' })).toHaveAttribute(
      'href',
      `/official/information/details?id=1&column=${encodeURIComponent('新闻动态')}&column_id=1`,
    );
    expect(screen.queryByText('浙江省青少年田径联赛第四站在温州收官')).not.toBeInTheDocument();
  });

  it('filters by status and keyword', async () => {
    const { user } = renderAs('org_gov');
    await screen.findByText('共 6 条');
    await user.click(screen.getByRole('combobox', { name: '状态' }));
    await user.click(await screen.findByTitle('已发布'));
    await user.type(screen.getByRole('textbox', { name: '关键字' }), '冬季');
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    expect(await screen.findByText('共 2 条')).toBeInTheDocument();
    expect(requests.at(-1)!.searchParams.get('status')).toBe('approved');
    expect(requests.at(-1)!.searchParams.get('keyword')).toBe('冬季');
  });

  it('submits a draft for review, withdraws it and deletes it after confirming', async () => {
    const { user } = renderAs('org_gov');
    await screen.findByText('共 6 条');
    const title = '市体育局召开年度体育工作总结会（草稿）';
    await user.click(screen.getByRole('button', { name: `提交 ${title}` }));
    expect(await screen.findByText('已提交审核')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf(title)).getByText('待审核')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: `删除 ${title}` })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `撤回 ${title}` }));
    await waitFor(() => expect(within(rowOf(title)).getByText('草稿')).toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: `删除 ${title}` }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(`确定删除「${title}」吗？删除后不能恢复。`);
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('共 5 条')).toBeInTheDocument();
    expect(screen.queryByText(title)).not.toBeInTheDocument();
  });

  it('shows every institution and the platform to the platform admin', async () => {
    renderAs('admin');
    expect(await screen.findByText('共 17 条')).toBeInTheDocument();
    expect(requests[0].searchParams.has('institution_id')).toBe(false);
    expect(screen.getByRole('columnheader', { name: '所属机构' })).toBeInTheDocument();
  });

  it('refuses institutions whose type may not manage articles', async () => {
    renderAs('org_youth');
    expect(await screen.findByText('当前机构没有资讯管理权限')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('opens the editor for 新建文章', async () => {
    const { user, router } = renderAs('org_gov');
    await screen.findByText('共 6 条');
    await user.click(screen.getByRole('button', { name: /新建文章/ }));
    await waitFor(() => expect(router!.state.location.pathname).toBe('/admin/article/edit'));
    expect(await screen.findByRole('form', { name: '新建文章' })).toBeInTheDocument();
  });
});
