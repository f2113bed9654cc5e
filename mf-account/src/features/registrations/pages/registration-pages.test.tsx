import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { recordRequests, setupPageTest, signInForTest } from 'shared/mocks/testing';
import routes from '../../../app/routes';

// antd tables, selects and modals are slow in jsdom on a busy 2-core machine.
jest.setTimeout(150_000);

const server = setupPageTest();
const listReads = recordRequests(server, '/api/admin/register/list');
const registerCalls = recordRequests(server, '/api/register');
const registerPosts = { get length() { return registerCalls.filter((u) => u.pathname === '/api/register').length; } };

function renderAt(path: string, account: string) {
  const { rootStore } = signInForTest(account);
  return renderWithProviders(null, { routes: routes.adminRoutes, route: path, rootStore });
}

describe('注册名单 and 社区人员注册', () => {
  it('运动员名单 (platform) lists every institution’s athletes with their institution, ID cards hidden', async () => {
    renderAt('/admin/register/sportmanList', 'admin');
    const row = (await screen.findByText('林晓跑')).closest('tr')!;
    expect(within(row).getByText('浙江省田径协会')).toBeInTheDocument();
    expect(within(row).getByText('已通过')).toBeInTheDocument();
    expect(within(row).getByText(/^330106\*{8}\d{3}[\dX]$/)).toBeInTheDocument();
    expect(listReads[0]!.searchParams.get('kind')).toBe('athlete');
    expect(listReads[0]!.searchParams.get('institution_id')).toBeNull();
    expect(screen.getByText('共 5 条')).toBeInTheDocument();
  });

  it('导出 of 运动员名单 sends the filters of the list shown and follows the export task', async () => {
    const exportBodies: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname === '/api/admin/register/export') {
        void request.clone().json().then((body: unknown) => exportBodies.push(body));
      }
    });
    const { user } = renderAt('/admin/register/sportmanList', 'admin');
    expect(await screen.findByText('共 5 条')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: '审核状态' }));
    await user.click(await screen.findByTitle('已通过'));
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(listReads.at(-1)!.searchParams.get('status')).toBe('approved'));

    await user.click(screen.getByRole('button', { name: /导\s*出/ }));
    await waitFor(() => expect(exportBodies).toEqual([{ kind: 'athlete', status: 'approved' }]));
    expect(await screen.findByRole('progressbar', { name: '导出进度' })).toBeInTheDocument();
  });

  it('注册审核 opens on the pending registrations of the active institution; 驳回 needs a reason', async () => {
    const { user } = renderAt('/admin/community/register/registeExamine', 'org_multi');
    expect(await screen.findByText('张子涵')).toBeInTheDocument();
    expect(screen.getByText('共 4 条')).toBeInTheDocument();
    expect(listReads[0]!.searchParams.get('institution_id')).toBe('2');
    expect(listReads[0]!.searchParams.get('status')).toBe('pending');
    expect(screen.queryByText('林晓跑')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: '审核注册 张子涵' }));
    expect(await screen.findByText('运动员注册：张子涵')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '等级证书' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /驳\s*回/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('请填写驳回原因')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('textbox', { name: '驳回原因' }));
    await user.paste('等级证书不清晰');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('已驳回注册')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: /通\s*过/ })).not.toBeInTheDocument());
    expect(screen.getAllByText('等级证书不清晰').length).toBeGreaterThan(0);
  });

  it('裁判员注册 of the 体育局 lists its pending referees only', async () => {
    renderAt('/admin/community/register/judgeRegistration', 'org_gov');
    expect(await screen.findByText('刘浩然')).toBeInTheDocument();
    expect(screen.getByText('赵一诺')).toBeInTheDocument();
    expect(screen.queryByText('王正裁')).not.toBeInTheDocument();
    expect(listReads[0]!.searchParams.get('kind')).toBe('referee');
    expect(listReads[0]!.searchParams.get('institution_id')).toBe('1');
  });

  it('注册要求设置 lists the 协会’s windows; 设置详情 shows one', async () => {
    const { user } = renderAt('/admin/community/register/requestSettings', 'org_multi');
    expect(await screen.findByText('2026年度浙江省田径运动员注册')).toBeInTheDocument();
    expect(screen.getByText('2026年度浙江省田径裁判员注册')).toBeInTheDocument();
    expect(screen.getAllByText('注册中')).toHaveLength(2);
    expect(screen.getByRole('button', { name: '新增注册要求' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '设置详情 2026年度浙江省田径运动员注册' }));
    expect(await screen.findByText('设置详情：2026年度浙江省田径运动员注册')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '注册要求名称' })).toHaveValue('2026年度浙江省田径运动员注册');
    expect(screen.getByText('注册进行中')).toBeInTheDocument();
  });

  it('a training centre sees it may not publish', async () => {
    renderAt('/admin/community/register/requestSettings/details/0', 'org_youth');
    expect(await screen.findByText('仅体育局、体育协会等机构可发布注册要求')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /保\s*存/ })).not.toBeInTheDocument();
  });
});

describe('我的注册 and 实名认证', () => {
  it('运动员注册 shows the verified 实名认证, the approved registration and the open window already filed', async () => {
    renderAt('/admin/person/register/athlete', 'athlete');
    expect(await screen.findByText('实名认证：已认证（林晓跑）')).toBeInTheDocument();
    const mine = screen.getByText('我的运动员注册').closest('.ant-card') as HTMLElement;
    expect(within(mine).getByText('已通过')).toBeInTheDocument();
    expect(within(mine).getByRole('link', { name: '注册信息 2026年度浙江省田径运动员注册' })).toHaveAttribute('href', '/admin/person/register/athlete/details/1/5');
    const open = screen.getByText('正在注册中').closest('.ant-card') as HTMLElement;
    expect(within(open).getByText('已提交')).toBeInTheDocument();
  });

  it('AddRegistration: a referee files with the 体育局 (提交新注册), then reads 注册信息', async () => {
    const { user, router } = renderAt('/admin/person/register/referee', 'referee');
    await user.click(await screen.findByRole('link', { name: '提交新注册 2026年杭州市社会体育裁判员注册' }));
    expect(await screen.findByText('杭州市体育局 · 2026年杭州市社会体育裁判员注册')).toBeInTheDocument();
    expect(screen.getByText('提交新注册', { selector: '.ant-card-head-title' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '提交注册' }));
    expect(await screen.findByText('请选择运动项目')).toBeInTheDocument();
    expect(screen.getByText('请填写等级')).toBeInTheDocument();
    expect(registerPosts).toHaveLength(0);

    await user.click(screen.getByRole('combobox', { name: '运动项目' }));
    await user.click(await screen.findByTitle('篮球'));
    await user.click(screen.getByRole('textbox', { name: '等级' }));
    await user.paste('国家一级裁判员');
    await user.click(screen.getByRole('textbox', { name: '联系电话' }));
    await user.paste('13800000006');
    await user.click(screen.getByRole('button', { name: '提交注册' }));
    expect(await screen.findByText('注册已提交，请等待机构审核')).toBeInTheDocument();
    expect(await screen.findByText('待审核')).toBeInTheDocument();
    expect(screen.getByText('注册信息', { selector: '.ant-card-head-title' })).toBeInTheDocument();
    expect(router?.state.location.pathname).toMatch(/^\/admin\/person\/register\/referee\/details\/\d+\/6$/);
    expect(registerPosts).toHaveLength(1);
    expect(screen.getByText('国家一级裁判员')).toBeInTheDocument();
  });

  it('实名认证 of the athlete is verified and cannot be changed', async () => {
    renderAt('/admin/person/realName', 'athlete');
    expect(await screen.findByText('已认证')).toBeInTheDocument();
    expect(screen.getByText('浙江省田径协会')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /修改认证信息|去认证/ })).not.toBeInTheDocument();
  });
});
