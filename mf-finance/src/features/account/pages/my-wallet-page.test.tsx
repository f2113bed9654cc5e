import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared/testing';
import { recordRequests, setupPageTest, signInForTest } from 'shared/mocks/testing';
import routes from '../../../app/routes';

jest.setTimeout(60_000);

const server = setupPageTest();
const flowReads = recordRequests(server, '/api/account/flow_list');

afterEach(() => jest.useRealTimers());

/** Fake timers that leave the microtask and I/O queues alone (MSW and jsdom's XHR answer through them). */
const useFakeClock = () => jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });

function renderWallet() {
  const { rootStore } = signInForTest('athlete');
  const result = renderWithProviders(null, { routes: routes.adminRoutes, route: '/admin/account/wallet', rootStore });
  return { ...result, user: userEvent.setup({ advanceTimers: jest.advanceTimersByTime }) };
}

const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((td) => td.textContent);

/** The athlete (林晓跑) holds ¥200.00, topped up by WeChat Pay (shared/demo DEMO_WALLET_TOP_UP, as the server's seed). */
describe('MyWallet 我的钱包', () => {
  it('shows the balance and the flows; paying an order with 账户余额 at the cashier is a new flow', async () => {
    useFakeClock();
    const { user, router } = renderWallet();
    expect(await within(await screen.findByRole('region', { name: '账户余额' })).findByText('¥200.00')).toBeInTheDocument();
    expect(await screen.findByText('共 1 条')).toBeInTheDocument();
    const [topUp] = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(cells(topUp).slice(1)).toEqual(['支付', '微信支付 账户充值', 'CZDEMOWALLET0001', '+¥200.00', '¥200.00']);

    // the ¥100.00 sign-up fee paid from the wallet
    await act(() => router!.navigate('/admin/account/pay/SS20260905001148'));
    await user.click(await screen.findByRole('radio', { name: /账户余额/ }));
    await user.click(screen.getByRole('button', { name: '立即支付' }));
    expect(await screen.findByText('支付成功')).toBeInTheDocument();

    await act(() => router!.navigate('/admin/account/wallet'));
    expect(await within(await screen.findByRole('region', { name: '账户余额' })).findByText('¥100.00')).toBeInTheDocument();
    expect(await screen.findByText('共 2 条')).toBeInTheDocument();
    const [paid] = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(cells(paid).slice(1)).toEqual(['支付', '账户余额 2026年杭州马拉松 报名费', 'SS20260905001148', '-¥100.00', '¥100.00']);
  });

  it('tops the wallet up: a personal top-up order (no institution) paid at the cashier, then 充值成功 leads back here', async () => {
    useFakeClock();
    const bodies: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/api/pay/top_up')) void request.clone().json().then((b: unknown) => bodies.push(b));
    });
    const { user, router } = renderWallet();
    await user.type(await screen.findByRole('textbox', { name: '充值金额（元）' }), '88.8');
    await user.click(screen.getByRole('button', { name: '去支付' }));
    await waitFor(() => expect(router!.state.location.pathname).toMatch(/^\/admin\/account\/pay\/CZ/));
    expect(await screen.findByText('¥88.80')).toBeInTheDocument();
    expect(bodies).toEqual([{ amount_cents: 8880 }]);

    await user.click(screen.getByRole('radio', { name: '微信支付' }));
    await user.click(screen.getByRole('button', { name: '立即支付' }));
    const paymentNo = (await screen.findByRole('link', { name: '打开支付页面' })).getAttribute('href')!.split('/').pop();
    await fetch('/api/sandbox_gateway/confirm', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ payment_no: paymentNo, action: 'pay' }) });
    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(await screen.findByText('充值成功')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '返回我的钱包' }));
    expect(await within(await screen.findByRole('region', { name: '账户余额' })).findByText('¥288.80')).toBeInTheDocument();
    server.events.removeAllListeners();
  });

  it('filters the flows by kind', async () => {
    useFakeClock();
    const { user } = renderWallet();
    await screen.findByText('共 1 条');
    await user.click(screen.getByRole('combobox', { name: '类型' }));
    await user.click(await screen.findByTitle('退款'));
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(flowReads.at(-1)!.searchParams.get('kind')).toBe('refund'));
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });
});
