import { configure, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { renderWithProviders } from 'shared/testing';
import { fail, mockDb } from 'shared/mocks';
import { setupPageTest, signInForTest } from 'shared/mocks/testing';
import routes from '../../../app/routes';
import { redeemPermissionCode } from '../api/redeem-permission-code';
import { dialogWith, label } from '../test-helpers';

jest.setTimeout(60_000);
// The first render loads the lazy page and antd; on a machine running several suites at once that can exceed 5 s.
configure({ asyncUtilTimeout: 15_000 });
const server = setupPageTest();

function renderAt(route: string, account = 'org_gov') {
  const { rootStore } = signInForTest(account);
  return renderWithProviders(null, { routes: routes.adminRoutes, route, rootStore });
}

const menu = async () => screen.findByRole('navigation', { name: '赛事管理菜单' });

describe('match management layout 赛事管理', () => {
  it('opens base info with the owner menu of a match and saves an edit', async () => {
    const { user, router } = renderAt('/admin/institution/match/7/1');
    const nav = await menu();
    expect(router!.state.location.pathname).toBe('/admin/institution/match/7/1/base');
    for (const item of ['基本信息', '比赛报备', '管理权限', '报名设置', '赛程', '排行榜', '下载']) expect(within(nav).getAllByText(item).length).toBeGreaterThan(0);
    expect(within(nav).queryByText('活动报备')).not.toBeInTheDocument();
    expect(within(nav).queryByText('打卡设置')).not.toBeInTheDocument();
    expect(await screen.findByText('杭州市体育馆')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: label('编辑') }));
    const name = await screen.findByRole('textbox', { name: '比赛名称' });
    await user.clear(name);
    await user.click(name);
    await user.paste('2027年杭州市迎新春乒乓球团体赛（第二届）');
    await user.click(screen.getByRole('button', { name: label('保存') }));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(mockDb.competitions.find((c) => c.id === 7)!.name).toBe('2027年杭州市迎新春乒乓球团体赛（第二届）');
    expect((await screen.findAllByText('2027年杭州市迎新春乒乓球团体赛（第二届）')).length).toBeGreaterThan(0);
  });

  it('sends a name change of an approved match to review: the public name stays until the platform approves, and it can be withdrawn', async () => {
    const { user } = renderAt('/admin/institution/match/4/1/base?edit=1');
    expect(await screen.findByText(/修改名称、封面、简介须经平台审核/)).toBeInTheDocument();
    const name = await screen.findByRole('textbox', { name: '比赛名称' });
    await user.clear(name);
    await user.click(name);
    await user.paste('2026杭州国际马拉松');
    await user.click(screen.getByRole('button', { name: label('保存') }));
    expect(await screen.findByText('已保存，名称、封面、简介的修改已提交平台审核，审核通过后在官网更新')).toBeInTheDocument();
    expect(mockDb.competitions.find((c) => c.id === 4)!.name).toBe('2026年杭州马拉松');

    expect(await screen.findByText('名称、封面、简介的修改正在等待平台审核')).toBeInTheDocument();
    expect(screen.getByText('修改后的名称')).toBeInTheDocument();
    expect(screen.getAllByText('2026杭州国际马拉松').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: label('撤回修改') }));
    await user.click(within(await dialogWith('确定撤回待审核的修改吗？官网继续显示原来的名称、封面和简介。')).getByRole('button', { name: label('确定') }));
    expect(await screen.findByText('已撤回修改')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('名称、封面、简介的修改正在等待平台审核')).not.toBeInTheDocument());
  });

  it('keeps the form and shows the refusal when the server refuses an edit', async () => {
    server.use(mswHttp.put('/api/competition', () => fail(40000, '赛事正在审核中，不能修改')));
    const { user } = renderAt('/admin/institution/match/7/1/base?edit=1');
    await user.click(await screen.findByRole('textbox', { name: '主办单位' }));
    await user.paste('杭州市棋类协会');
    await user.click(screen.getByRole('button', { name: label('保存') }));
    expect(await screen.findByText('赛事正在审核中，不能修改')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '主办单位' })).toHaveValue('杭州市体育局杭州市棋类协会');
  });

  it('does not offer editing while the filing is pending', async () => {
    renderAt('/admin/institution/match/5/1/base');
    expect(await screen.findByText('比赛正在审核中，审核完成前不能修改。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: label('编辑') })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '撤回报备' })).toBeInTheDocument();
  });

  it('files a rejected activity again from 活动报备 (MatchEditRecord) and records it', async () => {
    const { user } = renderAt('/admin/institution/match/41/2/Active?type=2');
    expect(await screen.findByText('活动报备', { selector: '.ant-card-head-title' })).toBeInTheDocument();
    expect(screen.getByText('报备被驳回，请按驳回原因修改后重新报备。')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '提交报备' }));
    await user.click(within(await dialogWith(/提交平台审核吗/)).getByRole('button', { name: label('确定') }));
    expect(await screen.findByText('已提交报备，请等待平台审核')).toBeInTheDocument();
    expect(await screen.findByText('已驳回 → 待审核')).toBeInTheDocument();
    expect(mockDb.competitions.find((c) => c.id === 41)!.status).toBe('pending');
    // 活动 menu: 活动报备 and 打卡
    const nav = await menu();
    expect(within(nav).getByText('打卡设置')).toBeInTheDocument();
    expect(within(nav).queryByText('比赛报备')).not.toBeInTheDocument();
  });

  it('titles the record page of a match 比赛报备 and corrects a wrong c_type in the link', async () => {
    const { router } = renderAt('/admin/institution/match/41/1/base');
    await menu();
    await waitFor(() => expect(router!.state.location.pathname).toBe('/admin/institution/match/41/2/base'));
    await router!.navigate('/admin/institution/match/7/1/record');
    expect(await screen.findByText('比赛报备', { selector: '.ant-card-head-title' })).toBeInTheDocument();
  });

  it('shows, regenerates the permission code and revokes a grant holder', async () => {
    signInForTest('org_youth');
    await redeemPermissionCode('C222222221');
    const { user } = renderAt('/admin/institution/match/1/1/code');
    expect(await screen.findByText('C222222221')).toBeInTheDocument();
    expect(await screen.findByText('org_youth')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '重新生成' }));
    await user.click(within(await dialogWith(/旧的权限码立即失效/)).getByRole('button', { name: label('确定') }));
    expect(await screen.findByText('已生成新的管理权限码')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('C222222221')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: label('撤销') }));
    const confirmText = await screen.findByText('确定撤销「李晓彤」对本赛事的管理权限吗？');
    await user.click(within(confirmText.closest<HTMLElement>('.ant-modal')!).getByRole('button', { name: label('确定') }));
    expect(await screen.findByText('已撤销')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('org_youth')).not.toBeInTheDocument());
  });

  it('has a page behind every menu entry (no 正在开发中 left), and refuses another institution', async () => {
    const { router } = renderAt('/admin/institution/match/1/1/records');
    expect(await screen.findByRole('button', { name: '添加集锦' })).toBeInTheDocument();
    expect(screen.queryByText(/正在开发中/)).not.toBeInTheDocument();
    signInForTest('org_youth');
    await router!.navigate('/admin/institution/match/2/1/base');
    expect(await screen.findByText('赛事不存在或您没有管理权限')).toBeInTheDocument();
  });
});
