import { screen, waitFor, within } from '@testing-library/react';
import { enableFetchVideoTransport } from 'shared';
import { recordRequests, setupPageTest } from 'shared/mocks/testing';
import { recordBodies, renderAdmin } from '../../results/test-helpers';

jest.setTimeout(60_000);
const server = setupPageTest();
const lists = recordRequests(server, '/api/admin/video/list');
const created = recordBodies(server, 'POST', '/admin/video');
beforeAll(() => enableFetchVideoTransport());

const PAGE = '/admin/institution/match/1/1/videoList';
const DEMO = '2026年杭州市青少年田径锦标赛 赛事集锦';
const rowOf = (title: string) => screen.getByText(title).closest('tr')!;

describe('视频 (videoListList)', () => {
  it("lists only the competition's videos, without the 关联赛事 column", async () => {
    renderAdmin(PAGE, 'org_gov');
    expect(await screen.findByText('共 1 条')).toBeInTheDocument();
    expect(lists[0].searchParams.get('competition_id')).toBe('1');
    expect(lists[0].searchParams.has('institution_id')).toBe(false);
    expect(within(rowOf(DEMO)).getByText('已发布')).toBeInTheDocument();
    // the institution's other videos are not this competition's
    expect(screen.queryByText('门球比赛集锦（处理中）')).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: '关联赛事' })).not.toBeInTheDocument();
  });

  it('uploads a video to the competition: no competition to pick, saved under it, then published', async () => {
    const { user } = renderAdmin(PAGE, 'org_gov');
    await screen.findByText('共 1 条');
    await user.click(screen.getByRole('button', { name: '新增视频' }));
    const dialog = await screen.findByRole('dialog', { name: '新增视频' });
    expect(within(dialog).queryByText('关联赛事（可选）')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('标题'), '男子跳高决赛');
    const file = new File([new Uint8Array(1024 * 1024)], '跳高.mp4', { type: 'video/mp4', lastModified: 1700000000003 });
    await user.upload(within(dialog).getByLabelText('视频文件'), file);
    const uploaded = await within(dialog).findByLabelText('已上传的视频', {}, { timeout: 8000 });
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('已新增，发布后将在官网显示')).toBeInTheDocument();
    expect(created).toEqual([
      { category: 1, title: '男子跳高决赛', description: '', cover: '', competition_id: 1, video_url: uploaded.getAttribute('src') },
    ]);
    expect(await screen.findByText('共 2 条')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '发布 男子跳高决赛' }));
    await waitFor(() => expect(within(rowOf('男子跳高决赛')).getByText('已发布')).toBeInTheDocument());
  }, 40_000);

  it("refuses another institution's competition", async () => {
    renderAdmin(PAGE, 'org_youth');
    expect(await screen.findByText(/不存在|无权/)).toBeInTheDocument();
    expect(screen.queryByText(DEMO)).not.toBeInTheDocument();
  });
});
