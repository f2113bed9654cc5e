import { configure, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { mockDb } from 'shared/mocks';
import { setupPageTest, signInForTest } from 'shared/mocks/testing';
import routes from '../../../app/routes';
import { dialogWith, label } from '../test-helpers';

jest.setTimeout(60_000);
// The first render loads the lazy page and antd; on a machine running several suites at once that can exceed 5 s.
configure({ asyncUtilTimeout: 15_000 });
setupPageTest();

function renderAt(account: string) {
  const { rootStore } = signInForTest(account);
  return renderWithProviders(null, { routes: routes.adminRoutes, route: '/admin/match/list', rootStore });
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

describe('MatchList 赛事列表: row actions', () => {
  it('deletes a draft after confirmation and 报备 a competition to 待审核', async () => {
    const { user } = renderAt('org_gov');
    const draft = await rowOf('2027年杭州市迎新春乒乓球团体赛');
    // a draft can be deleted, an approved one cannot
    expect(within(await rowOf('2026年杭州马拉松')).queryByRole('button', { name: label('删除') })).not.toBeInTheDocument();
    await user.click(within(draft).getByRole('button', { name: label('删除') }));
    const dialog = await dialogWith('确定删除「2027年杭州市迎新春乒乓球团体赛」吗？删除后不能恢复。');
    await user.click(within(dialog).getByRole('button', { name: label('确定') }));
    expect(await screen.findByText('已删除')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('2027年杭州市迎新春乒乓球团体赛')).not.toBeInTheDocument());
    expect(mockDb.competitions.some((c) => c.id === 7)).toBe(false);

    const rejected = await rowOf('2026年杭州市冬季健身打卡挑战');
    await user.click(within(rejected).getByRole('button', { name: label('报备') }));
    await user.click(within(await dialogWith(/提交平台审核吗/)).getByRole('button', { name: label('确定') }));
    expect(await screen.findByText('已提交报备，请等待平台审核')).toBeInTheDocument();
    await waitFor(async () => expect(within(await rowOf('2026年杭州市冬季健身打卡挑战')).getByText('待审核')).toBeInTheDocument());
    expect(mockDb.competitions.find((c) => c.id === 41)!.status).toBe('pending');
  });

  it('撤回 a pending filing and shows who did it in 状态历史', async () => {
    const { user } = renderAt('org_gov');
    await user.click(within(await rowOf('2026年杭州市老年人门球比赛')).getByRole('button', { name: label('撤回') }));
    await user.click(within(await dialogWith(/的报备吗？/)).getByRole('button', { name: label('确定') }));
    expect(await screen.findByText('已撤回报备')).toBeInTheDocument();
    await waitFor(async () => expect(within(await rowOf('2026年杭州市老年人门球比赛')).getByText('已撤回')).toBeInTheDocument());

    await user.click(within(await rowOf('2026年杭州市老年人门球比赛')).getByRole('button', { name: '状态历史' }));
    const drawer = await dialogWith('状态历史 · 2026年杭州市老年人门球比赛');
    expect(await within(drawer).findByText('待审核 → 已撤回')).toBeInTheDocument();
    expect(within(drawer).getByText(/王建国/)).toBeInTheDocument();
  });

  it('shows the refusal of the server and changes nothing', async () => {
    const { user } = renderAt('org_gov');
    const row = await rowOf('2027年杭州市迎新春乒乓球团体赛');
    // someone else filed it meanwhile: the server refuses the delete
    mockDb.competitions.find((c) => c.id === 7)!.status = 'pending';
    await user.click(within(row).getByRole('button', { name: label('删除') }));
    await user.click(within(await dialogWith(/删除后不能恢复/)).getByRole('button', { name: label('确定') }));
    expect(await screen.findByText('只有草稿、已驳回或已撤回的赛事可以删除')).toBeInTheDocument();
    expect(mockDb.competitions.some((c) => c.id === 7)).toBe(true);
  });

  it('lets another institution redeem a management permission code and opens the match', async () => {
    const { user } = renderAt('org_youth');
    await screen.findByText('星辰杯少儿篮球邀请赛');
    await user.click(screen.getByRole('button', { name: '使用管理权限码' }));
    const dialog = await dialogWith('输入赛事所属机构提供的管理权限码，即可管理该赛事。');
    await user.click(within(dialog).getByRole('button', { name: label('确定') }));
    expect(await within(dialog).findByText('请输入管理权限码')).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('管理权限码'));
    await user.paste('WRONG');
    await user.click(within(dialog).getByRole('button', { name: label('确定') }));
    expect(await screen.findByText('管理权限码无效')).toBeInTheDocument();

    await user.tripleClick(within(dialog).getByLabelText('管理权限码'));
    await user.paste('c222222221');
    await user.click(within(dialog).getByRole('button', { name: label('确定') }));
    expect(await screen.findByText('已获得「2026年杭州市青少年田径锦标赛」的管理权限')).toBeInTheDocument();
    const nav = await screen.findByRole('navigation', { name: '赛事管理菜单' });
    expect(within(nav).getAllByText('基本信息').length).toBeGreaterThan(0);
    expect(within(nav).getByText('比赛报备')).toBeInTheDocument();
    // a grant holder manages the match but not its permission code
    expect(within(nav).queryByText('管理权限')).not.toBeInTheDocument();
  });

  it('offers 新建 and 赛事系列 to a platform admin, but no permission code to redeem', async () => {
    const { user } = renderAt('admin');
    await screen.findByText('2027年杭州市迎新春乒乓球团体赛');
    expect(screen.queryByRole('button', { name: '使用管理权限码' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '赛事系列' }));
    const drawer = await dialogWith(label('新建系列'));
    expect(await within(drawer).findByText('浙江省青少年田径联赛')).toBeInTheDocument();
    expect(within(drawer).getByText('浙江省田径协会')).toBeInTheDocument();
  });
});
