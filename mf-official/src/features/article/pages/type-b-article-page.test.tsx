import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { recordRequests, setupPageTest, signInForTest } from 'shared/mocks/testing';
import routes from '../../../app/routes';

jest.setTimeout(60_000);
const server = setupPageTest();
const requests = recordRequests(server, '/api/admin/article/list');

const renderAs = (account: string) => {
  const { rootStore } = signInForTest(account);
  return renderWithProviders(null, { routes: routes.adminRoutes, route: '/admin/article/typeB', rootStore });
};

describe('B类文章 (TypeBArticle)', () => {
  it('lists the type-B articles with their public link, and takes one offline and back', async () => {
    const { user } = renderAs('admin');
    expect(await screen.findByText('共 2 条')).toBeInTheDocument();
    expect(requests[0].searchParams.get('kind')).toBe('2');
    const row = screen.getByText('赛事报名须知').closest('tr')!;
    expect(within(row).getByRole('link', { name: '/article?id=15' })).toHaveAttribute('href', '/article?id=15');
    await user.click(within(row).getByRole('button', { name: '下线 赛事报名须知' }));
    expect(await screen.findByText('已下线')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByText('赛事报名须知').closest('tr')!).getByText('草稿')).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: '发布 赛事报名须知' }));
    await waitFor(() => expect(within(screen.getByText('赛事报名须知').closest('tr')!).getByText('已发布')).toBeInTheDocument());
  });

  it('is for the platform admin only', async () => {
    renderAs('org_gov');
    expect(await screen.findByText('只有平台管理员可以管理B类文章')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});
