import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http as mswHttp } from 'msw';
import { renderWithProviders } from 'shared/testing';
import { recordRequests, setupPageTest, signInForTest } from 'shared/mocks/testing';
import routes from '../../../app/routes';

// antd selects and pickers are slow in jsdom on a busy 2-core machine.
jest.setTimeout(60_000);

const server = setupPageTest();
const requests = recordRequests(server, '/api/admin/acc_flow_list');

function renderAt(path: string, account = 'org_gov') {
  const { rootStore } = signInForTest(account);
  return renderWithProviders(null, { routes: routes.adminRoutes, route: path, rootStore });
}

const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((td) => td.textContent);

/**
 * 杭州市体育局's accounts (shared/src/mocks/fixtures/accounts.ts): 可提现余额 — settled ¥198.80 and ¥1,192.80, ¥556.00 paid
 * out, ¥278.00 rejected (released), ¥347.00 reserved; 待结算收入 — four payments, a refund, two settlements.
 */
describe('AccountFlowRecord 资金流水', () => {
  it('lists the 可提现余额 postings newest first with signed, coloured amounts and the balance after each', async () => {
    renderAt('/admin/account/flowRecord');
    expect(await screen.findByText('共 6 条')).toBeInTheDocument();
    expect(requests[0].searchParams.get('institution_id')).toBe('1');
    expect(requests[0].searchParams.get('account')).toBe('available');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['时间', '类型', '说明', '订单号', '金额', '余额']);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    // 类型, 金额, 余额: the two settlements, then three withdrawals (one rejected and released), newest first
    expect(rows.map((r) => [cells(r)[1], cells(r)[4], cells(r)[5]])).toEqual([
      ['提现冻结', '-¥347.00', '¥488.60'],
      ['提现驳回退回', '+¥278.00', '¥835.60'],
      ['提现冻结', '-¥278.00', '¥557.60'],
      ['提现冻结', '-¥556.00', '¥835.60'],
      ['结算', '+¥1,192.80', '¥1,391.60'],
      ['结算', '+¥198.80', '¥198.80'],
    ]);
    const settlement = rows.at(-1)!;
    // the time of the machine's zone: a week after the 田径锦标赛 ended (2026-04-19 18:00 China time)
    expect(cells(settlement)).toEqual([expect.stringMatching(/^2026-04-2[67] \d{2}:\d{2}$/), '结算', '结算 2026年杭州市青少年田径锦标赛 报名费', 'SS20260320001037', '+¥198.80', '¥198.80']);
    expect(within(settlement).getByText('+¥198.80').closest('.ant-typography')).toHaveClass('ant-typography-success');
    expect(cells(rows[0]).slice(1, 4)).toEqual(['提现冻结', '提现申请 TXDEMO00013', '-']);
    expect(within(rows[0]).getByText('-¥347.00').closest('.ant-typography')).toHaveClass('ant-typography-danger');
  });

  it('opens the account of the link (待结算收入) and sends the kind and date filters', async () => {
    const { user } = renderAt('/admin/account/flowRecord?account=pending');
    expect(await screen.findByText('共 7 条')).toBeInTheDocument();
    expect(requests[0].searchParams.get('account')).toBe('pending');
    expect(screen.getByRole('combobox', { name: '账户' }).closest('.ant-select')).toHaveTextContent('待结算收入');

    await user.click(screen.getByRole('combobox', { name: '类型' }));
    await user.click(await screen.findByTitle('退款'));
    await user.click(screen.getByPlaceholderText('开始日期'));
    await user.type(screen.getByPlaceholderText('开始日期'), '2026-09-01{Enter}');
    await user.type(screen.getByPlaceholderText('结束日期'), '2026-09-30{Enter}');
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));

    await waitFor(() => expect(requests.at(-1)!.searchParams.get('kind')).toBe('refund'));
    const last = requests.at(-1)!;
    expect([last.searchParams.get('from'), last.searchParams.get('to'), last.searchParams.get('account')]).toEqual(['2026-09-01', '2026-09-30', 'pending']);
    expect(await screen.findByText('共 1 条')).toBeInTheDocument();
    expect(screen.getByText('退款 2026年杭州马拉松 报名费')).toBeInTheDocument();
    expect(screen.getByText('-¥160.00')).toBeInTheDocument();
  });

  it('switches to another account: 提现中', async () => {
    const { user } = renderAt('/admin/account/flowRecord');
    await screen.findByText('共 6 条');
    await user.click(screen.getByRole('combobox', { name: '账户' }));
    await user.click(await screen.findByTitle('提现中'));
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(requests.at(-1)!.searchParams.get('account')).toBe('payout'));
    expect(await screen.findByText('共 5 条')).toBeInTheDocument();
  });

  it('shows 暂无数据 for an account without postings (账户余额)', async () => {
    renderAt('/admin/account/flowRecord?account=wallet');
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });

  it('导出: posts the export with the searched filters, shows the progress every 2 s and downloads the file when done', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const exports: unknown[] = [];
      const statusReads: string[] = [];
      server.events.on('request:start', ({ request }) => {
        const url = new URL(request.url);
        if (request.method === 'POST' && url.pathname === '/api/admin/acc_flow_list/export') void request.clone().json().then((body: unknown) => exports.push(body));
        if (url.pathname === '/api/admin/export_task') statusReads.push(url.searchParams.get('id')!);
      });
      // the mocks have no file bytes: a small file with the server's headers
      server.use(
        mswHttp.get('/api/admin/export_task/file', () =>
          new HttpResponse(new Uint8Array([80, 75, 3, 4]), {
            headers: {
              'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
              'content-disposition': "attachment; filename=\"export-1.xlsx\"; filename*=UTF-8''%E6%9D%AD%E5%B7%9E.xlsx",
            },
          }),
        ),
      );
      const createObjectURL = jest.fn(() => 'blob:flows');
      const revokeObjectURL = jest.fn();
      Object.assign(URL, { createObjectURL, revokeObjectURL });
      const clicked: string[] = [];
      const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push(this.download);
      });

      const { rootStore } = signInForTest('org_gov');
      renderWithProviders(null, { routes: routes.adminRoutes, route: '/admin/account/flowRecord?account=pending', rootStore });
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      expect(await screen.findByText('共 7 条')).toBeInTheDocument();
      await user.click(screen.getByRole('combobox', { name: '类型' }));
      await user.click(await screen.findByTitle('退款'));
      await user.click(screen.getByRole('button', { name: /查\s*询/ }));
      expect(await screen.findByText('共 1 条')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: /导\s*出/ }));
      await waitFor(() => expect(exports).toEqual([{ institution_id: 1, account: 'pending', kind: 'refund' }]));
      expect(await screen.findByRole('progressbar', { name: '导出进度' })).toBeInTheDocument();
      expect(statusReads).toEqual([]);

      // first read: running, 50 %
      await act(() => jest.advanceTimersByTimeAsync(2000));
      await waitFor(() => expect(screen.getByRole('progressbar', { name: '导出进度' })).toHaveAttribute('aria-valuenow', '50'));
      expect(statusReads).toHaveLength(1);
      expect(clicked).toEqual([]);

      // second read: done → the file is downloaded and the progress goes away
      await act(() => jest.advanceTimersByTimeAsync(2000));
      await waitFor(() => expect(clicked).toEqual(['杭州.xlsx']));
      expect(statusReads).toHaveLength(2);
      expect(createObjectURL).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('progressbar', { name: '导出进度' })).not.toBeInTheDocument();
      click.mockRestore();
    } finally {
      server.events.removeAllListeners();
      jest.useRealTimers();
    }
  });
});
