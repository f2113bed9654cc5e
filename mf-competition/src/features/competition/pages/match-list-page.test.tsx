import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { recordRequests, setupPageTest, signInForTest } from 'shared/mocks/testing';
import routes from '../../../app/routes';
import { redeemPermissionCode } from '../api/redeem-permission-code';

// antd selects and pickers are slow in jsdom on a busy 2-core machine (several suites may run at once).
jest.setTimeout(60_000);

const server = setupPageTest();
const requests = recordRequests(server, '/api/competition/list');

function renderAt(account = 'admin') {
  const { rootStore } = signInForTest(account);
  return renderWithProviders(null, { routes: routes.adminRoutes, route: '/admin/match/list', rootStore });
}

const table = () => screen.getByRole('table');
const search = () => screen.getByRole('button', { name: /查\s*询/ });

describe('MatchList 赛事列表', () => {
  it('shows every institution to a platform admin, newest first, with type, dates and status', async () => {
    renderAt();
    const row = (await screen.findByText('2027年杭州市迎新春乒乓球团体赛')).closest('tr')!;
    expect(within(row).getByText('比赛')).toBeInTheDocument();
    expect(within(row).getByText('杭州市体育局')).toBeInTheDocument();
    expect(within(row).getByText('2027-01-16 ~ 2027-01-17')).toBeInTheDocument();
    expect(within(row).getByText('草稿')).toBeInTheDocument();
    expect(screen.getByText('共 41 条')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: '主办机构' })).toBeInTheDocument();
    expect(requests[0].searchParams.get('start')).toBe('0');
    expect(requests[0].searchParams.get('count')).toBe('10');
    expect(requests[0].searchParams.has('institution_id')).toBe(false);
  });

  it('sends status, type and keyword filters', async () => {
    const { user } = renderAt();
    await screen.findByText('2027年杭州市迎新春乒乓球团体赛');
    await user.click(screen.getByRole('combobox', { name: '状态' }));
    await user.click(await screen.findByTitle('待审核'));
    await user.click(screen.getByRole('combobox', { name: '类型' }));
    await user.click(await screen.findByTitle('比赛'));
    await user.click(screen.getByRole('textbox', { name: '关键字' }));
    await user.paste('联赛');
    await user.click(search());

    expect(await screen.findByText('共 1 条')).toBeInTheDocument();
    const last = requests.at(-1)!;
    expect(last.searchParams.get('status')).toBe('pending');
    expect(last.searchParams.get('c_type')).toBe('1');
    expect(last.searchParams.get('keyword')).toBe('联赛');
    expect(within(table()).getByText('2026年浙江省青少年田径联赛（总决赛）')).toBeInTheDocument();
    expect(within(table()).queryByText('2026年浙江省青少年田径联赛（杭州站）')).not.toBeInTheDocument();
  });

  it('lets a platform admin filter by institution found through search_institution', async () => {
    const { user } = renderAt();
    await screen.findByText('2027年杭州市迎新春乒乓球团体赛');
    await user.click(screen.getByRole('combobox', { name: '机构' }));
    await user.paste('田径');
    await user.click(await screen.findByTitle('浙江省田径协会'));
    await user.click(search());
    await waitFor(() => expect(requests.at(-1)!.searchParams.get('institution_id')).toBe('2'));
    expect(await screen.findByText('共 8 条')).toBeInTheDocument();
    expect(within(table()).getAllByText('浙江省田径协会')).toHaveLength(8);
  });

  it('sends the date range as date_from and date_to', async () => {
    const { user } = renderAt();
    await screen.findByText('2027年杭州市迎新春乒乓球团体赛');
    await user.click(screen.getByPlaceholderText('开始日期'));
    await user.type(screen.getByPlaceholderText('开始日期'), '2026-05-01{Enter}');
    await user.type(screen.getByPlaceholderText('结束日期'), '2026-05-31{Enter}');
    await user.click(search());
    await waitFor(() => expect(requests.at(-1)!.searchParams.get('date_from')).toBe('2026-05-01'));
    expect(requests.at(-1)!.searchParams.get('date_to')).toBe('2026-05-31');
    expect(await screen.findByText('2026年浙江省青少年田径联赛（宁波站）')).toBeInTheDocument();
    expect(within(table()).queryByText('2026年杭州马拉松')).not.toBeInTheDocument();
  });

  it('limits an organiser to the active institution, without the 机构 filter', async () => {
    renderAt('org_gov');
    expect(await screen.findByText('共 9 条')).toBeInTheDocument();
    expect(requests[0].searchParams.get('institution_id')).toBe('1');
    expect(screen.queryByRole('combobox', { name: '机构' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: '主办机构' })).not.toBeInTheDocument();
  });

  it('lists a competition granted through a permission code as 授权管理, with its owner and without 删除', async () => {
    const { rootStore } = signInForTest('org_youth');
    renderWithProviders(null, { routes: routes.adminRoutes, route: '/admin/match/list', rootStore });
    await screen.findByText('星辰杯少儿篮球邀请赛');
    expect(screen.queryByText('2026年杭州市青少年田径锦标赛')).not.toBeInTheDocument();
    expect(screen.queryByText('授权管理')).not.toBeInTheDocument();
    const before = Number(/共 (\d+) 条/.exec(screen.getByText(/共 \d+ 条/).textContent!)![1]);
    await redeemPermissionCode('C222222221');
    cleanup();

    renderWithProviders(null, { routes: routes.adminRoutes, route: '/admin/match/list', rootStore });
    const row = (await screen.findByText('2026年杭州市青少年田径锦标赛')).closest('tr')!;
    expect(within(row).getByText('授权管理')).toBeInTheDocument();
    expect(within(row).getByText('管理')).toBeInTheDocument();
    expect(within(row).queryByText('删除')).not.toBeInTheDocument();
    expect(screen.getByText(`共 ${before + 1} 条`)).toBeInTheDocument();
    // the own competitions carry no mark; the request is still scoped to the active institution
    expect(screen.getAllByText('授权管理')).toHaveLength(1);
    expect(requests.at(-1)!.searchParams.get('institution_id')).toBe('3');
  });

  it('shows 暂无数据 when nothing matches', async () => {
    const { user } = renderAt();
    await screen.findByText('2027年杭州市迎新春乒乓球团体赛');
    await user.click(screen.getByRole('textbox', { name: '关键字' }));
    await user.paste('不存在的赛事');
    await user.click(search());
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });
});
