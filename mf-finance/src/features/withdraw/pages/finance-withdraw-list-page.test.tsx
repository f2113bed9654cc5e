import { configure, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { ok } from 'shared/mocks';
import { recordRequests, setupPageTest, signInForTest } from 'shared/mocks/testing';
import { renderWithProviders } from 'shared/testing';
import routes from '../../../app/routes';
import { label } from '../../refund/test-helpers';

// antd selects are slow in jsdom on a busy 2-core machine.
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 15_000 });

const server = setupPageTest();
const requests = recordRequests(server, '/api/admin/withdraw');

function renderAt(account = 'admin') {
  const { rootStore } = signInForTest(account);
  return renderWithProviders(null, { routes: routes.adminRoutes, route: '/admin/finance/withdraw', rootStore });
}

const rowOf = async (withdrawNo: string) => (await screen.findByText(withdrawNo)).closest('tr')!;

// The demo's withdrawals (shared/src/mocks/fixtures/accounts.ts): per institution one paid out, one rejected, one pending.
describe('FinanceWithdrawList 提现管理', () => {
  it('lists every institution’s withdrawals for the platform admin, bank account numbers grouped in fours', async () => {
    renderAt();
    const row = await rowOf('TXDEMO00013');
    expect(screen.getByText('共 15 条')).toBeInTheDocument();
    expect(within(row).getAllByText('杭州市体育局')).toHaveLength(2); // 机构 and 收款户名
    expect(within(row).getByText('¥347.00')).toBeInTheDocument();
    expect(within(row).getByText('中国工商银行杭州分行')).toBeInTheDocument();
    expect(within(row).getByText('6222 0212 0200 0000 001')).toBeInTheDocument();
    expect(within(row).getByText('待审核')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: '审核提现 TXDEMO00013' })).toHaveAttribute('href', '/admin/finance/withdraw/3');
    expect(within(row).getByRole('link', { name: '提现详情 TXDEMO00013' })).toHaveAttribute('href', '/admin/finance/withdraw/3');

    const rejected = await rowOf('TXDEMO00012');
    expect(within(rejected).getByText('已驳回')).toBeInTheDocument();
    expect(within(rejected).queryByRole('link', { name: /审核提现/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^审核提现/ })).toHaveLength(5);
    // 金额 and 状态 early, so 待审核 is in view at 1366 px without scrolling
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['提现单号', '机构', '金额', '状态', '开户银行', '银行账号', '收款户名', '申请时间', '操作']);
    expect(requests[0].searchParams.get('start')).toBe('0');
    expect(requests[0].searchParams.has('institution_id')).toBe(false);
  });

  it('sends the status and keyword filters', async () => {
    const { user } = renderAt();
    await rowOf('TXDEMO00013');
    await user.click(screen.getByRole('combobox', { name: '提现状态' }));
    await user.click(await screen.findByTitle('已打款'));
    await user.click(screen.getByRole('textbox', { name: '关键字' }));
    await user.paste('星辰');
    await user.click(screen.getByRole('button', { name: label('查询') }));

    await waitFor(() => expect(requests.at(-1)?.searchParams.get('keyword')).toBe('星辰'));
    expect(requests.at(-1)?.searchParams.get('status')).toBe('approved');
    expect(await screen.findByText('共 1 条')).toBeInTheDocument();
    const row = await rowOf('TXDEMO00037');
    expect(within(row).getByText('已打款')).toBeInTheDocument();
    expect(within(row).getByText('6222 0212 0200 0000 003')).toBeInTheDocument();
  });

  it('shows a manager the active institution’s withdrawals, without 审核', async () => {
    renderAt('org_gov');
    expect(await screen.findByText('共 3 条')).toBeInTheDocument();
    expect(requests[0].searchParams.get('institution_id')).toBe('1');
    expect(screen.queryByText('TXDEMO00024')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^审核提现/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '提现详情 TXDEMO00013' })).toBeInTheDocument();
  });

  it('审核 opens the withdrawal’s check page', async () => {
    const { user, router } = renderAt();
    await user.click(within(await rowOf('TXDEMO00013')).getByRole('link', { name: '审核提现 TXDEMO00013' }));
    await waitFor(() => expect(router!.state.location.pathname).toBe('/admin/finance/withdraw/3'));
    expect(await screen.findByRole('button', { name: '确认打款' })).toBeInTheDocument();
  });

  it('shows 暂无数据 when there are no withdrawals', async () => {
    server.use(mswHttp.get('/api/admin/withdraw', () => ok({ list: [], total: 0 })));
    renderAt();
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });
});
