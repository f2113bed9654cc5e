import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { renderWithProviders } from 'shared/testing';
import { recordRequests, setupPageTest, signInForTest } from 'shared/mocks/testing';
import { ok } from 'shared/mocks';
import routes from '../../../app/routes';

// antd selects and pickers are slow in jsdom on a busy 2-core machine.
jest.setTimeout(60_000);

const server = setupPageTest();
const requests = recordRequests(server, '/api/admin/pay_order_list');

function renderAt(path: string, account = 'admin') {
  const { rootStore } = signInForTest(account);
  return renderWithProviders(null, { routes: routes.adminRoutes, route: path, rootStore });
}

describe('FinanceOrderList 订单管理', () => {
  it('shows the orders of every institution to a platform admin, amounts in yuan', async () => {
    renderAt('/admin/finance/order');
    expect(await screen.findByText('SS20261105001555')).toBeInTheDocument();
    const row = screen.getByText('SS20261105001555').closest('tr')!;
    expect(within(row).getByText('黄龙网球中心 场地预订')).toBeInTheDocument();
    expect(within(row).getByText('¥240.00')).toBeInTheDocument();
    expect(within(row).getByText('待支付')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: '所属机构' })).toBeInTheDocument();
    expect(screen.getByText('共 22 条')).toBeInTheDocument();
    expect(requests[0].searchParams.get('start')).toBe('0');
    expect(requests[0].searchParams.get('count')).toBe('10');
    expect(requests[0].searchParams.has('institution_id')).toBe(false);
  });

  it('sends status and keyword filters and the page offset', async () => {
    const { user } = renderAt('/admin/finance/order');
    await screen.findByText('SS20261105001555');

    await user.click(screen.getByRole('combobox', { name: '订单状态' }));
    await user.click(await screen.findByTitle('已支付'));
    await user.click(screen.getByRole('textbox', { name: '关键字' }));
    await user.paste('马拉松');
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));

    await waitFor(() => expect(requests.at(-1)?.searchParams.get('keyword')).toBe('马拉松'));
    const last = requests.at(-1)!;
    expect(last.searchParams.get('status')).toBe('已支付');
    expect(last.searchParams.get('start')).toBe('0');
    expect(await screen.findByText('共 3 条')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).queryByText('待支付')).not.toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByText('已支付')).toHaveLength(3);
  });

  it('asks for the second page with start=10', async () => {
    const { user } = renderAt('/admin/finance/order');
    await screen.findByText('SS20261105001555');
    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(requests.at(-1)?.searchParams.get('start')).toBe('10'));
  });

  it('limits an organiser to the active institution', async () => {
    renderAt('/admin/finance/order', 'org_gov');
    expect(await screen.findByText('共 5 条')).toBeInTheDocument();
    expect(requests[0].searchParams.get('institution_id')).toBe('1');
    expect(screen.queryByRole('columnheader', { name: '所属机构' })).not.toBeInTheDocument();
  });

  it('shows 暂无数据 when there are no orders', async () => {
    server.use(mswHttp.get('/api/admin/pay_order_list', () => ok({ list: [], total: 0 })));
    renderAt('/admin/finance/order');
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });
});

describe('订单详情', () => {
  it('opens from the list and shows items, total and status history', async () => {
    const { user } = renderAt('/admin/finance/order');
    await user.click(await screen.findByRole('link', { name: '查看订单 SS20261102001481' }));

    expect(await screen.findByText('3号场 19:00-21:00')).toBeInTheDocument();
    expect(screen.getByText('订单明细')).toBeInTheDocument();
    expect(screen.getByText('郑可欣')).toBeInTheDocument();
    expect(screen.getByText('微信支付')).toBeInTheDocument();
    expect(screen.getAllByText('¥160.00').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText(/待支付 → 已支付（支付成功）/)).toBeInTheDocument();
  });

  it('shows a refunded order with its three status changes', async () => {
    renderAt('/admin/finance/order/3');
    expect(await screen.findByText(/已支付 → 已退款/)).toBeInTheDocument();
    expect(screen.getByText(/用户下单/)).toBeInTheDocument();
    expect(screen.getAllByText('¥160.00').length).toBeGreaterThanOrEqual(1);
  });

  it('offers 标记已支付 for an unpaid sign-up fee order, asks for a note and shows the order paid offline', async () => {
    const { user } = renderAt('/admin/finance/order/4', 'org_gov');
    await user.click(await screen.findByRole('button', { name: '标记已支付' }));
    const dialog = await screen.findByRole('dialog', { name: '标记已支付' });
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('请填写收款说明')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('textbox', { name: '收款说明' }));
    await user.paste('现场现金收款');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));

    expect(await screen.findByText(/待支付 → 已支付（线下收款：现场现金收款/)).toBeInTheDocument();
    expect(screen.getByText('线下收款')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '标记已支付' })).not.toBeInTheDocument();
  });

  it('offers no 标记已支付 for an order that is not a sign-up fee (a venue booking)', async () => {
    renderAt('/admin/finance/order/15');
    expect(await screen.findByText('2号场（硬地） 08:00-10:00')).toBeInTheDocument();
    expect(screen.getAllByText('待支付').length).toBeGreaterThanOrEqual(1);
    expect(screen.queryByRole('button', { name: '标记已支付' })).not.toBeInTheDocument();
  });

  it('offers no 标记已支付 for a paid sign-up fee order', async () => {
    renderAt('/admin/finance/order/1');
    expect(await screen.findByText('女子100米')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '标记已支付' })).not.toBeInTheDocument();
  });

  it('shows 暂无数据 and the server message for an order of another institution', async () => {
    renderAt('/admin/finance/order/6', 'org_gov');
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    expect(await screen.findByText('请求的资源不存在')).toBeInTheDocument();
  });
});
