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

describe('series management 赛事系列', () => {
  it('lists the matches of the series and refuses to delete a series that has some', async () => {
    const { user, router } = renderAt('/admin/institution/series/2/1/list');
    expect(await screen.findByText('2026年西湖城市定向赛（春季站）')).toBeInTheDocument();
    expect(screen.getByText('2026年西湖城市定向赛（秋季站）')).toBeInTheDocument();
    expect(screen.queryByText('2026年钱塘江半程马拉松')).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: '赛事管理菜单' });
    expect(within(nav).getByText('系列比赛')).toBeInTheDocument();
    expect(within(nav).queryByText('系列活动')).not.toBeInTheDocument();

    await user.click(within(nav).getByText('系列信息'));
    await waitFor(() => expect(router!.state.location.pathname).toBe('/admin/institution/series/2/1/base'));
    expect(await screen.findByText('春季站与秋季站')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: label('删除') }));
    const text = await screen.findByText('确定删除系列「西湖城市定向系列赛」吗？');
    await user.click(within(text.closest<HTMLElement>('.ant-modal')!).getByRole('button', { name: label('确定') }));
    expect(await screen.findByText('该系列下还有赛事，不能删除')).toBeInTheDocument();
  });

  it('edits the series and validates its name', async () => {
    const { user } = renderAt('/admin/institution/series/2/1/base');
    await user.click(await screen.findByRole('button', { name: label('编辑') }));
    const name = await screen.findByRole('textbox', { name: '系列名称' });
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: label('保存') }));
    expect(await screen.findByText('请输入系列名称')).toBeInTheDocument();
    await user.click(name);
    await user.paste('西湖城市定向系列赛（2026）');
    await user.click(screen.getByRole('button', { name: label('保存') }));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(await screen.findByText('西湖城市定向系列赛（2026）', { selector: 'td *, td' })).toBeInTheDocument();
  });

  it('creates a match inside the series', async () => {
    const { user, router } = renderAt('/admin/institution/series/2/1/create');
    await user.click(await screen.findByRole('textbox', { name: '比赛名称' }));
    await user.paste('2026年西湖城市定向赛（夏季站）');
    await user.click(screen.getByRole('combobox', { name: '运动项目' }));
    await user.click(await screen.findByTitle('田径'));
    await user.click(screen.getByPlaceholderText('开始日期'));
    await user.type(screen.getByPlaceholderText('开始日期'), '2026-08-08{Enter}');
    await user.type(screen.getByPlaceholderText('结束日期'), '2026-08-09{Enter}');
    await user.click(screen.getByRole('textbox', { name: '举办地点' }));
    await user.paste('金华体育中心');
    await user.click(screen.getByRole('button', { name: '创建比赛' }));
    expect(await screen.findByText('比赛已创建')).toBeInTheDocument();
    const created = mockDb.competitions.find((c) => c.name === '2026年西湖城市定向赛（夏季站）')!;
    expect(created).toMatchObject({ institution_id: 6, series_id: 2, c_type: 1 });
    await waitFor(() => expect(router!.state.location.pathname).toBe(`/admin/institution/match/${created.id}/1/base`));
  });

  it('does not show a series to another institution', async () => {
    renderAt('/admin/institution/series/1/1/base', 'org_gov');
    expect(await screen.findByText('赛事系列不存在或您没有管理权限')).toBeInTheDocument();
  });
});

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
