// Issue 13 journey: the money of a paid sign-up, end to end — the athlete signs up for a paid item, the organiser
// accepts, the athlete pays through the sandbox gateway (QR code, pay page, signed notification) and sees 支付成功,
// asks for a refund, the organiser approves it and the money goes back; then the organiser registers a 收款账户 (its
// SMS code from the demo outbox; it cools for a day), withdraws part of its available income with an SMS code to the
// demo's registered account (past its cooling period) and the platform admin pays it out.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { accounts } from '../support/accounts.ts';
import { launch, loginAs, newPage, screenshot } from '../support/browser.ts';
import { api, approveFiling, CHINA, createMatch, fileMatch, journey, label, modal, openManagementPage, openSignUpWithItem, toast, uniqueSuffix } from '../support/competition.ts';

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

const ITEM = '迷你马拉松5公里';

async function signIn(page: Page, who: { account: string; password: string }, loginPath = '/login') {
  await loginAs(page, who.account, who.password, loginPath);
  await page.waitForURL((url) => url.pathname.startsWith('/admin') && !url.pathname.startsWith('/admin/login'));
}

test('资金：报名缴费（沙箱支付）→ 申请退款 → 主办方审核 → 原路退回；登记收款账户 → 主办方提现 → 平台打款', () =>
  journey(browser, 'finance-money', async (step) => {
    const name = `e2e西湖区迷你马拉松${uniqueSuffix()}`;
    const organiser = await newPage(browser, CHINA);
    const o = organiser.page;
    await signIn(o, accounts.orgGov);

    // 1. a match with a paid item (¥50.00), filed and approved
    const id = await createMatch(o, { name, sport: '田径', from: '2027-03-06', to: '2027-03-07', location: '西湖区体育中心' });
    await openSignUpWithItem(o, { name: ITEM, capacity: 20, fee: '50' });
    await fileMatch(o);
    const admin = await newPage(browser, CHINA);
    await signIn(admin.page, accounts.admin, '/admin/login');
    await approveFiling(admin.page, name);
    step('收费项目与报备审核');

    // 2. the athlete signs up on the public match page; the organiser accepts (报名审核 → 批量通过)
    const athlete = await newPage(browser, CHINA);
    const a = athlete.page;
    await signIn(a, accounts.athlete);
    await a.goto(`/match/${id}`);
    await a.getByRole('heading', { name }).first().waitFor();
    await a.getByRole('button', { name: label('我要报名') }).click();
    const form = a.getByRole('form', { name: '报名表' });
    await form.getByText(ITEM).waitFor();
    await form.getByText('报名费 ¥50.00').waitFor();
    await form.getByLabel('姓名', { exact: true }).fill('林晓跑');
    await form.getByLabel('手机号', { exact: true }).fill('13800000005');
    await form.getByRole('button', { name: label('提交报名') }).click();
    await a.getByRole('status').filter({ hasText: '报名已提交，请等待主办方审核' }).waitFor();

    await openManagementPage(o, '报名审核', 'signUp_apply');
    const panel = o.getByRole('tabpanel').filter({ has: o.getByRole('button', { name: label('批量通过') }) });
    await panel.getByText('共 1 条').waitFor();
    await panel.locator('.ant-table-thead .ant-checkbox-input').check();
    await panel.getByRole('button', { name: label('批量通过') }).click();
    await modal(o, '通过报名').getByRole('button', { name: label('确定') }).click();
    await toast(o, '已通过 1 条报名').waitFor();
    step('官网报名与审核通过');

    // 3. the athlete pays the ¥50.00 fee in 我的订单 → 收银台 → 微信支付 → the sandbox pay page → 支付成功
    await a.goto('/admin/account/orders');
    const orderRow = a.locator('.ant-table-row').filter({ hasText: `${name} 报名费` }).first();
    await orderRow.waitFor();
    const orderNo = (await orderRow.getAttribute('data-row-key')) ?? '';
    await orderRow.getByRole('button', { name: /去支付/ }).click();
    await a.waitForURL((url) => url.pathname.startsWith('/admin/account/pay/'));
    await a.getByText('¥50.00').first().waitFor();
    await a.getByRole('radio', { name: /微信支付/ }).check();
    await a.getByRole('button', { name: label('立即支付') }).click();
    await a.getByRole('img', { name: '支付二维码' }).waitFor();
    await screenshot(a, 'finance-money-1-cashier');
    const [gateway] = await Promise.all([athlete.context.waitForEvent('page'), a.getByText('打开支付页面').click()]);
    await gateway.getByText('沙箱支付（测试环境，不会产生真实扣款）').waitFor();
    await gateway.getByRole('button', { name: label('确认支付') }).click();
    await gateway.getByText('支付成功，请返回商户页面查看结果').waitFor();
    await screenshot(gateway, 'finance-money-2-sandbox');
    await gateway.close();
    // the cashier polls /pay_order/statues until the signed notification has paid the order
    await a.waitForURL((url) => url.pathname === '/admin/account/payResult', { timeout: 90_000 });
    await a.getByText('支付成功').first().waitFor();
    await screenshot(a, 'finance-money-3-paid');
    step('沙箱支付成功');

    // 4. the athlete asks for the whole fee back; the organiser approves in 退款管理; the gateway pays it back
    await a.goto('/admin/account/orders');
    const paidRow = a.locator('.ant-table-row').filter({ hasText: `${name} 报名费` }).first();
    await paidRow.getByText('已支付').waitFor();
    await paidRow.getByRole('button', { name: /申请退款/ }).click();
    const ask = modal(a, '申请退款');
    await ask.getByText('¥50.00').first().waitFor();
    await ask.getByLabel('退款原因').fill('行程冲突无法参赛');
    await ask.getByRole('button', { name: label('提交申请') }).click();
    await toast(a, '退款申请已提交，等待审核').waitFor();

    await o.goto('/admin/finance/refund');
    const refundRow = o.locator('.ant-table-row').filter({ hasText: `${name} 报名费` }).first();
    await refundRow.getByText('待审核').waitFor();
    await refundRow.getByRole('button', { name: /审核退款/ }).click();
    const review = modal(o, '审核退款');
    await review.getByLabel('审核意见').fill('同意退款');
    await review.getByRole('button', { name: label('确定') }).click();
    await toast(o, /已通过/).waitFor();
    // the refund job asks the gateway; the list says 已退款 once it has paid back
    for (let i = 0; ; i += 1) {
      await o.reload();
      const row = o.locator('.ant-table-row').filter({ hasText: `${name} 报名费` }).first();
      await row.waitFor();
      if ((await row.textContent())?.includes('已退款')) break;
      if (i >= 30) assert.fail('退款未在 60 秒内原路退回');
      await o.waitForTimeout(2_000);
    }
    await screenshot(o, 'finance-money-4-refunded');
    await a.goto('/admin/account/orders');
    await a.locator('.ant-table-row').filter({ hasText: `${name} 报名费` }).first().getByText('已退款').waitFor();
    const paidOrder = await api<{ status: string; pay_channel: string }>(a, 'GET', '/pay_order/statues', { order_no: orderNo || (await orderNoOf(a, name)) });
    assert.deepEqual([paidOrder.status, paidOrder.pay_channel], ['已退款', 'wechat']);
    step('申请退款、审核通过、原路退回');

    // 5. the organiser registers a 收款账户 from 资金账户: the 收款账户验证码 from the demo outbox confirms it, and it
    // cools for a day (可于 … 起使用), so it is not offered by 申请提现 yet
    await o.goto('/admin/account/info');
    await o.getByText('可提现余额').first().waitFor();
    await screenshot(o, 'finance-money-5-account');
    await o.getByRole('button', { name: '收款账户' }).click();
    await o.waitForURL((url) => url.pathname === '/admin/account/payoutAccount');
    await o.getByRole('button', { name: label('添加收款账户') }).click();
    const add = modal(o, '添加收款账户');
    // a number of this run (journeys may run again against the same database): 17 digits
    const card = `6217${uniqueSuffix()}${String(Date.now() % 1000).padStart(3, '0')}`;
    const grouped = card.replace(/(\d{4})(?=\d)/g, '$1 ');
    await add.getByLabel('开户银行').fill('中国建设银行杭州分行');
    await add.getByLabel('银行账号').fill(card);
    await add.getByRole('button', { name: '提交并发送验证码' }).click();
    await toast(o, /验证码已发送/).waitFor();
    const payoutSms = await api<{ list: { code: string; content: string }[] }>(o, 'GET', '/dev/sms_outbox', { mobile: accounts.orgGov.mobile });
    assert.ok(payoutSms.list[0]!.content.includes('收款账户验证码'), payoutSms.list[0]!.content);
    await add.getByLabel('短信验证码').fill(payoutSms.list[0]!.code);
    await add.getByRole('button', { name: '确认验证' }).click();
    await toast(o, /收款账户已验证，可于 .+ 起使用/).waitFor();
    const registered = o.locator('.ant-table-row').filter({ hasText: grouped }).first();
    await registered.getByText('冷静期').waitFor();
    await registered.getByText(/^可于 \d{4}-\d{2}-\d{2} \d{2}:\d{2} 起使用$/).waitFor();
    await screenshot(o, 'finance-money-5-payout-account');
    step('登记收款账户（短信验证，冷静期）');

    // … then withdraws ¥10.00 of its available income to the demo's 收款账户, registered long ago (SMS code from the
    // demo outbox); the new one is offered only once its cooling day is over
    await o.goto('/admin/account/withdraw');
    const w = o.getByRole('form', { name: '提现申请' });
    await w.getByRole('radio', { name: '中国工商银行杭州分行 6222 0212 0200 0000 001（杭州市体育局）' }).check();
    assert.ok(await w.getByRole('radio', { name: new RegExp(`^中国建设银行杭州分行 ${grouped}（杭州市体育局）\\s*（可于 .+ 起使用）$`) }).isDisabled());
    await w.getByLabel('提现金额（元）').fill('10.00');
    await w.getByRole('button', { name: '获取验证码' }).click();
    await toast(o, /验证码已发送/).waitFor();
    const outbox = await api<{ list: { code: string }[] }>(o, 'GET', '/dev/sms_outbox', { mobile: accounts.orgGov.mobile });
    await w.getByLabel('短信验证码').fill(outbox.list[0]!.code);
    await w.getByRole('button', { name: label('提交申请') }).click();
    await o.waitForURL((url) => url.pathname === '/admin/account/withdrawSuccess');
    await o.getByText('提现申请已提交').waitFor();
    await screenshot(o, 'finance-money-6-withdraw-success');
    const withdrawNo = new URL(o.url()).searchParams.get('withdraw_no') ?? '';
    assert.ok(withdrawNo, o.url());

    // … and the platform admin pays it out in 提现管理 → 提现审核 with the bank transfer's reference
    const ad = admin.page;
    await ad.goto('/admin/finance/withdraw');
    await ad.getByRole('link', { name: `审核提现 ${withdrawNo}` }).click();
    await ad.getByRole('button', { name: label('确认打款') }).click();
    const payout = modal(ad, '确认打款');
    await payout.getByLabel('打款凭证号').fill('ICBC20270101001');
    await payout.getByRole('button', { name: '确认已打款' }).click();
    await toast(ad, '已确认打款').waitFor();
    await ad.getByText('已打款').first().waitFor();
    await screenshot(ad, 'finance-money-7-paid-out');
    const records = await api<{ list: { withdraw_no: string; status: string }[] }>(o, 'GET', '/withdraw', { institution_id: 1, count: 50 });
    assert.equal(records.list.find((r) => r.withdraw_no === withdrawNo)?.status, 'approved');
    step('提现与平台打款');
    await Promise.all([organiser.context.close(), admin.context.close(), athlete.context.close()]);
  }));

async function orderNoOf(page: Page, name: string): Promise<string> {
  const mine = await api<{ list: { order_no: string; subject: string }[] }>(page, 'GET', '/user/orders', { count: 50 });
  return mine.list.find((o) => o.subject === `${name} 报名费`)!.order_no;
}
