import { configure, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { renderWithProviders } from 'shared/testing';
import { fail, mockDb, ok } from 'shared/mocks';
import { recordRequests, setupPageTest, signInForTest } from 'shared/mocks/testing';
import routes from '../../../app/routes';
import { dialogWith, label } from '../test-helpers';

jest.setTimeout(60_000);
// The first render loads the lazy page and antd; on a machine running several suites at once that can exceed 5 s.
configure({ asyncUtilTimeout: 15_000 });
const server = setupPageTest();
const requests = recordRequests(server, '/api/admin/competition/review_list');

function renderAt() {
  const { rootStore } = signInForTest('admin');
  return renderWithProviders(null, { routes: routes.adminRoutes, route: '/admin/match/reviewList', rootStore });
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

describe('MatchReviewList 报备审核', () => {
  it('lists the pending filings first and approves one', async () => {
    const { user } = renderAt();
    const row = await rowOf('2026年杭州市老年人门球比赛');
    expect(requests[0].searchParams.get('status')).toBe('pending');
    expect(within(row).getByText('杭州市体育局')).toBeInTheDocument();
    expect(screen.queryByText('2026年杭州马拉松')).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: label('通过') }));
    const dialog = await dialogWith(/的报备后，它将在官网发布/);
    await user.click(within(dialog).getByRole('button', { name: label('确定') }));
    expect(await screen.findByText('已通过，赛事将在官网发布')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('2026年杭州市老年人门球比赛')).not.toBeInTheDocument());
    expect(mockDb.competitions.find((c) => c.id === 5)!.status).toBe('approved');
  });

  it('needs a reason to reject, then records it', async () => {
    const { user } = renderAt();
    await user.click(within(await rowOf('2026年杭州市冬季长跑活动')).getByRole('button', { name: label('驳回') }));
    const dialog = await dialogWith(/的报备，机构可修改后重新提交/);
    await user.click(within(dialog).getByRole('button', { name: label('确定') }));
    expect(await within(dialog).findByText('请填写驳回原因')).toBeInTheDocument();
    expect(mockDb.competitions.find((c) => c.id === 6)!.status).toBe('pending');

    await user.click(within(dialog).getByLabelText('驳回原因'));

    await user.paste('请补充安全预案');
    await user.click(within(dialog).getByRole('button', { name: label('确定') }));
    expect(await screen.findByText('已驳回')).toBeInTheDocument();
    expect(mockDb.competitions.find((c) => c.id === 6)!.status).toBe('rejected');
  });

  it('shows the refusal of the server and keeps the row', async () => {
    server.use(mswHttp.post('/api/admin/competition/review', () => fail(40000, '只有待审核的赛事可以审核')));
    const { user } = renderAt();
    await user.click(within(await rowOf('2026年杭州市冬季长跑活动')).getByRole('button', { name: label('通过') }));
    await user.click(within(await dialogWith(/的报备后，它将在官网发布/)).getByRole('button', { name: label('确定') }));
    expect(await screen.findByText('只有待审核的赛事可以审核')).toBeInTheDocument();
    expect(screen.getByText('2026年杭州市冬季长跑活动')).toBeInTheDocument();
  });

  it('shows the detail with the introduction rendered safely and the history', async () => {
    const { user } = renderAt();
    await rowOf('2026年杭州市冬季长跑活动');
    // even if hostile markup reached the page, no script or handler may reach the DOM
    const c = mockDb.competitions.find((x) => x.id === 6)!;
    server.use(
      mswHttp.get('/api/competition/detail', () =>
        ok({
          ...c,
          organisers: '拱墅区体育局',
          cover: '',
          introduction: '<p>欢迎参加<img src="x" onerror="window.hacked=1"></p><script>window.hacked=2</script>',
          contact_name: '赛事办公室',
          contact_phone: '13800000002',
          permission_code: '',
          can_own: 0,
        }),
      ),
    );
    await user.click(within(await rowOf('2026年杭州市冬季长跑活动')).getByRole('button', { name: label('查看') }));
    const drawer = await dialogWith('欢迎参加');
    expect(drawer.querySelector('script')).toBeNull();
    expect(drawer.querySelector('[onerror]')).toBeNull();
    expect(within(drawer).getByText('钱塘江沿江绿道')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('tab', { name: '状态历史' }));
    expect(await within(drawer).findByText('创建（草稿）')).toBeInTheDocument();
  });

  it('filters by type and institution', async () => {
    const { user } = renderAt();
    await rowOf('2026年杭州市冬季长跑活动');
    await user.click(screen.getByRole('combobox', { name: '类型' }));
    await user.click(await screen.findByTitle('活动'));
    await user.click(screen.getByRole('button', { name: label('查询') }));
    await waitFor(() => expect(requests.at(-1)!.searchParams.get('c_type')).toBe('2'));
    expect(await screen.findByText('2026年杭州夜跑节')).toBeInTheDocument();
    expect(screen.queryByText('2026年杭州市老年人门球比赛')).not.toBeInTheDocument();
    expect(requests.at(-1)!.searchParams.get('status')).toBe('pending');
  });
});

describe('MatchReviewList for an organiser', () => {
  it('says it is for platform admins and asks the server nothing', async () => {
    const { rootStore } = signInForTest('org_gov');
    renderWithProviders(null, { routes: routes.adminRoutes, route: '/admin/match/reviewList', rootStore });
    expect(await screen.findByText('只有平台管理员可以审核报备')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});

describe('信息变更审核', () => {
  it('shows a pending change beside the public values and approves it: the public name changes', async () => {
    const { user } = renderAt();
    await user.click(await screen.findByRole('tab', { name: '信息变更审核' }));
    const row = await rowOf('2026年杭州市青少年田径锦标赛');
    expect(within(row).getByText('名称、简介')).toBeInTheDocument();
    expect(within(row).getByText('待审核')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: '查看修改 2026年杭州市青少年田径锦标赛' }));
    const drawer = await dialogWith('官网当前名称');
    expect(within(drawer).getByText('2026年杭州市青少年田径锦标赛（暨省运会选拔赛）')).toBeInTheDocument();
    expect(within(drawer).getByText('修改后的简介')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('官网当前名称')).not.toBeInTheDocument());

    await user.click(within(row).getByRole('button', { name: '通过修改 2026年杭州市青少年田径锦标赛' }));
    await user.click(within(await dialogWith(/修改后的名称、简介。$/)).getByRole('button', { name: label('确定') }));
    expect(await screen.findByText('已通过，官网已更新')).toBeInTheDocument();
    expect(mockDb.competitions.find((c) => c.id === 1)!.name).toBe('2026年杭州市青少年田径锦标赛（暨省运会选拔赛）');
  });

  it('needs a reason to reject a change, and leaves the public values', async () => {
    const { user } = renderAt();
    await user.click(await screen.findByRole('tab', { name: '信息变更审核' }));
    await user.click(within(await rowOf('2026年杭州市青少年田径锦标赛')).getByRole('button', { name: '驳回修改 2026年杭州市青少年田径锦标赛' }));
    const dialog = await dialogWith(/修改，官网不变，机构可修改后重新提交。$/);
    await user.click(within(dialog).getByRole('button', { name: label('确定') }));
    expect(await within(dialog).findByText('请填写驳回原因')).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('驳回原因'));
    await user.paste('名称与批文不符');
    await user.click(within(dialog).getByRole('button', { name: label('确定') }));
    expect(await screen.findByText('已驳回')).toBeInTheDocument();
    expect(mockDb.competitions.find((c) => c.id === 1)!.name).toBe('2026年杭州市青少年田径锦标赛');
  });
});
