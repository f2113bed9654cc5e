import { configure, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { mockDb } from 'shared/mocks';
import { setupPageTest, signInForTest } from 'shared/mocks/testing';
import routes from '../../../app/routes';
import { redeemPermissionCode } from '../api/redeem-permission-code';
import { regeneratePermissionCode } from '../api/regenerate-permission-code';
import { dialogWith, label } from '../test-helpers';

jest.setTimeout(60_000);
// The first render loads the lazy page and antd; on a machine running several suites at once that can exceed 5 s.
configure({ asyncUtilTimeout: 15_000 });
setupPageTest();

function renderAt(route: string, account = 'org_multi') {
  const { rootStore } = signInForTest(account);
  return renderWithProviders(null, { routes: routes.adminRoutes, route, rootStore });
}

const menu = () => screen.getByRole('navigation', { name: '赛事管理菜单' });
const menuItems = () => within(menu()).getAllByRole('menuitem').map((i) => i.textContent);
const statusOf = (name: string) => mockDb.competitions.find((c) => c.name === name)!.status;

describe('系列报备 (SeriesRecord) and the series menus', () => {
  it('reduces the menu of a series under review to 系列信息 and 系列报备, and locks its information', async () => {
    const { router } = renderAt('/admin/institution/series/1/1/list');
    await waitFor(() => expect(router!.state.location.pathname).toBe('/admin/institution/series/1/1/base'));
    expect(await screen.findByText('系列正在审核中，不能修改')).toBeInTheDocument();
    expect(menuItems()).toEqual(['系列信息', '系列报备']);
    expect(screen.queryByRole('button', { name: label('编辑') })).not.toBeInTheDocument();
  });

  it('refiles a rejected series with its competition, which then waits with it', async () => {
    const { user } = renderAt('/admin/institution/series/3/1/record');
    expect(await screen.findByText('比赛日期与同级别赛事冲突，请调整日期后重新报备', { exact: false })).toBeInTheDocument();
    expect(menuItems()).toEqual(['系列信息', '系列比赛', '新建比赛', '系列报备']);
    const row = (await screen.findByText('2026年西湖赛艇公开赛')).closest('tr')!;
    expect(within(row).getByText('随系列提交')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '提交报备' }));
    const dialog = await dialogWith(/连同其中尚未报备的赛事提交平台审核/);
    await user.click(within(dialog).getByRole('button', { name: label('确定') }));
    expect(await screen.findByText('已提交系列报备，请等待平台审核')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '撤回报备' })).toBeInTheDocument();
    await waitFor(() => expect(menuItems()).toEqual(['系列信息', '系列报备']));
    expect(statusOf('2026年西湖赛艇公开赛')).toBe('pending');
  });

  it('shows a grant holder of a member the read-only 系列信息 (base2) only', async () => {
    // org_youth manages 春季站 through a management permission code its owner (org_multi) gave out
    signInForTest('org_multi');
    const spring = mockDb.competitions.find((c) => c.name === '2026年西湖城市定向赛（春季站）')!;
    const { code } = await regeneratePermissionCode(spring.id);
    const { rootStore } = signInForTest('org_youth');
    expect((await redeemPermissionCode(code)).competition_id).toBe(spring.id);
    const { router } = renderWithProviders(null, { routes: routes.adminRoutes, route: '/admin/institution/series/2/1/base', rootStore });
    await waitFor(() => expect(router!.state.location.pathname).toBe('/admin/institution/series/2/1/base2'));
    expect(await screen.findByText(/系列信息仅供查看/)).toBeInTheDocument();
    expect(menuItems()).toEqual(['系列信息']);
    expect(screen.queryByRole('button', { name: label('编辑') })).not.toBeInTheDocument();
  });
});

describe('系列报备审核 (a tab of 报备审核)', () => {
  it('approves a pending series, which approves its pending competitions', async () => {
    const { user } = renderAt('/admin/match/reviewList', 'admin');
    await user.click(await screen.findByRole('tab', { name: '系列报备审核' }));
    const row = (await screen.findByText('浙江省青少年田径联赛')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: '通过浙江省青少年田径联赛' }));
    const dialog = await dialogWith(/随系列报备的赛事将一并在官网发布/);
    await user.click(within(dialog).getByRole('button', { name: label('确定') }));
    expect(await screen.findByText('已通过，系列中随系列报备的赛事将在官网发布')).toBeInTheDocument();
    expect(statusOf('2026年浙江省青少年田径联赛（总决赛）')).toBe('approved');
  });

  it('needs a reason to reject a series', async () => {
    const { user } = renderAt('/admin/match/reviewList', 'admin');
    await user.click(await screen.findByRole('tab', { name: '系列报备审核' }));
    const row = (await screen.findByText('浙江省青少年田径联赛')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: '驳回浙江省青少年田径联赛' }));
    const dialog = await dialogWith(/随系列报备的赛事一并驳回/);
    await user.click(within(dialog).getByRole('button', { name: label('确定') }));
    expect(await within(dialog).findByText('请填写驳回原因')).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('驳回原因'));
    await user.paste('总决赛场地未落实');
    await user.click(within(dialog).getByRole('button', { name: label('确定') }));
    expect(await screen.findByText('已驳回')).toBeInTheDocument();
    expect(statusOf('2026年浙江省青少年田径联赛（总决赛）')).toBe('rejected');
  });
});
