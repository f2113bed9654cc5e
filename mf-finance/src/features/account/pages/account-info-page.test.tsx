import { act, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { recordRequests, setupPageTest, signInForTest } from 'shared/mocks/testing';
import { formatDate } from 'shared';
import { mockDb } from 'shared/mocks';
import routes from '../../../app/routes';

// antd tables and ECharts are slow in jsdom on a busy 2-core machine.
jest.setTimeout(60_000);

const server = setupPageTest();
const balanceReads = recordRequests(server, '/api/admin/account_balance');
// jsdom has no canvas: zrender then measures text without one (its own fallback); the SVG renderer draws the charts.
beforeEach(() => jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null));

function renderAt(path: string, account = 'org_gov') {
  const { rootStore } = signInForTest(account);
  return renderWithProviders(null, { routes: routes.adminRoutes, route: path, rootStore });
}

const card = (title: string) => screen.getByRole('region', { name: title });

/**
 * 杭州市体育局 (institution 1, org_gov) in the mocks (shared/src/mocks/fixtures/accounts.ts, the orders of shared/demo
 * DEMO_ORDERS): competition 4's order 2 (¥238.00) not settled yet (its refund waits for review), its order 3 (¥160.00)
 * refunded; competition 2's ¥1,200.00 and competition 1's ¥200.00 settled (− 0.6 %), ¥556.00 paid out, ¥347.00 reserved.
 */
const competition = (id: number) => mockDb.competitions.find((c) => c.id === id)!;
describe('AccountInfo 资金账户', () => {
  it("shows the active institution's balances, both charts drawn as SVG and 结算明细", async () => {
    renderAt('/admin/account/info');
    expect(await screen.findByText('资金账户（杭州市体育局）')).toBeInTheDocument();
    expect(within(card('待结算收入')).getByText('¥238.00')).toBeInTheDocument();
    expect(within(card('可提现余额')).getByText('¥488.60')).toBeInTheDocument();
    expect(within(card('提现中')).getByText('¥347.00')).toBeInTheDocument();
    expect(within(card('账户余额')).getByText('¥0.00')).toBeInTheDocument();
    expect(screen.getByText('累计已提现：').parentElement).toHaveTextContent('累计已提现：¥556.00');
    expect(balanceReads[0].searchParams.get('institution_id')).toBe('1');

    // the charts: ECharts (shared/charts, loaded lazily) draws each as an SVG labelled with its summary
    const byMonth = await screen.findByRole('img', { name: /^近12个月收入、退款与提现：/ });
    const byCompetition = await screen.findByRole('img', { name: /^各赛事收入与退款：/ });
    await waitFor(() => expect(byMonth.querySelector('svg')).not.toBeNull());
    await waitFor(() => expect(byCompetition.querySelector('svg')).not.toBeNull());
    const [four, two, one] = [competition(4).name, competition(2).name, competition(1).name];
    expect(byCompetition).toHaveAccessibleName(`各赛事收入与退款：${two}收入¥1,200.00、退款¥0.00；${four}收入¥398.00、退款¥160.00；${one}收入¥200.00、退款¥0.00`);
    expect([...byMonth.querySelectorAll('text')].map((t) => t.textContent)).toEqual(expect.arrayContaining(['收入', '退款', '提现']));

    // 结算明细: per competition, paid − refunded split into settled (with the fee) and pending, with the settle date
    const settleDay = (id: number) => formatDate(Date.parse(competition(id).end_at) + 7 * 86_400_000);
    const settle = (await screen.findByText(four, { selector: 'td' })).closest('tr')!;
    expect([...settle.querySelectorAll('td')].map((td) => td.textContent)).toEqual([four, '2', '¥398.00', '¥160.00', '¥0.00', '¥0.00', '¥238.00', settleDay(4)]);
    const settled = screen.getByText(two, { selector: 'td' }).closest('tr')!;
    expect([...settled.querySelectorAll('td')].map((td) => td.textContent)).toEqual([two, '1', '¥1,200.00', '¥0.00', '¥1,200.00', '¥7.20', '¥0.00', settleDay(2)]);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['名称', '订单数', '已付', '已退', '已结算', '服务费', '待结算', '预计结算时间']);
  });

  it('leads to 申请提现, 充值, 资金流水, 提现记录 and 收款账户, and from a balance to its flows', async () => {
    const { user, router } = renderAt('/admin/account/info');
    await screen.findByText('资金账户（杭州市体育局）');
    for (const [name, path] of [
      ['申请提现', '/admin/account/withdraw'],
      [/^充\s*值$/, '/admin/account/recharge'],
      ['资金流水', '/admin/account/flowRecord'],
      ['提现记录', '/admin/account/withdrawRecord'],
      ['收款账户', '/admin/account/payoutAccount'],
    ] as const) {
      await user.click(screen.getByRole('button', { name }));
      await waitFor(() => expect(router!.state.location.pathname).toBe(path));
      await act(() => router!.navigate('/admin/account/info'));
      await screen.findByText('资金账户（杭州市体育局）');
    }
    await user.click(within(card('待结算收入')).getByRole('link', { name: '待结算收入流水' }));
    await waitFor(() => expect(router!.state.location.search).toBe('?account=pending'));
    expect(router!.state.location.pathname).toBe('/admin/account/flowRecord');
  });

  it('follows the active institution: 浙江省田径协会 for a manager of two institutions', async () => {
    renderAt('/admin/account/info', 'org_multi');
    expect(await screen.findByText('资金账户（浙江省田径协会）')).toBeInTheDocument();
    expect(balanceReads[0].searchParams.get('institution_id')).toBe('2');
    expect(within(card('提现中')).getByText('¥268.00')).toBeInTheDocument();
  });

  it('tells an account without an institution (the platform admin) that it has no money account', async () => {
    renderAt('/admin/account/info', 'admin');
    expect(await screen.findByText('当前账号没有可管理的机构')).toBeInTheDocument();
    expect(balanceReads).toHaveLength(0);
  });
});
