import { screen, within } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { setupPageTest, signInForTest } from 'shared/mocks/testing';
import { DEMO_CHECK_IN_ACTIVITY, demoCheckInCertificates } from 'shared/demo';
import routes from '../../../app/routes';

jest.setTimeout(60_000);
setupPageTest();

const renderAs = (account: string) => renderWithProviders(null, { routes: routes.adminRoutes, route: '/admin/person/certificates', rootStore: signInForTest(account).rootStore });

describe('MyCertificates 我的证书', () => {
  it('lists the athlete’s certificates with the PDF and the verification page', async () => {
    const [demo] = demoCheckInCertificates();
    const { user } = renderAs('athlete');
    const table = await screen.findByRole('table', { name: '我的证书' });
    const row = (await within(table).findByText(DEMO_CHECK_IN_ACTIVITY)).closest('tr')!;
    expect([...row.querySelectorAll('td')].slice(0, 8).map((td) => td.textContent)).toEqual([
      DEMO_CHECK_IN_ACTIVITY,
      '打卡完成证书',
      '-',
      demo!.result,
      '-',
      expect.stringMatching(/^\d{4}年\d{1,2}月\d{1,2}日$/),
      '有效',
      demo!.code,
    ]);
    expect(within(row).getByRole('link', { name: `查看验证页${demo!.code}` })).toHaveAttribute('href', `/certificate/verify/${demo!.code}`);
    await user.click(within(row).getByRole('button', { name: `下载${demo!.code}` }));
    // the mock data renders no PDF and says so; the server answers the file
    expect(await screen.findByText('演示模式不生成证书文件，请连接服务器后下载')).toBeInTheDocument();
  });

  it('shows an empty list to a user without certificates', async () => {
    renderAs('referee');
    const table = await screen.findByRole('table', { name: '我的证书' });
    expect(await within(table).findByText('暂无数据')).toBeInTheDocument();
  });
});
