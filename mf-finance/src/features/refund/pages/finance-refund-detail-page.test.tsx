import { configure, screen, within } from '@testing-library/react';
import { REFUND_REQUEST_MSG } from 'shared/rules';
import { mockDb, mockRefunds } from 'shared/mocks';
import { setupPageTest, signInForTest } from 'shared/mocks/testing';
import { renderWithProviders } from 'shared/testing';
import routes from '../../../app/routes';
import { label, modalTitled, recordPosts } from '../test-helpers';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 15_000 });

const server = setupPageTest();
const checks = recordPosts(server, '/api/admin/refund/check');

function renderAt(path: string, account = 'admin') {
  const { rootStore } = signInForTest(account);
  return { ...renderWithProviders(null, { routes: routes.adminRoutes, route: path, rootStore }), rootStore };
}

/** The value cell of a Descriptions item (bordered: the label's cell, then the value's). */
const valueOf = (name: string) =>
  screen.getByText(name, { selector: '.ant-descriptions-item-label > span' }).closest('.ant-descriptions-item-label')!.nextElementSibling as HTMLElement;

describe('退款详情 FinanceRefundDetail', () => {
  it('shows a refund that was paid back: its review and its order with the link to 订单详情', async () => {
    // refund 3: order 18 of 浙江赛道体育赛事运营有限公司, ¥260.00 微信支付, refunded in full
    renderAt('/admin/finance/refund/3');
    expect(await screen.findByText('RDEMOSS20260801001666')).toBeInTheDocument();
    expect(within(valueOf('退款状态')).getByText('已退款')).toBeInTheDocument();
    expect(valueOf('退款金额')).toHaveTextContent('¥260.00');
    expect(valueOf('发起方')).toHaveTextContent('付款人申请');
    expect(valueOf('退款原因')).toHaveTextContent('行程有变，无法参加');
    expect(valueOf('审核人')).toHaveTextContent('平台管理员');
    expect(valueOf('审核意见')).toHaveTextContent('同意退款');
    expect(valueOf('审核时间')).toHaveTextContent(/^2026-08-04 \d{2}:12$/);

    expect(screen.getByRole('link', { name: '查看订单 SS20260801001666' })).toHaveAttribute('href', '/admin/finance/order/18');
    expect(valueOf('订单状态')).toHaveTextContent('已退款');
    expect(valueOf('订单内容')).toHaveTextContent('2026年千岛湖公开水域游泳挑战赛 报名费');
    expect(valueOf('订单类型')).toHaveTextContent('报名费');
    expect(valueOf('付款人')).toHaveTextContent('张子涵');
    expect(valueOf('订单金额')).toHaveTextContent('¥260.00');
    expect(valueOf('已退金额')).toHaveTextContent('¥260.00');
    expect(valueOf('支付方式')).toHaveTextContent('微信支付');
    expect(screen.queryByRole('button', { name: label('审核') })).not.toBeInTheDocument();
  });

  it('lets the institution’s manager reject a pending request with a reason', async () => {
    // refund 5: order 2 of 杭州市体育局, ¥238.00 支付宝
    const { user, rootStore } = renderAt('/admin/finance/refund/5', 'org_gov');
    expect(await screen.findByText('RDEMOSS20260902001074')).toBeInTheDocument();
    expect(within(valueOf('退款状态')).getByText('待审核')).toBeInTheDocument();
    expect(valueOf('审核意见')).toHaveTextContent('-');
    const counts = rootStore.ui.countsVersion;

    await user.click(screen.getByRole('button', { name: label('审核') }));
    const dialog = await modalTitled('审核退款');
    await user.click(within(dialog).getByRole('radio', { name: '驳回' }));
    await user.click(within(dialog).getByRole('button', { name: label('确定') }));
    expect(await within(dialog).findByText('请填写审核意见')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('textbox', { name: '审核意见' }));
    await user.paste('  比赛照常举行，报名费不退  ');
    await user.click(within(dialog).getByRole('button', { name: label('确定') }));

    expect(await screen.findByText('已驳回退款申请')).toBeInTheDocument();
    expect(await within(valueOf('退款状态')).findByText('已驳回')).toBeInTheDocument();
    expect(valueOf('审核意见')).toHaveTextContent('比赛照常举行，报名费不退');
    expect(valueOf('审核人')).toHaveTextContent('王建国');
    expect(valueOf('订单状态')).toHaveTextContent('已支付');
    expect(screen.queryByRole('button', { name: label('审核') })).not.toBeInTheDocument();
    expect(rootStore.ui.countsVersion).toBe(counts + 1);
    expect(checks.map((c) => c.body)).toEqual([{ id: 5, action: 'reject', reason: '比赛照常举行，报名费不退' }]);
  });

  it('approves a request for an order paid with 账户余额 at once: the money is back in the payer’s wallet', async () => {
    // refund 6 of order 6 (浙江省田径协会, paid from the wallet; not settled while the request is open), asked for one ¥280.00 item only
    mockRefunds().refunds.find((r) => r.id === 6)!.amount_cents = 28000;
    const { user } = renderAt('/admin/finance/refund/6');
    await screen.findByText('RDEMOSS20260410001222');
    await user.click(screen.getByRole('button', { name: label('审核') }));
    const dialog = await modalTitled('审核退款');
    await user.click(within(dialog).getByRole('textbox', { name: '审核意见' }));
    await user.paste('同意退回一晚住宿费');
    await user.click(within(dialog).getByRole('button', { name: label('确定') }));

    expect(await screen.findByText('已通过，款项已退回')).toBeInTheDocument();
    expect(await within(valueOf('退款状态')).findByText('已退款')).toBeInTheDocument();
    expect(valueOf('已退金额')).toHaveTextContent('¥280.00');
    expect(valueOf('订单状态')).toHaveTextContent('已支付');
    expect(valueOf('支付方式')).toHaveTextContent('账户余额');
    expect(valueOf('退款完成时间')).toHaveTextContent(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    // out of the institution's pending income (the order is not settled) into the payer's wallet, nothing to pay back
    const money = mockDb.ledger.filter((t) => t.key.endsWith('RDEMOSS20260410001222'));
    expect(money.map((t) => t.key)).toEqual(['refund:RDEMOSS20260410001222']);
    expect(money[0].entries).toEqual([
      { account: 'inst:2:pending', amount: 28000 },
      { account: expect.stringMatching(/^user:\d+:wallet$/), amount: -28000 },
    ]);
  });

  it('refuses an approval the institution’s available balance does not cover, with the server’s sentence', async () => {
    // refund 4 of order 7 (浙江省田径协会, ¥1,080.00, settled: out of its available balance, ¥376.52), asked again
    Object.assign(mockRefunds().refunds.find((r) => r.id === 4)!, { status: 'pending', review_reason: '', reviewed_by: null, reviewed_at: null });
    const { user } = renderAt('/admin/finance/refund/4');
    await screen.findByText('RDEMOSS20260310001259');
    await user.click(screen.getByRole('button', { name: label('审核') }));
    const dialog = await modalTitled('审核退款');
    await user.click(within(dialog).getByRole('textbox', { name: '审核意见' }));
    await user.paste('同意退款');
    await user.click(within(dialog).getByRole('button', { name: label('确定') }));
    expect(await screen.findByText(REFUND_REQUEST_MSG.payeeShort)).toBeInTheDocument();
    expect(mockRefunds().refunds.find((r) => r.id === 4)!.status).toBe('pending');
    expect(mockDb.orders.find((o) => o.id === 7)!.refunded_cents).toBe(0);
  });

  it('shows 暂无数据 and the server message for a refund of another institution', async () => {
    // refund 7: order 11 of 星辰青少年体育培训中心
    renderAt('/admin/finance/refund/7', 'org_gov');
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    expect(await screen.findByText('请求的资源不存在')).toBeInTheDocument();
  });
});
