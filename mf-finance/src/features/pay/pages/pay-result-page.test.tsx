import { screen, waitFor } from '@testing-library/react';
import { mockDb } from 'shared/mocks';
import { renderWithProviders } from 'shared/testing';
import { recordRequests, setupPageTest, signInForTest } from 'shared/mocks/testing';
import routes from '../../../app/routes';

jest.setTimeout(60_000);

const server = setupPageTest();
const reads = recordRequests(server, '/api/pay_order/statues');

function renderResult(orderNo: string) {
  const { rootStore } = signInForTest('athlete');
  return renderWithProviders(null, { routes: routes.adminRoutes, route: `/admin/account/payResult?order_no=${orderNo}`, rootStore });
}

describe('PayResult 支付结果', () => {
  it('says 支付成功 with the amount, channel and time of a paid order', async () => {
    renderResult('SS20260320001037');
    expect(await screen.findByText('支付成功')).toBeInTheDocument();
    expect(screen.getByText('支付金额：¥200.00')).toBeInTheDocument();
    expect(screen.getByText('支付方式：微信支付')).toBeInTheDocument();
    // the time of the machine's zone
    expect(screen.getByText(/^支付时间：2026-03-20 \d{2}:17$/)).toBeInTheDocument();
  });

  it('sends a paid court booking to 我的预订 (its 核销码 and QR), not to 我的订单', async () => {
    Object.assign(mockDb.orders.find((o) => o.order_no === 'SS20260320001037')!, { kind: 'booking' });
    renderResult('SS20260320001037');
    expect(await screen.findByText('支付成功')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看我的预订' })).toHaveAttribute('href', '/phone/my-bookings');
    expect(screen.queryByRole('link', { name: '查看我的订单' })).not.toBeInTheDocument();
  });

  it('says 支付失败（订单已关闭） for a closed order', async () => {
    renderResult('SS20260912001333');
    expect(await screen.findByText('支付失败（订单已关闭）')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看我的订单' })).toHaveAttribute('href', '/admin/account/orders');
  });

  it('waits for an order still 待支付: 刷新 reads it again, and a link leads back to the cashier', async () => {
    const { user } = renderResult('SS20260905001148');
    expect(await screen.findByText('等待支付结果')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回收银台' })).toHaveAttribute('href', '/admin/account/pay/SS20260905001148');

    // paid meanwhile (the gateway's notification arrived)
    Object.assign(mockDb.orders.find((o) => o.order_no === 'SS20260905001148')!, { status: '已支付', pay_channel: 'alipay', paid_at: '2026-11-26T02:00:00.000Z' });
    await user.click(screen.getByRole('button', { name: /刷\s*新/ }));
    expect(await screen.findByText('支付成功')).toBeInTheDocument();
    expect(screen.getByText('支付方式：支付宝')).toBeInTheDocument();
    await waitFor(() => expect(reads).toHaveLength(2));
  });

  it("shows 暂无数据 for someone else's order", async () => {
    renderResult('SS20260410001222');
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });
});
