import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { recordRequests, setupPageTest, signInForTest } from 'shared/mocks/testing';
import routes from '../../../app/routes';

// antd tables and modals are slow in jsdom on a busy 2-core machine.
jest.setTimeout(60_000);

const server = setupPageTest();
const listReads = recordRequests(server, '/api/admin/institutions');

function renderAt(path: string, account = 'admin') {
  const { rootStore } = signInForTest(account);
  return renderWithProviders(null, { routes: routes.adminRoutes, route: path, rootStore });
}

describe('机构列表', () => {
  it('lists the institutions and filters by kind, status and name', async () => {
    const { user } = renderAt('/admin/settlement/institutionList');
    const row = (await screen.findByText('星辰青少年体育培训中心')).closest('tr')!;
    expect(within(row).getByText('青少年培训机构')).toBeInTheDocument();
    expect(within(row).getByText('正常')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: '机构类型' }));
    await user.click(await screen.findByTitle('社会组织/协会'));
    await user.click(screen.getByRole('textbox', { name: '机构名称' }));
    await user.paste('游泳');
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(listReads.at(-1)!.searchParams.get('name')).toBe('游泳'));
    expect(listReads.at(-1)!.searchParams.get('institution_type')).toBe('2');
    expect(await screen.findByText('宁波市游泳协会')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('共 1 条')).toBeInTheDocument());

    await user.click(screen.getByRole('combobox', { name: '状态' }));
    await user.click(await screen.findByTitle('已停用'));
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(listReads.at(-1)!.searchParams.get('status')).toBe('disabled'));
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });

  it('opens an institution from the list', async () => {
    const { user } = renderAt('/admin/settlement/institutionList');
    await user.click(await screen.findByRole('link', { name: '查看机构 星辰青少年体育培训中心' }));
    expect(await screen.findByText('机构成员')).toBeInTheDocument();
    expect(screen.getByText('org_youth')).toBeInTheDocument();
    expect(screen.getByText('机构管理员')).toBeInTheDocument();
  });
});

describe('机构详情: 停用 / 启用', () => {
  it('disables only with a reason, which is kept on the record; 启用 restores it', async () => {
    const { user } = renderAt('/admin/settlement/institutionDetail/3');
    expect(await screen.findByText('星辰青少年体育培训中心', { selector: '.ant-card-head-title' })).toBeInTheDocument();
    const record = screen.getByText('停用 / 启用记录').closest('.ant-card') as HTMLElement;
    expect(within(record).getByText('暂无数据')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /停\s*用/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/成员将立即退出登录且无法登录/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /停\s*用/ }));
    expect(await within(dialog).findByText('请填写停用原因')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('textbox', { name: '停用原因' }));
    await user.paste('资质已过期');
    await user.click(within(dialog).getByRole('button', { name: /停\s*用/ }));
    expect(await screen.findByText('已停用，该机构成员已退出登录')).toBeInTheDocument();
    expect(await screen.findByText(/该机构已停用（原因：资质已过期）/)).toBeInTheDocument();
    expect(within(record).getByText(/平台管理员 停用：资质已过期/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /启\s*用/ }));
    const again = await screen.findByRole('dialog', { name: '启用机构' });
    await user.click(within(again).getByRole('textbox', { name: '启用说明' }));
    await user.paste('已补交资质');
    await user.click(within(again).getByRole('button', { name: /启\s*用/ }));
    expect(await screen.findByText('已启用，该机构恢复正常')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/该机构已停用/)).not.toBeInTheDocument());
    expect(within(record).getByText(/平台管理员 启用：已补交资质/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /停\s*用/ })).toBeInTheDocument();
  });

  it('is the platform admin’s only: an institution user gets nothing', async () => {
    renderAt('/admin/settlement/institutionDetail/3', 'org_youth');
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /停\s*用/ })).not.toBeInTheDocument();
  });
});
