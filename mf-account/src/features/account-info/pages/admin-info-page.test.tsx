import { screen, within } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { setupPageTest, signInForTest } from 'shared/mocks/testing';
import routes from '../../../app/routes';

jest.setTimeout(60_000);
setupPageTest();

function renderAs(account: string) {
  const { rootStore } = signInForTest(account);
  return renderWithProviders(null, { routes: routes.adminRoutes, route: '/admin/admininfo', rootStore });
}

describe('admininfo 账号信息', () => {
  it('shows the profile and both institutions of a user who manages two', async () => {
    renderAs('org_multi');
    expect(await screen.findByText('赵雅琴')).toBeInTheDocument();
    expect(screen.getByText('org_multi')).toBeInTheDocument();
    expect(screen.getByText('138****0007')).toBeInTheDocument();
    expect(screen.getByText('机构用户')).toBeInTheDocument();

    const first = (await screen.findByText('浙江省田径协会')).closest('tr')!;
    expect(within(first).getByText('社会组织/协会')).toBeInTheDocument();
    expect(within(first).getByText('机构管理员')).toBeInTheDocument();
    expect(within(first).getByText('当前机构')).toBeInTheDocument();
    const second = screen.getByText('浙江赛道体育赛事运营有限公司').closest('tr')!;
    expect(within(second).getByText('赛事运营机构')).toBeInTheDocument();
    expect(within(second).getByText('机构成员')).toBeInTheDocument();
    expect(screen.getByText('共 2 条')).toBeInTheDocument();
  });

  it('shows a platform administrator every institution', async () => {
    renderAs('admin');
    expect(await screen.findByText('平台机构')).toBeInTheDocument();
    expect(await screen.findByText('共 11 条')).toBeInTheDocument();
    expect(screen.getAllByText('平台管理员').length).toBeGreaterThan(1);
  });

  it('shows a personal user the profile only', async () => {
    renderAs('athlete');
    expect(await screen.findByText('林晓跑')).toBeInTheDocument();
    expect(screen.getByText('个人用户')).toBeInTheDocument();
    expect(screen.queryByText('我的机构')).not.toBeInTheDocument();
    expect(screen.queryByText(/^共 \d+ 条$/)).not.toBeInTheDocument();
  });
});
