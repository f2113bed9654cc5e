import { configure, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { REFUND_REQUEST_MSG } from 'shared/rules';
import { mockDb, mockRefunds, ok } from 'shared/mocks';
import { recordRequests, setupPageTest, signInForTest } from 'shared/mocks/testing';
import { renderWithProviders } from 'shared/testing';
import routes from '../../../app/routes';
import { label, modalTitled, recordPosts } from '../test-helpers';

// antd selects and modals are slow in jsdom on a busy 2-core machine.
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 15_000 });

const server = setupPageTest();
const requests = recordRequests(server, '/api/admin/refund_list');
const checks = recordPosts(server, '/api/admin/refund/check');

/** Refunds of shared/src/mocks/fixtures/refunds.ts, by their number (RDEMO + the order number). */
const PENDING_INST_1 = 'RDEMOSS20260902001074'; // order 2, 杭州市体育局, ¥238.00 支付宝, 待审核
const PENDING_PARTIAL = 'RDEMOSS20260410001222'; // order 6, 浙江省田径协会, ¥3,360.00 of ¥4,560.00
const PENDING_INST_3 = 'RDEMOSS20260715001407'; // order 11, 星辰, ¥500.00 微信支付, 待审核
const REFUNDED_INST_1 = 'RDEMOSS20260903001111'; // order 3, 已退款

function renderAt(account = 'admin', path = '/admin/finance/refund') {
  const { rootStore } = signInForTest(account);
  return { ...renderWithProviders(null, { routes: routes.adminRoutes, route: path, rootStore }), rootStore };
}

const rowOf = async (refundNo: string) => (await screen.findByText(refundNo)).closest('tr')!;

describe('FinanceRefundList 退款管理', () => {
  it('shows every institution’s refunds to the platform admin: amounts in yuan, initiator, status and 审核 on pending ones', async () => {
    renderAt();
    const row = await rowOf(PENDING_PARTIAL);
    expect(screen.getByText('共 8 条')).toBeInTheDocument();
    expect(within(row).getByText('SS20260410001222')).toBeInTheDocument();
    expect(within(row).getByText('2026年浙江省田径锦标赛 报名费')).toBeInTheDocument();
    expect(within(row).getByText('王思远')).toBeInTheDocument();
    expect(within(row).getByText('浙江省田径协会')).toBeInTheDocument();
    expect(within(row).getByText('¥3,360.00')).toBeInTheDocument();
    expect(within(row).getByText('付款人申请')).toBeInTheDocument();
    expect(within(row).getByText('待审核')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: `审核退款 ${PENDING_PARTIAL}` })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: `退款详情 ${PENDING_PARTIAL}` })).toHaveAttribute('href', '/admin/finance/refund/6');

    const done = await rowOf(REFUNDED_INST_1);
    expect(within(done).getByText('已退款')).toBeInTheDocument();
    expect(within(done).queryByRole('button', { name: /审核退款/ })).not.toBeInTheDocument();
    // 退款金额 and 状态 early, so 待审核 is in view at 1366 px without scrolling
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['退款单号', '订单号', '内容', '退款金额', '状态', '付款人', '所属机构', '发起方', '申请时间', '操作']);
    expect(screen.getAllByRole('button', { name: /^审核退款/ })).toHaveLength(4);
    expect(requests[0].searchParams.get('start')).toBe('0');
    expect(requests[0].searchParams.get('count')).toBe('10');
    expect(requests[0].searchParams.has('institution_id')).toBe(false);
  });

  it('sends the status and keyword filters', async () => {
    const { user } = renderAt();
    await rowOf(PENDING_INST_1);
    await user.click(screen.getByRole('combobox', { name: '退款状态' }));
    await user.click(await screen.findByTitle('已驳回'));
    await user.click(screen.getByRole('button', { name: label('查询') }));

    await waitFor(() => expect(requests.at(-1)?.searchParams.get('status')).toBe('rejected'));
    expect(await screen.findByText('共 1 条')).toBeInTheDocument();
    expect(screen.getByText('RDEMOSS20260310001259')).toBeInTheDocument();
    expect(screen.queryByText(PENDING_INST_1)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: label('重置') }));
    await user.click(screen.getByRole('textbox', { name: '关键字' }));
    await user.paste('马拉松');
    await user.click(screen.getByRole('button', { name: label('查询') }));
    await waitFor(() => expect(requests.at(-1)?.searchParams.get('keyword')).toBe('马拉松'));
    // 2026杭州马拉松 (orders 2 and 3) and 2026钱塘江国际半程马拉松 (order 16)
    expect(await screen.findByText('共 3 条')).toBeInTheDocument();
    expect(requests.at(-1)?.searchParams.has('status')).toBe(false);
  });

  it('limits an organiser to the active institution, without the institution column, and 审核 only where it may', async () => {
    renderAt('org_gov');
    expect(await screen.findByText('共 2 条')).toBeInTheDocument();
    expect(requests[0].searchParams.get('institution_id')).toBe('1');
    expect(screen.queryByRole('columnheader', { name: '所属机构' })).not.toBeInTheDocument();
    expect(screen.queryByText(PENDING_INST_3)).not.toBeInTheDocument();
    expect(within(await rowOf(PENDING_INST_1)).getByRole('button', { name: `审核退款 ${PENDING_INST_1}` })).toBeInTheDocument();
    expect(within(await rowOf(REFUNDED_INST_1)).queryByRole('button', { name: /审核退款/ })).not.toBeInTheDocument();
  });

  it('approves a request with a required 审核意见: the order is refunded, the list and the menu badge are read again', async () => {
    const { user, rootStore } = renderAt('org_gov');
    const counts = rootStore.ui.countsVersion;
    await user.click(within(await rowOf(PENDING_INST_1)).getByRole('button', { name: `审核退款 ${PENDING_INST_1}` }));
    const dialog = await modalTitled('审核退款');
    expect(within(dialog).getByText('¥238.00（订单 ¥238.00，已退 ¥0.00）')).toBeInTheDocument();
    expect(within(dialog).getByText('行程冲突无法参赛')).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: '通过' })).toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: label('确定') }));
    expect(await within(dialog).findByText('请填写审核意见')).toBeInTheDocument();
    expect(checks).toHaveLength(0);

    await user.click(within(dialog).getByRole('textbox', { name: '审核意见' }));
    await user.paste('同意退款');
    await user.click(within(dialog).getByRole('button', { name: label('确定') }));

    expect(await screen.findByText('已通过，款项将原路退回')).toBeInTheDocument();
    // a gateway refund is 退款中 until the gateway pays it back; the list read again shows it paid back
    await waitFor(async () => expect(within(await rowOf(PENDING_INST_1)).getByText('已退款')).toBeInTheDocument());
    expect(within(await rowOf(PENDING_INST_1)).queryByRole('button', { name: /审核退款/ })).not.toBeInTheDocument();
    expect(rootStore.ui.countsVersion).toBe(counts + 1);

    expect(checks).toHaveLength(1);
    expect(checks[0].body).toEqual({ id: 5, action: 'approve', reason: '同意退款' });
    expect(checks[0].key).toMatch(/^[0-9a-f-]{36}$/);
    const order = mockDb.orders.find((o) => o.id === 2)!;
    expect(order.status).toBe('已退款');
    expect(order.refunded_cents).toBe(23800);
    expect(order.status_history.at(-1)?.note).toBe('退款 238.00 元（行程冲突无法参赛），支付宝原路退回');
    // the money: out of the institution's pending income, then paid back by the gateway
    expect(mockDb.ledger.filter((t) => t.key.endsWith(PENDING_INST_1)).map((t) => t.key)).toEqual([`refund:${PENDING_INST_1}`, `refund_payout:${PENDING_INST_1}`]);
  });

  it('rejects a request with its reason and keeps the order paid', async () => {
    const { user } = renderAt('org_youth');
    await user.click(within(await rowOf(PENDING_INST_3)).getByRole('button', { name: `审核退款 ${PENDING_INST_3}` }));
    const dialog = await modalTitled('审核退款');
    await user.click(within(dialog).getByRole('radio', { name: '驳回' }));
    await user.click(within(dialog).getByRole('button', { name: label('确定') }));
    expect(await within(dialog).findByText('请填写审核意见')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('textbox', { name: '审核意见' }));
    await user.paste('比赛已开始，不符合退款规则');
    await user.click(within(dialog).getByRole('button', { name: label('确定') }));

    expect(await screen.findByText('已驳回退款申请')).toBeInTheDocument();
    await waitFor(async () => expect(within(await rowOf(PENDING_INST_3)).getByText('已驳回')).toBeInTheDocument());
    expect(checks.map((c) => c.body)).toEqual([{ id: 7, action: 'reject', reason: '比赛已开始，不符合退款规则' }]);
    expect(mockRefunds().refunds.find((r) => r.id === 7)).toMatchObject({ status: 'rejected', review_reason: '比赛已开始，不符合退款规则', reviewed_by: 3 });
    expect(mockDb.orders.find((o) => o.id === 11)!.status).toBe('已支付');
  });

  it('shows the server’s refusal when the request was reviewed meanwhile, and keeps the modal open', async () => {
    const { user } = renderAt();
    await user.click(within(await rowOf(PENDING_PARTIAL)).getByRole('button', { name: `审核退款 ${PENDING_PARTIAL}` }));
    const dialog = await modalTitled('审核退款');
    // another reviewer decided first
    mockRefunds().refunds.find((r) => r.id === 6)!.status = 'rejected';
    await user.click(within(dialog).getByRole('textbox', { name: '审核意见' }));
    await user.paste('同意');
    await user.click(within(dialog).getByRole('button', { name: label('确定') }));
    expect(await screen.findByText(REFUND_REQUEST_MSG.notPending)).toBeInTheDocument();
    expect(screen.getByText('审核退款', { selector: '.ant-modal-title' })).toBeInTheDocument();
    expect(mockDb.orders.find((o) => o.id === 6)!.refunded_cents).toBe(0);
  });

  it('shows 暂无数据 when there are no refunds', async () => {
    server.use(mswHttp.get('/api/admin/refund_list', () => ok({ list: [], total: 0 })));
    renderAt();
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });
});
