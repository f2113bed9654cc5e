import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { payChannelText, WaitingForPayment } from './payment-result';

describe('WaitingForPayment', () => {
  it('names the order, refreshes on 刷新 and shows the way back to the cashier', async () => {
    const onRefresh = jest.fn();
    render(<WaitingForPayment orderNo="P202611280001" onRefresh={onRefresh} cashier={<button key="cashier">返回收银台</button>} />);
    expect(screen.getByText('等待支付结果')).toBeInTheDocument();
    expect(screen.getByText('订单号：P202611280001。如已完成支付，请稍后刷新查看。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回收银台' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /刷\s*新/ }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });
});

describe('payChannelText', () => {
  it('gives - for an unknown channel', () => {
    expect(payChannelText('nope')).toBe('-');
  });
});
