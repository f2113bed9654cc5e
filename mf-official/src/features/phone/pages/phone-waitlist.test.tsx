import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { renderWithProviders } from 'shared/testing';
import { ok } from 'shared/mocks';
import { setupPageTest, signInForTest } from 'shared/mocks/testing';
import { addChinaDays, chinaDate, dayMinuteInstant } from 'shared/rules';
import routes from '../../../app/routes';

jest.setTimeout(60_000);
const server = setupPageTest();

const renderAt = (route: string, account?: string) => {
  const rendered = renderWithProviders(null, { routes: routes.publicRoutes, route, rootStore: account ? signInForTest(account).rootStore : undefined });
  return { ...rendered, router: rendered.router! };
};

/** Tomorrow's grid: the athlete's demo booking keeps 主田径场 07:00–08:00 taken. */
async function openTomorrow() {
  const days = await screen.findByRole('tablist', { name: '日期' });
  fireEvent.click(within(days).getAllByRole('tab')[1]!);
  await screen.findByRole('table', { name: '场地时段' });
}
const takenSlot = () => screen.getByRole('button', { name: '主田径场 07:00–07:30 已订 可候补' });

describe('候补 on /cgDetail', () => {
  it('offers 候补 on a taken slot, confirms it and tells the place in line', async () => {
    renderAt('/cgDetail?id=1', 'org_gov');
    await openTomorrow();
    fireEvent.click(takenSlot());
    const dialog = screen.getByRole('dialog', { name: '确认候补' });
    expect(dialog).toHaveTextContent('主田径场');
    expect(dialog).toHaveTextContent(/请在10分钟内完成支付/);
    fireEvent.click(within(dialog).getByRole('button', { name: '确认候补' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('已加入候补，当前排第1位');
    expect(within(dialog).getByRole('link', { name: '查看我的候补' })).toHaveAttribute('href', '/phone/my-bookings');
    // joining twice: the rules' refusal in Chinese
    fireEvent.click(within(dialog).getByRole('button', { name: '知道了' }));
    fireEvent.click(takenSlot());
    fireEvent.click(within(screen.getByRole('dialog', { name: '确认候补' })).getByRole('button', { name: '确认候补' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('您已在该时段的候补名单中');
  });

  it('sends a visitor to log in first', async () => {
    const { router } = renderAt('/cgDetail?id=1');
    await openTomorrow();
    fireEvent.click(takenSlot());
    await waitFor(() => expect(router.state.location.pathname).toBe('/official/login'));
  });
});

describe('我的候补 on /phone/my-bookings', () => {
  afterEach(() => jest.useRealTimers());

  it('lists a waiting entry with its place in line and leaves the line (取消候补)', async () => {
    const first = renderAt('/cgDetail?id=1', 'org_gov');
    await openTomorrow();
    fireEvent.click(takenSlot());
    fireEvent.click(within(screen.getByRole('dialog', { name: '确认候补' })).getByRole('button', { name: '确认候补' }));
    await screen.findByText(/已加入候补/);
    first.unmount();

    renderAt('/phone/my-bookings', 'org_gov');
    const list = await screen.findByRole('list', { name: '候补列表' });
    const [entry] = within(list).getAllByRole('listitem');
    expect(entry).toHaveTextContent('候补中');
    expect(entry).toHaveTextContent('当前排第1位');
    expect(entry).toHaveTextContent(/主田径场 · \d{4}-\d\d-\d\d 07:00–07:30/);
    fireEvent.click(within(entry!).getByRole('button', { name: '取消候补' }));
    fireEvent.click(within(within(entry!).getByRole('dialog', { name: '确认取消候补' })).getByRole('button', { name: '确认取消候补' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: '候补列表' })).not.toBeInTheDocument());
  });

  it("shows an offer's hold with its countdown (fake timers) and pays it at the cashier (继续支付)", async () => {
    const day = addChinaDays(chinaDate(new Date()), 1);
    const expires = new Date(Date.now() + 8 * 60_000).toISOString();
    server.use(
      mswHttp.get('/api/venue_site/my_waitlist', () =>
        ok({
          total: 1,
          list: [
            {
              id: 7,
              venue_id: 1,
              venue_name: '黄龙体育中心体育场',
              court_id: 1,
              court_name: '主田径场',
              start: dayMinuteInstant(day, 7 * 60).toISOString(),
              end: dayMinuteInstant(day, 8 * 60).toISOString(),
              state: 'offered',
              state_label: '已为您保留，待支付',
              position: 0,
              booking_id: 99,
              hold_expires_at: expires,
              order_no: 'CD202606060000000099',
              created_at: new Date().toISOString(),
            },
          ],
        }),
      ),
    );
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    const { router } = renderAt('/phone/my-bookings', 'org_gov');
    const list = await screen.findByRole('list', { name: '候补列表' });
    const [entry] = within(list).getAllByRole('listitem');
    expect(entry).toHaveTextContent('已为您保留，待支付');
    const timer = within(entry!).getByRole('timer', { name: '支付剩余时间' });
    expect(timer).toHaveTextContent(/请在 0[78]:\d\d 内完成支付/);
    act(() => jest.advanceTimersByTime(65_000));
    expect(timer).toHaveTextContent(/请在 0[67]:\d\d 内完成支付/);
    expect(within(entry!).queryByRole('button', { name: '取消候补' })).not.toBeInTheDocument();
    fireEvent.click(within(entry!).getByRole('button', { name: '继续支付' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/account/pay/CD202606060000000099'));
  });
});
