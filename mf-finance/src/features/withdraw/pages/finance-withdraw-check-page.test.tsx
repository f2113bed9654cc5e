import { configure, screen, within } from '@testing-library/react';
import { WITHDRAW_MSG } from 'shared/rules';
import { mockDb } from 'shared/mocks';
import { setupPageTest, signInForTest } from 'shared/mocks/testing';
import { renderWithProviders } from 'shared/testing';
import routes from '../../../app/routes';
import { label, modalTitled, recordPosts } from '../../refund/test-helpers';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 15_000 });

const server = setupPageTest();
const checks = recordPosts(server, '/api/admin/withdraw/check');

function renderAt(id: number, account = 'admin') {
  const { rootStore } = signInForTest(account);
  return { ...renderWithProviders(null, { routes: routes.adminRoutes, route: `/admin/finance/withdraw/${id}`, rootStore }), rootStore };
}

/** The value cell of a Descriptions item (bordered: the label's cell, then the value's). */
const valueOf = (name: string) =>
  screen.getByText(name, { selector: '.ant-descriptions-item-label > span' }).closest('.ant-descriptions-item-label')!.nextElementSibling as HTMLElement;

const withdrawal = (id: number) => mockDb.withdrawals.find((w) => w.id === id)!;

// Withdrawal 3: TXDEMO00013, ¥347.00 of 杭州市体育局 asked by 王建国, 待审核 (shared/src/mocks/fixtures/accounts.ts).
describe('FinanceWithdrawCheck 提现审核', () => {
  it('shows the withdrawal and confirms its payout with the required 打款凭证号', async () => {
    const { user, rootStore } = renderAt(3);
    expect(await screen.findByText('TXDEMO00013')).toBeInTheDocument();
    expect(within(valueOf('状态')).getByText('待审核')).toBeInTheDocument();
    expect(valueOf('机构')).toHaveTextContent('杭州市体育局');
    expect(valueOf('提现金额')).toHaveTextContent('¥347.00');
    expect(valueOf('开户银行')).toHaveTextContent('中国工商银行杭州分行');
    expect(valueOf('银行账号')).toHaveTextContent('6222 0212 0200 0000 001');
    expect(valueOf('收款户名')).toHaveTextContent('杭州市体育局');
    expect(valueOf('申请人')).toHaveTextContent('王建国');
    expect(valueOf('打款凭证号')).toHaveTextContent('-');
    const counts = rootStore.ui.countsVersion;

    await user.click(screen.getByRole('button', { name: '确认打款' }));
    const dialog = await modalTitled('确认打款');
    expect(within(dialog).getByText('¥347.00')).toBeInTheDocument();
    expect(within(dialog).getByText('6222 0212 0200 0000 001')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '确认已打款' }));
    expect(await within(dialog).findByText(WITHDRAW_MSG.referenceRequired)).toBeInTheDocument();
    expect(checks).toHaveLength(0);

    await user.click(within(dialog).getByRole('textbox', { name: '打款凭证号' }));
    await user.paste(' HZ20261126000123 ');
    await user.click(within(dialog).getByRole('button', { name: '确认已打款' }));

    expect(await screen.findByText('已确认打款')).toBeInTheDocument();
    expect(await within(valueOf('状态')).findByText('已打款')).toBeInTheDocument();
    expect(valueOf('打款凭证号')).toHaveTextContent('HZ20261126000123');
    expect(valueOf('审核时间')).toHaveTextContent(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(screen.queryByRole('button', { name: '确认打款' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: label('驳回') })).not.toBeInTheDocument();
    expect(rootStore.ui.countsVersion).toBe(counts + 1);

    expect(checks).toHaveLength(1);
    expect(checks[0].body).toEqual({ id: 3, action: 'approve', payout_reference: 'HZ20261126000123' });
    expect(checks[0].key).toMatch(/^[0-9a-f-]{36}$/);
    expect(withdrawal(3)).toMatchObject({ status: 'approved', payout_reference: 'HZ20261126000123', reviewed_by: 1 });
    // the reserve leaves the platform: payout → clearing
    expect(mockDb.ledger.find((t) => t.key === 'withdraw_payout:TXDEMO00013')?.entries).toEqual([
      { account: 'inst:1:payout', amount: 34700 },
      { account: 'platform:clearing', amount: -34700 },
    ]);
  });

  it('rejects with the required reason: the amount goes back to the available balance', async () => {
    // withdrawal 9: TXDEMO00039, ¥417.00 of 星辰青少年体育培训中心
    const { user } = renderAt(9);
    await user.click(await screen.findByRole('button', { name: label('驳回') }));
    const dialog = await modalTitled('驳回提现');
    expect(within(dialog).getByText('驳回 星辰青少年体育培训中心 的提现 ¥417.00，金额将退回该机构的可提现余额。')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: label('确定') }));
    expect(await within(dialog).findByText(WITHDRAW_MSG.reasonRequired)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('textbox', { name: '驳回原因' }));
    await user.paste('开户银行与开户许可证不一致');
    await user.click(within(dialog).getByRole('button', { name: label('确定') }));

    expect(await screen.findByText('已驳回，金额已退回机构可提现余额')).toBeInTheDocument();
    expect(await within(valueOf('状态')).findByText('已驳回')).toBeInTheDocument();
    expect(valueOf('驳回原因')).toHaveTextContent('开户银行与开户许可证不一致');
    expect(valueOf('打款凭证号')).toHaveTextContent('-');
    expect(checks.map((c) => c.body)).toEqual([{ id: 9, action: 'reject', reason: '开户银行与开户许可证不一致' }]);
    expect(mockDb.ledger.find((t) => t.key === 'withdraw_release:TXDEMO00039')?.entries).toEqual([
      { account: 'inst:3:payout', amount: 41700 },
      { account: 'inst:3:available', amount: -41700 },
    ]);
  });

  it('shows the server’s refusal when the withdrawal was reviewed meanwhile', async () => {
    const { user } = renderAt(6);
    await user.click(await screen.findByRole('button', { name: '确认打款' }));
    const dialog = await modalTitled('确认打款');
    withdrawal(6).status = 'rejected';
    await user.click(within(dialog).getByRole('textbox', { name: '打款凭证号' }));
    await user.paste('HZ1');
    await user.click(within(dialog).getByRole('button', { name: '确认已打款' }));
    expect(await screen.findByText(WITHDRAW_MSG.notPending)).toBeInTheDocument();
    expect(screen.getByText('确认打款', { selector: '.ant-modal-title' })).toBeInTheDocument();
    expect(mockDb.ledger.some((t) => t.key === 'withdraw_payout:TXDEMO00026')).toBe(false);
  });

  it('shows an institution’s manager its own withdrawal, without review', async () => {
    renderAt(3, 'org_gov');
    expect(await screen.findByText('TXDEMO00013')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '确认打款' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: label('驳回') })).not.toBeInTheDocument();
  });

  it('shows 暂无数据 and the server message for a withdrawal of another institution', async () => {
    renderAt(6, 'org_gov');
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    expect(await screen.findByText('请求的资源不存在')).toBeInTheDocument();
  });
});
