import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { recordRequests, setupPageTest, signInForTest } from 'shared/mocks/testing';
import routes from '../../../app/routes';

// antd tables, selects and drawers are slow in jsdom on a busy 2-core machine.
jest.setTimeout(150_000);

const server = setupPageTest();
const listReads = recordRequests(server, '/api/admin/operation_records');

function renderAt(account: string) {
  const { rootStore } = signInForTest(account);
  return renderWithProviders(null, { routes: routes.adminRoutes, route: '/admin/operationRecords', rootStore });
}

const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((td) => td.textContent);

/** The mock records (shared/src/mocks/handlers/operation-records.ts): 王建国 ×2 (机构 1), 李晓彤 (机构 3), the admin's review. */
describe('operationRecords 操作记录', () => {
  it('shows the platform admin every record and the field diff of one in the drawer', async () => {
    const { user } = renderAt('admin');
    expect(await screen.findByText('共 4 条')).toBeInTheDocument();
    expect(listReads[0]!.searchParams.get('institution_id')).toBeNull();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['时间', '操作人', '机构', '操作', '对象', '类型', 'IP', '详情']);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => cells(r).slice(1, 6))).toEqual([
      ['平台管理员', '-', '审核入驻申请', '入驻申请 杭州小飞鱼游泳培训有限公司 #7', '修改'],
      ['李晓彤', expect.any(String), '修改昵称或头像', '用户 李晓彤 #3', '修改'],
      ['王建国', expect.any(String), '修改赛事系列', '赛事系列 杭州市全民健身系列赛（2026） #1', '修改'],
      ['王建国', expect.any(String), '新建赛事系列', '赛事系列 杭州市全民健身系列赛 #1', '新增'],
    ]);

    await user.click(screen.getByRole('button', { name: '查看操作详情 2' }));
    const drawer = await screen.findByRole('dialog');
    const change = await within(drawer).findByRole('region', { name: '变更 赛事系列 1' });
    const diff = within(change).getAllByRole('row').slice(1);
    expect(diff.map(cells)).toEqual([['名称（name）', '杭州市全民健身系列赛', '杭州市全民健身系列赛（2026）']]);
    expect(within(drawer).getByText('PUT /api/competition_series')).toBeInTheDocument();
    expect(within(drawer).getByText('115.236.10.21')).toBeInTheDocument();
  });

  it('shows an institution user only its institution’s records and sends the filters', async () => {
    const exportBodies: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname === '/api/admin/operation_records/export') {
        void request.clone().json().then((body: unknown) => exportBodies.push(body));
      }
    });
    const { user } = renderAt('org_gov');
    expect(await screen.findByText('共 2 条')).toBeInTheDocument();
    expect(listReads[0]!.searchParams.get('institution_id')).toBe('1');
    expect(screen.queryByRole('columnheader', { name: '机构' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: '类型' }));
    await user.click(await screen.findByTitle('新增'));
    await user.click(screen.getByRole('textbox', { name: '操作人' }));
    await user.paste('王建国');
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(listReads.at(-1)!.searchParams.get('action')).toBe('insert'));
    expect(listReads.at(-1)!.searchParams.get('actor')).toBe('王建国');
    expect(listReads.at(-1)!.searchParams.get('institution_id')).toBe('1');
    expect(await screen.findByText('共 1 条')).toBeInTheDocument();
    expect(screen.getByText('新建赛事系列')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /导\s*出/ }));
    await waitFor(() => expect(exportBodies).toEqual([{ institution_id: 1, actor: '王建国', action: 'insert' }]));
    expect(await screen.findByRole('progressbar', { name: '导出进度' })).toBeInTheDocument();
  });

  it('filters by object and date range down to nothing', async () => {
    const { user } = renderAt('admin');
    await screen.findByText('共 4 条');
    await user.click(screen.getByRole('combobox', { name: '对象类型' }));
    await user.paste('赛事系列');
    await user.click(await screen.findByTitle('赛事系列'));
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(listReads.at(-1)!.searchParams.get('object_type')).toBe('competition_series'));
    expect(await screen.findByText('共 2 条')).toBeInTheDocument();
    await user.click(screen.getByPlaceholderText('开始日期'));
    await user.type(screen.getByPlaceholderText('开始日期'), '2001-01-01{Enter}');
    await user.type(screen.getByPlaceholderText('结束日期'), '2001-01-31{Enter}');
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(listReads.at(-1)!.searchParams.get('to')).toBe('2001-01-31'));
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });
});
