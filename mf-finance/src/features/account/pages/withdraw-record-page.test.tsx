import { screen, within } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { ok } from 'shared/mocks';
import { renderWithProviders } from 'shared/testing';
import { recordRequests, setupPageTest, signInForTest } from 'shared/mocks/testing';
import routes from '../../../app/routes';

jest.setTimeout(60_000);

const server = setupPageTest();
const requests = recordRequests(server, '/api/withdraw');

function renderAt(path: string, account = 'org_gov') {
  const { rootStore } = signInForTest(account);
  return renderWithProviders(null, { routes: routes.adminRoutes, route: path, rootStore });
}

const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((td) => td.textContent);

describe('AccountWithdrawRecord 提现记录', () => {
  it("lists the institution's withdrawals newest first: status tags, the card in groups of four, the reason and the payout reference", async () => {
    renderAt('/admin/account/withdrawRecord');
    expect(await screen.findByText('共 3 条')).toBeInTheDocument();
    expect(requests[0].searchParams.get('institution_id')).toBe('1');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      '提现单号', '申请时间', '提现金额', '开户银行', '银行账号', '收款户名', '申请人', '状态', '审核时间', '驳回原因', '打款凭证号',
    ]);
    const [pending, rejected, approved] = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(cells(pending)).toEqual([
      'TXDEMO00013', expect.stringMatching(/^2026-11-15 /), '¥347.00', '中国工商银行杭州分行', '6222 0212 0200 0000 001', '杭州市体育局', '王建国', '待审核', '-', '-', '-',
    ]);
    expect(within(pending).getByText('待审核').closest('.ant-tag')).toHaveClass('ant-tag-gold');
    expect(cells(rejected).slice(7, 11)).toEqual(['已驳回', expect.stringMatching(/^2026-11-13 /), '收款账户信息与开户许可证不一致，请核对后重新申请', '-']);
    expect(cells(approved).slice(0, 3)).toEqual(['TXDEMO00011', expect.stringMatching(/^2026-11-09 /), '¥556.00']);
    expect(cells(approved)[7]).toBe('已打款');
    expect(cells(approved)[10]).toMatch(/^HZ\d+$/);
  });

  it('shows 暂无数据 for an institution without withdrawals', async () => {
    server.use(mswHttp.get('/api/withdraw', () => ok({ list: [], total: 0 })));
    renderAt('/admin/account/withdrawRecord');
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });

  it('offers 申请提现', async () => {
    const { user, router } = renderAt('/admin/account/withdrawRecord');
    await user.click(await screen.findByRole('button', { name: '申请提现' }));
    expect(await screen.findByRole('textbox', { name: '提现金额（元）' })).toBeInTheDocument();
    expect(router!.state.location.pathname).toBe('/admin/account/withdraw');
  });
});
