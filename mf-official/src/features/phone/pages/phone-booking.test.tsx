import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { renderWithProviders } from 'shared/testing';
import { fail } from 'shared/mocks';
import { setupPageTest, signInForTest } from 'shared/mocks/testing';
import routes from '../../../app/routes';

jest.setTimeout(60_000);
const server = setupPageTest();

const renderAt = (route: string, account?: string) => {
  const rendered = renderWithProviders(null, { routes: routes.publicRoutes, route, rootStore: account ? signInForTest(account).rootStore : undefined });
  return { ...rendered, router: rendered.router! };
};
const slot = (court: string, clock: string) => screen.getByRole('button', { name: new RegExp(`^${court} ${clock}–\\d\\d:\\d\\d (可订|已选)`) });

/** The venue's third bookable day, its grid shown. */
async function openThirdDay() {
  const days = await screen.findByRole('tablist', { name: '日期' });
  const tabs = within(days).getAllByRole('tab');
  expect(tabs.length).toBeGreaterThanOrEqual(3);
  expect(tabs[0]).toHaveTextContent('今天');
  fireEvent.click(tabs[2]!);
  await screen.findByRole('table', { name: '场地时段' });
}

describe('/cgDetail booking (预订场地)', () => {
  it('shows the date strip and the slot grid with prices, totals the chosen half hours and sends a visitor to log in', async () => {
    const { router } = renderAt('/cgDetail?id=1');
    await openThirdDay();
    expect(screen.getByText(/退订规则：开始前24小时及以上取消全额退款/)).toBeInTheDocument();
    fireEvent.click(slot('主田径场', '18:00'));
    fireEvent.click(slot('主田径场', '18:30'));
    expect(slot('主田径场', '18:00')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/已选 1小时，合计/)).toBeInTheDocument();
    // two half hours of one court apart: one range per court
    fireEvent.click(slot('主田径场', '20:00'));
    expect(screen.getByText('同一场地请选择连续的时段')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '去支付' })).toBeDisabled();
    fireEvent.click(slot('主田径场', '20:00'));
    fireEvent.click(screen.getByRole('button', { name: '去支付' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/official/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/cgDetail?id=1')}`);
  });

  it('finds the free courts of 18:00–19:30 (找空场) and holds the chosen one, then the cashier pays its order', async () => {
    const { router } = renderAt('/cgDetail?id=1', 'athlete');
    await openThirdDay();
    const finder = screen.getByRole('search', { name: '找空场' });
    fireEvent.change(within(finder).getByLabelText('开始时间'), { target: { value: '18:00' } });
    fireEvent.change(within(finder).getByLabelText('时长'), { target: { value: '90' } });
    fireEvent.click(within(finder).getByRole('button', { name: '找空场' }));
    const free = await within(finder).findByRole('list', { name: '空闲场地' });
    fireEvent.click(within(free).getByRole('button', { name: /主田径场 18:00–19:30/ }));
    expect(slot('主田径场', '19:00')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/已选 1小时30分钟，合计/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '去支付' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/admin\/account\/pay\/CD\d+$/));
  });

  it("shows the server's refusal in Chinese and reloads the grid", async () => {
    server.use(mswHttp.post('/api/venue_site/hold', () => fail(40000, '该时段已被预订')));
    renderAt('/cgDetail?id=1', 'athlete');
    await openThirdDay();
    fireEvent.click(slot('主田径场', '10:00'));
    fireEvent.click(screen.getByRole('button', { name: '去支付' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('该时段已被预订');
    await waitFor(() => expect(slot('主田径场', '10:00')).toHaveAttribute('aria-pressed', 'false'));
  });

  it('links 我的预订 from the venue', async () => {
    renderAt('/cgDetail?id=1');
    await openThirdDay();
    expect(screen.getByRole('link', { name: '我的预订' })).toHaveAttribute('href', '/phone/my-bookings');
  });

  it('links 我的预订 from the phone home', async () => {
    renderAt('/phone');
    expect(await screen.findByRole('link', { name: '我的预订' })).toHaveAttribute('href', '/phone/my-bookings');
  });
});

describe('/phone/my-bookings (我的预订)', () => {
  afterEach(() => jest.useRealTimers());

  it('counts a hold down (fake timers) and resumes the payment of the same order (继续支付), not a new booking', async () => {
    const first = renderAt('/cgDetail?id=1', 'athlete');
    await openThirdDay();
    fireEvent.click(slot('主田径场', '12:00'));
    fireEvent.click(screen.getByRole('button', { name: '去支付' }));
    await waitFor(() => expect(first.router.state.location.pathname).toMatch(/^\/admin\/account\/pay\//));
    const cashier = first.router.state.location.pathname;
    first.unmount();

    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    const { router } = renderAt('/phone/my-bookings', 'athlete');
    const list = await screen.findByRole('list', { name: '我的预订' });
    const hold = within(list).getAllByRole('listitem').find((li) => within(li).queryByRole('timer'))!;
    expect(hold).toHaveTextContent('待支付');
    const timer = within(hold).getByRole('timer', { name: '支付剩余时间' });
    const before = timer.textContent;
    expect(before).toMatch(/请在 (10:00|09:5\d) 内完成支付/);
    act(() => jest.advanceTimersByTime(65_000));
    expect(timer.textContent).not.toBe(before);
    expect(timer).toHaveTextContent(/请在 0[89]:\d\d 内完成支付/);
    fireEvent.click(within(hold).getByRole('button', { name: '继续支付' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(cashier));
  });

  it('shows a booking with its 核销码 and QR code, and the refund the policy allows before cancelling', async () => {
    renderAt('/phone/my-bookings', 'athlete');
    const list = await screen.findByRole('list', { name: '我的预订' });
    const booked = within(list).getAllByRole('listitem').find((li) => li.textContent?.includes('已预订'))!;
    const code = within(booked).getByLabelText('核销码').textContent!;
    expect(code).toMatch(/^[A-Z0-9]{10}$/);
    expect(within(booked).getByRole('img', { name: `核销码二维码 ${code}` })).toBeInTheDocument();
    fireEvent.click(within(booked).getByRole('button', { name: '取消预订' }));
    const dialog = await within(booked).findByRole('dialog', { name: '确认取消预订' });
    expect(dialog).toHaveTextContent(/按场馆退订规则(可退 ¥|不退款)/);
    fireEvent.click(within(dialog).getByRole('button', { name: '确认取消' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/^已取消/);
    // the list is read again: the booking says 已取消 and the result line stays under it
    const item = () => screen.getByRole('listitem', { name: booked.getAttribute('aria-label')! });
    await waitFor(() => expect(within(item()).getByText('已取消', { selector: 'span' })).toBeInTheDocument());
    expect(within(item()).queryByRole('button', { name: '取消预订' })).not.toBeInTheDocument();
    expect(within(item()).getByRole('status')).toHaveTextContent(/^已取消/);
  });

  it('sends a visitor to log in', async () => {
    const { router } = renderAt('/phone/my-bookings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/official/login'));
  });
});
