import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAYOUT_MSG, payoutUsableFromText, WITHDRAW_MSG } from 'shared/rules';
import { mockDb, mockSmsCode } from 'shared/mocks';
import { renderWithProviders } from 'shared/testing';
import { setupPageTest, signInForTest } from 'shared/mocks/testing';
import routes from '../../../app/routes';

// antd forms and tables are slow in jsdom on a busy 2-core machine.
jest.setTimeout(60_000);

const server = setupPageTest();

/** 王建国 (org_gov) owns 杭州市体育局 and its 收款账户 1 (shared/src/mocks/fixtures/payout-accounts.ts); mobile 13800000002. */
const CODE = mockSmsCode('13800000002');

/** Every POST of the test under /api/admin/payout_account: its path and body. */
function payoutPosts() {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (request.method === 'POST' && path.startsWith('/api/admin/payout_account')) {
      void request.clone().json().then((body: Record<string, unknown>) => calls.push({ path, body }));
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

function renderPage(options: { account?: string; institution?: number; fakeTimers?: boolean } = {}) {
  const { rootStore } = signInForTest(options.account ?? 'org_gov');
  if (options.institution) rootStore.session.setActiveInstitution(options.institution);
  const result = renderWithProviders(null, { routes: routes.adminRoutes, route: '/admin/account/payoutAccount', rootStore });
  const user = options.fakeTimers ? userEvent.setup({ advanceTimers: jest.advanceTimersByTime }) : result.user;
  return { ...result, user };
}

const rowOf = async (cardText: string) => (await screen.findByText(cardText, { selector: 'td' })).closest('tr') as HTMLElement;
const toast = (text: string) => screen.findByText(text, { selector: '.ant-message *' });

/**
 * The open modal titled `title`, found by its title's text (in tests antd gives generated ids one value, so the
 * dialog's aria-labelledby may point elsewhere); `closed` waits for it to be gone.
 */
const modalTitled = async (title: string) =>
  (await screen.findAllByText(title, { selector: '.ant-modal-title, .ant-modal-confirm-title' }))[0]!.closest<HTMLElement>('[role="dialog"]')!;
const modalGone = (title: string) => waitFor(() => expect(screen.queryByText(title, { selector: '.ant-modal-title' })).not.toBeInTheDocument());

describe('AccountPayoutAccounts 收款账户', () => {
  it('lists the accounts with the number in groups of four; the owner adds one, which waits for its code', async () => {
    const calls = payoutPosts();
    const { user } = renderPage();
    expect(await screen.findByText('收款账户（杭州市体育局）')).toBeInTheDocument();
    const demo = await rowOf('6222 0212 0200 0000 001');
    expect(within(demo).getByText('中国工商银行杭州分行')).toBeInTheDocument();
    expect(within(demo).getByText('可用')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['开户银行', '银行账号', '收款户名', '状态', '添加时间', '操作']);

    await user.click(screen.getByRole('button', { name: '添加收款账户' }));
    const dialog = await modalTitled('添加收款账户');
    // 收款户名 is the institution's name
    expect(within(dialog).getByRole('textbox', { name: '收款户名' })).toHaveValue('杭州市体育局');
    expect(within(dialog).getByRole('textbox', { name: '收款户名' })).toBeDisabled();
    const card = within(dialog).getByRole('textbox', { name: '银行账号' });
    await user.type(card, '6222 abc 021');
    expect(card).toHaveValue('6222 021');
    await user.click(within(dialog).getByRole('button', { name: '提交并发送验证码' }));
    expect(await within(dialog).findByText(WITHDRAW_MSG.cardInvalid)).toBeInTheDocument();
    expect(await within(dialog).findByText(WITHDRAW_MSG.bankRequired)).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.clear(card);
    await user.type(card, '621700123456789012');
    expect(card).toHaveValue('6217 0012 3456 7890 12');
    await user.type(within(dialog).getByRole('textbox', { name: '开户银行' }), '中国建设银行杭州分行');
    await user.click(within(dialog).getByRole('button', { name: '提交并发送验证码' }));
    expect(await toast('验证码已发送至 138****0002，请注意查收')).toBeInTheDocument();
    expect(await within(dialog).findByText('验证码已发送至 138****0002')).toBeInTheDocument();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      path: '/api/admin/payout_account',
      body: { institution_id: 1, account_name: '杭州市体育局', bank_name: '中国建设银行杭州分行', card_number: '621700123456789012' },
    });
    expect(within(dialog).getByRole('button', { name: /秒后重新获取$/ })).toBeDisabled();
    // the list already shows it, waiting for its code
    expect(within(await rowOf('6217 0012 3456 7890 12')).getByText('待验证')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: '短信验证码' }), CODE);
    await user.click(within(dialog).getByRole('button', { name: '确认验证' }));
    const added = mockDb.payoutAccounts.find((a) => a.card_number === '621700123456789012')!;
    expect(await toast(`收款账户已验证，${payoutUsableFromText(added.usable_from!)}`)).toBeInTheDocument();
    await modalGone('添加收款账户');
    expect(calls[1]).toEqual({ path: '/api/admin/payout_account/confirm', body: { id: added.id, sms_code: CODE } });
    // cooling for a day: the row says from when it may be used (Shanghai time)
    const cooling = await rowOf('6217 0012 3456 7890 12');
    expect(await within(cooling).findByText('冷静期')).toBeInTheDocument();
    expect(within(cooling).getByText(payoutUsableFromText(added.usable_from!))).toBeInTheDocument();
    expect(within(cooling).queryByRole('button', { name: /^验证收款账户/ })).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a number the institution has already and keeps the form", async () => {
    const { user } = renderPage();
    await rowOf('6222 0212 0200 0000 001');
    await user.click(screen.getByRole('button', { name: '添加收款账户' }));
    const dialog = await modalTitled('添加收款账户');
    await user.type(within(dialog).getByRole('textbox', { name: '开户银行' }), '中国工商银行杭州分行');
    await user.type(within(dialog).getByRole('textbox', { name: '银行账号' }), '6222021202000000001');
    await user.click(within(dialog).getByRole('button', { name: '提交并发送验证码' }));
    expect(await toast(PAYOUT_MSG.duplicate)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: '银行账号' })).toHaveValue('6222 0212 0200 0000 001');
    expect(mockDb.smsOutbox).toHaveLength(0);
  });

  it('verifies a pending account from its row: 获取验证码 counts 60 s down, a wrong code is refused, the right one confirms it', async () => {
    useFakeClock();
    mockDb.payoutAccounts.push({
      ...mockDb.payoutAccounts[0]!,
      id: 50,
      bank_name: '中国农业银行杭州分行',
      card_number: '6228480000000000001',
      status: 'pending',
      confirmed_at: null,
      usable_from: null,
      created_at: new Date().toISOString(),
    });
    const { user } = renderPage({ fakeTimers: true });
    const row = await rowOf('6228 4800 0000 0000 001');
    expect(within(row).getByText('待验证')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: '验证收款账户 6228 4800 0000 0000 001' }));
    const dialog = await modalTitled('验证收款账户');
    expect(within(dialog).getByText('中国农业银行杭州分行')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: '获取验证码' }));
    expect(await within(dialog).findByRole('button', { name: '60秒后重新获取' })).toBeDisabled();
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(within(dialog).getByRole('button', { name: '59秒后重新获取' })).toBeDisabled();
    await act(() => jest.advanceTimersByTimeAsync(59_000));
    expect(within(dialog).getByRole('button', { name: '获取验证码' })).toBeEnabled();

    await user.type(within(dialog).getByRole('textbox', { name: '短信验证码' }), '000000');
    await user.click(within(dialog).getByRole('button', { name: '确认验证' }));
    expect(await toast('验证码错误或已过期')).toBeInTheDocument();
    expect(mockDb.payoutAccounts.find((a) => a.id === 50)!.status).toBe('pending');

    await user.clear(within(dialog).getByRole('textbox', { name: '短信验证码' }));
    await user.type(within(dialog).getByRole('textbox', { name: '短信验证码' }), CODE);
    await user.click(within(dialog).getByRole('button', { name: '确认验证' }));
    await waitFor(() => expect(mockDb.payoutAccounts.find((a) => a.id === 50)!.status).toBe('active'));
    expect(await within(await rowOf('6228 4800 0000 0000 001')).findByText('冷静期')).toBeInTheDocument();
  });

  it('removes an account once the owner confirms', async () => {
    const { user } = renderPage();
    const row = await rowOf('6222 0212 0200 0000 001');
    await user.click(within(row).getByRole('button', { name: '删除收款账户 6222 0212 0200 0000 001' }));
    const confirm = await modalTitled('删除收款账户');
    expect(confirm).toHaveTextContent('确定删除收款账户 中国工商银行杭州分行 6222 0212 0200 0000 001？');
    await user.click(within(confirm).getByRole('button', { name: /删\s*除/ }));
    expect(await toast('收款账户已删除')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('6222 0212 0200 0000 001', { selector: 'td' })).not.toBeInTheDocument());
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    expect(mockDb.payoutAccounts[0]!.status).toBe('removed');
  });

  it('shows a member who is not the owner the list, without 添加, 验证 or 删除', async () => {
    // 赵雅琴 (org_multi) is a member of 浙江赛道体育 (6) without owning it
    renderPage({ account: 'org_multi', institution: 6 });
    expect(await screen.findByText('收款账户（浙江赛道体育赛事运营有限公司）')).toBeInTheDocument();
    expect(await screen.findByText(PAYOUT_MSG.forbidden)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '添加收款账户' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: '操作' })).not.toBeInTheDocument();
  });
});
