import { configure, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { mockDb } from 'shared/mocks';
import { setupPageTest, signInForTest } from 'shared/mocks/testing';
import routes from '../../../app/routes';

jest.setTimeout(60_000);
// The first render loads the lazy page and antd; on a machine running several suites at once that can exceed 5 s.
configure({ asyncUtilTimeout: 15_000 });
setupPageTest();

function renderAt(route: string, account = 'org_gov') {
  const { rootStore } = signInForTest(account);
  return renderWithProviders(null, { routes: routes.adminRoutes, route, rootStore });
}

describe('MatchCreateLayout and CreateMatch 新建比赛/活动', () => {
  it('chooses 活动 on MatchCreateLayout; CreateMatch without has_record goes to MatchCreateLayout', async () => {
    const { user, router } = renderAt('/admin/create');
    expect(await screen.findByText('请选择要创建的类型：')).toBeInTheDocument();
    expect(router!.state.location.pathname + router!.state.location.search).toBe('/admin/create/record?type=1');
    await user.click(screen.getByRole('button', { name: /新建活动/ }));
    expect(await screen.findByRole('textbox', { name: '活动名称' })).toBeInTheDocument();
    expect(router!.state.location.pathname).toBe('/admin/create/activity');
  });

  it('explains every missing or malformed field in Chinese and sends nothing', async () => {
    const before = mockDb.competitions.length;
    const { user } = renderAt('/admin/create/match');
    await screen.findByRole('textbox', { name: '比赛名称' });
    await user.click(screen.getByRole('textbox', { name: '联系电话' }));
    await user.paste('12345');
    await user.click(screen.getByRole('textbox', { name: '封面图片地址' }));
    await user.paste('ftp://example.com/a.png');
    await user.click(screen.getByRole('button', { name: '创建比赛' }));
    expect(await screen.findByText('请输入比赛名称')).toBeInTheDocument();
    expect(screen.getByText('请选择运动项目', { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();
    expect(screen.getByText('请选择举办日期')).toBeInTheDocument();
    expect(screen.getByText('请输入举办地点')).toBeInTheDocument();
    expect(screen.getByText('手机号格式错误')).toBeInTheDocument();
    expect(screen.getByText('链接须以 http:// 或 https:// 开头')).toBeInTheDocument();
    expect(mockDb.competitions.length).toBe(before);
  });

  it('creates a match of the active institution and opens its management base page', async () => {
    const { user, router } = renderAt('/admin/create/match');
    await user.click(await screen.findByRole('textbox', { name: '比赛名称' }));
    await user.paste('西湖杯羽毛球赛');
    await user.click(screen.getByRole('combobox', { name: '运动项目' }));
    await user.click(await screen.findByTitle('篮球'));
    await user.click(screen.getByPlaceholderText('开始日期'));
    await user.type(screen.getByPlaceholderText('开始日期'), '2026-10-01{Enter}');
    await user.type(screen.getByPlaceholderText('结束日期'), '2026-10-02{Enter}');
    await user.click(screen.getByRole('textbox', { name: '举办地点' }));
    await user.paste('黄龙体育中心羽毛球馆');
    await user.click(screen.getByRole('textbox', { name: '联系电话' }));
    await user.paste('13800000002');
    await user.click(screen.getByRole('textbox', { name: '比赛介绍' }));
    await user.paste('<p><b>欢迎</b>报名</p>');
    expect(within(screen.getByLabelText('介绍预览')).getByText('欢迎')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '创建比赛' }));

    expect(await screen.findByText('比赛已创建')).toBeInTheDocument();
    const created = mockDb.competitions.find((c) => c.name === '西湖杯羽毛球赛')!;
    expect(created).toMatchObject({ institution_id: 1, c_type: 1, sport: '篮球', location: '黄龙体育中心羽毛球馆', status: 'draft' });
    // whole days in China time, with the browser in Los Angeles: 10-01 00:00 to 10-02 23:59:59 in Shanghai
    expect(created).toMatchObject({ start_at: '2026-09-30T16:00:00.000Z', end_at: '2026-10-02T15:59:59.000Z' });
    await waitFor(() => expect(router!.state.location.pathname).toBe(`/admin/institution/match/${created.id}/1/base`));
    expect(await screen.findByRole('navigation', { name: '赛事管理菜单' })).toBeInTheDocument();
    expect((await screen.findAllByText('西湖杯羽毛球赛')).length).toBeGreaterThan(0);
  });

  it('picks the venue among approved venues of any institution and fills in the location', async () => {
    const { user } = renderAt('/admin/create/match');
    await user.click(await screen.findByRole('textbox', { name: '比赛名称' }));
    await user.paste('曙光杯邀请赛');
    await user.click(screen.getByRole('combobox', { name: '运动项目' }));
    await user.click(await screen.findByTitle('篮球'));
    await user.type(screen.getByPlaceholderText('开始日期'), '2026-10-01{Enter}');
    await user.type(screen.getByPlaceholderText('结束日期'), '2026-10-02{Enter}');
    // the venues belong to a venue operator (institution 4), not to the organiser
    await user.click(screen.getByRole('combobox', { name: '举办场馆' }));
    await user.keyboard('曙光路');
    const option = await screen.findByTitle('黄龙网球中心（杭州市西湖区曙光路99号）');
    // a venue awaiting review is never offered
    expect(screen.queryByTitle(/黄龙羽毛球馆（新馆）/)).not.toBeInTheDocument();
    await user.click(option);
    expect(screen.getByRole('textbox', { name: '举办地点' })).toHaveValue('黄龙网球中心（杭州市西湖区曙光路99号）');
    await user.click(screen.getByRole('button', { name: '创建比赛' }));

    expect(await screen.findByText('比赛已创建')).toBeInTheDocument();
    const created = mockDb.competitions.find((c) => c.name === '曙光杯邀请赛')!;
    expect(created).toMatchObject({ venue_id: 3, venue_name: '黄龙网球中心', location: '黄龙网球中心（杭州市西湖区曙光路99号）' });
  });

  it('keeps a location the organiser typed when a venue is picked', async () => {
    const { user } = renderAt('/admin/create/match');
    await user.click(await screen.findByRole('textbox', { name: '举办地点' }));
    await user.paste('黄龙体育中心东门广场');
    await user.click(screen.getByRole('combobox', { name: '举办场馆' }));
    await user.keyboard('体育场');
    await user.click(await screen.findByTitle('黄龙体育中心体育场（杭州市西湖区黄龙路1号）'));
    expect(screen.getByRole('textbox', { name: '举办地点' })).toHaveValue('黄龙体育中心东门广场');
  });

  it('makes a platform admin choose the institution', async () => {
    const { user } = renderAt('/admin/create/activity', 'admin');
    await screen.findByRole('textbox', { name: '活动名称' });
    expect(screen.getByRole('combobox', { name: '主办机构' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '创建活动' }));
    expect(await screen.findByText('请选择主办机构')).toBeInTheDocument();
  });
});
