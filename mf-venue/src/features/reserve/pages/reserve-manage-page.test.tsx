import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { renderWithProviders } from 'shared/testing';
import { recordRequests, setupPageTest, signInForTest } from 'shared/mocks/testing';
import routes from '../../../app/routes';

// antd modals and the board's cells are slow in jsdom on a busy 2-core machine.
jest.setTimeout(90_000);

// the clock of the page and the mocks: Tuesday 2026-12-01 10:10 China time (only Date is faked)
const NOW = new Date('2026-12-01T02:10:00.000Z');
beforeEach(() =>
  jest.useFakeTimers({
    now: NOW,
    doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'hrtime', 'performance'],
  }),
);
afterEach(() => jest.useRealTimers());
const server = setupPageTest();
const recordReads = recordRequests(server, '/api/admin/venue_booking_records');

/** The open dialog with this title (antd's ids are all 'test-id' under jest, so its name is not the title). */
const dialogTitled = async (title: string) => {
  const found = await screen.findAllByRole('dialog');
  const dialog = found.find((d) => within(d).queryByText(title));
  if (!dialog) throw new Error(`没有标题为「${title}」的对话框`);
  return dialog;
};

function renderAt(route: string) {
  const { rootStore } = signInForTest('venue_mgr');
  return renderWithProviders(null, { routes: routes.adminRoutes, route, rootStore });
}

/** 黄龙体育中心体育场 (venue_mgr's venue in the mocks): a walk-in at the desk, its check-in by code, a cancellation. */
describe('ReserveManage 预订管理', () => {
  it('books a walk-in on the board, checks it in by its code, and cancels another with the refund said first', async () => {
    const { user } = renderAt('/admin/reserve/manage');
    await screen.findByRole('table', { name: '场地预订看板' });
    expect(screen.getByRole('link', { name: '订场设置' })).toHaveAttribute('href', '/admin/reserve/settings');
    expect(screen.getByRole('link', { name: '预订记录' })).toHaveAttribute('href', '/admin/reserve/record');

    const free = screen.getAllByRole('gridcell', { name: /10:30 空闲$/ })[0]!;
    const court = free.getAttribute('aria-label')!.split(' ')[0]!;
    await user.click(free);
    await user.click(screen.getByRole('button', { name: '前台预订（1）' }));
    const dialog = await dialogTitled('前台预订');
    await user.type(within(dialog).getByLabelText('预订人'), '散客王五');
    await user.type(within(dialog).getByLabelText('手机号'), '13900001111');
    await user.click(within(dialog).getByRole('button', { name: '确认预订' }));
    const done = await screen.findByText(/^预订成功，核销码 /);
    const code = done.textContent!.replace('预订成功，核销码 ', '');
    expect(await screen.findByRole('gridcell', { name: `${court} 10:30 已预订 散客王五 139****1111` })).toBeInTheDocument();

    await user.type(screen.getByPlaceholderText('输入或扫描核销码'), code);
    await user.click(screen.getByRole('button', { name: /核\s*销/ }));
    expect(await screen.findByText(`核销成功：${court} 散客王五`)).toBeInTheDocument();
    expect(await screen.findByRole('gridcell', { name: `${court} 10:30 已核销 散客王五 139****1111` })).toBeInTheDocument();

    await user.click(screen.getByRole('gridcell', { name: `${court} 11:00 空闲` }));
    await user.click(screen.getByRole('button', { name: '前台预订（1）' }));
    const second = await dialogTitled('前台预订');
    await user.type(within(second).getByLabelText('预订人'), '散客赵六');
    await user.type(within(second).getByLabelText('手机号'), '13900002222');
    await user.click(within(second).getByRole('checkbox', { name: /已在前台收款/ }));
    await user.click(within(second).getByRole('button', { name: '确认预订' }));
    await user.click(await screen.findByRole('gridcell', { name: `${court} 11:00 已预订 散客赵六 139****2222` }));
    const detail = await dialogTitled('预订详情');
    await user.click(within(detail).getByRole('button', { name: /取消预订/ }));
    expect(within(detail).getByText(/场馆取消预订：线上支付的订单按退订规则全额原路退回/)).toBeInTheDocument();
    await user.type(within(detail).getByRole('textbox', { name: '取消原因' }), '客人改期');
    await user.click(within(detail).getByRole('button', { name: /确认取消/ }));
    expect(await screen.findByText(/^已取消/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('gridcell', { name: `${court} 11:00 空闲` })).toBeInTheDocument());
  });

  it('draws the day asked last: the answer for today arriving after the one for tomorrow does not replace it', async () => {
    // today's board is held back until tomorrow's is on screen, then answered (a slow request overtaken by a quick one)
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let todayAnswered!: () => void;
    const answered = new Promise<void>((resolve) => (todayAnswered = resolve));
    server.use(
      http.get('*/api/admin/venue_board', async ({ request }) => {
        if (new URL(request.url).searchParams.get('day') === '2026-12-01') await gate;
      }),
    );
    server.events.on('response:mocked', ({ request }) => {
      if (request.url.includes('venue_board') && request.url.includes('day=2026-12-01')) todayAnswered();
    });
    const { user } = renderAt('/admin/reserve/manage');
    await user.click(await screen.findByRole('button', { name: '后一天' }));
    // 2026-12-02: the morning is bookable (today, at 10:10, it has passed)
    expect((await screen.findAllByRole('gridcell', { name: /06:00 空闲$/ })).length).toBeGreaterThan(0);
    release();
    await answered;
    await act(async () => {});
    expect(screen.getAllByRole('gridcell', { name: /06:00 空闲$/ }).length).toBeGreaterThan(0);
    expect(screen.queryAllByRole('gridcell', { name: /06:00 已过$/ })).toHaveLength(0);
  });

  it('filters 预订记录 by state and keyword', async () => {
    const { user } = renderAt('/admin/reserve/record');
    await screen.findByText(/共 \d+ 条/);
    await user.click(screen.getByRole('combobox', { name: '状态' }));
    await user.click(await screen.findByTitle('已锁场'));
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(recordReads.at(-1)!.searchParams.get('state')).toBe('blocked'));
    expect(await screen.findByText('校队训练')).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.every((r) => r.textContent!.includes('已锁场'))).toBe(true);
    await user.type(screen.getByRole('textbox', { name: '关键词' }), '13900009999');
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(recordReads.at(-1)!.searchParams.get('keyword')).toBe('13900009999'));
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });
});
