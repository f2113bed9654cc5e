import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http as mswHttp } from 'msw';
import { PAYOUT_MSG, payoutUsableFromText, WITHDRAW_MSG, withdrawReservePosting } from 'shared/rules';
import { mockDb, mockSmsCode } from 'shared/mocks';
import { renderWithProviders } from 'shared/testing';
import { recordRequests, setupPageTest, signInForTest } from 'shared/mocks/testing';
import routes from '../../../app/routes';

// antd forms are slow in jsdom on a busy 2-core machine.
jest.setTimeout(60_000);

const server = setupPageTest();
const smsRequests = recordRequests(server, '/api/withdraw/send_sms');

/**
 * 王建国 (org_gov) owns 杭州市体育局, ¥488.60 available (shared/src/mocks/fixtures/accounts.ts), and its 收款账户 1,
 * usable (fixtures/payout-accounts.ts); his mobile 13800000002.
 */
const CODE = mockSmsCode('13800000002');
const ACCOUNT_1 = '中国工商银行杭州分行 6222 0212 0200 0000 001（杭州市体育局）';

/** Every POST /api/withdraw of the test: its body and Idempotency-Key. */
function withdrawRequests() {
  const calls: { body: Record<string, unknown>; key: string | null }[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === '/api/withdraw') {
      const key = request.headers.get('Idempotency-Key');
      void request.clone().json().then((body: Record<string, unknown>) => calls.push({ body, key }));
    }
  });
  return calls;
}

afterEach(() => {
  server.events.removeAllListeners();
  jest.useRealTimers();
});

/** Fake timers that leave the microtask and I/O queues alone (MSW and jsdom's XHR answer through them). */
const useFakeClock = () => jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });

function renderWithdraw(options: { fakeTimers?: boolean; account?: string; institution?: number } = {}) {
  const { rootStore } = signInForTest(options.account ?? 'org_gov');
  if (options.institution) rootStore.session.setActiveInstitution(options.institution);
  const result = renderWithProviders(null, { routes: routes.adminRoutes, route: '/admin/account/withdraw', rootStore });
  // with fake timers, user-event must move the clock itself
  const user = options.fakeTimers ? userEvent.setup({ advanceTimers: jest.advanceTimersByTime }) : result.user;
  return { ...result, user };
}

const field = (name: string) => screen.getByRole('textbox', { name });
const formItem = (name: string) => field(name).closest('.ant-form-item') as HTMLElement;

async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    await user.clear(field(name));
    await user.type(field(name), value);
  }
}

describe('AccountWithdraw 申请提现', () => {
  it('shows 可提现余额 and the institution\'s usable 收款账户, chosen already, and checks the amount', async () => {
    const { user } = renderWithdraw();
    expect(await screen.findByText('¥488.60')).toBeInTheDocument();
    expect(screen.getByText('提现机构').closest('tr')).toHaveTextContent('提现机构杭州市体育局');
    // no bank account is typed in: the one usable account is chosen
    expect(screen.queryByRole('textbox', { name: '银行账号' })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: ACCOUNT_1 })).toBeChecked();
    expect(screen.getByRole('link', { name: '管理收款账户' })).toHaveAttribute('href', '/admin/account/payoutAccount');

    await user.type(field('提现金额（元）'), '500');
    expect(await within(formItem('提现金额（元）')).findByText(WITHDRAW_MSG.balanceShort)).toBeInTheDocument();
    await fill(user, { '提现金额（元）': '0.5' });
    expect(await within(formItem('提现金额（元）')).findByText(WITHDRAW_MSG.tooSmall)).toBeInTheDocument();
    await fill(user, { '提现金额（元）': '1.234' });
    expect(await within(formItem('提现金额（元）')).findByText('金额格式错误，最多两位小数')).toBeInTheDocument();

    // nothing is sent before the form is right, and the code must have been asked for
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText(WITHDRAW_MSG.smsRequired)).toBeInTheDocument();
  });

  it('sends the 提现验证码 and counts 60 s down before the next one', async () => {
    useFakeClock();
    const { user } = renderWithdraw({ fakeTimers: true });
    await user.click(await screen.findByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '60秒后重新获取' })).toBeDisabled();
    expect(await screen.findByText('验证码已发送至 138****0002，请注意查收')).toBeInTheDocument();
    expect(smsRequests).toHaveLength(1);

    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('button', { name: '59秒后重新获取' })).toBeDisabled();
    await act(() => jest.advanceTimersByTimeAsync(58_000));
    expect(screen.getByRole('button', { name: '1秒后重新获取' })).toBeDisabled();
    await act(() => jest.advanceTimersByTimeAsync(1000));
    const again = screen.getByRole('button', { name: '获取验证码' });
    expect(again).toBeEnabled();
    await user.click(again);
    expect(await screen.findByRole('button', { name: '60秒后重新获取' })).toBeDisabled();
    expect(smsRequests).toHaveLength(2);
  });

  it('asks for the withdrawal with an Idempotency-Key, then shows 提现成功; the amount moves from 可提现余额 to 提现中', async () => {
    const calls = withdrawRequests();
    const { user, router } = renderWithdraw();
    await screen.findByText('¥488.60');
    await fill(user, { '提现金额（元）': '50' });
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await screen.findByRole('button', { name: /秒后重新获取$/ });
    await user.type(field('短信验证码'), CODE);
    await user.click(screen.getByRole('button', { name: '提交申请' }));

    await waitFor(() => expect(router!.state.location.pathname).toBe('/admin/account/withdrawSuccess'));
    expect(await screen.findByText('提现申请已提交')).toBeInTheDocument();
    expect(screen.getByText('提现金额：¥50.00')).toBeInTheDocument();
    expect(screen.getByText(`收款账户：${ACCOUNT_1}`)).toBeInTheDocument();
    expect(screen.getByText('平台审核后打款，预计 1–3 个工作日到账')).toBeInTheDocument();
    const withdrawNo = new URLSearchParams(router!.state.location.search).get('withdraw_no')!;
    expect(withdrawNo).toMatch(/^TX\d{14}[0-9a-f]{12}$/);
    expect(screen.getByText(`提现单号：${withdrawNo}`)).toBeInTheDocument();

    expect(calls).toHaveLength(1);
    expect(calls[0].body).toEqual({ institution_id: 1, amount_cents: 5000, payout_account_id: 1, sms_code: CODE });
    expect(calls[0].key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

    // 查看提现记录: the new withdrawal waits for review
    await user.click(screen.getByRole('button', { name: '查看提现记录' }));
    const row = (await screen.findByText(withdrawNo)).closest('tr')!;
    expect(within(row).getByText('待审核')).toBeInTheDocument();
    expect(within(row).getByText('¥50.00')).toBeInTheDocument();

    // 资金账户: reserved, no longer available
    await act(() => router!.navigate('/admin/account/info'));
    expect(await within(await screen.findByRole('region', { name: '可提现余额' })).findByText('¥438.60')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '提现中' })).getByText('¥397.00')).toBeInTheDocument();
  });

  it("shows the server's 余额不足 when the balance changed meanwhile, and the balance as it is now", async () => {
    const calls = withdrawRequests();
    const { user, router } = renderWithdraw();
    await screen.findByText('¥488.60');
    // another manager's withdrawal reserved ¥450.00 after the page was read
    mockDb.ledger.push({ ...withdrawReservePosting({ withdraw_no: 'TXOTHER', institution_id: 1, amount_cents: 45000 }), at: new Date().toISOString() });

    await fill(user, { '提现金额（元）': '50' });
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await screen.findByRole('button', { name: /秒后重新获取$/ });
    await user.type(field('短信验证码'), CODE);
    await user.click(screen.getByRole('button', { name: '提交申请' }));

    expect(await screen.findByText(WITHDRAW_MSG.balanceShort, { selector: '.ant-message *' })).toBeInTheDocument();
    expect(await screen.findByText('¥38.60')).toBeInTheDocument();
    expect(router!.state.location.pathname).toBe('/admin/account/withdraw');
    expect(calls).toHaveLength(1);
  });

  it("shows the server's refusal of a wrong code and stays on the form", async () => {
    const { user, router } = renderWithdraw();
    await screen.findByText('¥488.60');
    await fill(user, { '提现金额（元）': '10' });
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await screen.findByRole('button', { name: /秒后重新获取$/ });
    await user.type(field('短信验证码'), '000000');
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('验证码错误或已过期', { selector: '.ant-message *' })).toBeInTheDocument();
    expect(router!.state.location.pathname).toBe('/admin/account/withdraw');
    expect(mockDb.withdrawals).toHaveLength(15);
  });

  it('sends the same Idempotency-Key again when the manager retries an attempt a network error interrupted', async () => {
    const calls = withdrawRequests();
    server.use(mswHttp.post('/api/withdraw', () => HttpResponse.error(), { once: true }));
    const { user, router } = renderWithdraw();
    await screen.findByText('¥488.60');
    await fill(user, { '提现金额（元）': '20' });
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await screen.findByRole('button', { name: /秒后重新获取$/ });
    await user.type(field('短信验证码'), CODE);
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: '提交申请' })).toBeEnabled());

    await user.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(router!.state.location.pathname).toBe('/admin/account/withdrawSuccess'));
    expect(calls).toHaveLength(2);
    expect(calls[1].key).toBe(calls[0].key);
    expect(mockDb.withdrawals.filter((w) => w.amount_cents === 2000)).toHaveLength(1);
  });

  it('offers no account while none is usable: the cooling one says from when, a pending one waits, and 添加收款账户 is a link away', async () => {
    // 收款账户 1 confirmed 23 hours ago: usable in an hour; and a second one not verified yet
    const now = Date.now();
    const usableFrom = new Date(now + 3600_000).toISOString();
    Object.assign(mockDb.payoutAccounts[0], { confirmed_at: new Date(now - 23 * 3600_000).toISOString(), usable_from: usableFrom });
    mockDb.payoutAccounts.push({ ...mockDb.payoutAccounts[0], id: 99, bank_name: '中国建设银行杭州分行', card_number: '6217001234567890', status: 'pending', confirmed_at: null, usable_from: null });
    const { user, router } = renderWithdraw();
    expect(await screen.findByText(PAYOUT_MSG.none)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: `${ACCOUNT_1} （${payoutUsableFromText(usableFrom)}）` })).toBeDisabled();
    expect(screen.getByRole('radio', { name: '中国建设银行杭州分行 6217 0012 3456 7890（杭州市体育局） （待验证）' })).toBeDisabled();
    expect(screen.getByText(`${ACCOUNT_1}：${payoutUsableFromText(usableFrom)}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '提交申请' })).toBeDisabled();
    await user.click(screen.getByRole('link', { name: '添加收款账户' }));
    await waitFor(() => expect(router!.state.location.pathname).toBe('/admin/account/payoutAccount'));
  });

  it('tells a member who is not the owner that only the owner withdraws, and asks nothing of the server', async () => {
    const calls = withdrawRequests();
    // 赵雅琴 (org_multi) owns 浙江省田径协会 and is a member of 浙江赛道体育 without owning it
    renderWithdraw({ account: 'org_multi', institution: 6 });
    expect(await screen.findByText(PAYOUT_MSG.forbidden)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: '提现申请' })).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
