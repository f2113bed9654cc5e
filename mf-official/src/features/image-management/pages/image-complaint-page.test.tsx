import { screen, within } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { recordRequests, setupPageTest, signInForTest } from 'shared/mocks/testing';
import routes from '../../../app/routes';

jest.setTimeout(60_000);
const server = setupPageTest();
const handled = recordRequests(server, '/api/admin/report/handle');

const renderAs = (account: string) => {
  const { rootStore } = signInForTest(account);
  return renderWithProviders(null, { routes: routes.adminRoutes, route: '/admin/image/complaint', rootStore });
};
const dialogWith = async (text: string | RegExp) => (await screen.findByText(text)).closest<HTMLElement>('[role="dialog"]')!;

describe('图片投诉 (imagecomplaint)', () => {
  it('lists pending complaints with the photo, reason and reporter', async () => {
    renderAs('admin');
    expect(await screen.findByText('共 1 条')).toBeInTheDocument();
    const row = screen.getByText('照片未经本人同意发布').closest('tr')!;
    expect(within(row).getByText('侵犯肖像权或隐私')).toBeInTheDocument();
    expect(within(row).getByText('张运动（13800000005）')).toBeInTheDocument();
    expect(within(row).getByRole('img', { name: '被投诉照片 1' })).toBeInTheDocument();
    expect(within(row).getByText('待处理')).toBeInTheDocument();
  });

  it('takes a photo down only with a reason, updates the badges, then restores it', async () => {
    const { user, rootStore } = renderAs('admin');
    await screen.findByText('共 1 条');
    const countsBefore = rootStore.ui.countsVersion;
    await user.click(screen.getByRole('button', { name: '下架 投诉1' }));
    const dialog = await dialogWith(/下架后，照片不再在官网相册显示/);
    await user.click(within(dialog).getByRole('button', { name: /下\s*架/ }));
    expect(await within(dialog).findByText('请填写下架原因')).toBeInTheDocument();
    expect(handled).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: '下架原因' }), '涉及个人隐私');
    await user.click(within(dialog).getByRole('button', { name: /下\s*架/ }));
    expect(await screen.findByText('已下架，照片不再公开')).toBeInTheDocument();
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    expect(rootStore.ui.countsVersion).toBeGreaterThan(countsBefore);

    await user.click(screen.getByRole('combobox', { name: '处理状态' }));
    await user.click(await screen.findByTitle('已下架'));
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    expect(await screen.findByText('共 2 条')).toBeInTheDocument();
    const row = screen.getByText('照片未经本人同意发布').closest('tr')!;
    expect(within(row).getByText(/平台管理员 .*：涉及个人隐私/)).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: '恢复 投诉1' }));
    const restore = await dialogWith('恢复后，照片重新在官网相册中显示。');
    await user.click(within(restore).getByRole('button', { name: /恢\s*复/ }));
    expect(await screen.findByText('已恢复，照片重新公开')).toBeInTheDocument();
    expect(handled.map((r) => r.searchParams)).toHaveLength(2);
  });

  it('dismisses a complaint with a reason', async () => {
    const { user } = renderAs('admin');
    await screen.findByText('共 1 条');
    await user.click(screen.getByRole('button', { name: '驳回 投诉1' }));
    const dialog = await dialogWith(/驳回后，照片保持公开/);
    await user.type(within(dialog).getByRole('textbox', { name: '驳回原因' }), '照片为公开赛事现场');
    await user.click(within(dialog).getByRole('button', { name: /驳\s*回/ }));
    expect(await screen.findByText('已驳回投诉')).toBeInTheDocument();
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });
});
