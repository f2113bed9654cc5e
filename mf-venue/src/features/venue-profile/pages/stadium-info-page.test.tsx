import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { recordRequests, setupPageTest, signInForTest } from 'shared/mocks/testing';
import routes from '../../../app/routes';

// antd forms and tables are slow in jsdom on a busy 2-core machine.
jest.setTimeout(60_000);

const server = setupPageTest();
const profileReads = recordRequests(server, '/api/admin/venue_profile');

function renderAt(route: string, account = 'venue_mgr') {
  const { rootStore } = signInForTest(account);
  return renderWithProviders(null, { routes: routes.adminRoutes, route, rootStore });
}

/** venue_mgr is bound to 黄龙体育中心体育场 (venue 1, approved) in the mocks. */
describe('StadiumInfo 场馆信息', () => {
  it('submits a change of an approved venue for review: the current version stays and the pending diff shows', async () => {
    const { user } = renderAt('/admin/stadium/base');
    const name = await screen.findByRole('textbox', { name: '场馆名称' });
    expect(name).toHaveValue('黄龙体育中心体育场');
    expect(screen.getByText(/本场馆已上线：修改将作为变更申请提交/)).toBeInTheDocument();
    const phone = screen.getByRole('textbox', { name: '联系电话' });
    await user.clear(phone);
    await user.type(phone, '0571-87969999');
    await user.type(screen.getByRole('spinbutton', { name: '经度' }), '120.1376');
    await user.click(screen.getByRole('button', { name: '提交审核' }));
    // only the longitude without the latitude: the server's rule answers
    expect(await screen.findByText('经度和纬度须同时填写或同时不填')).toBeInTheDocument();
    await user.type(screen.getByRole('spinbutton', { name: '纬度' }), '30.2689');
    await user.click(screen.getByRole('button', { name: '提交审核' }));
    expect(await screen.findByText('已提交变更申请，平台审核通过后生效')).toBeInTheDocument();
    const diff = await screen.findByRole('table', { name: '待审核的变更' });
    const rows = within(diff).getAllByRole('row').slice(1).map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent));
    expect(rows).toEqual([
      ['经度', '（未填写）', '120.1376'],
      ['纬度', '（未填写）', '30.2689'],
      ['联系电话', '0571-87961234', '0571-87969999'],
    ]);
    // the form still shows the approved version
    expect(screen.getByRole('textbox', { name: '联系电话' })).toHaveValue('0571-87961234');
    expect(profileReads.length).toBeGreaterThanOrEqual(1);
  });

  it('edits the facilities on the 设施与服务 tab', async () => {
    const { user } = renderAt('/admin/stadium/base');
    await screen.findByRole('textbox', { name: '场馆名称' });
    await user.click(screen.getByRole('tab', { name: '设施与服务' }));
    await user.click(await screen.findByRole('button', { name: '添加设施或服务' }));
    await user.type(screen.getByRole('combobox', { name: '设施1' }), '淋浴间');
    await user.type(screen.getByRole('textbox', { name: '设施1说明' }), '冷热水');
    await user.click(screen.getByRole('button', { name: '提交审核' }));
    const diff = await screen.findByRole('table', { name: '待审核的变更' });
    expect(within(diff).getByText('淋浴间（冷热水）')).toBeInTheDocument();
  });

  it('tells a person without a venue institution that there is nothing to manage', async () => {
    renderAt('/admin/stadium/photo', 'athlete');
    expect(await screen.findByText('当前账号没有可管理的场馆')).toBeInTheDocument();
  });
});

describe('VenueEditSh 场馆变更审核', () => {
  it('lists the pending requests, shows the diff and rejects one with a reason, reloading the badges', async () => {
    const { user, rootStore } = renderAt('/admin/check/venueEdit', 'admin');
    const row = (await screen.findByText('黄龙网球中心')).closest('tr')!;
    expect(within(row).getByText('联系电话、营业时间')).toBeInTheDocument();
    await user.click(within(row).getByRole('link', { name: '查看 黄龙网球中心 的变更' }));
    const diff = await screen.findByRole('table', { name: '变更内容' });
    expect(within(diff).getByText('0571-87961299')).toBeInTheDocument();
    const countsBefore = rootStore.ui.countsVersion;
    await user.click(screen.getByRole('button', { name: /驳\s*回/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox'), '电话号码有误');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('已驳回，场馆可看到驳回原因')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('已驳回').length).toBeGreaterThan(0));
    expect(screen.getByText('电话号码有误')).toBeInTheDocument();
    expect(rootStore.ui.countsVersion).toBe(countsBefore + 1);
    expect(screen.queryByRole('button', { name: /驳\s*回/ })).not.toBeInTheDocument();
  });
});
