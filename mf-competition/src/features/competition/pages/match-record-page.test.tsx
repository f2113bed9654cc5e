import { configure, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { mockDb } from 'shared/mocks';
import { recordRequests, setupPageTest, signInForTest } from 'shared/mocks/testing';
import routes from '../../../app/routes';
import { redeemPermissionCode } from '../api/redeem-permission-code';
import { dialogWith, label } from '../test-helpers';

jest.setTimeout(60_000);
// The first render loads the lazy page and antd; on a machine running several suites at once that can exceed 5 s.
configure({ asyncUtilTimeout: 15_000 });
const server = setupPageTest();
const requests = recordRequests(server, '/api/competition/list');

function renderAt(route: string) {
  const { rootStore } = signInForTest('org_gov');
  return renderWithProviders(null, { routes: routes.adminRoutes, route, rootStore });
}

describe('MatchRecord 比赛报备 / MatchActive 活动报备', () => {
  it('type=1: 比赛报备 lists the institution’s matches and files a draft', async () => {
    const { user } = renderAt('/admin/record?type=1');
    expect(await screen.findByText('比赛报备', { selector: '.ant-card-head-title' })).toBeInTheDocument();
    const row = (await screen.findByText('2027年杭州市迎新春乒乓球团体赛')).closest('tr')!;
    expect(requests[0].searchParams.get('c_type')).toBe('1');
    expect(requests[0].searchParams.get('institution_id')).toBe('1');
    expect(screen.queryByText('2026年杭州市冬季健身打卡挑战')).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: label('报备') }));
    await user.click(within(await dialogWith(/提交平台审核吗/)).getByRole('button', { name: label('确定') }));
    expect(await screen.findByText('已提交报备，请等待平台审核')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByText('2027年杭州市迎新春乒乓球团体赛').closest('tr')!).getByText('待审核')).toBeInTheDocument());
    expect(mockDb.competitions.find((c) => c.id === 7)!.status).toBe('pending');
  });

  it('type=2: 活动报备 lists activities and opens the filing page of one', async () => {
    const { user, router } = renderAt('/admin/Active?type=2');
    expect(await screen.findByText('活动报备', { selector: '.ant-card-head-title' })).toBeInTheDocument();
    const row = (await screen.findByText('2026年杭州市冬季健身打卡挑战')).closest('tr')!;
    expect(requests[0].searchParams.get('c_type')).toBe('2');
    await user.click(within(row).getByRole('button', { name: '报备详情' }));
    await waitFor(() => expect(router!.state.location.pathname).toBe('/admin/institution/match/41/2/Active'));
    expect(await screen.findByText('报备被驳回，请按驳回原因修改后重新报备。')).toBeInTheDocument();
  });

  it('lists a match granted through a permission code, marked 授权管理, so the grant holder can file it', async () => {
    const { rootStore } = signInForTest('org_youth');
    await redeemPermissionCode('C222222221');
    renderWithProviders(null, { routes: routes.adminRoutes, route: '/admin/record?type=1', rootStore });
    const row = (await screen.findByText('2026年杭州市青少年田径锦标赛')).closest('tr')!;
    expect(within(row).getByText('授权管理')).toBeInTheDocument();
    expect(within(row).getByText('已通过')).toBeInTheDocument();
  });

  it('新建 goes to MatchCreateLayout with the type', async () => {
    const { user, router } = renderAt('/admin/Active?type=2');
    await user.click(await screen.findByRole('button', { name: '新建活动' }));
    await waitFor(() => expect(router!.state.location.search).toBe('?type=2'));
    expect(router!.state.location.pathname).toBe('/admin/create/record');
  });
});
