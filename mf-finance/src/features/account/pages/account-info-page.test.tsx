import { act, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { recordRequests, setupPageTest, signInForTest } from 'shared/mocks/testing';
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
 * 杭州市体育局 (institution 1, org_gov) in the mocks (shared/src/mocks/fixtures/accounts.ts): 2026年杭州马拉松 ¥438.00 not
 * settled yet, 2026年杭州市中小学生篮球联赛 settled (¥300.00 − ¥1.80 fee), ¥119.00 paid out, ¥74.00 reserved.
 */
describe('AccountInfo 资金账户', () => {
  it("shows the active institution's balances, both charts drawn as SVG and 结算明细", async () => {
    renderAt('/admin/account/info');
    expect(await screen.findByText('资金账户（杭州市体育局）')).toBeInTheDocument();
    expect(within(card('待结算收入')).getByText('¥438.00')).toBeInTheDocument();
    expect(within(card('可提现余额')).getByText('¥105.20')).toBeInTheDocument();
    expect(within(card('提现中')).getByText('¥74.00')).toBeInTheDocument();
    expect(within(card('账户余额')).getByText('¥0.00')).toBeInTheDocument();
    expect(screen.getByText('累计已提现：').parentElement).toHaveTextContent('累计已提现：¥119.00');
    expect(balanceReads[0].searchParams.get('institution_id')).toBe('1');

    // the charts: ECharts (shared/charts, loaded lazily) draws each as an SVG labelled with its summary
    const byMonth = await screen.findByRole('img', { name: /^近12个月收入、退款与提现：/ });
    const byCompetition = await screen.findByRole('img', { name: /^各赛事收入与退款：/ });
    await waitFor(() => expect(byMonth.querySelector('svg')).not.toBeNull());
    await waitFor(() => expect(byCompetition.querySelector('svg')).not.toBeNull());
    expect(byCompetition).toHaveAccessibleName('各赛事收入与退款：2026年杭州马拉松收入¥598.00、退款¥160.00；2026年杭州市中小学生篮球联赛收入¥300.00、退款¥0.00');
    expect([...byMonth.querySelectorAll('text')].map((t) => t.textContent)).toEqual(expect.arrayContaining(['收入', '退款', '提现']));

    // 结算明细: per competition, paid − refunded split into settled (with the fee) and pending, with the settle date
    const settle = (await screen.findByText('2026年杭州马拉松', { selector: 'td' })).closest('tr')!;
    expect([...settle.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['2026年杭州马拉松', '3', '¥598.00', '¥160.00', '¥0.00', '¥0.00', '¥438.00', '2026-11-08']);
    const settled = screen.getByText('2026年杭州市中小学生篮球联赛', { selector: 'td' }).closest('tr')!;
    expect([...settled.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['2026年杭州市中小学生篮球联赛', '1', '¥300.00', '¥0.00', '¥300.00', '¥1.80', '¥0.00', '2026-06-14']);
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
    expect(within(card('提现中')).getByText('¥1,401.00')).toBeInTheDocument();
  });

  it('tells an account without an institution (the platform admin) that it has no money account', async () => {
    renderAt('/admin/account/info', 'admin');
    expect(await screen.findByText('当前账号没有可管理的机构')).toBeInTheDocument();
    expect(balanceReads).toHaveLength(0);
  });
});
