import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { mockDb } from 'shared/mocks';
import { recordRequests, setupPageTest, signInForTest } from 'shared/mocks/testing';
import routes from '../../../app/routes';

// antd tables and modals are slow in jsdom on a busy 2-core machine.
jest.setTimeout(60_000);

const server = setupPageTest();
const listReads = recordRequests(server, '/api/admin/venue_list');

function renderAt(path: string, account = 'admin') {
  const { rootStore } = signInForTest(account);
  return renderWithProviders(null, { routes: routes.adminRoutes, route: path, rootStore });
}

describe('VenueAddSh 新增场馆审核', () => {
  it('lists the pending venues, filters by city and sport, and opens the review detail', async () => {
    const { user } = renderAt('/admin/check/venueAdd');
    const row = (await screen.findByText('黄龙羽毛球馆（新馆）')).closest('tr')!;
    expect(within(row).getByText('待审核')).toBeInTheDocument();
    expect(screen.getByText('共 2 条')).toBeInTheDocument();
    expect(listReads[0]!.searchParams.get('status')).toBe('pending');

    await user.click(screen.getByRole('textbox', { name: '运动项目' }));
    await user.paste('游泳');
    await user.click(screen.getByRole('textbox', { name: '城市' }));
    await user.paste('杭州市');
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    expect(listReads.at(-1)!.searchParams.get('sport')).toBe('游泳');
    expect(listReads.at(-1)!.searchParams.get('city')).toBe('杭州市');

    await user.click(screen.getByRole('button', { name: /重\s*置/ }));
    await user.click(await screen.findByRole('link', { name: '审核场馆 黄龙羽毛球馆（新馆）' }));
    expect(await screen.findByText('场馆照片')).toBeInTheDocument();
    expect(screen.getByText('羽毛球1号场')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '黄龙羽毛球馆（新馆）封面' })).toBeInTheDocument();
  });

  it('rejects with a required reason the manager then reads, and refreshes the badge', async () => {
    const { user, rootStore } = renderAt('/admin/check/stadiumCheck/detail/4');
    await user.click(await screen.findByRole('button', { name: /驳\s*回/ }));
    const dialog = await screen.findByRole('dialog');
    const counts = rootStore.ui.countsVersion;
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('请填写驳回原因')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('textbox', { name: '驳回原因' }));
    await user.paste('缺少消防验收材料');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('已驳回，场馆管理员可看到驳回原因')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('已驳回')).toBeInTheDocument());
    expect(screen.getByText('缺少消防验收材料')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /通\s*过/ })).not.toBeInTheDocument();
    expect(rootStore.ui.countsVersion).toBe(counts + 1);
    expect(mockDb.venues.find((v) => v.id === 4)!.review_reason).toBe('缺少消防验收材料');
  });

  it('approves a pending venue: it is online', async () => {
    const { user } = renderAt('/admin/check/stadiumCheck/detail/4');
    await user.click(await screen.findByRole('button', { name: /通\s*过/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('已通过，场馆已上线')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('已上线')).toBeInTheDocument());
  });
});

describe('StadiumList 关闭与重新开放', () => {
  it('closes an online venue with a reason (its bookings cancelled with full refunds) and reopens a closed one', async () => {
    const { user } = renderAt('/admin/stadium/list');
    await user.click(await screen.findByRole('button', { name: '关闭场馆 黄龙体育中心体育场' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /关闭场馆/ }));
    expect(await within(dialog).findByText('请填写关闭原因')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('textbox', { name: '关闭原因' }));
    await user.paste('消防整改');
    await user.click(within(dialog).getByRole('button', { name: /关闭场馆/ }));
    expect(await screen.findByText(/^场馆已关闭，取消未结束的预订1个/)).toBeInTheDocument();
    const stadium = mockDb.venues.find((v) => v.name === '黄龙体育中心体育场')!;
    expect([stadium.status, stadium.close_reason]).toEqual(['closed', '消防整改']);
    expect(mockDb.venueBooking.bookings.filter((b) => b.venueId === stadium.id && b.kind === 'booking' && b.status === 'active')).toEqual([]);

    await user.click(await screen.findByRole('button', { name: '重新开放场馆 黄龙体育中心体育场' }));
    await user.click(await screen.findByRole('button', { name: /重新开放$/ }));
    expect(await screen.findByText('场馆已重新开放')).toBeInTheDocument();
    expect(stadium.status).toBe('approved');
  });

  it('offers no closing to a venue manager', async () => {
    renderAt('/admin/stadium/list', 'venue_mgr');
    await screen.findByText('黄龙体育中心体育场');
    expect(screen.queryByRole('button', { name: /^关闭场馆/ })).not.toBeInTheDocument();
  });
});
