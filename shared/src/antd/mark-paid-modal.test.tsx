import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { setupMswServer } from '../testing/msw-server';
import { renderWithProviders } from '../testing/render';
import { MarkPaidModal } from './mark-paid-modal';

const calls: { body: unknown; key: string | null }[] = [];
const server = setupMswServer(
  mswHttp.post('/api/admin/pay_order/mark_paid', async ({ request }) => {
    calls.push({ body: await request.json(), key: request.headers.get('Idempotency-Key') });
    return HttpResponse.json({ errno: 0, errmsg: '', result: {} });
  }),
);
beforeEach(() => (calls.length = 0));

describe('MarkPaidModal', () => {
  it('requires 收款说明, posts the trimmed note with an Idempotency-Key and says it is done', async () => {
    const onDone = jest.fn();
    const { user } = renderWithProviders(<MarkPaidModal orderId={42} onClose={jest.fn()} onDone={onDone} />);
    const dialog = screen.getByRole('dialog', { name: '标记已支付' });
    expect(within(dialog).getByText('确认已在线下收到这笔报名费，订单将变为已支付，并记录操作人和时间。')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('请填写收款说明')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: '收款说明' }), '  现场现金收款  ');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls).toEqual([{ body: { id: 42, note: '现场现金收款' }, key: expect.stringMatching(/.+/) }]);
    expect(await screen.findByText('已标记为已支付')).toBeInTheDocument();
  });

  it('takes its title and message from the page that opens it, and stays open with the note when refused', async () => {
    server.use(mswHttp.post('/api/admin/pay_order/mark_paid', () => HttpResponse.json({ errno: 1, errmsg: '订单已支付', result: { errors: [{ msg: '订单已支付' }] } })));
    const onDone = jest.fn();
    const { user } = renderWithProviders(<MarkPaidModal orderId={7} title="标记线下收款" doneText="已标记为线下收款" onClose={jest.fn()} onDone={onDone} />);
    const dialog = screen.getByRole('dialog', { name: '标记线下收款' });
    expect(within(dialog).getByRole('form', { name: '标记线下收款' })).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: '收款说明' }), '银行转账');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('订单已支付')).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('textbox', { name: '收款说明' })).toHaveValue('银行转账');
  });

  it('is closed without an order', () => {
    renderWithProviders(<MarkPaidModal orderId={null} onClose={jest.fn()} onDone={jest.fn()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
