import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { renderWithProviders } from 'shared/testing';
import { recordRequests, setupPageTest, signInForTest } from 'shared/mocks/testing';
import { INVOICE_MSG, REFUND_MSG } from 'shared/rules';
import { mockDb, mockRefunds, ok } from 'shared/mocks';
import routes from '../../../app/routes';
import { label, modalTitled, recordPosts } from '../../refund/test-helpers';

// antd selects are slow in jsdom on a busy 2-core machine.
jest.setTimeout(60_000);

const server = setupPageTest();
const requests = recordRequests(server, '/api/user/orders');
const applications = recordPosts(server, '/api/refund/apply');

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
    expect(within(unpaid).getByText('2026年杭州马拉松 报名费')).toBeInTheDocument();
    expect(within(unpaid).getByText('杭州市体育局')).toBeInTheDocument();
    expect(within(unpaid).getByText('¥100.00')).toBeInTheDocument();
    expect(within(unpaid).getByText('待支付')).toBeInTheDocument();
    expect(within(unpaid).getByRole('button', { name: '去支付 SS20260905001148' })).toBeInTheDocument();

    const booking = rowOf('SS20261105001555');
    expect(within(booking).getByText('场地预订')).toBeInTheDocument();
    expect(within(booking).getByText('¥240.00')).toBeInTheDocument();

    const paid = rowOf('SS20260320001037');
    expect(within(paid).getByText('已支付')).toBeInTheDocument();
    expect(within(paid).queryByRole('button', { name: /去支付/ })).not.toBeInTheDocument();
    expect(within(paid).getByRole('button', { name: '申请退款 SS20260320001037' })).toBeInTheDocument();
    expect(within(rowOf('SS20260912001333')).getByText('已关闭')).toBeInTheDocument();
    expect(within(rowOf('SS20260912001333')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rowOf('SS20260903001111')).getByText('已退款')).toBeInTheDocument();
    expect(within(rowOf('SS20260903001111')).queryByRole('button')).not.toBeInTheDocument();
    // 申请退款 only for a paid sign-up fee
    expect(within(unpaid).queryByRole('button', { name: /申请退款/ })).not.toBeInTheDocument();

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
    expect(screen.queryByText('SS20260320001037')).not.toBeInTheDocument();
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

/** The athlete's paid sign-up fee (order 1, ¥200.00, 2026年杭州市青少年田径锦标赛: full refund for another week in the mocks' policy). */
const PAID_SIGN_UP = 'SS20260320001037';

describe('MyOrders 申请退款', () => {
  it('shows what was paid, refunded and may be asked back with the policy, and sends the request', async () => {
    const { user } = renderAt('/admin/account/orders');
    await user.click(await screen.findByRole('button', { name: `申请退款 ${PAID_SIGN_UP}` }));
    const dialog = await modalTitled('申请退款');
    const amount = await within(dialog).findByRole('textbox', { name: '退款金额（元）' });
    expect(amount).toHaveValue('200.00');
    const facts = within(dialog).getByText('已付').closest('table')!;
    expect(within(facts).getByText('已付').closest('th')!.nextElementSibling).toHaveTextContent('¥200.00');
    expect(within(facts).getByText('已退').closest('th')!.nextElementSibling).toHaveTextContent('¥0.00');
    expect(within(facts).getByText('可退').closest('th')!.nextElementSibling).toHaveTextContent('¥200.00');
    expect(within(dialog).getByText(/^退款规则：\d{4}-\d{2}-\d{2} \d{2}:\d{2} 前可全额退款，\d{4}-\d{2}-\d{2} \d{2}:\d{2} 前可退 50%，之后不可退款$/)).toBeInTheDocument();

    await user.clear(amount);
    await user.click(amount);
    await user.paste('250');
    await user.click(within(dialog).getByRole('button', { name: '提交申请' }));
    expect(await within(dialog).findByText(REFUND_MSG.overRefundable(20000))).toBeInTheDocument();
    expect(await within(dialog).findByText('请填写退款原因')).toBeInTheDocument();
    expect(applications).toHaveLength(0);

    await user.clear(amount);
    await user.click(amount);
    await user.paste('120.5');
    await user.click(within(dialog).getByRole('textbox', { name: '退款原因' }));
    await user.paste('行程冲突无法参赛');
    await user.click(within(dialog).getByRole('button', { name: '提交申请' }));

    expect(await screen.findByText('退款申请已提交，等待审核')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('申请退款', { selector: '.ant-modal-title' })).not.toBeInTheDocument());
    expect(applications).toHaveLength(1);
    expect(applications[0].body).toEqual({ order_no: PAID_SIGN_UP, amount_cents: 12050, reason: '行程冲突无法参赛' });
    expect(applications[0].key).toMatch(/^[0-9a-f-]{36}$/);
    expect(mockRefunds().refunds.at(-1)).toMatchObject({ order_id: 1, amount_cents: 12050, status: 'pending', initiator: 'payer', requested_by: 5 });
    // the order stays paid until the organiser reviews it
    expect(within(rowOf(PAID_SIGN_UP)).getByText('已支付')).toBeInTheDocument();

    // a second request waits for the first
    await user.click(screen.getByRole('button', { name: `申请退款 ${PAID_SIGN_UP}` }));
    const again = await modalTitled('申请退款');
    expect(await within(again).findByText('该订单已有待处理的退款申请，请等待审核')).toBeInTheDocument();
    expect(within(again).getByText('可退').closest('th')!.nextElementSibling).toHaveTextContent('¥0.00');
    expect(within(again).queryByRole('textbox', { name: '退款金额（元）' })).not.toBeInTheDocument();
    expect(within(again).getByRole('button', { name: '提交申请' })).toBeDisabled();
  });

  it('explains why nothing may be asked back after the refund window, and does not let it be sent', async () => {
    // the organiser's policy ended a moment ago
    mockRefunds().policies.set(1, { fullUntil: new Date(Date.now() - 60_000), percent: 0, partialUntil: null });
    const { user } = renderAt('/admin/account/orders');
    await user.click(await screen.findByRole('button', { name: `申请退款 ${PAID_SIGN_UP}` }));
    const dialog = await modalTitled('申请退款');
    expect(await within(dialog).findByText(REFUND_MSG.nothingRefundable)).toBeInTheDocument();
    expect(within(dialog).getByText(/^退款规则：.+ 前可全额退款，之后不可退款$/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '提交申请' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: label('取消') }));
    await waitFor(() => expect(screen.queryByText('申请退款', { selector: '.ant-modal-title' })).not.toBeInTheDocument());
    expect(applications).toHaveLength(0);
    expect(mockDb.orders.find((o) => o.order_no === PAID_SIGN_UP)!.refunded_cents).toBe(0);
  });

  it('shows the server’s refusal when the window closed while the form was open', async () => {
    const { user } = renderAt('/admin/account/orders');
    await user.click(await screen.findByRole('button', { name: `申请退款 ${PAID_SIGN_UP}` }));
    const dialog = await modalTitled('申请退款');
    await within(dialog).findByRole('textbox', { name: '退款金额（元）' });
    mockRefunds().policies.set(1, { fullUntil: new Date(Date.now() - 60_000), percent: 0, partialUntil: null });
    await user.click(within(dialog).getByRole('textbox', { name: '退款原因' }));
    await user.paste('身体原因');
    await user.click(within(dialog).getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText(REFUND_MSG.nothingRefundable)).toBeInTheDocument();
    expect(screen.getByText('申请退款', { selector: '.ant-modal-title' })).toBeInTheDocument();
    expect(mockRefunds().refunds.some((r) => r.order_id === 1)).toBe(false);
  });
});

describe('MyOrders 申请发票', () => {
  const invoiceApplications = recordPosts(server, '/api/invoice/apply');

  it('asks for an invoice of a paid order: 单位 needs a valid 统一社会信用代码; then 发票待开具', async () => {
    const { user } = renderAt('/admin/account/orders');
    await user.click(await screen.findByRole('button', { name: '申请发票 SS20260320001037' }));
    expect(within(rowOf('SS20260903001111')).queryByRole('button', { name: /申请发票/ })).not.toBeInTheDocument();
    const dialog = await modalTitled('申请发票');
    await user.click(within(dialog).getByLabelText('单位'));
    await user.type(within(dialog).getByLabelText('发票抬头'), '示例体育有限公司');
    await user.type(within(dialog).getByLabelText('统一社会信用代码'), '91350100M000100Y44');
    await user.type(within(dialog).getByLabelText('邮箱'), 'finance@example.com');
    await user.click(within(dialog).getByRole('button', { name: '提交申请' }));
    expect(await within(dialog).findByText(INVOICE_MSG.creditCodeInvalid)).toBeInTheDocument();
    expect(invoiceApplications).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('统一社会信用代码'));
    await user.type(within(dialog).getByLabelText('统一社会信用代码'), '91350100M000100Y43');
    await user.click(within(dialog).getByRole('button', { name: '提交申请' }));
    expect(await within(rowOf('SS20260320001037')).findByText('发票待开具')).toBeInTheDocument();
    expect(invoiceApplications[0]!.body).toEqual({
      order_no: 'SS20260320001037',
      title_type: 'company',
      title: '示例体育有限公司',
      credit_code: '91350100M000100Y43',
      email: 'finance@example.com',
    });
    expect(invoiceApplications[0]!.key).toBeTruthy();
  });
});
