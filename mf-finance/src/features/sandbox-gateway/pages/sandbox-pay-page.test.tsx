import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { PAY_MSG } from 'shared/rules';
import { mockDb } from 'shared/mocks';
import { setupPageTest } from 'shared/mocks/testing';
import routes from '../../../app/routes';
import { SANDBOX_NOTICE } from './sandbox-pay-page';

jest.setTimeout(60_000);

setupPageTest();

/** As the shell renders a public page: no login, no antd providers (refusals show as DOM toasts). */
function renderSandbox(paymentNo: string) {
  const router = createMemoryRouter(routes.publicRoutes, { initialEntries: [`/pay/sandbox/${paymentNo}`] });
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup(), router };
}

/** The athlete's open sandbox payment for the ¥240.00 court booking (shared/src/mocks/fixtures/payments.ts). */
const pendingPayment = () => mockDb.payments.find((p) => p.status === 'pending' && p.channel !== 'balance')!;
const orderOf = (orderId: number) => mockDb.orders.find((o) => o.id === orderId)!;

describe('沙箱支付页 /pay/sandbox/:paymentNo', () => {
  it('shows the payment and 确认支付 pays it: the merchant order becomes 已支付', async () => {
    const payment = pendingPayment();
    const { user } = renderSandbox(payment.payment_no);
    expect(await screen.findByRole('heading', { name: '微信支付' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(SANDBOX_NOTICE);
    expect(screen.getByLabelText('支付金额')).toHaveTextContent('¥240.00');
    expect(screen.getByText('赛事运营平台')).toBeInTheDocument();
    expect(screen.getByText('黄龙网球中心 场地预订')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '确认支付' }));
    expect(await screen.findByText('支付成功，请返回商户页面查看结果')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '确认支付' })).not.toBeInTheDocument();
    expect(orderOf(payment.order_id).status).toBe('已支付');
    expect(orderOf(payment.order_id).pay_channel).toBe('wechat');
  });

  it('取消支付 cancels the payment and leaves the order unpaid', async () => {
    const payment = pendingPayment();
    const { user } = renderSandbox(payment.payment_no);
    await user.click(await screen.findByRole('button', { name: '取消支付' }));
    expect(await screen.findByText('已取消支付')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '取消支付' })).not.toBeInTheDocument();
    expect(payment.status).toBe('closed');
    expect(orderOf(payment.order_id).status).toBe('待支付');
  });

  it('shows the final state of a payment that is no longer pending', async () => {
    const paid = mockDb.payments.find((p) => p.status === 'succeeded')!;
    renderSandbox(paid.payment_no);
    expect(await screen.findByText('支付成功，请返回商户页面查看结果')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '确认支付' })).not.toBeInTheDocument();
  });

  it('says a closed payment has ended', async () => {
    const payment = pendingPayment();
    payment.status = 'closed';
    renderSandbox(payment.payment_no);
    expect(await screen.findByText('已取消支付')).toBeInTheDocument();
    expect(screen.getByText(PAY_MSG.paymentEnded)).toBeInTheDocument();
  });

  it('says 支付单不存在 for an unknown payment', async () => {
    renderSandbox('P20261126000000ffffffffffff');
    expect(await screen.findByText(PAY_MSG.paymentMissing, { selector: '[role="alert"] p, p[role="alert"]' })).toBeInTheDocument();
  });
});
