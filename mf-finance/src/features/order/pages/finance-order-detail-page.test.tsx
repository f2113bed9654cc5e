import { configure, screen, waitFor, within } from '@testing-library/react';
import { mockDb } from 'shared/mocks';
import { setupPageTest, signInForTest } from 'shared/mocks/testing';
import { renderWithProviders } from 'shared/testing';
import routes from '../../../app/routes';
import { label, modalTitled, recordPosts } from '../../refund/test-helpers';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 15_000 });

const server = setupPageTest();
const creates = recordPosts(server, '/api/admin/refund/create');

function renderAt(path: string, account = 'org_gov') {
  const { rootStore } = signInForTest(account);
  return renderWithProviders(null, { routes: routes.adminRoutes, route: path, rootStore });
}

/** Types into a field of the dialog, replacing what it held. */
async function fill(user: ReturnType<typeof renderAt>['user'], dialog: HTMLElement, name: string, text: string) {
  const box = within(dialog).getByRole('textbox', { name });
  await user.clear(box);
  await user.click(box);
  await user.paste(text);
}

// Order 1 of 杭州市体育局 (fixtures/orders.ts): the athlete's ¥200.00 sign-up fee, paid with WeChat Pay, nothing refunded.
describe('订单详情 退款', () => {
  it('offers 退款 of a live package to the platform admin only: an institution never refunds its own purchase', async () => {
    const order = mockDb.orders.find((o) => o.id === 1)!;
    Object.assign(order, { kind: 'live_package', subject: '直播套餐：基础版' });
    const organiser = renderAt('/admin/finance/order/1');
    expect(await screen.findByText('直播套餐：基础版')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: label('退款') })).not.toBeInTheDocument();
    organiser.unmount();

    renderAt('/admin/finance/order/1', 'admin');
    expect(await screen.findByRole('button', { name: label('退款') })).toBeInTheDocument();
  });

  it('refunds part of a paid order within what is left, then the rest: the order is 已退款', async () => {
    const { user } = renderAt('/admin/finance/order/1');
    await user.click(await screen.findByRole('button', { name: label('退款') }));
    let dialog = await modalTitled('退款');
    expect(within(dialog).getByText(/订单金额 ¥200\.00，已退 ¥0\.00，/)).toBeInTheDocument();
    expect(within(dialog).getByText('可退 ¥200.00')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: '退款金额（元）' })).toHaveValue('200.00');

    await fill(user, dialog, '退款金额（元）', '300');
    await user.click(within(dialog).getByRole('button', { name: '确定退款' }));
    expect(await within(dialog).findByText('退款金额不能超过可退金额（200.00元）')).toBeInTheDocument();
    expect(await within(dialog).findByText('请填写退款原因')).toBeInTheDocument();
    await fill(user, dialog, '退款金额（元）', '12.345');
    expect(await within(dialog).findByText('金额格式错误，最多两位小数')).toBeInTheDocument();
    expect(creates).toHaveLength(0);

    await fill(user, dialog, '退款金额（元）', '50');
    await fill(user, dialog, '退款原因', '赛事延期，退回部分报名费');
    await user.click(within(dialog).getByRole('button', { name: '确定退款' }));

    expect(await screen.findByText('退款已提交，款项将原路退回')).toBeInTheDocument();
    expect(await screen.findByText('退款记录')).toBeInTheDocument();
    const row = (await screen.findByText('赛事延期，退回部分报名费')).closest('tr')!;
    expect(within(row).getByText('¥50.00')).toBeInTheDocument();
    expect(within(row).getByText('机构发起')).toBeInTheDocument();
    expect(within(row).getByText('已退款')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: /^退款详情 R\d{14}[0-9a-f]{12}$/ })).toHaveAttribute('href', expect.stringMatching(/^\/admin\/finance\/refund\/\d+$/));
    expect(screen.getByText('已退金额').closest('th')!.nextElementSibling).toHaveTextContent('¥50.00');
    expect(screen.getByText(/已支付 → 已支付（退款 50\.00 元（赛事延期，退回部分报名费），微信支付原路退回）/)).toBeInTheDocument();
    expect(creates).toHaveLength(1);
    expect(creates[0].body).toEqual({ order_id: 1, amount_cents: 5000, reason: '赛事延期，退回部分报名费' });
    expect(creates[0].key).toMatch(/^[0-9a-f-]{36}$/);

    await user.click(screen.getByRole('button', { name: label('退款') }));
    dialog = await modalTitled('退款');
    expect(await within(dialog).findByText('可退 ¥150.00')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: '退款金额（元）' })).toHaveValue('150.00');
    await fill(user, dialog, '退款原因', '赛事取消');
    await user.click(within(dialog).getByRole('button', { name: '确定退款' }));

    expect(await screen.findByText(/已支付 → 已退款（退款 150\.00 元（赛事取消），微信支付原路退回）/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: label('退款') })).not.toBeInTheDocument());
    expect(screen.getByText('已退金额').closest('th')!.nextElementSibling).toHaveTextContent('¥200.00');
    expect(creates).toHaveLength(2);
    expect(creates[1].key).not.toBe(creates[0].key);
    expect(mockDb.orders.find((o) => o.id === 1)).toMatchObject({ status: '已退款', refunded_cents: 20000 });
  });

  it('shows the server’s refusal when less is left than the page knew, and keeps the modal open', async () => {
    const { user } = renderAt('/admin/finance/order/1');
    await user.click(await screen.findByRole('button', { name: label('退款') }));
    const dialog = await modalTitled('退款');
    // meanwhile ¥180.00 of it was refunded elsewhere
    mockDb.orders.find((o) => o.id === 1)!.refunded_cents = 18000;
    await fill(user, dialog, '退款金额（元）', '50');
    await fill(user, dialog, '退款原因', '重复收费');
    await user.click(within(dialog).getByRole('button', { name: '确定退款' }));

    expect(await screen.findByText('退款金额不能超过可退金额（20.00元）')).toBeInTheDocument();
    expect(screen.getByText('退款', { selector: '.ant-modal-title' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: '退款原因' })).toHaveValue('重复收费');
  });

  it('says a request of the payer is waiting and refunds nothing until it is reviewed', async () => {
    // order 2 of 杭州市体育局 (¥238.00 支付宝) has the payer's pending request
    const { user } = renderAt('/admin/finance/order/2', 'admin');
    const row = (await screen.findByText('行程冲突无法参赛')).closest('tr')!;
    expect(within(row).getByText('待审核')).toBeInTheDocument();
    expect(within(row).getByText('付款人申请')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: label('退款') }));
    const dialog = await modalTitled('退款');
    expect(within(dialog).getByText('该订单已有待处理的退款申请，请先在退款管理中审核')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '确定退款' })).toBeDisabled();
  });

  it('offers no 退款 for an order that is not paid, or refunded already', async () => {
    renderAt('/admin/finance/order/4');
    expect(await screen.findByText('10公里报名')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: label('退款') })).not.toBeInTheDocument();
  });

  it('shows a refunded order’s refund and offers no 退款', async () => {
    renderAt('/admin/finance/order/3');
    const row = (await screen.findByText('行程有变，无法参加')).closest('tr')!;
    expect(within(row).getByText('已退款')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: '退款详情 RDEMOSS20260903001111' })).toHaveAttribute('href', '/admin/finance/refund/1');
    expect(screen.getByText('已退金额').closest('th')!.nextElementSibling).toHaveTextContent('¥160.00');
    expect(screen.queryByRole('button', { name: label('退款') })).not.toBeInTheDocument();
  });
});
