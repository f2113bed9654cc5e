import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { fail, ok } from 'shared/mocks';
import { renderWithProviders, pngFile } from 'shared/testing';
import { recordRequests, setupPageTest, signInForTest } from 'shared/mocks/testing';
import routes from '../../../app/routes';

jest.setTimeout(60_000);
const server = setupPageTest();
const listRequests = recordRequests(server, '/api/admin/lives/list');
const buyRequests = recordRequests(server, '/api/admin/live/buy');

const renderAs = (account: string, route: string) => {
  const { rootStore } = signInForTest(account);
  return renderWithProviders(null, { routes: routes.adminRoutes, route, rootStore });
};
const rowOf = (text: string) => screen.getByText(text).closest('tr')!;
const dialogWith = async (text: string) => (await screen.findByText(text)).closest<HTMLElement>('[role="dialog"]')!;

const png = () => pngFile('广告.png', 16, 9);

describe('直播列表 (backLivesList)', () => {
  it('shows every institution’s rooms to the platform admin, filters them, and hides and restores one', async () => {
    const { user } = renderAs('admin', '/admin/video/lives');
    expect(await screen.findByText('共 7 条')).toBeInTheDocument();
    expect(within(rowOf('联赛技术官员培训（内部）')).getByText('机构隐藏')).toBeInTheDocument();
    expect(within(rowOf('西湖国际马拉松 · 精彩回顾')).getByText('杭州市体育局')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: '状态' }));
    await user.click(await screen.findByTitle('直播中'));
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    expect(await screen.findByText('共 2 条')).toBeInTheDocument();
    expect(listRequests.at(-1)!.searchParams.get('status')).toBe('直播中');

    const title = '2026浙江省青少年田径联赛 · 决赛日直播';
    await user.click(within(rowOf(title)).getByRole('button', { name: `隐藏 ${title}` }));
    const dialog = await dialogWith(`隐藏后「${title}」不再在官网显示，机构也不能自行恢复。确定隐藏吗？`);
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('已隐藏')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf(title)).getByText('平台已隐藏')).toBeInTheDocument());
    await user.click(within(rowOf(title)).getByRole('button', { name: `恢复 ${title}` }));
    await waitFor(() => expect(within(rowOf(title)).getByText('公开')).toBeInTheDocument());
  });

  it('is for the platform admin only', async () => {
    renderAs('org_gov', '/admin/video/lives');
    expect(await screen.findByText('只有平台管理员可以查看全部直播')).toBeInTheDocument();
  });
});

describe('购买直播 (BuyLiveIndex)', () => {
  it('shows the packages, buys one after confirming (one order even on a double click) and lists it as 待支付', async () => {
    const { user } = renderAs('org_youth', '/admin/live/BuyLiveIndex');
    const card = (await screen.findByRole('button', { name: '购买 50场直播' })).closest<HTMLElement>('.ant-card')!;
    expect(card).toHaveTextContent('¥7,999.00');
    expect(card).toHaveTextContent('50 场直播 · 有效期 180 天');
    expect(await screen.findByText(/剩余 0 场/)).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: '购买 50场直播' }));
    const dialog = await dialogWith('购买「50场直播」，金额 ¥7,999.00。确认后生成待支付订单，支付完成后可创建直播。');
    const ok = within(dialog).getByRole('button', { name: '确认购买' });
    await user.dblClick(ok);
    expect(await screen.findByText(/^订单已生成：ZB\d+，请在订单列表中点击「去支付」完成支付$/)).toBeInTheDocument();
    expect(buyRequests).toHaveLength(1);

    // the order list tab opens with the new 待支付 order
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getByText('50场直播')).toBeInTheDocument());
    const order = within(table).getByText('50场直播').closest('tr')!;
    expect(within(order).getByText('待支付')).toBeInTheDocument();
    expect(within(order).getByText('支付后生效')).toBeInTheDocument();
    expect(screen.getByText('共 1 条')).toBeInTheDocument();
    // 去支付 leads to the cashier of that order (mf_finance's 收银台)
    const orderNo = within(order).getByText(/^ZB\d+$/).textContent!;
    expect(within(order).getByRole('link', { name: `去支付 ${orderNo}` })).toHaveAttribute('href', `/admin/account/pay/${orderNo}`);
  });

  it("lists an institution's earlier package orders with their status", async () => {
    const { user } = renderAs('org_multi', '/admin/live/BuyLiveIndex');
    await screen.findByText('10场直播');
    await user.click(screen.getByRole('tab', { name: '我的订单' }));
    expect(await screen.findByText('共 2 条')).toBeInTheDocument();
    expect(within(rowOf('ZB20261122900003')).getByText('待支付')).toBeInTheDocument();
    expect(within(rowOf('ZB20261122900003')).getByRole('link', { name: '去支付 ZB20261122900003' })).toHaveAttribute('href', '/admin/account/pay/ZB20261122900003');
    expect(within(rowOf('ZB20261024900002')).getByText('已支付')).toBeInTheDocument();
    expect(within(rowOf('ZB20261024900002')).queryByRole('link', { name: /去支付/ })).not.toBeInTheDocument();
  });
});

describe('已播列表 (PlayedLiveList)', () => {
  const title = '西湖国际马拉松 · 精彩回顾';
  /** Methods and paths of the replay-file requests of this test. */
  const replayFileCalls = () => {
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/api/admin/lives/replay_file')) calls.push(request.method);
    });
    return calls;
  };
  /** Files handed to the browser to save (saveDownloadedFile clicks a download link). */
  const savedFiles = () => {
    const saved: { name: string; href: string }[] = [];
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:replay'), revokeObjectURL: jest.fn() });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
    return saved;
  };
  afterEach(() => jest.restoreAllMocks());

  it('makes an MP4 of an HLS replay on the server, shows its progress, then saves the file', async () => {
    const calls = replayFileCalls();
    const saved = savedFiles();
    const { user } = renderAs('org_gov', '/admin/live/PlayedLiveList');
    expect(await screen.findByText('共 1 条')).toBeInTheDocument();
    expect(listRequests[0].searchParams.get('phase')).toBe('played');
    expect(within(rowOf(title)).getByText('已设置（HLS）')).toBeInTheDocument();
    const button = within(rowOf(title)).getByRole('button', { name: `下载回放 ${title}` });
    expect(button).toBeEnabled();

    await user.click(button);
    // queued, then 生成中 45% at the first poll (the mocks move a file on at every poll), then done and saved
    expect(await within(rowOf(title)).findByText('生成中 0%', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(await within(rowOf(title)).findByText('生成中 45%', {}, { timeout: 20_000 })).toBeInTheDocument();
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 20_000 });
    expect(saved[0]).toEqual({ name: `${title}-回放.mp4`, href: 'blob:replay' });
    expect(URL.createObjectURL).toHaveBeenCalledWith(expect.objectContaining({ type: 'video/mp4' }));
    expect(calls[0]).toBe('POST');
    expect(calls.slice(1).every((m) => m === 'GET')).toBe(true);
    await waitFor(() => expect(within(rowOf(title)).getByRole('button', { name: `下载回放 ${title}` })).toHaveTextContent('下载回放'), { timeout: 20_000 });

    // the file is made: a second click downloads it at once
    await user.click(within(rowOf(title)).getByRole('button', { name: `下载回放 ${title}` }));
    await waitFor(() => expect(saved).toHaveLength(2), { timeout: 20_000 });
    expect(calls.filter((m) => m === 'POST')).toHaveLength(2);
  });

  it('shows why an MP4 could not be made and makes it again when asked again', async () => {
    const reason = '视频下载失败：回放地址无法访问';
    const calls = replayFileCalls();
    const saved = savedFiles();
    let attempt = 0;
    server.use(
      http.post('/api/admin/lives/replay_file', () => {
        attempt += 1;
        return ok({ id: 1, room_id: 6, status: 'queued', progress: 0, url: '', file_name: '', size: 0, error: '', updated_at: null });
      }),
      http.get('/api/admin/lives/replay_file', () =>
        attempt === 1
          ? ok({ id: 1, room_id: 6, status: 'failed', progress: 0, url: '', file_name: '', size: 0, error: reason, updated_at: new Date().toISOString() })
          : ok({ id: 1, room_id: 6, status: 'running', progress: 80, url: '', file_name: '', size: 0, error: '', updated_at: new Date().toISOString() }),
      ),
    );
    const { user } = renderAs('org_gov', '/admin/live/PlayedLiveList');
    await screen.findByText('共 1 条');
    await user.click(within(rowOf(title)).getByRole('button', { name: `下载回放 ${title}` }));
    // the reason under the button (and as a message), and the button back to 下载回放
    await waitFor(() => expect(within(rowOf(title)).getByText(reason)).toBeInTheDocument(), { timeout: 20_000 });
    await waitFor(() => expect(screen.getAllByText(reason).length).toBeGreaterThanOrEqual(2));
    const button = within(rowOf(title)).getByRole('button', { name: `下载回放 ${title}` });
    expect(button).toHaveTextContent('下载回放');
    expect(saved).toHaveLength(0);

    await user.click(button);
    expect(await within(rowOf(title)).findByText('生成中 0%')).toBeInTheDocument();
    expect(within(rowOf(title)).queryByText(reason)).not.toBeInTheDocument();
    expect(calls.filter((m) => m === 'POST')).toHaveLength(2);
  });

  it('refuses in Chinese when the replay cannot be fetched by the server', async () => {
    server.use(http.post('/api/admin/lives/replay_file', () => fail(40000, '视频下载失败：回放地址指向内部网络，不能访问')));
    const { user } = renderAs('org_gov', '/admin/live/PlayedLiveList');
    await screen.findByText('共 1 条');
    await user.click(within(rowOf(title)).getByRole('button', { name: `下载回放 ${title}` }));
    expect(await screen.findByText('视频下载失败：回放地址指向内部网络，不能访问')).toBeInTheDocument();
    expect(within(rowOf(title)).getByRole('button', { name: `下载回放 ${title}` })).toHaveTextContent('下载回放');
  });

  it('sets a replay address and reports 视频下载失败 when the download fails', async () => {
    server.use(http.get('https://video.example.com/replay.mp4', () => HttpResponse.error()));
    const { user } = renderAs('org_gov', '/admin/live/PlayedLiveList');
    expect(await screen.findByText('共 1 条')).toBeInTheDocument();

    await user.click(within(rowOf(title)).getByRole('button', { name: `设置回放 ${title}` }));
    const dialog = await dialogWith(`设置回放 · ${title}`);
    await user.click(within(dialog).getByRole('radio', { name: '视频地址' }));
    const input = await within(dialog).findByLabelText('回放地址');
    await user.clear(input);
    await user.type(input, 'ftp://video.example.com/replay.mp4');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('回放地址必须以 http:// 或 https:// 开头')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'https://video.example.com/replay.mp4');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('回放已保存')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf(title)).getByText('已设置')).toBeInTheDocument());

    await user.click(within(rowOf(title)).getByRole('button', { name: `下载回放 ${title}` }));
    expect(await screen.findByText('视频下载失败')).toBeInTheDocument();
  });

  it('hides an ended room from the official site and makes it public again', async () => {
    const { user } = renderAs('org_gov', '/admin/live/PlayedLiveList');
    await screen.findByText('共 1 条');
    await user.click(within(rowOf(title)).getByRole('button', { name: `隐藏 ${title}` }));
    const dialog = await dialogWith(`隐藏后「${title}」不再在官网显示，确定隐藏吗？`);
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(within(rowOf(title)).getByText('隐藏')).toBeInTheDocument());
    await user.click(within(rowOf(title)).getByRole('button', { name: `公开 ${title}` }));
    await waitFor(() => expect(within(rowOf(title)).getByText('公开')).toBeInTheDocument());
  });
});

describe('直播广告 (liveAdvertisement)', () => {
  it('lists the ads, disables one, and adds an image ad with a checked link', async () => {
    const { user } = renderAs('org_multi', '/admin/live/liveAdvertisement');
    expect(await screen.findByText('共 1 条')).toBeInTheDocument();
    const row = rowOf('联赛赞助商片头');
    expect(within(row).getByText('全部直播')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: '停用 联赛赞助商片头' }));
    expect(await screen.findByText('已停用')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('联赛赞助商片头')).getByText('停用')).toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: '新增广告' }));
    const dialog = (await screen.findByLabelText('广告名称')).closest<HTMLElement>('[role="dialog"]')!;
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('请填写广告名称')).toBeInTheDocument();
    expect(within(dialog).getByText('请上传广告图片')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('广告名称'), '运动饮料片头');
    await user.upload(within(dialog).getByLabelText('广告图片'), png());
    expect(await within(dialog).findByRole('img', { name: '已上传的图片' })).toHaveAttribute('src', expect.stringMatching(/^\/api\/media\/mock-\d+\.png$/));
    await user.type(within(dialog).getByLabelText('跳转链接'), 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('链接格式错误，请填写以 http:// 或 https:// 开头的地址')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('跳转链接'));
    await user.type(within(dialog).getByLabelText('跳转链接'), 'https://sponsor.example.com');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('广告已保存')).toBeInTheDocument();
    expect(await screen.findByText('共 2 条')).toBeInTheDocument();
    expect(within(rowOf('运动饮料片头')).getByText('https://sponsor.example.com')).toBeInTheDocument();
    expect(within(rowOf('运动饮料片头')).getByText('5 秒')).toBeInTheDocument();
  });
});
