import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { mockDb } from 'shared/mocks';
import { recordRequests, setupPageTest, signInForTest } from 'shared/mocks/testing';
import routes from '../../../app/routes';

// antd tables, modals and radios are slow in jsdom on a busy 2-core machine.
jest.setTimeout(60_000);

const server = setupPageTest();
const roleWrites = recordRequests(server, '/api/admin/role');

function renderAt(path: string, account = 'org_gov') {
  const { rootStore } = signInForTest(account);
  return renderWithProviders(null, { routes: routes.adminRoutes, route: path, rootStore });
}

const card = (title: string) => screen.getByText(title, { selector: '.ant-card-head-title' }).closest('.ant-card') as HTMLElement;
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const confirmDialog = async () => (await screen.findByText((_, el) => el?.classList.contains('ant-modal-confirm-title') ?? false)).closest('.ant-modal') as HTMLElement;

/** gov_finance (the demo member of 杭州市体育局) holds 账号管理 读写 and 财务管理 只读: a member who manages staff. */
function makeFinanceMemberAStaffManager() {
  const role = mockDb.staff.roles.find((r) => r.name === '财务只读')!;
  role.permissions = { account: 'write', finance: 'read' };
  mockDb.staff.roles.push({ id: 50, institutionId: 1, name: '财务读写', permissions: { finance: 'write' } });
}

describe('权限管理 (authority)', () => {
  it('lists members (负责人 marked), roles with their permissions; invites a member and 撤销 the invitation', async () => {
    const { user } = renderAt('/admin/authority');
    expect(await screen.findByText('gov_finance')).toBeInTheDocument();
    expect(within(rowOf('org_gov')).getByText('负责人')).toBeInTheDocument();
    expect(within(rowOf('gov_finance')).getByText('财务只读')).toBeInTheDocument();
    expect(within(card('角色')).getByText('财务管理：只读')).toBeInTheDocument();
    expect(within(card('待接受的邀请')).getByText('暂无数据')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '邀请成员' }));
    const dialog = await screen.findByRole('dialog', { name: '邀请成员' });
    await user.click(within(dialog).getByRole('button', { name: '发送邀请' }));
    expect(await within(dialog).findByText('请输入手机号')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: '手机号' }), '13912340001');
    await user.click(within(dialog).getByRole('combobox', { name: '角色' }));
    await user.click(await screen.findByTitle('财务只读'));
    await user.click(within(dialog).getByRole('button', { name: '发送邀请' }));
    expect(await screen.findByText(/已向 13912340001 发送邀请验证码/)).toBeInTheDocument();
    expect(mockDb.smsOutbox[0]).toMatchObject({ mobile: '13912340001' });
    expect(await within(card('待接受的邀请')).findByText('13912340001')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '撤销邀请 13912340001' }));
    const confirm = await confirmDialog();
    await user.click(within(confirm).getByRole('button', { name: '撤销邀请' }));
    expect(await screen.findByText('已撤销邀请')).toBeInTheDocument();
    await waitFor(() => expect(within(card('待接受的邀请')).queryByText('13912340001')).not.toBeInTheDocument());
  });

  it('changes a member’s role, removes them after confirming, and shows the server’s refusal for the last owner', async () => {
    const { user } = renderAt('/admin/authority');
    await user.click(await screen.findByRole('button', { name: '修改角色 gov_finance' }));
    const dialog = await screen.findByRole('dialog', { name: /修改角色/ });
    await user.click(within(dialog).getByRole('combobox', { name: '新角色' }));
    await user.click(await screen.findByTitle('负责人（全部权限）'));
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('已修改角色，该成员需重新登录')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('gov_finance')).getByText('负责人')).toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: '移除 gov_finance' }));
    let confirm = await confirmDialog();
    expect(within(confirm).getByText(/将立即退出登录/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: '移除成员' }));
    expect(await screen.findByText('已移除该成员')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('gov_finance')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: '移除 org_gov' }));
    confirm = await confirmDialog();
    await user.click(within(confirm).getByRole('button', { name: '移除成员' }));
    expect(await screen.findByText('机构至少需要一名负责人，不能移除或降级最后一名负责人')).toBeInTheDocument();
    expect(screen.getByText('org_gov')).toBeInTheDocument();
  });

  it('a member without 账号管理 读写 sees the lists without actions', async () => {
    mockDb.staff.roles.find((r) => r.name === '财务只读')!.permissions = { account: 'read', finance: 'read' };
    renderAt('/admin/authority', 'gov_finance');
    expect(await screen.findByText('org_gov')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '邀请成员' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '移除 org_gov' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新增角色' })).not.toBeInTheDocument();
  });
});

describe('新增角色 / 编辑角色 (addauthority, editauthority)', () => {
  it('an owner adds a role with 无/只读/读写 per group, then sees it in 权限管理', async () => {
    const { user } = renderAt('/admin/addauthority');
    const match = await screen.findByRole('radiogroup', { name: '赛事管理' });
    await user.type(screen.getByRole('textbox', { name: '角色名称' }), '赛事编辑');
    await user.click(within(match).getByRole('radio', { name: '读写' }));
    await user.click(within(screen.getByRole('radiogroup', { name: '财务管理' })).getByRole('radio', { name: '只读' }));
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('角色已新增')).toBeInTheDocument();
    expect(await screen.findByText('赛事管理：读写；财务管理：只读')).toBeInTheDocument();
    expect(within(card('角色')).getByText('赛事编辑')).toBeInTheDocument();
  });

  it('never offers more than the caller holds', async () => {
    makeFinanceMemberAStaffManager();
    renderAt('/admin/addauthority', 'gov_finance');
    const finance = await screen.findByRole('radiogroup', { name: '财务管理' });
    expect(within(finance).getByRole('radio', { name: '只读' })).toBeEnabled();
    expect(within(finance).getByRole('radio', { name: '读写' })).toBeDisabled();
    const match = screen.getByRole('radiogroup', { name: '赛事管理' });
    expect(within(match).getByRole('radio', { name: '无' })).toBeEnabled();
    expect(within(match).getByRole('radio', { name: '只读' })).toBeDisabled();
    expect(screen.getAllByText('您在该分组的权限：无')).toHaveLength(5); // 赛事管理, 资讯管理, 社区人员注册, 直播管理, 视频管理
    expect(screen.getByText('您在该分组的权限：只读')).toBeInTheDocument();
    expect(within(screen.getByRole('radiogroup', { name: '账号管理' })).getByRole('radio', { name: '读写' })).toBeEnabled();
  });

  it('editing a role that gives more than the caller holds is refused with the shared rule’s message', async () => {
    makeFinanceMemberAStaffManager();
    const { user } = renderAt('/admin/editauthority/50', 'gov_finance');
    expect(await screen.findByDisplayValue('财务读写')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('角色的权限不能超出您自己的权限')).toBeInTheDocument();
    expect(roleWrites.filter((u) => u.pathname === '/api/admin/role')).toHaveLength(0);
  });
});

describe('成员详情 (info)', () => {
  it('shows the member’s account, role and access per menu group', async () => {
    renderAt('/admin/info/8');
    expect(await screen.findByText('gov_finance')).toBeInTheDocument();
    expect(screen.getByText('财务只读')).toBeInTheDocument();
    const groups = card('各菜单分组的权限');
    const access = (title: string) => within(groups).getByText(title).closest('tr') as HTMLElement;
    expect(within(access('财务管理')).getByText('只读')).toBeInTheDocument();
    expect(within(access('赛事管理')).getByText('无')).toBeInTheDocument();
    expect(within(access('账号管理')).getByText(/账号信息与修改密码仍可使用/)).toBeInTheDocument();
  });
});
