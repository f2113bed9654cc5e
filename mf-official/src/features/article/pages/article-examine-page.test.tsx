import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { recordRequests, setupPageTest, signInForTest } from 'shared/mocks/testing';
import routes from '../../../app/routes';

jest.setTimeout(60_000);
const server = setupPageTest();
const requests = recordRequests(server, '/api/admin/article/review_list');

const renderAs = (account: string, route = '/admin/article/examine') => {
  const { rootStore } = signInForTest(account);
  return renderWithProviders(null, { routes: routes.adminRoutes, route, rootStore });
};
const rowOf = (title: string) => screen.getByText(title).closest('tr')!;
/** The open dialog that shows `text` (antd dialogs are found by what they say). */
const dialogWith = async (text: string | RegExp) => (await screen.findByText(text)).closest<HTMLElement>('[role="dialog"]')!;

describe('文章审核 (ArticleExamine)', () => {
  it('lists the articles waiting for review to the platform admin', async () => {
    renderAs('admin');
    expect(await screen.findByText('共 3 条')).toBeInTheDocument();
    expect(requests[0].searchParams.get('status')).toBe('pending');
    for (const title of ['关于举办2026年杭州市冬季长跑活动的通知', '浙江省青少年田径联赛总决赛竞赛规程', '钱塘江半程马拉松交通管制公告']) {
      expect(within(rowOf(title)).getByText('待审核')).toBeInTheDocument();
    }
  });

  it('approves an article, and rejects another only with a reason', async () => {
    const { user, rootStore } = renderAs('admin');
    await screen.findByText('共 3 条');
    const countsBefore = rootStore.ui.countsVersion;
    await user.click(screen.getByRole('button', { name: '通过 钱塘江半程马拉松交通管制公告' }));
    const dialog = await dialogWith(/通过「钱塘江半程马拉松交通管制公告」后/);
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('已通过，文章将按发布时间在官网栏目中显示')).toBeInTheDocument();
    expect(await screen.findByText('共 2 条')).toBeInTheDocument();
    expect(rootStore.ui.countsVersion).toBeGreaterThan(countsBefore);

    await user.click(screen.getByRole('button', { name: '驳回 浙江省青少年田径联赛总决赛竞赛规程' }));
    const reject = await dialogWith(/驳回「浙江省青少年田径联赛总决赛竞赛规程」/);
    await user.click(within(reject).getByRole('button', { name: /确\s*定/ }));
    expect(await within(reject).findByText('请填写驳回原因')).toBeInTheDocument();
    await user.type(within(reject).getByRole('textbox', { name: '驳回原因' }), '请补充报名方式');
    await user.click(within(reject).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('共 1 条')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: '审核状态' }));
    await user.click(await screen.findByTitle('已驳回'));
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(screen.getByText('浙江省青少年田径联赛总决赛竞赛规程')).toBeInTheDocument());
    expect(within(rowOf('浙江省青少年田径联赛总决赛竞赛规程')).getByText('请补充报名方式')).toBeInTheDocument();
  });

  it('shows an institution the review results of its own articles, without review buttons', async () => {
    renderAs('org_multi');
    expect(await screen.findByText('共 6 条')).toBeInTheDocument();
    expect(requests[0].searchParams.get('institution_id')).toBe('2');
    expect(requests[0].searchParams.has('status')).toBe(false);
    expect(within(rowOf('协会年度训练营招募启事')).getByText('正文缺少训练营时间、地点、费用和报名方式，请补充后重新提交')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^通过 / })).not.toBeInTheDocument();
  });
});

describe('examineinfo (审核详情)', () => {
  it('shows the article, its history, and lets the admin reject it with a reason', async () => {
    const { user } = renderAs('admin', '/admin/article/examineinfo?id=9');
    expect(await screen.findByText('关于举办2026年杭州市冬季长跑活动的通知')).toBeInTheDocument();
    expect(screen.getByLabelText('正文')).toHaveTextContent('定于12月下旬举办2026年杭州市冬季长跑活动');
    const history = screen.getByRole('list', { name: '审核记录' });
    expect(history).toHaveTextContent('草稿 → 待审核');
    await user.click(screen.getByRole('button', { name: /驳\s*回/ }));
    const dialog = await dialogWith(/驳回「关于举办2026年杭州市冬季长跑活动的通知」/);
    await user.type(within(dialog).getByRole('textbox', { name: '驳回原因' }), '活动时间与报名截止时间冲突');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(screen.getByRole('list', { name: '审核记录' })).toHaveTextContent('待审核 → 已驳回'));
    expect(screen.getByRole('list', { name: '审核记录' })).toHaveTextContent('原因：活动时间与报名截止时间冲突');
    expect(screen.queryByRole('button', { name: /通\s*过/ })).not.toBeInTheDocument();
  });

  it('is read-only for the author and closed to other institutions', async () => {
    renderAs('org_gov', '/admin/article/examineinfo?id=9');
    expect(await screen.findByText('关于举办2026年杭州市冬季长跑活动的通知')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /通\s*过/ })).not.toBeInTheDocument();
    renderAs('org_gov', '/admin/article/examineinfo?id=10');
    expect(await screen.findByText('文章不存在或无权查看')).toBeInTheDocument();
  });
});
