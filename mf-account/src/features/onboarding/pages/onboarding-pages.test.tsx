import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { mockDb } from 'shared/mocks';
import { recordRequests, setupPageTest, signInForTest } from 'shared/mocks/testing';
import routes from '../../../app/routes';

// antd tables and modals are slow in jsdom on a busy 2-core machine.
jest.setTimeout(60_000);

const server = setupPageTest();
const listReads = recordRequests(server, '/api/admin/institution_applications');

function renderAt(path: string, account = 'admin') {
  const { rootStore } = signInForTest(account);
  return renderWithProviders(null, { routes: routes.adminRoutes, route: path, rootStore });
}

describe('入驻管理 lists', () => {
  it('场馆运营方 lists the pending venue operators only, without a kind column', async () => {
    renderAt('/admin/settlement/VenueList');
    const row = (await screen.findByText('杭州城北全民健身中心')).closest('tr')!;
    expect(within(row).getByText('待审核')).toBeInTheDocument();
    expect(within(row).getByText('郑敏 13657100004')).toBeInTheDocument();
    expect(screen.getByText('共 1 条')).toBeInTheDocument();
    expect(listReads[0]!.searchParams.get('institution_type')).toBe('4');
    expect(listReads[0]!.searchParams.get('status')).toBe('pending');
    expect(screen.queryByRole('columnheader', { name: '机构类型' })).not.toBeInTheDocument();
  });

  it('入驻申请 shows every kind; filters by kind, status and keyword', async () => {
    const { user } = renderAt('/admin/settlement/residenceList');
    expect(await screen.findByText('杭州云帆赛事运营有限公司')).toBeInTheDocument();
    expect(screen.getByText('共 6 条')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: '机构类型' })).toBeInTheDocument();
    expect(listReads[0]!.searchParams.get('institution_type')).toBeNull();

    await user.click(screen.getByRole('combobox', { name: '审核状态' }));
    await user.click(await screen.findByTitle('未通过'));
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(listReads.at(-1)!.searchParams.get('status')).toBe('rejected'));
    const rejected = (await screen.findByText('营业执照照片不清晰，请重新拍摄后提交')).closest('tr')!;
    expect(within(rejected).getByText('青少年培训机构')).toBeInTheDocument();
    expect(screen.getByText('共 1 条')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /重\s*置/ }));
    await user.click(screen.getByRole('combobox', { name: '机构类型' }));
    await user.click(await screen.findByTitle('赞助商'));
    await user.click(screen.getByRole('textbox', { name: '关键字' }));
    await user.paste('跃动');
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(listReads.at(-1)!.searchParams.get('keyword')).toBe('跃动'));
    expect(listReads.at(-1)!.searchParams.get('institution_type')).toBe('5');
    expect(await screen.findByText('浙江跃动体育用品有限公司')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('共 1 条')).toBeInTheDocument());

    await user.click(screen.getByRole('textbox', { name: '关键字' }));
    await user.keyboard('{Control>}a{/Control}');
    await user.paste('不存在的机构');
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });

  it('opens the review detail from a list', async () => {
    const { user } = renderAt('/admin/settlement/competitionList');
    await user.click(await screen.findByRole('link', { name: '审核入驻申请 杭州云帆赛事运营有限公司' }));
    expect(await screen.findByText('证照与照片')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '营业执照1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /返回赛事运营机构/ })).toBeInTheDocument();
  });
});

describe('入驻审核 detail', () => {
  it('shows the documents, the credit-code check and the rejected earlier application of the credit code', async () => {
    renderAt('/admin/settlement/certificationAudit/3?from=CanteraList');
    expect(await screen.findByText('杭州小飞鱼游泳培训有限公司', { selector: '.ant-card-head-title' })).toBeInTheDocument();
    expect(screen.getByText('校验通过')).toBeInTheDocument();
    expect(screen.getByText('钱多')).toBeInTheDocument();
    expect(screen.getByText('13657100003')).toBeInTheDocument();
    const history = screen.getByText('该信用代码的其他申请').closest('.ant-card')!;
    expect(within(history as HTMLElement).getByText('营业执照照片不清晰，请重新拍摄后提交')).toBeInTheDocument();
    expect(within(history as HTMLElement).getByText('未通过')).toBeInTheDocument();
  });

  it('rejects only with a reason, which then shows; no more review buttons', async () => {
    const { user } = renderAt('/admin/settlement/certificationAudit/6?from=competitionList');
    await user.click(await screen.findByRole('button', { name: /驳\s*回/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('请填写驳回原因')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('textbox', { name: '驳回原因' }));
    await user.paste('营业执照已过期');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('已驳回，申请人可在查询进度中看到驳回原因')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: /通\s*过/ })).not.toBeInTheDocument());
    expect(screen.getAllByText('营业执照已过期').length).toBeGreaterThan(0);
  });

  it('approves a venue operator: the institution is created, the applicant gets the SMS, the badges are read again', async () => {
    const { user, rootStore } = renderAt('/admin/settlement/certificationAudit/4?from=VenueList');
    expect(await screen.findByText('杭州市拱墅区莫干山路 1088 号')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /场馆照片/ })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: /通\s*过/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/场馆将进入新增场馆审核/)).toBeInTheDocument();
    const counts = rootStore.ui.countsVersion;
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('已通过，机构与管理员账号已创建，已短信通知申请人')).toBeInTheDocument();
    expect(await screen.findByText(/已创建机构（编号 \d+），管理员账号为申请人手机号 13657100004/)).toBeInTheDocument();
    expect(rootStore.ui.countsVersion).toBe(counts + 1);
    expect(mockDb.smsOutbox[0]!.content).toContain('您的入驻申请（杭州城北全民健身中心）已审核通过');
  });
});
