import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { renderWithProviders } from 'shared/testing';
import { fail } from 'shared/mocks';
import { recordRequests, setupPageTest, signInForTest } from 'shared/mocks/testing';
import routes from '../../../app/routes';
import { createSignUp } from '../api/create-sign-up';
import { dialogWith, label, PAGE_TIMEOUT, recordBodies, rowOf } from '../test-helpers';

jest.setTimeout(60_000);
const server = setupPageTest();
const reviews = recordBodies(server, 'POST', '/api/competition/sign_info/review');
const lists = recordRequests(server, '/api/competition/players');

function renderAt(id = 1) {
  const { rootStore } = signInForTest('org_gov');
  return renderWithProviders(null, { routes: routes.adminRoutes, route: `/admin/institution/match/${id}/1/signUp_apply`, rootStore });
}

const select = async (user: ReturnType<typeof renderAt>['user'], name: string) => user.click(screen.getByRole('checkbox', { name: `选择${name}` }));

describe('ActivitySignUpApplyList 报名审核', () => {
  it('lists the pending entries and approves the selected ones in one batch', async () => {
    const { user, rootStore } = renderAt();
    await rowOf('赵天佑');
    expect(lists[0].searchParams.get('status')).toBe('pending');
    expect(screen.getByText('周博文')).toBeInTheDocument();
    expect(screen.queryByText('黄浩宇')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '批量通过' })).toBeDisabled();
    const countsBefore = rootStore.ui.countsVersion;

    await select(user, '赵天佑');
    await select(user, '周博文');
    expect(screen.getByText('已选 2 条')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '批量通过' }));
    const dialog = await dialogWith(/通过选中的 2 条报名/);
    await user.click(within(dialog).getByRole('button', { name: label('确定') }));
    expect(await screen.findByText('已通过 2 条报名')).toBeInTheDocument();
    await waitFor(() => expect(reviews).toHaveLength(1));
    expect(reviews[0]).toEqual({ id: 1, ids: [6, 8], action: 'approve' });
    await waitFor(() => expect(screen.queryByText('赵天佑')).not.toBeInTheDocument());
    expect(screen.queryByText('周博文')).not.toBeInTheDocument();
    // the shell is asked to fetch its badge counts (msg_count) again
    expect(rootStore.ui.countsVersion).toBe(countsBefore + 1);
  });

  it('needs a reason to reject in a batch, including a waiting entry', async () => {
    const { user } = renderAt();
    await rowOf('赵天佑');
    await user.click(screen.getByRole('combobox', { name: '状态' }));
    await user.click(await screen.findByTitle('候补'));
    await user.click(screen.getByRole('button', { name: label('查询') }));
    await waitFor(() => expect(lists.at(-1)!.searchParams.get('status')).toBe('waiting'));
    await rowOf('吴可馨');
    await select(user, '吴可馨');
    expect(screen.getByRole('button', { name: '批量通过' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '批量驳回' }));
    const dialog = await dialogWith(/驳回选中的 1 条报名/);
    await user.click(within(dialog).getByRole('button', { name: label('确定') }));
    expect(await within(dialog).findByText('请填写驳回原因')).toBeInTheDocument();
    expect(reviews).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: '驳回原因' }), '年龄不符合要求');
    await user.click(within(dialog).getByRole('button', { name: label('确定') }));
    expect(await screen.findByText('已驳回 1 条报名')).toBeInTheDocument();
    await waitFor(() => expect(reviews[0]).toEqual({ id: 1, ids: [9], action: 'reject', reason: '年龄不符合要求' }));
    await waitFor(() => expect(screen.queryByText('吴可馨')).not.toBeInTheDocument());
  });

  it('rejects a single entry and shows the refusal of the server', async () => {
    server.use(mswHttp.post('/api/competition/sign_info/review', () => fail(40000, '只能审核通过待审核的报名')));
    const { user } = renderAt();
    await user.click(within(await rowOf('赵天佑')).getByRole('button', { name: label('通过') }));
    const dialog = await dialogWith(/通过「赵天佑」的报名/);
    await user.click(within(dialog).getByRole('button', { name: label('确定') }));
    expect(await screen.findByText('只能审核通过待审核的报名')).toBeInTheDocument();
    expect(screen.getByText('赵天佑')).toBeInTheDocument();
  });

  it('reviews a pending team in the 团队报名 tab', async () => {
    signInForTest('org_gov');
    const cards = ['11010120120101001X', '110101201201020015', '110101201201030010', '110101201201040016', '110101201201050011'];
    await createSignUp({
      id: 2,
      event_item_id: 5,
      team_name: '钱塘中学篮球队',
      members: cards.map((id_card, i) => ({ real_name: `队员甲${i + 1}`, id_card, phone: `1391234567${i}` })),
    });
    const { user } = renderAt(2);
    const tab = await screen.findByRole('tab', { name: /团队报名/ }, PAGE_TIMEOUT);
    expect(within(tab).getByTitle('1')).toBeInTheDocument();
    await user.click(tab);
    const row = await rowOf('钱塘中学篮球队');
    expect(within(row).getByText('5人')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: label('通过') }));
    await user.click(within(await dialogWith(/通过「钱塘中学篮球队」的报名/)).getByRole('button', { name: label('确定') }));
    expect(await screen.findByText('已通过 1 条报名')).toBeInTheDocument();
    await waitFor(() => expect(reviews[0]).toMatchObject({ id: 2, action: 'approve' }));
    await waitFor(() => expect(screen.queryByText('钱塘中学篮球队')).not.toBeInTheDocument());
  });
});
