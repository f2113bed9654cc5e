import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { renderWithProviders } from 'shared/testing';
import { ok } from 'shared/mocks';
import { setupPageTest } from 'shared/mocks/testing';
import routes from '../../../app/routes';
import { phoneRoutes } from '../../../app/enrolment-routes';
import { NO_ZOOM_VIEWPORT } from '../components/no-zoom';

jest.setTimeout(60_000);
const server = setupPageTest();

const renderAt = (route: string) => renderWithProviders(null, { routes: routes.publicRoutes, route });
const viewport = () => document.querySelector('meta[name="viewport"]')?.getAttribute('content');

describe('phone routes (spec §2.1)', () => {
  it('titles /phone 首页, /cgDetail 场馆详情, /phone/my-bookings 我的预订, /phone/feedback 意见反馈 and /phone/my-feedback 我的反馈 under one layout', () => {
    const [layout] = phoneRoutes;
    expect(layout!.handle).toEqual({ title: '首页' });
    expect(layout!.children!.map((r) => [r.path, (r.handle as { title: string }).title])).toEqual([
      ['/phone', '首页'],
      ['/cgDetail', '场馆详情'],
      ['/phone/my-bookings', '我的预订'],
      ['/phone/feedback', '意见反馈'],
      ['/phone/my-feedback', '我的反馈'],
    ]);
  });

  it('/phone shows headlines, recommended events, the latest articles and approved venues', async () => {
    renderAt('/phone');
    expect(await screen.findAllByText('加载中，请稍等....')).not.toHaveLength(0);
    const carousel = await screen.findByRole('region', { name: '头条' });
    expect(within(carousel).getByRole('img', { name: '2026杭州马拉松鸣枪开跑' })).toBeInTheDocument();
    expect(within(carousel).getAllByRole('button', { name: /^第\d条头条$/ })).toHaveLength(3);

    const events = screen.getByRole('list', { name: '推荐赛事' });
    expect(within(events).getAllByRole('listitem')).toHaveLength(4);
    expect(within(events).getByRole('link', { name: /2026年钱塘江半程马拉松/ })).toHaveAttribute('href', '/match/25');

    const articles = await screen.findByRole('list', { name: '最新资讯' });
    expect(within(articles).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(within(articles).getAllByRole('link')[0]).toHaveAttribute('href', expect.stringMatching(/^\/articleDetails\?id=\d+$/));

    const venues = await screen.findByRole('list', { name: '场馆' });
    const names = within(venues).getAllByRole('link').map((l) => l.textContent);
    expect(names.some((n) => n?.includes('黄龙体育中心体育场'))).toBe(true);
    expect(names.some((n) => n?.includes('黄龙羽毛球馆（新馆）'))).toBe(false); // pending
    expect(names.some((n) => n?.includes('西溪全民健身中心'))).toBe(false); // rejected
    expect(within(venues).getByRole('link', { name: /黄龙体育中心体育场/ })).toHaveAttribute('href', '/cgDetail?id=1');
  });

  it('moves the carousel with its dots and swipes', async () => {
    const { user } = renderAt('/phone');
    const carousel = await screen.findByRole('region', { name: '头条' });
    await user.click(within(carousel).getByRole('button', { name: '第2条头条' }));
    expect(within(carousel).getByRole('img', { name: '浙江省田径锦标赛圆满落幕，多项纪录被刷新' })).toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: '第2条头条' })).toHaveAttribute('aria-current', 'true');
    // swipe left: the next one; swipe right twice: back past the first to the last
    fireEvent.touchStart(carousel, { touches: [{ clientX: 300 }] });
    fireEvent.touchEnd(carousel, { changedTouches: [{ clientX: 100 }] });
    expect(within(carousel).getByRole('button', { name: '第3条头条' })).toHaveAttribute('aria-current', 'true');
    for (let i = 0; i < 3; i += 1) {
      fireEvent.touchStart(carousel, { touches: [{ clientX: 100 }] });
      fireEvent.touchEnd(carousel, { changedTouches: [{ clientX: 300 }] });
    }
    expect(within(carousel).getByRole('button', { name: '第3条头条' })).toHaveAttribute('aria-current', 'true');
    // a short touch is a tap, not a swipe
    fireEvent.touchStart(carousel, { touches: [{ clientX: 100 }] });
    fireEvent.touchEnd(carousel, { changedTouches: [{ clientX: 110 }] });
    expect(within(carousel).getByRole('button', { name: '第3条头条' })).toHaveAttribute('aria-current', 'true');
  });

  it('blocks gesture zoom while a phone page is shown and gives the viewport back afterwards', async () => {
    const meta = document.createElement('meta');
    meta.name = 'viewport';
    meta.content = 'width=device-width, initial-scale=1';
    document.head.appendChild(meta);
    const { unmount } = renderAt('/phone');
    await screen.findByRole('region', { name: '头条' });
    expect(viewport()).toBe(NO_ZOOM_VIEWPORT);
    const pinch = new Event('touchmove', { cancelable: true }) as Event & { touches: unknown[] };
    Object.defineProperty(pinch, 'touches', { value: [{}, {}] });
    document.dispatchEvent(pinch);
    expect(pinch.defaultPrevented).toBe(true);
    const gesture = new Event('gesturestart', { cancelable: true });
    document.dispatchEvent(gesture);
    expect(gesture.defaultPrevented).toBe(true);
    unmount();
    expect(viewport()).toBe('width=device-width, initial-scale=1');
    const after = new Event('gesturestart', { cancelable: true });
    document.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
    meta.remove();
  });

  it('says 暂无数据 where a block is empty', async () => {
    server.use(
      mswHttp.get('/api/phone/venue_list', () => ok({ list: [], total: 0 })),
      mswHttp.get('/api/article/list', () => ok({ list: [], total: 0 })),
    );
    renderAt('/phone');
    await screen.findByRole('region', { name: '头条' });
    await waitFor(() => expect(within(screen.getByRole('region', { name: '场馆' })).getByText('暂无数据')).toBeInTheDocument());
    expect(within(screen.getByRole('region', { name: '最新资讯' })).getByText('暂无数据')).toBeInTheDocument();
  });
});

describe('/cgDetail (场馆详情)', () => {
  it('shows an approved venue: photos, address, hours, sports, contact, coordinates with a map link, courts', async () => {
    renderAt('/cgDetail?id=1');
    expect(await screen.findByText('加载中，请稍等....')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '黄龙体育中心体育场' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '场馆照片' })).getAllByRole('button', { name: /^第\d张照片$/ })).toHaveLength(2);
    expect(screen.getByText('杭州市西湖区黄龙路1号')).toBeInTheDocument();
    expect(screen.getByText('06:00-21:00')).toBeInTheDocument();
    expect(screen.getByText('田径、足球')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '0571-87961234' })).toHaveAttribute('href', 'tel:0571-87961234');
    expect(screen.getByText(/经度 120.1376，纬度 30.2689/)).toBeInTheDocument();
    const map = screen.getByRole('link', { name: '在地图中查看' });
    expect(map.getAttribute('href')).toContain('https://uri.amap.com/marker?position=120.1376,30.2689');
    expect(map).toHaveAttribute('rel', 'noopener noreferrer');
    const courts = screen.getByRole('list', { name: '场地' });
    expect(within(courts).getAllByRole('listitem')).toHaveLength(3);
    expect(courts).toHaveTextContent('足球场（天然草）');
    expect(courts).toHaveTextContent('室外');
    await waitFor(() => expect(document.title).toContain('黄龙体育中心体育场'));
  });

  it('says 暂无数据 for an unapproved, unknown or missing venue', async () => {
    for (const route of ['/cgDetail?id=4', '/cgDetail?id=999', '/cgDetail']) {
      const { unmount } = renderAt(route);
      expect(await screen.findByText('暂无数据')).toBeInTheDocument();
      expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
      unmount();
    }
  });
});
