import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { renderWithProviders } from 'shared/testing';
import { recordRequests, setupPageTest, signInForTest } from 'shared/mocks/testing';
import { ok } from 'shared/mocks';
import routes from '../../../app/routes';

// antd selects are slow in jsdom on a busy 2-core machine.
jest.setTimeout(60_000);

const server = setupPageTest();
const requests = recordRequests(server, '/api/user/orders');

function renderAt(path: string, account = 'athlete') {
  const { rootStore } = signInForTest(account);
  return renderWithProviders(null, { routes: routes.adminRoutes, route: path, rootStore });
}

const rowOf = (orderNo: string) => screen.getByText(orderNo).closest('tr')!;

describe('MyOrders 我的订单', () => {
  it("lists the signed-in user's own orders: kind, subject, payee, amount in yuan, status, and 去支付 only when unpaid", async () => {
    renderAt('/admin/account/orders');
    expect(await screen.findByText('SS20260905001148')).toBeInTheDocument();
    expect(screen.getByText('共 5 条')).toBeInTheDocument();

    const unpaid = rowOf('SS20260905001148');
    expect(within(unpaid).getByText('报名费')).toBeInTheDocument();
    expect(within(unpaid).getByText('杭州市第十二届运动会 报名费')).toBeInTheDocument();
    expect(within(unpaid).getByText('杭州市体育局')).toBeInTheDocument();
    expect(within(unpaid).getByText('¥100.00')).toBeInTheDocument();
    expect(within(unpaid).getByText('待支付')).toBeInTheDocument();
    expect(within(unpaid).getByRole('button', { name: '去支付 SS20260905001148' })).toBeInTheDocument();

    const booking = rowOf('SS20261105001555');
    expect(within(booking).getByText('场地预订')).toBeInTheDocument();
    expect(within(booking).getByText('¥240.00')).toBeInTheDocument();

    const paid = rowOf('SS20260901001037');
    expect(within(paid).getByText('已支付')).toBeInTheDocument();
    expect(within(paid).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rowOf('SS20260912001333')).getByText('已关闭')).toBeInTheDocument();
    expect(within(rowOf('SS20260903001111')).getByText('已退款')).toBeInTheDocument();

    // other people's orders are not listed
    expect(screen.queryByText('SS20260410001222')).not.toBeInTheDocument();
    expect(requests[0].searchParams.get('start')).toBe('0');
    expect(requests[0].searchParams.get('count')).toBe('10');
  });

  it('filters by status', async () => {
    const { user } = renderAt('/admin/account/orders');
    await screen.findByText('SS20260905001148');
    await user.click(screen.getByRole('combobox', { name: '订单状态' }));
    await user.click(await screen.findByTitle('待支付'));
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));

    await waitFor(() => expect(requests.at(-1)?.searchParams.get('status')).toBe('待支付'));
    expect(await screen.findByText('共 2 条')).toBeInTheDocument();
    expect(screen.queryByText('SS20260901001037')).not.toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByText('待支付')).toHaveLength(2);
  });

  it('asks for the second page with start=10', async () => {
    server.use(
      mswHttp.get('/api/user/orders', ({ request }) => {
        const start = Number(new URL(request.url).searchParams.get('start'));
        const row = (i: number) => ({
          id: i, order_no: `SS2026110100${String(i).padStart(4, '0')}`, kind: 'sign_up', subject: `订单 ${i}`, institution_name: '杭州市体育局',
          amount_cents: 1000, refunded_cents: 0, status: '已支付', pay_channel: 'wechat', created_at: '2026-11-01T02:00:00.000Z', paid_at: '2026-11-01T02:05:00.000Z', expires_at: null,
        });
        return ok({ list: Array.from({ length: 10 }, (_, k) => row(start + k + 1)), total: 12 });
      }),
    );
    const { user } = renderAt('/admin/account/orders');
    expect(await screen.findByText('共 12 条')).toBeInTheDocument();
    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(requests.at(-1)?.searchParams.get('start')).toBe('10'));
    expect(await screen.findByText('订单 11')).toBeInTheDocument();
  });

  it('去支付 opens the cashier of that order', async () => {
    const { user, router } = renderAt('/admin/account/orders');
    await user.click(await screen.findByRole('button', { name: '去支付 SS20260905001148' }));
    await waitFor(() => expect(router!.state.location.pathname).toBe('/admin/account/pay/SS20260905001148'));
    expect(await screen.findByText('应付金额')).toBeInTheDocument();
  });

  it('shows 暂无数据 when the user has no orders', async () => {
    renderAt('/admin/account/orders', 'referee');
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });
});
