import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { formatDateTime } from 'shared';
import { AccountCharts, FLOW_COLUMNS, FlowFilterItems, ListPage, flowQuery, type AccountFlow, type InstitutionFlowFilterValues } from 'shared/antd';

// jsdom has no canvas: the SVG renderer draws the charts (see shared/charts/echart.test.tsx)
beforeEach(() => jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null));

const stats = {
  by_month: [
    { month: '2026-10', income_cents: 0, refund_cents: 0, withdraw_cents: 11900 },
    { month: '2026-11', income_cents: 120050, refund_cents: 0, withdraw_cents: 0 },
  ],
  by_competition: [{ name: '场地预订', income_cents: 59800, refund_cents: 16000 }],
};

describe('AccountCharts', () => {
  it('draws 收支趋势 and 各赛事收入与退款 in cards titled with their unit', async () => {
    render(<AccountCharts stats={stats} />);
    expect(screen.getByText('收支趋势（近12个月，元）')).toBeInTheDocument();
    expect(screen.getByText('各赛事收入与退款（元）')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: /^近2个月收入、退款与提现/ })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: '各赛事收入与退款：场地预订收入¥598.00、退款¥160.00' })).toBeInTheDocument();
  });

  it('names the second chart as told (a venue operator) and says 暂无数据 when it has no row', async () => {
    const { unmount } = render(<AccountCharts stats={stats} byCompetitionTitle="订场与赛事收入与退款" />);
    expect(screen.getByText('订场与赛事收入与退款（元）')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: '订场与赛事收入与退款：场地预订收入¥598.00、退款¥160.00' })).toBeInTheDocument();
    unmount();
    render(<AccountCharts stats={{ ...stats, by_competition: [] }} />);
    expect(within(screen.getByText('各赛事收入与退款（元）').closest('.ant-card')! as HTMLElement).getByText('暂无数据')).toBeInTheDocument();
  });
});

const flows: AccountFlow[] = [
  { id: 1, created_at: '2026-11-02T02:30:00.000Z', kind: 'payment', memo: '报名费', order_no: 'P1001', amount_cents: 9900, balance_cents: 19900 } as AccountFlow,
  { id: 2, created_at: '2026-11-03T02:30:00.000Z', kind: 'withdraw_payout', memo: '', order_no: '', amount_cents: -5000, balance_cents: 14900 } as AccountFlow,
];

describe('资金流水 columns and filters', () => {
  it('shows each flow: time, kind, memo or -, signed amount, balance', async () => {
    const fetcher = jest.fn(async () => ({ list: flows, total: 2 }));
    render(<ListPage<AccountFlow, object> fetcher={fetcher} rowKey="id" columns={FLOW_COLUMNS} />);
    const first = (await screen.findByText('报名费')).closest('tr')!;
    expect(within(first).getByText(formatDateTime(flows[0].created_at))).toBeInTheDocument();
    expect(within(first).getByText('P1001')).toBeInTheDocument();
    expect(within(first).getByText('+¥99.00')).toBeInTheDocument();
    expect(within(first).getByText('¥199.00')).toBeInTheDocument();
    const second = screen.getByText('-¥50.00').closest('tr')!;
    expect(within(second).getAllByText('-')).toHaveLength(2);
  });

  it('turns 账户, 日期 and 类型 into account, from, to and kind', async () => {
    const user = userEvent.setup();
    const fetcher = jest.fn(async (_q: object) => ({ list: [], total: 0 }));
    render(
      <ListPage<AccountFlow, object, InstitutionFlowFilterValues>
        fetcher={fetcher}
        rowKey="id"
        columns={FLOW_COLUMNS}
        initialValues={{ account: 'pending' }}
        toQuery={({ account, ...filters }) => ({ account, ...flowQuery(filters) })}
        filters={<FlowFilterItems account />}
      />,
    );
    await waitFor(() => expect(fetcher).toHaveBeenCalledWith(expect.objectContaining({ account: 'pending' })));
    expect(screen.getByPlaceholderText('开始日期')).toBeInTheDocument();
    expect(screen.getByText('全部类型')).toBeInTheDocument();
    expect(flowQuery({ dates: [dayjs('2026-11-01'), null], kind: 'payment' })).toEqual({ kind: 'payment', from: '2026-11-01', to: undefined });
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(2));
  });

  it('has no 账户 unless asked', () => {
    render(
      <ListPage<AccountFlow, object> fetcher={async () => ({ list: [], total: 0 })} rowKey="id" columns={FLOW_COLUMNS} filters={<FlowFilterItems />} />,
    );
    expect(screen.queryByText('账户')).toBeNull();
    expect(screen.getByText('日期')).toBeInTheDocument();
  });
});
