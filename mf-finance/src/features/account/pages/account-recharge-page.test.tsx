import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockDb } from 'shared/mocks';
import { renderWithProviders } from 'shared/testing';
import { setupPageTest, signInForTest } from 'shared/mocks/testing';
import routes from '../../../app/routes';

jest.setTimeout(60_000);

const server = setupPageTest();

/** Every POST /api/pay/top_up of the test: its body and Idempotency-Key. */
function topUpRequests() {
  const calls: { body: unknown; key: string | null }[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && request.url.endsWith('/api/pay/top_up')) {
      const key = request.headers.get('Idempotency-Key');
      void request.clone().json().then((body: unknown) => calls.push({ body, key }));
    }
  });
  return calls;
}

afterEach(() => {
  server.events.removeAllListeners();
  jest.useRealTimers();
});

/** Fake timers that leave the microtask and I/O queues alone (MSW and jsdom's XHR answer through them). */
const useFakeClock = () => jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });

function renderAt(path: string, account: string) {
  const { rootStore } = signInForTest(account);
  const result = renderWithProviders(null, { routes: routes.adminRoutes, route: path, rootStore });
  // the cashier polls every 2 s: user-event moves the fake clock
  return { ...result, user: userEvent.setup({ advanceTimers: jest.advanceTimersByTime }) };
}

/** Pays the cashier's order with 支付宝 on the sandbox page and lets the cashier's next poll see it. */
async function payAtCashier(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('radio', { name: '支付宝' }));
  await user.click(screen.getByRole('button', { name: '立即支付' }));
  const paymentNo = (await screen.findByRole('link', { name: '打开支付页面' })).getAttribute('href')!.split('/').pop();
  const confirmed = await fetch('/api/sandbox_gateway/confirm', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ payment_no: paymentNo, action: 'pay' }),
  }).then((r) => r.json());
  expect(confirmed).toEqual({ errno: 0, result: { status: 'succeeded' } });
  await act(() => jest.advanceTimersByTimeAsync(2000));
}

describe('AccountRecharge 充值', () => {
  it("tops up the institution's 账户余额: a top-up order, paid at the cashier, ends on 充值成功", async () => {
    useFakeClock();
    const calls = topUpRequests();
    const { user, router } = renderAt('/admin/account/recharge', 'org_gov');
    expect(await screen.findByText('当前账户余额')).toBeInTheDocument();
    expect(screen.getByText('杭州市体育局')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '充值金额（元）' }), '500');
    await user.click(screen.getByRole('button', { name: '去支付' }));

    // the cashier of the new 待支付 order: gateways only (a top-up is never paid from the wallet it fills)
    await waitFor(() => expect(router!.state.location.pathname).toMatch(/^\/admin\/account\/pay\/CZ\d{14}[0-9a-f]{12}$/));
    expect(await screen.findByText('应付金额')).toBeInTheDocument();
    expect(screen.getByText('账户充值')).toBeInTheDocument();
    expect(screen.getByText('¥500.00')).toBeInTheDocument();
    const methods = screen.getByRole('radiogroup', { name: '支付方式' });
    expect(within(methods).getAllByRole('radio').map((r) => r.closest('label')!.textContent)).toEqual(['微信支付', '支付宝']);
    expect(calls).toHaveLength(1);
    expect(calls[0].body).toEqual({ amount_cents: 50000, institution_id: 1 });
    expect(calls[0].key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

    await payAtCashier(user);
    // 支付结果 sends a paid top-up to 充值成功
    await waitFor(() => expect(router!.state.location.pathname).toBe('/admin/account/rechargeSuccess'));
    expect(router!.state.location.search).toMatch(/^\?order_no=CZ/);
    expect(await screen.findByText('充值成功')).toBeInTheDocument();
    expect(screen.getByText('充值金额：¥500.00')).toBeInTheDocument();
    expect(screen.getByText('支付方式：支付宝')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '返回资金账户' }));
    expect(await within(await screen.findByRole('region', { name: '账户余额' })).findByText('¥500.00')).toBeInTheDocument();
  });

  it('refuses an amount that is not one before anything is sent', async () => {
    useFakeClock();
    const calls = topUpRequests();
    const { user } = renderAt('/admin/account/recharge', 'org_gov');
    await user.type(await screen.findByRole('textbox', { name: '充值金额（元）' }), '0');
    await user.click(screen.getByRole('button', { name: '去支付' }));
    expect(await screen.findByText('金额必须大于0')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});

describe('AccountRechargeSuccess 充值成功', () => {
  it('waits for a top-up still 待支付 and leads back to its cashier', async () => {
    useFakeClock();
    const { user, router } = renderAt('/admin/account/recharge', 'org_gov');
    await user.type(await screen.findByRole('textbox', { name: '充值金额（元）' }), '20');
    await user.click(screen.getByRole('button', { name: '去支付' }));
    await waitFor(() => expect(router!.state.location.pathname).toMatch(/^\/admin\/account\/pay\/CZ/));
    const orderNo = router!.state.location.pathname.split('/').pop()!;

    await act(() => router!.navigate(`/admin/account/rechargeSuccess?order_no=${orderNo}`));
    expect(await screen.findByText('等待支付结果')).toBeInTheDocument();
    // paid meanwhile: 刷新 shows it
    Object.assign(mockDb.orders.find((o) => o.order_no === orderNo)!, { status: '已支付', pay_channel: 'wechat', paid_at: new Date().toISOString() });
    await user.click(screen.getByRole('button', { name: /刷\s*新/ }));
    expect(await screen.findByText('充值成功')).toBeInTheDocument();
    expect(screen.getByText('支付方式：微信支付')).toBeInTheDocument();
  });
});
