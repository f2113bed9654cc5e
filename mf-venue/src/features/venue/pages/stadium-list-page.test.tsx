import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { recordRequests, setupPageTest, signInForTest } from 'shared/mocks/testing';
import routes from '../../../app/routes';

// antd selects and pickers are slow in jsdom on a busy 2-core machine.
jest.setTimeout(60_000);

const server = setupPageTest();
const requests = recordRequests(server, '/api/admin/venue_list');

function renderAt(path: string, account = 'admin') {
  const { rootStore } = signInForTest(account);
  return renderWithProviders(null, { routes: routes.adminRoutes, route: path, rootStore });
}

describe('StadiumList 场馆列表', () => {
  it('lists venues with address, sports, court count and status', async () => {
    renderAt('/admin/stadium/list');
    const row = (await screen.findByText('黄龙网球中心')).closest('tr')!;
    expect(within(row).getByText('杭州市西湖区 杭州市西湖区曙光路99号')).toBeInTheDocument();
    expect(within(row).getByText('网球')).toBeInTheDocument();
    expect(within(row).getByText('3')).toBeInTheDocument();
    expect(within(row).getByText('已上线')).toBeInTheDocument();
    expect(screen.getByText('共 8 条')).toBeInTheDocument();
    expect(requests[0].searchParams.get('start')).toBe('0');
    expect(requests[0].searchParams.get('count')).toBe('10');
  });

  it('sends keyword and status filters', async () => {
    const { user } = renderAt('/admin/stadium/list');
    await screen.findByText('黄龙网球中心');
    await user.click(screen.getByRole('textbox', { name: '关键字' }));
    await user.paste('黄龙');
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    expect(await screen.findByText('共 4 条')).toBeInTheDocument();
    expect(requests.at(-1)!.searchParams.get('keyword')).toBe('黄龙');

    await user.clear(screen.getByRole('textbox', { name: '关键字' }));
    await user.click(screen.getByRole('combobox', { name: '场馆状态' }));
    await user.click(await screen.findByTitle('待审核'));
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(requests.at(-1)!.searchParams.get('status')).toBe('pending'));
    expect(requests.at(-1)!.searchParams.has('keyword')).toBe(false);
    expect(await screen.findByText('黄龙羽毛球馆（新馆）')).toBeInTheDocument();
    expect(screen.getByText('共 2 条')).toBeInTheDocument();
  });

  it('shows 暂无数据 to a manager without venues', async () => {
    renderAt('/admin/stadium/list', 'org_gov');
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });
});

describe('场馆详情', () => {
  it('opens from the list and shows the courts', async () => {
    const { user } = renderAt('/admin/stadium/list', 'venue_mgr');
    await user.click(await screen.findByRole('link', { name: '查看场馆 黄龙体育中心游泳跳水馆' }));
    expect(await screen.findByText('场地（3）')).toBeInTheDocument();
    const court = screen.getByText('训练池').closest('tr')!;
    expect(within(court).getByText('室内')).toBeInTheDocument();
    expect(within(court).getByText('¥300.00/小时')).toBeInTheDocument();
    expect(within(court).getByText('维护中')).toBeInTheDocument();
    expect(screen.getByText('08:00-21:30')).toBeInTheDocument();
  });

  it('shows 暂无数据 and the server message for a venue of another institution', async () => {
    renderAt('/admin/stadium/detail/1', 'org_youth');
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    expect(await screen.findByText('请求的资源不存在')).toBeInTheDocument();
  });
});
