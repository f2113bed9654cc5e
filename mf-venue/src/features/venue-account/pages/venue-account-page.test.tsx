import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { recordRequests, setupPageTest, signInForTest } from 'shared/mocks/testing';
import routes from '../../../app/routes';

// antd tables and ECharts are slow in jsdom on a busy 2-core machine.
jest.setTimeout(60_000);

const server = setupPageTest();
const flowReads = recordRequests(server, '/api/admin/acc_flow_list');
// jsdom has no canvas: zrender then measures text without one (its own fallback); the SVG renderer draws the charts.
beforeEach(() => jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null));

function renderAt(account = 'venue_mgr') {
  const { rootStore } = signInForTest(account);
  return renderWithProviders(null, { routes: routes.adminRoutes, route: '/admin/venueAccount', rootStore });
}

const card = (title: string) => screen.getByRole('region', { name: title });
const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((td) => td.textContent);

/**
 * 黄龙体育中心运营公司 (institution 4, venue_mgr) in the mocks (shared/src/mocks/fixtures/accounts.ts): the badminton
 * booking of 11-02 (¥160.00) waits for settlement, the swimming pass of 10-28 was settled (¥600.00 − ¥3.60).
 */
describe('AccountHome 订场账户', () => {
  it("shows the venue operator's balances, both charts drawn as SVG and the booking income's flows", async () => {
    renderAt();
    expect(await screen.findByText('订场账户（黄龙体育中心运营公司）')).toBeInTheDocument();
    expect(within(card('待结算收入')).getByText('¥160.00')).toBeInTheDocument();
    expect(within(card('可提现余额')).getByText('¥209.40')).toBeInTheDocument();
    expect(within(card('提现中')).getByText('¥149.00')).toBeInTheDocument();
    expect(within(card('账户余额')).getByText('¥0.00')).toBeInTheDocument();
    expect(screen.getByText('累计已提现：').parentElement).toHaveTextContent('累计已提现：¥238.00');

    const byMonth = await screen.findByRole('img', { name: /^近12个月收入、退款与提现：/ });
    const byVenue = await screen.findByRole('img', { name: '订场与赛事收入与退款：场地预订收入¥760.00、退款¥0.00' });
    await waitFor(() => expect(byMonth.querySelector('svg')).not.toBeNull());
    await waitFor(() => expect(byVenue.querySelector('svg')).not.toBeNull());

    // 待结算收入 first: two payments in, one settled out
    expect(await screen.findByText('共 3 条')).toBeInTheDocument();
    expect(flowReads[0].searchParams.get('account')).toBe('pending');
    expect(flowReads[0].searchParams.get('institution_id')).toBe('4');
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => [cells(r)[1], cells(r)[4], cells(r)[5]])).toEqual([
      ['结算', '-¥600.00', '¥160.00'],
      ['支付', '+¥160.00', '¥760.00'],
      ['支付', '+¥600.00', '¥600.00'],
    ]);
    expect(cells(rows[1]).slice(2, 4)).toEqual(['微信支付 黄龙体育中心 羽毛球场预订', 'SS20261102001481']);
  });

  it('shows the flows of another account: 可提现余额', async () => {
    const { user } = renderAt();
    await screen.findByText('共 3 条');
    await user.click(screen.getByRole('combobox', { name: '账户' }));
    await user.click(await screen.findByTitle('可提现余额'));
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(flowReads.at(-1)!.searchParams.get('account')).toBe('available'));
    expect(await screen.findByText('共 5 条')).toBeInTheDocument();
    expect(screen.getByText('+¥596.40')).toBeInTheDocument();
  });

  it('tells an account without an institution that it has no booking account', async () => {
    renderAt('athlete');
    expect(await screen.findByText('当前账号没有可管理的场馆机构')).toBeInTheDocument();
  });
});
