import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { recordRequests, setupPageTest, signInForTest } from 'shared/mocks/testing';
import routes from '../../../app/routes';

jest.setTimeout(60_000);
const server = setupPageTest();
const reviews = recordRequests(server, '/api/admin/photo/review');
const imageLists = recordRequests(server, '/api/admin/image/list');

const renderAs = (account: string) => {
  const { rootStore } = signInForTest(account);
  return renderWithProviders(null, { routes: routes.adminRoutes, route: '/admin/image/list', rootStore });
};
const dialogWith = async (text: string | RegExp) => (await screen.findByText(text)).closest<HTMLElement>('[role="dialog"]')!;

describe('图片管理 (imagemangerList)', () => {
  it('approves a pending photo and updates the badges', async () => {
    const { user, rootStore } = renderAs('admin');
    const row = (await screen.findByText('颁奖仪式')).closest('tr')!;
    expect(within(row).getByText('冲线与颁奖')).toBeInTheDocument();
    expect(within(row).getByText('待审核')).toBeInTheDocument();
    const before = rootStore.ui.countsVersion;
    await user.click(within(row).getByRole('button', { name: '通过 颁奖仪式' }));
    const dialog = await dialogWith(/通过「颁奖仪式」后/);
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('已通过 1 张照片')).toBeInTheDocument();
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    expect(rootStore.ui.countsVersion).toBeGreaterThan(before);
  });

  it('rejects selected photos in a batch only with a reason', async () => {
    const { user } = renderAs('admin');
    const row = (await screen.findByText('颁奖仪式')).closest('tr')!;
    const batch = screen.getByRole('button', { name: /批量驳回/ });
    expect(batch).toBeDisabled();
    await user.click(within(row).getByRole('checkbox'));
    await user.click(batch);
    const dialog = await dialogWith(/驳回选中的 1 张照片/);
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('请填写驳回原因')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: '驳回原因' }), '画面模糊');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('已驳回 1 张照片')).toBeInTheDocument();
    expect(reviews).toHaveLength(1);
  });

  it('lists all uploaded images by use and takes one down with a reason, then restores it', async () => {
    const { user } = renderAs('admin');
    await screen.findByText('颁奖仪式');
    await user.click(screen.getByRole('tab', { name: '全部图片' }));
    expect(await screen.findByText('共 12 条')).toBeInTheDocument();
    const filterBy = async (use: string) => {
      await user.click(screen.getByRole('combobox', { name: '用途' }));
      await user.click(await screen.findByTitle(use));
      await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    };
    await filterBy('头条');
    const row = (await screen.findByText('头条.png')).closest('tr')!;
    expect(within(row).getByText('平台')).toBeInTheDocument();
    expect(within(row).getByText('正常')).toBeInTheDocument();
    expect(imageLists.at(-1)!.searchParams.get('use')).toBe('headline');

    await filterBy('相册照片');
    await waitFor(() => expect(imageLists.at(-1)!.searchParams.get('use')).toBe('photo'));
    await waitFor(() => expect(screen.queryByText('头条.png')).not.toBeInTheDocument());
    await screen.findByText('鸣枪起跑.png');
    const photoRow = screen.getByText('鸣枪起跑.png').closest('tr')!;
    await user.click(within(photoRow).getByRole('button', { name: '下架 鸣枪起跑.png' }));
    const dialog = await dialogWith(/下架「鸣枪起跑.png」后/);
    await user.click(within(dialog).getByRole('button', { name: /下\s*架/ }));
    expect(await within(dialog).findByText('请填写下架原因')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: '下架原因' }), '侵犯肖像权');
    await user.click(within(dialog).getByRole('button', { name: /下\s*架/ }));
    const hidden = (await screen.findByRole('button', { name: '恢复 鸣枪起跑.png' })).closest('tr')!;
    expect(within(hidden).getByText('已下架')).toBeInTheDocument();
    await user.click(within(hidden).getByRole('button', { name: '恢复 鸣枪起跑.png' }));
    const restore = await dialogWith(/恢复「鸣枪起跑.png」后/);
    await user.click(within(restore).getByRole('button', { name: /恢\s*复/ }));
    expect(await screen.findByRole('button', { name: '下架 鸣枪起跑.png' })).toBeInTheDocument();
  });
});
