import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { recordRequests, setupPageTest, signInForTest } from 'shared/mocks/testing';
import routes from '../../../app/routes';

jest.setTimeout(60_000);
const server = setupPageTest();
const requests = recordRequests(server, '/api/admin/lives/list');

const renderAs = (account: string, route = '/admin/live/PlanLiveList') => {
  const { rootStore } = signInForTest(account);
  return renderWithProviders(null, { routes: routes.adminRoutes, route, rootStore });
};
const rowOf = (title: string) => screen.getByText(title).closest('tr')!;

describe('直播计划 (PlanLiveList)', () => {
  it("lists the institution's rooms not yet ended with the remaining quota", async () => {
    renderAs('org_gov');
    expect(await screen.findByText('共 2 条')).toBeInTheDocument();
    expect(requests[0].searchParams.get('phase')).toBe('plan');
    expect(requests[0].searchParams.get('institution_id')).toBe('1');
    expect(within(rowOf('杭州市全民健身羽毛球公开赛 · 半决赛')).getByText('直播中')).toBeInTheDocument();
    expect(within(rowOf('2026杭州城市定向赛 · 出发仪式')).getByText('未开始')).toBeInTheDocument();
    // other institutions' rooms are not listed
    expect(screen.queryByText('浙江省中学生篮球联赛 · 八强赛')).not.toBeInTheDocument();
    expect(await screen.findByText('直播场次：共 10 场，已用 3 场，剩余 7 场')).toBeInTheDocument();
  });

  it('starts a room, ends a live one after confirming, and shows the push and play addresses', async () => {
    const { user } = renderAs('org_gov');
    await screen.findByText('共 2 条');
    await user.click(screen.getByRole('button', { name: '推流信息 2026杭州城市定向赛 · 出发仪式' }));
    const info = (await screen.findByText('rtmp://push.live.saishi.example/live/room1004')).closest<HTMLElement>('[role="dialog"]')!;
    expect(info).toHaveTextContent('推流信息 · 2026杭州城市定向赛 · 出发仪式');
    expect(within(info).getByText(`${window.location.origin}/api/media/video-1fe0000000000000000000000000a001.m3u8`)).toBeInTheDocument();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(info).getByRole('button', { name: '复制推流地址' }));
    expect(writeText).toHaveBeenCalledWith('rtmp://push.live.saishi.example/live/room1004');
    expect(await screen.findByText('推流地址已复制')).toBeInTheDocument();
    await user.click(within(info).getAllByRole('button', { name: '关闭' })[0]);
    await waitFor(() => expect(info).not.toBeVisible());
    await user.click(screen.getByRole('button', { name: '开始直播 2026杭州城市定向赛 · 出发仪式' }));
    expect(await screen.findByText('直播已开始')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('2026杭州城市定向赛 · 出发仪式')).getByText('直播中')).toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: '结束直播 杭州市全民健身羽毛球公开赛 · 半决赛' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('确定结束「杭州市全民健身羽毛球公开赛 · 半决赛」的直播吗？');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('共 1 条')).toBeInTheDocument();

  });

  it('checks the form (required fields, HLS address) and saves an edited room', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'PUT' && request.url.endsWith('/api/admin/lives')) bodies.push((await request.clone().json()) as Record<string, unknown>);
    });
    const { user } = renderAs('org_gov');
    await screen.findByText('共 2 条');

    await user.click(screen.getByRole('button', { name: '新建直播' }));
    let dialog = await screen.findByRole('dialog', { name: '新建直播' });
    await user.type(within(dialog).getByLabelText('播放地址'), 'https://live.example.com/room.mp4');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('请填写直播标题')).toBeInTheDocument();
    expect(within(dialog).getByText('请选择开始和结束时间')).toBeInTheDocument();
    expect(within(dialog).getByText('播放地址必须是以 http:// 或 https:// 开头的 HLS 地址（.m3u8）')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /取\s*消/ }));

    await user.click(screen.getByRole('button', { name: '编辑 2026杭州城市定向赛 · 出发仪式' }));
    dialog = await screen.findByRole('dialog', { name: '编辑直播' });
    const title = within(dialog).getByLabelText('直播标题');
    await waitFor(() => expect(title).toHaveValue('2026杭州城市定向赛 · 出发仪式'));
    await user.clear(title);
    await user.type(title, '2026杭州城市定向赛 · 出发仪式直播');
    await user.clear(within(dialog).getByLabelText('推流地址'));
    await user.type(within(dialog).getByLabelText('推流地址'), 'http://push.example.com/x');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('推流地址必须以 rtmp:// 或 rtmps:// 开头')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('推流地址'));
    await user.type(within(dialog).getByLabelText('推流地址'), 'rtmp://push.example.com/live/new');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('直播已保存')).toBeInTheDocument();
    expect(await screen.findByText('2026杭州城市定向赛 · 出发仪式直播')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ id: 4, title: '2026杭州城市定向赛 · 出发仪式直播', push_url: 'rtmp://push.example.com/live/new', visibility: 'public' });
  });

  it('refuses a new room without quota and links to 购买直播', async () => {
    renderAs('org_youth');
    expect(await screen.findByText('直播场次额度不足（共 0 场，已用 0 场）')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '购买直播' })).toHaveAttribute('href', '/admin/live/BuyLiveIndex');
    expect(screen.getByRole('button', { name: '新建直播' })).toBeDisabled();
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });
});
