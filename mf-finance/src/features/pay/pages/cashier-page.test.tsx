import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http as mswHttp } from 'msw';
import { PAY_MSG } from 'shared/rules';
import { mockDb } from 'shared/mocks';
import { renderWithProviders } from 'shared/testing';
import { setupPageTest, signInForTest } from 'shared/mocks/testing';
import routes from '../../../app/routes';

jest.setTimeout(60_000);

const server = setupPageTest();

/** The athlete's orders (shared/src/mocks/fixtures/orders.ts): ¥100.00 待支付 (the ¥200.00 wallet covers it), ¥240.00 待支付, 已支付. */
const SIGN_UP_FEE = 'SS20260905001148';
const BOOKING = 'SS20261105001555';
const PAID = 'SS20260320001037';

/** Every POST /api/pay_order/pay of the test: its body and Idempotency-Key. */
function payRequests() {
  const calls: { body: unknown; key: string | null }[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && request.url.endsWith('/api/pay_order/pay')) {
      const key = request.headers.get('Idempotency-Key');
      void request.clone().json().then((body: unknown) => calls.push({ body, key }));
    }
  });
  return calls;
}

function statusPolls() {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/api/pay_order/statues')) calls.push(request.url);
  });
  return calls;
}

afterEach(() => {
  server.events.removeAllListeners();
  jest.useRealTimers();
});

function renderCashier(orderNo: string, options: { fakeTimers?: boolean } = {}) {
  const { rootStore } = signInForTest('athlete');
  const result = renderWithProviders(null, { routes: routes.adminRoutes, route: `/admin/account/pay/${orderNo}`, rootStore });
  // with fake timers, user-event must move the clock itself
  const user = options.fakeTimers ? userEvent.setup({ advanceTimers: jest.advanceTimersByTime }) : result.user;
  return { ...result, user };
}

/** Fake timers that leave the microtask and I/O queues alone (MSW and jsdom's XHR answer through them). */
const useFakeClock = () => jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });

describe('Cashier 收银台', () => {
  it('shows the order, the countdown and the channels, and pays with 账户余额 straight to 支付成功', async () => {
    const calls = payRequests();
    const { user, router } = renderCashier(SIGN_UP_FEE);
    expect(await screen.findByText('应付金额')).toBeInTheDocument();
    expect(screen.getByText('2026年杭州马拉松 报名费')).toBeInTheDocument();
    expect(screen.getByText('杭州市体育局')).toBeInTheDocument();
    expect(screen.getByText('¥100.00')).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: '剩余支付时间' }).textContent).toMatch(/^(30:00|29:5\d)$/);

    const methods = screen.getByRole('radiogroup', { name: '支付方式' });
    expect(within(methods).getAllByRole('radio').map((r) => r.closest('label')!.textContent)).toEqual(['微信支付', '支付宝', '账户余额（可用 ¥200.00）']);
    await user.click(within(methods).getByRole('radio', { name: /账户余额/ }));
    await user.click(screen.getByRole('button', { name: '立即支付' }));

    await waitFor(() => expect(router!.state.location.pathname).toBe('/admin/account/payResult'));
    expect(router!.state.location.search).toBe(`?order_no=${SIGN_UP_FEE}`);
    expect(await screen.findByText('支付成功')).toBeInTheDocument();
    expect(screen.getByText('支付金额：¥100.00')).toBeInTheDocument();
    expect(screen.getByText('支付方式：账户余额')).toBeInTheDocument();
    expect(screen.getByText(/^支付时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看我的订单' })).toHaveAttribute('href', '/admin/account/orders');
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/admin');

    expect(calls).toHaveLength(1);
    expect(calls[0].body).toEqual({ order_no: SIGN_UP_FEE, channel: 'balance' });
    expect(calls[0].key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('disables 账户余额 with 余额不足 when the wallet holds less than the amount', async () => {
    renderCashier(BOOKING);
    const balance = await screen.findByRole('radio', { name: /账户余额/ });
    expect(balance).toBeDisabled();
    expect(balance.closest('label')).toHaveTextContent('账户余额（可用 ¥200.00，余额不足）');
    // a gateway is chosen instead
    expect(screen.getByRole('radio', { name: '微信支付' })).toBeChecked();
    // an order without a time limit shows no countdown
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('pays through a gateway: shows its QR code, polls every 2 s, and goes to 支付结果 once the sandbox page confirmed', async () => {
    useFakeClock();
    const polls = statusPolls();
    const { user, router } = renderCashier(BOOKING, { fakeTimers: true });
    await user.click(await screen.findByRole('radio', { name: '支付宝' }));
    await user.click(screen.getByRole('button', { name: '立即支付' }));

    expect(await screen.findByText('请使用支付宝扫码支付')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '支付二维码' })).toBeInTheDocument();
    const open = screen.getByRole('link', { name: '打开支付页面' });
    const href = open.getAttribute('href')!;
    expect(href).toMatch(/^http:\/\/localhost\/pay\/sandbox\/P\d{14}[0-9a-f]{12}$/);
    expect(open).toHaveAttribute('target', '_blank');
    const paymentNo = href.split('/').pop()!;

    // nothing paid yet: a poll answers 待支付 and the page stays
    const before = polls.length;
    await act(() => jest.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(polls.length).toBe(before + 1));
    expect(router!.state.location.pathname).toBe(`/admin/account/pay/${BOOKING}`);

    // the payer's phone confirms on the sandbox page
    const confirmed = await fetch('/api/sandbox_gateway/confirm', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ payment_no: paymentNo, action: 'pay' }),
    }).then((r) => r.json());
    expect(confirmed).toEqual({ errno: 0, result: { status: 'succeeded' } });

    await act(() => jest.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(router!.state.location.pathname).toBe('/admin/account/payResult'));
    expect(await screen.findByText('支付成功')).toBeInTheDocument();
    expect(screen.getByText('支付方式：支付宝')).toBeInTheDocument();
    expect(screen.getByText('支付金额：¥240.00')).toBeInTheDocument();

    // polling stopped with the page
    const after = polls.length;
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(polls.length).toBe(after);
  });

  it('stops polling when the payer leaves the cashier', async () => {
    useFakeClock();
    const polls = statusPolls();
    const { user, router } = renderCashier(BOOKING, { fakeTimers: true });
    await user.click(await screen.findByRole('button', { name: '立即支付' }));
    expect(await screen.findByText('请使用微信扫码支付')).toBeInTheDocument();
    await act(() => router!.navigate('/admin/account/orders'));
    expect(await screen.findByText('共 5 条')).toBeInTheDocument();
    const after = polls.length;
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(polls.length).toBe(after);
  });

  it('counts down to 00:00 and then shows 订单已超时关闭 instead of the form', async () => {
    useFakeClock();
    const order = mockDb.orders.find((o) => o.order_no === SIGN_UP_FEE)!;
    order.expires_at = new Date(Date.now() + 65_000).toISOString();
    renderCashier(SIGN_UP_FEE, { fakeTimers: true });
    const timer = await screen.findByRole('timer', { name: '剩余支付时间' });
    expect(timer.textContent).toMatch(/^01:0[45]$/);
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(timer.textContent).toMatch(/^00:5[45]$/);
    expect(screen.getByRole('button', { name: '立即支付' })).toBeInTheDocument();

    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(await screen.findByText('订单已超时关闭')).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: '剩余支付时间' })).toHaveTextContent('00:00');
    expect(screen.queryByRole('button', { name: '立即支付' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: '支付方式' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal and then the order as it is now (paid meanwhile elsewhere)", async () => {
    const { user } = renderCashier(SIGN_UP_FEE);
    await screen.findByRole('radiogroup', { name: '支付方式' });
    const order = mockDb.orders.find((o) => o.order_no === SIGN_UP_FEE)!;
    Object.assign(order, { status: '已支付', pay_channel: 'wechat', paid_at: new Date().toISOString() });

    await user.click(screen.getByRole('button', { name: '立即支付' }));
    expect(await screen.findByText(PAY_MSG.orderPaid, { selector: '.ant-message *' })).toBeInTheDocument();
    // the cashier reads the order again: no more form, a way back to 我的订单
    await waitFor(() => expect(screen.queryByRole('radiogroup', { name: '支付方式' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: '返回我的订单' })).toHaveAttribute('href', '/admin/account/orders');
  });

  it('sends the same Idempotency-Key again when the payer retries an attempt a network error interrupted', async () => {
    const calls = payRequests();
    server.use(mswHttp.post('/api/pay_order/pay', () => HttpResponse.error(), { once: true }));
    const { user, router } = renderCashier(SIGN_UP_FEE);
    await user.click(await screen.findByRole('radio', { name: /账户余额/ }));
    await user.click(screen.getByRole('button', { name: '立即支付' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: '立即支付' })).toBeEnabled());

    await user.click(screen.getByRole('button', { name: '立即支付' }));
    await waitFor(() => expect(router!.state.location.pathname).toBe('/admin/account/payResult'));
    expect(calls).toHaveLength(2);
    expect(calls[1].key).toBe(calls[0].key);

    // a new attempt (another order, another visit) gets a new key
    await act(() => router!.navigate(`/admin/account/pay/${BOOKING}`));
    await user.click(await screen.findByRole('button', { name: '立即支付' }));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2].key).not.toBe(calls[0].key);
  });

  it('shows an order that is no longer 待支付 with its status and a link to 我的订单 instead of the form', async () => {
    renderCashier(PAID);
    expect(await screen.findByText(PAY_MSG.orderPaid)).toBeInTheDocument();
    expect(screen.getByText('已支付')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '立即支付' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回我的订单' })).toHaveAttribute('href', '/admin/account/orders');
  });
});
