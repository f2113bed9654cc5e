import { screen, waitFor, within } from '@testing-library/react';
import { setupPageTest } from 'shared/mocks/testing';
import { label } from '../../competition/test-helpers';
import { recordBodies, renderAdmin } from '../../results/test-helpers';
import { pngFile } from 'shared/testing';

jest.setTimeout(60_000);
const server = setupPageTest();
const created = recordBodies(server, 'POST', '/admin/album');
const added = recordBodies(server, 'POST', '/admin/album/photo');

const BASE = '/admin/institution/match/4/1/album';

const png = (name: string, size = 80) => pngFile(name, 800, 533, size);

describe('相册 (AlbumList)', () => {
  it('lists the albums of the competition with photo counts, newest first', async () => {
    renderAdmin(`${BASE}/list`, 'org_gov');
    const table = await screen.findByRole('table', { name: '相册' });
    const row = (await within(table).findByText('冲线与颁奖')).closest('tr')!;
    expect(within(row).getByText('1')).toBeInTheDocument(); // one pending photo
    expect(within(table).getByText('马拉松起跑瞬间')).toBeInTheDocument();
    expect(within(table).queryByText('田径锦标赛精彩瞬间')).not.toBeInTheDocument();
    expect(screen.getByText('共 2 条')).toBeInTheDocument();
  });

  it('creates an album (name required) and opens it', async () => {
    const { user, router } = renderAdmin(`${BASE}/list`, 'org_gov');
    await screen.findByText('冲线与颁奖');
    await user.click(screen.getByRole('button', { name: label('新建相册') }));
    const form = await screen.findByRole('form', { name: '相册信息' });
    await user.click(within(form).getByRole('button', { name: label('保存') }));
    expect(await within(form).findByText('请填写相册名称')).toBeInTheDocument();
    expect(created).toHaveLength(0);
    await user.type(within(form).getByRole('textbox', { name: '相册名称' }), '赛后合影');
    await user.type(within(form).getByRole('textbox', { name: '相册简介' }), '全体志愿者');
    await user.click(within(form).getByRole('button', { name: label('保存') }));
    await waitFor(() => expect(router!.state.location.pathname).toMatch(new RegExp(`^${BASE}/details/\\d+$`)));
    expect(created).toEqual([{ competition_id: 4, title: '赛后合影', description: '全体志愿者' }]);
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });

  it('edits an album', async () => {
    const { user, router } = renderAdmin(`${BASE}/edit?id=1`, 'org_gov');
    const box = await screen.findByRole('textbox', { name: '相册名称' });
    await waitFor(() => expect(box).toHaveValue('马拉松起跑瞬间'));
    await user.clear(box);
    await user.type(box, '鸣枪起跑');
    await user.click(screen.getByRole('button', { name: label('保存') }));
    await waitFor(() => expect(router!.state.location.pathname).toBe(`${BASE}/details/1`));
    expect(await screen.findByText('鸣枪起跑', { selector: '.ant-card-head-title' })).toBeInTheDocument();
  });

  it('refuses another institution', async () => {
    renderAdmin('/admin/institution/match/13/1/album/details/3', 'org_gov');
    expect(await screen.findByText(/相册不存在|无权|不存在/)).toBeInTheDocument();
  });
});

describe('相册详情 (AlbumDetails)', () => {
  it('shows photos with status tags, sets a cover and deletes a photo', async () => {
    const { user } = renderAdmin(`${BASE}/details/2`, 'org_gov');
    const grid = await screen.findByRole('list', { name: '照片' });
    const pending = within(grid).getByRole('listitem', { name: '颁奖仪式' });
    expect(within(pending).getByText('待审核')).toBeInTheDocument();
    const cover = within(grid).getByRole('listitem', { name: '冠军合影' });
    expect(within(cover).getByText('封面')).toBeInTheDocument();
    await user.click(within(grid).getByRole('button', { name: '设为封面 冲过终点' }));
    expect(await screen.findByText('已设为封面')).toBeInTheDocument();
    await waitFor(() => expect(within(within(screen.getByRole('list', { name: '照片' })).getByRole('listitem', { name: '冲过终点' })).getByText('封面')).toBeInTheDocument());

    await user.click(within(screen.getByRole('list', { name: '照片' })).getByRole('button', { name: '删除 颁奖仪式' }));
    await user.click(await screen.findByRole('button', { name: label('删除') }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: '照片' })).queryByRole('listitem', { name: '颁奖仪式' })).not.toBeInTheDocument());
  });

  it('uploads several files one after another, skipping an oversize one with its own error', async () => {
    const { user } = renderAdmin(`${BASE}/details/1`, 'org_gov');
    await screen.findByRole('list', { name: '照片' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, [png('起点.png'), png('超大.png', 1024 * 1024 + 10), png('终点.png')]);
    const progress = await screen.findByRole('region', { name: '上传进度' });
    expect(await within(progress).findByText('上传完成：成功 2 张，失败 1 张')).toBeInTheDocument();
    expect(within(progress).getByRole('alert')).toHaveTextContent('超大.png');
    expect(added.map((b) => b.title)).toEqual(['起点', '终点']);
    const grid = screen.getByRole('list', { name: '照片' });
    expect(within(within(grid).getByRole('listitem', { name: '起点' })).getByText('待审核')).toBeInTheDocument();
    expect(within(grid).getByRole('listitem', { name: '终点' })).toBeInTheDocument();
  });
});
