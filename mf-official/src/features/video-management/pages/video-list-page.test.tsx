import { screen, waitFor, within } from '@testing-library/react';
import { enableFetchVideoTransport } from 'shared';
import { renderWithProviders } from 'shared/testing';
import { recordRequests, setupPageTest, signInForTest } from 'shared/mocks/testing';
import routes from '../../../app/routes';

jest.setTimeout(60_000);
const server = setupPageTest();
const requests = recordRequests(server, '/api/admin/video/list');
/** JSON bodies of POST /api/admin/video (new videos). */
const saves: Record<string, unknown>[] = [];
beforeEach(() => {
  saves.length = 0;
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === '/api/admin/video') saves.push((await request.clone().json()) as Record<string, unknown>);
  });
});
beforeAll(() => enableFetchVideoTransport());

const renderAs = (account: string, route = '/admin/video/list') => {
  const { rootStore } = signInForTest(account);
  return renderWithProviders(null, { routes: routes.adminRoutes, route, rootStore });
};
const rowOf = (title: string) => screen.getByText(title).closest('tr')!;

describe('视频列表 (backVideoList)', () => {
  it('shows the videos of the active institution with their file and publish states', async () => {
    renderAs('org_gov');
    expect(await screen.findByText('共 3 条')).toBeInTheDocument();
    expect(requests[0].searchParams.get('institution_id')).toBe('1');
    expect(within(rowOf('2026年杭州市青少年田径锦标赛 赛事集锦')).getByText('已发布')).toBeInTheDocument();
    expect(within(rowOf('门球比赛集锦（处理中）')).getByText('处理中')).toBeInTheDocument();
    expect(within(rowOf('游泳公开赛热身花絮（未发布）')).getByText('已隐藏')).toBeInTheDocument();
    expect(screen.queryByText('男子100米决赛冲线瞬间')).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: '所属机构' })).not.toBeInTheDocument();
  });

  it('filters by category, status and keyword', async () => {
    const { user } = renderAs('admin');
    expect(await screen.findByText('共 8 条')).toBeInTheDocument();
    expect(requests[0].searchParams.has('institution_id')).toBe(false);
    await user.click(screen.getByRole('combobox', { name: '分类' }));
    await user.click(await screen.findByTitle('赛事集锦'));
    await user.click(screen.getByRole('combobox', { name: '状态' }));
    await user.click(await screen.findByTitle('已发布'));
    await user.type(screen.getByRole('textbox', { name: '关键字' }), '田径');
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    expect(await screen.findByText('共 2 条')).toBeInTheDocument();
    const last = requests.at(-1)!.searchParams;
    expect([last.get('category'), last.get('status'), last.get('keyword')]).toEqual(['1', 'published', '田径']);
  });

  it('publishes a hidden video, refuses an unprocessed one in Chinese, hides after confirming and deletes', async () => {
    const { user } = renderAs('org_gov');
    await screen.findByText('共 3 条');
    const hidden = '游泳公开赛热身花絮（未发布）';
    await user.click(screen.getByRole('button', { name: `发布 ${hidden}` }));
    await waitFor(() => expect(within(rowOf(hidden)).getByText('已发布')).toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: '发布 门球比赛集锦（处理中）' }));
    expect(await screen.findByText('视频正在上传或处理中，处理完成后才能发布')).toBeInTheDocument();
    expect(within(rowOf('门球比赛集锦（处理中）')).getByText('已隐藏')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `隐藏 ${hidden}` }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(`隐藏「${hidden}」后官网将不再显示，确定隐藏吗？`);
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(within(rowOf(hidden)).getByText('已隐藏')).toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: `删除 ${hidden}` }));
    const confirmDelete = await screen.findByText(`确定删除「${hidden}」吗？删除后不能恢复。`);
    await user.click(within(confirmDelete.closest('.ant-modal-confirm, [role="dialog"]') as HTMLElement).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('共 2 条')).toBeInTheDocument();
  });

  it('previews a processed video in a player', async () => {
    const { user } = renderAs('org_gov');
    await screen.findByText('共 3 条');
    const title = '2026年杭州市青少年田径锦标赛 赛事集锦';
    await user.click(screen.getByRole('button', { name: `预览 ${title}` }));
    const player = await screen.findByLabelText(`播放 ${title}`);
    expect(player.tagName).toBe('VIDEO');
    expect(player.getAttribute('src')).toMatch(/^data:video\/mp4;base64,/);
    expect(screen.queryByRole('button', { name: '预览 门球比赛集锦（处理中）' })).not.toBeInTheDocument();
  });

  it('adds a video: uploads it (progress, processing), then saves category, title and description', async () => {
    const { user } = renderAs('org_gov');
    await screen.findByText('共 3 条');
    await user.click(screen.getByRole('button', { name: '新增视频' }));
    const dialog = await screen.findByRole('dialog', { name: '新增视频' });
    // nothing uploaded yet: the form says what is missing
    await user.type(within(dialog).getByLabelText('标题'), '接力赛交接棒瞬间');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('请上传视频，并等待处理完成')).toBeInTheDocument();

    const file = new File([new Uint8Array(1536 * 1024)], '接力.mp4', { type: 'video/mp4', lastModified: 1700000000002 });
    await user.upload(within(dialog).getByLabelText('视频文件'), file);
    expect(await within(dialog).findByText('上传成功')).toBeInTheDocument();
    const uploaded = await within(dialog).findByLabelText('已上传的视频', {}, { timeout: 8000 });
    expect(uploaded.getAttribute('src')).toMatch(/^\/api\/media\/mock-\d+\.mp4$/);

    await user.click(within(dialog).getByRole('combobox', { name: '视频分类' }));
    await user.click(await screen.findByTitle('精彩瞬间'));
    await user.type(within(dialog).getByLabelText('简介'), '4×100米接力决赛');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('已新增，发布后将在官网显示')).toBeInTheDocument();
    expect(saves).toHaveLength(1);
    expect(saves[0]).toMatchObject({ institution_id: 1, category: 2, title: '接力赛交接棒瞬间', description: '4×100米接力决赛', video_url: uploaded.getAttribute('src'), cover: '' });
    expect(await screen.findByText('共 4 条')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '发布 接力赛交接棒瞬间' }));
    await waitFor(() => expect(within(rowOf('接力赛交接棒瞬间')).getByText('已发布')).toBeInTheDocument());
  }, 40_000);

  it('refuses venue managers', async () => {
    renderAs('venue_mgr');
    expect(await screen.findByText('当前账号没有视频管理权限')).toBeInTheDocument();
  });
});
