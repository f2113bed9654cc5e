/**
 * 提现, 收款账户, balances, 资金流水 and top-ups (docs/finance.md): the 提现验证码, a withdrawal reserving its amount
 * to a registered 收款账户 (a copy of its bank, number and name kept), every refusal (SMS code, free text instead of an
 * account, an unknown, other institution's, unconfirmed, cooling or removed account, amount, a member who is not the
 * owner, tenancy, 余额不足), Idempotency-Key, the platform admin's payout and rejection (once), fifty withdrawals at
 * once on a balance that covers one; the 收款账户 themselves (registered by the owner with an SMS code to the owner,
 * the checks, duplicates, the cooling period and its notice, removal, tenancy, CSRF, the audit log); the balances and
 * the flows in the holder's view, and a top-up paid at the cashier into a wallet. Ends with the ledger's invariants
 * on the whole database.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { and, count, eq } from 'drizzle-orm';
import {
  chinaDateTime,
  ENVELOPE_MSG,
  heldCents,
  LEDGER_ACCOUNT,
  MONEY_MSG,
  PAY_MSG,
  paymentEntries,
  PAYOUT_MSG,
  PERSONAL_ONLY_INSTITUTION_ID,
  settlementEntries,
  SIGN_IN_MSG,
  WITHDRAW_MSG,
} from 'shared/rules';
import type { Principal } from '../../src/access/principal.js';
import { auditLog, ledgerTransactions, managers, orderItems, orders, orderStatusHistory, payoutAccounts, smsCodes, users, withdrawals } from '../../src/db/schema/index.js';
import { SANDBOX_NOTIFY_PATH, signedNotification } from '../../src/payments/sandbox.js';
import { newSmsCode } from '../../src/repositories/sms-codes.js';
import { ledgerProblemsOf } from '../../src/services/ledger-check.js';
import { balanceOf, post } from '../../src/repositories/ledger.js';
import { clientFor, createUser, firstMsg, institutions, json, login, unique, uniqueMobile, usablePayoutAccount, type Client, type TestContext } from '../helpers.js';

type Withdrawal = {
  id: number;
  withdraw_no: string;
  institution_id: number;
  institution_name: string;
  amount_cents: number;
  status: string;
  bank_name: string;
  card_number: string;
  account_name: string;
  review_reason: string;
  payout_reference: string;
  requested_by_name: string;
  created_at: string;
  reviewed_at: string | null;
};
type PayoutAccount = {
  id: number;
  institution_id: number;
  account_name: string;
  bank_name: string;
  card_number: string;
  status: 'pending' | 'active' | 'removed';
  usable: 0 | 1;
  confirmed_at: string | null;
  usable_from: string | null;
  created_at: string;
};
type Balance = { institution_id: number; institution_name: string; pending_cents: number; available_cents: number; payout_cents: number; wallet_cents: number; withdrawn_cents: number };
type Flow = { id: number; created_at: string; kind: string; memo: string; order_no: string; amount_cents: number; balance_cents: number };
type Page<T> = { total: number; list: T[] };
type Res = Awaited<ReturnType<Client['post']>>;

/** Today in China time, YYYY-MM-DD (the days of the flow filters). */
const chinaDay = (offsetDays = 0) => new Date(Date.now() + 8 * 3600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

export function withdrawalsSuite(ctx: TestContext) {
  describe('withdrawals, balances and flows (提现、资金流水、充值)', () => {
    const db = () => ctx.app.database.db;
    let manager: Client;
    let managerMobile = '';
    let admin: Client;
    let stranger: Client;
    let person: Client;
    let personId = 0;
    let institutionId = 0;
    let institutionName = '';
    let payoutAccountId = 0;
    let otherInstitutionId = 0;
    let funded = 0;

    /** Settled income the institution may withdraw: a gateway payment into pending, then its settlement. */
    const fund = async (instId: number, cents: number) => {
      funded += 1;
      const tag = `${process.pid}-${Date.now()}-${funded}`;
      await db().transaction(async (tx) => {
        await post(tx, {
          key: `test-income:${tag}`,
          kind: 'payment',
          entries: paymentEntries({ kind: 'sign_up', amountCents: cents, institutionId: instId, userId: null }, 'wechat'),
          memo: '测试收入',
        });
        await post(tx, { key: `settlement:test-${tag}`, kind: 'settlement', entries: settlementEntries(instId, cents, 0), memo: '测试结算' });
      });
    };
    /**
     * A live 提现验证码 of a mobile, stored as /withdraw/send_sms stores one (no 60 s wait between tests), from an
     * address of its own (TEST-NET-1), so the codes made here never count against the requests' per-IP SMS cap.
     */
    const codeFor = async (mobile: string) => {
      const code = newSmsCode();
      await ctx.app.repos.smsCodes.store(mobile, 'withdraw', code, '192.0.2.1');
      return code;
    };
    const body = (over: Record<string, unknown> = {}) => ({
      institution_id: institutionId,
      amount_cents: 30000,
      payout_account_id: payoutAccountId,
      sms_code: '000000',
      ...over,
    });
    const withdraw = (as: Client, payload: Record<string, unknown>, key: string = randomUUID()) => as.post('/api/withdraw', payload, { 'idempotency-key': key });
    const review = (as: Client, payload: Record<string, unknown>, key: string = randomUUID()) => as.post('/api/admin/withdraw/check', payload, { 'idempotency-key': key });
    const result = <T>(res: Res) => {
      assert.equal(json(res).errno, 0, res.body);
      return json<T>(res).result;
    };
    /** A withdrawal of the test manager with a fresh code. */
    const newWithdrawal = async (amount: number) => result<Withdrawal>(await withdraw(manager, body({ amount_cents: amount, sms_code: await codeFor(managerMobile) })));
    const balanceOfInstitution = async (id = institutionId, as: Client = manager) => result<Balance>(await as.get(`/api/admin/account_balance?institution_id=${id}`));
    const held = async (code: string) => heldCents(await balanceOf(db(), code));
    const withdrawalCount = async (id = institutionId) => (await db().select({ n: count() }).from(withdrawals).where(eq(withdrawals.institutionId, id)))[0]!.n;
    const ledgerKinds = async (withdrawalId: number) =>
      (await db().select({ kind: ledgerTransactions.kind }).from(ledgerTransactions).where(eq(ledgerTransactions.withdrawalId, withdrawalId))).map((t) => t.kind).sort();
    /** An institution user signed in without a password round (a session row, as startSession makes one). */
    const sessionOf = async (userId: number, activeInstitution: number | null) => {
      const session = await ctx.app.repos.sessions.create({ userId, ip: '127.0.0.1', userAgent: 'withdrawals-suite', activeInstitution });
      return clientFor(ctx.app, `saishi_sid=${session.id}`, session.csrfToken, {} as Client['login']);
    };
    const newInstitution = async (name: string) => {
      const [row] = await db().insert(institutions).values({ name: unique(name), institutionType: 6 }).returning({ id: institutions.id, name: institutions.name });
      return row!;
    };

    before(async () => {
      const inst = await newInstitution('提现测试机构');
      institutionId = inst.id;
      institutionName = inst.name;
      payoutAccountId = await usablePayoutAccount(ctx.app, institutionId, { cardNumber: '6222021234567890' });
      otherInstitutionId = (await newInstitution('其他测试机构')).id;
      // the owner (managers.is_admin): the one who may withdraw
      const m = await createUser(ctx.app, { manages: [{ institutionId, isAdmin: true }] });
      managerMobile = m.mobile;
      manager = await login(ctx.app, m.account, m.password);
      const s = await createUser(ctx.app, { manages: [{ institutionId: otherInstitutionId, isAdmin: true }] });
      stranger = await login(ctx.app, s.account, s.password);
      const a = await createUser(ctx.app);
      await db().update(users).set({ isPlatformAdmin: true }).where(eq(users.id, a.user.id));
      admin = await login(ctx.app, a.account, a.password);
      const p = await createUser(ctx.app, { isPerson: true });
      personId = p.user.id;
      person = await login(ctx.app, p.account, p.password);
      await fund(institutionId, 100000);
    });

    after(async () => {
      // every finance suite ends with the ledger's invariants on the whole database
      assert.deepEqual(await ledgerProblemsOf(db()), []);
    });

    it('sends the 提现验证码 to the manager\'s own mobile (masked), once a minute; refuses users without a mobile and personal users', async () => {
      const sent = result<{ mobile: string }>(await manager.post('/api/withdraw/send_sms', {}));
      assert.equal(sent.mobile, `${managerMobile.slice(0, 3)}****${managerMobile.slice(-4)}`);
      const [message] = ctx.app.sms.outbox(managerMobile);
      assert.match(message!.code, /^\d{6}$/);
      assert.ok(message!.content.includes('提现验证码'), message!.content);
      assert.equal(firstMsg(await manager.post('/api/withdraw/send_sms', {})), SIGN_IN_MSG.smsTooFrequent);

      // the code sent is the one a withdrawal spends (once)
      const done = result<Withdrawal>(await withdraw(manager, body({ amount_cents: 100, sms_code: message!.code })));
      assert.equal(done.status, 'pending');
      assert.equal(firstMsg(await withdraw(manager, body({ amount_cents: 100, sms_code: message!.code }))), SIGN_IN_MSG.smsCodeWrong);
      result(await review(admin, { id: done.id, action: 'reject', reason: '测试驳回' }));

      const noMobile = await createUser(ctx.app, { manages: [{ institutionId, isAdmin: true }] });
      await db().update(users).set({ mobile: null }).where(eq(users.id, noMobile.user.id));
      const client = await login(ctx.app, noMobile.account, noMobile.password);
      assert.equal(firstMsg(await client.post('/api/withdraw/send_sms', {})), WITHDRAW_MSG.noMobile);
      assert.equal(json(await person.post('/api/withdraw/send_sms', {})).errno, 40300);
      // a member who may not withdraw gets no code either
      const member = await createUser(ctx.app, { manages: [{ institutionId }] });
      assert.equal(json(await (await login(ctx.app, member.account, member.password)).post('/api/withdraw/send_sms', {})).errno, 40300);
    });

    it('reserves a withdrawal to the 收款账户: available ↓, payout ↑, one reserve transaction, a copy of the account; the lists and the detail show it', async () => {
      const before = await balanceOfInstitution();
      const w = await newWithdrawal(30000);
      assert.match(w.withdraw_no, /^TX\d{14}[0-9a-f]{12}$/);
      assert.deepEqual(
        [w.institution_id, w.institution_name, w.amount_cents, w.status, w.bank_name, w.card_number, w.account_name, w.reviewed_at],
        [institutionId, institutionName, 30000, 'pending', '中国工商银行杭州分行', '6222021234567890', institutionName, null],
      );
      assert.equal(w.requested_by_name, '测试用户');
      const after = await balanceOfInstitution();
      assert.equal(after.available_cents, before.available_cents - 30000);
      assert.equal(after.payout_cents, before.payout_cents + 30000);
      const [row] = await db().select().from(withdrawals).where(eq(withdrawals.id, w.id));
      assert.equal(row?.payoutAccountId, payoutAccountId);
      const [audited] = await db().select().from(auditLog).where(and(eq(auditLog.action, 'withdraw.request'), eq(auditLog.target, `withdrawal:${w.id}`)));
      assert.equal(audited?.detail.payout_account_id, payoutAccountId);
      const [tx] = await db().select().from(ledgerTransactions).where(eq(ledgerTransactions.key, `withdraw:${w.withdraw_no}`));
      assert.equal(tx?.kind, 'withdraw_reserve');
      assert.equal(tx?.withdrawalId, w.id);

      const own = result<Page<Withdrawal>>(await manager.get(`/api/withdraw?institution_id=${institutionId}`));
      assert.equal(own.list[0]?.id, w.id);
      assert.deepEqual(result<Page<Withdrawal>>(await manager.get('/api/withdraw')).list[0], w);
      const found = result<Page<Withdrawal>>(await admin.get(`/api/admin/withdraw?keyword=${w.withdraw_no}&status=pending`));
      assert.deepEqual(found.list.map((x) => x.id), [w.id]);
      assert.equal(result<Page<Withdrawal>>(await manager.get(`/api/admin/withdraw?institution_id=${institutionId}&status=pending`)).list[0]?.id, w.id);
      assert.deepEqual(result<Withdrawal>(await manager.get(`/api/admin/withdraw_info?id=${w.id}`)), w);
      assert.deepEqual(result<Withdrawal>(await admin.get(`/api/admin/withdraw_info?id=${w.id}`)), w);

      // outside the tenancy: 404 for the detail, refused lists, nothing of it in their own lists
      assert.equal((await stranger.get(`/api/admin/withdraw_info?id=${w.id}`)).statusCode, 404);
      assert.equal((await person.get(`/api/admin/withdraw_info?id=${w.id}`)).statusCode, 404);
      assert.equal(json(await stranger.get(`/api/withdraw?institution_id=${institutionId}`)).errno, 40300);
      assert.equal(json(await stranger.get(`/api/admin/withdraw?institution_id=${institutionId}`)).errno, 40300);
      assert.equal(json(await person.get('/api/admin/withdraw')).errno, 40300);
      assert.ok(!result<Page<Withdrawal>>(await stranger.get('/api/admin/withdraw?count=100')).list.some((x) => x.id === w.id));
      assert.equal(result<Page<Withdrawal>>(await stranger.get('/api/withdraw')).total, 0);
    });

    it('refuses a wrong SMS code, free text instead of a 收款账户, an unknown or another institution\'s account and bad amounts; reserves nothing', async () => {
      const before = await balanceOfInstitution();
      const rows = await withdrawalCount();
      assert.equal(firstMsg(await withdraw(manager, body({ sms_code: '000000' }))), SIGN_IN_MSG.smsCodeWrong);
      const code = await codeFor(managerMobile);
      // the old free-text request: a bank account typed in is not a registered one
      const freeText = { institution_id: institutionId, amount_cents: 30000, bank_name: '中国工商银行杭州分行', card_number: '6222 9999 8888 7777', account_name: institutionName, sms_code: code };
      const typed = await withdraw(manager, freeText);
      assert.equal(json(typed).errno, 42200, typed.body);
      assert.equal(firstMsg(typed), '收款账户不能为空');
      for (const id of [2_000_000_000, await usablePayoutAccount(ctx.app, otherInstitutionId, { cardNumber: '6222777766665555' })]) {
        assert.equal(firstMsg(await withdraw(manager, body({ sms_code: code, payout_account_id: id }))), PAYOUT_MSG.unknown, String(id));
      }
      const amounts: [unknown, string | null][] = [
        [99, WITHDRAW_MSG.tooSmall],
        [0, MONEY_MSG.amountNotPositive],
        [-500, MONEY_MSG.amountNotPositive],
        [1_500_000_000, MONEY_MSG.amountTooLarge],
        [100.5, null], // not whole cents: the schema's refusal
        ['一百', null],
      ];
      for (const [amount, msg] of amounts) {
        const res = await withdraw(manager, body({ sms_code: code, amount_cents: amount }));
        assert.equal(json(res).errno, 42200, `${amount} ${res.body}`);
        if (msg) assert.equal(firstMsg(res), msg, String(amount));
      }
      // more than is available: 余额不足, and the code the refused requests did not spend is still good for it
      assert.equal(firstMsg(await withdraw(manager, body({ sms_code: code, amount_cents: before.available_cents + 1 }))), WITHDRAW_MSG.balanceShort);
      const missingKey = await manager.post('/api/withdraw', body({ sms_code: await codeFor(managerMobile) }));
      assert.equal(firstMsg(missingKey), PAY_MSG.idempotencyKeyMissing);
      assert.deepEqual(await balanceOfInstitution(), before);
      assert.equal(await withdrawalCount(), rows);
      // typed-in account fields beside the account's id are ignored: the withdrawal goes to the account
      const w = result<Withdrawal>(await withdraw(manager, { ...freeText, payout_account_id: payoutAccountId, amount_cents: 500, sms_code: await codeFor(managerMobile) }));
      assert.deepEqual([w.bank_name, w.card_number, w.account_name], ['中国工商银行杭州分行', '6222021234567890', institutionName]);
      result(await review(admin, { id: w.id, action: 'reject', reason: '测试驳回' }));
    });

    it('lets only the owner of the institution withdraw: not a member who is not its owner, another institution\'s, a personal user, 121\'s member or the platform admin', async () => {
      const rows = await withdrawalCount();
      const member = await createUser(ctx.app, { manages: [{ institutionId }] });
      const memberOfOwn = await login(ctx.app, member.account, member.password);
      assert.equal(json(await withdraw(memberOfOwn, body({ sms_code: await codeFor(member.mobile) }))).errno, 40300);
      const s = await createUser(ctx.app, { manages: [{ institutionId: otherInstitutionId, isAdmin: true }] });
      const strangerClient = await login(ctx.app, s.account, s.password);
      assert.equal(json(await withdraw(strangerClient, body({ sms_code: await codeFor(s.mobile) }))).errno, 40300);
      assert.equal(json(await withdraw(person, body())).errno, 40300);
      const personal = await createUser(ctx.app, { manages: [{ institutionId: PERSONAL_ONLY_INSTITUTION_ID, isAdmin: true }] });
      const memberClient = await login(ctx.app, personal.account, personal.password);
      assert.equal(json(await withdraw(memberClient, body({ institution_id: PERSONAL_ONLY_INSTITUTION_ID }))).errno, 40300);
      assert.equal(json(await memberClient.post('/api/withdraw/send_sms', {})).errno, 40300);
      assert.equal(json(await withdraw(admin, body())).errno, 40300, 'the platform admin does not withdraw for an institution');
      assert.equal(json(await admin.get(`/api/admin/account_balance?institution_id=${institutionId}`)).errno, 0, 'but reads its balances');
      assert.equal(await withdrawalCount(), rows);
    });

    it('answers the same Idempotency-Key with the same withdrawal and refuses it for another request', async () => {
      const key = randomUUID();
      const payload = body({ amount_cents: 1200, sms_code: await codeFor(managerMobile) });
      const first = result<Withdrawal>(await withdraw(manager, payload, key));
      const again = result<Withdrawal>(await withdraw(manager, payload, key));
      assert.deepEqual(again, first);
      assert.equal((await db().select({ n: count() }).from(withdrawals).where(eq(withdrawals.withdrawNo, first.withdraw_no)))[0]!.n, 1);
      assert.equal(firstMsg(await withdraw(manager, { ...payload, amount_cents: 1300 }, key)), PAY_MSG.idempotencyKeyReused);
      assert.deepEqual(await ledgerKinds(first.id), ['withdraw_reserve']);
      result(await review(admin, { id: first.id, action: 'reject', reason: '重复申请' }));
    });

    it('pays a withdrawal out (payout ↓, clearing ↓) with a reference, once; only the platform admin reviews', async () => {
      const w = await newWithdrawal(20000);
      const before = await balanceOfInstitution();
      const clearing = await balanceOf(db(), LEDGER_ACCOUNT.clearing);
      assert.equal(json(await review(manager, { id: w.id, action: 'approve', payout_reference: 'B1' })).errno, 40300);
      assert.equal(firstMsg(await review(admin, { id: w.id, action: 'approve' })), WITHDRAW_MSG.referenceRequired);
      assert.equal(firstMsg(await review(admin, { id: w.id, action: 'approve', payout_reference: '   ' })), WITHDRAW_MSG.referenceRequired);
      assert.equal((await review(admin, { id: 2_000_000_000, action: 'approve', payout_reference: 'B1' })).statusCode, 404);

      const paid = result<Withdrawal>(await review(admin, { id: w.id, action: 'approve', payout_reference: 'ICBC20260601001' }));
      assert.equal(paid.status, 'approved');
      assert.equal(paid.payout_reference, 'ICBC20260601001');
      assert.ok(paid.reviewed_at);
      const after = await balanceOfInstitution();
      assert.equal(after.payout_cents, before.payout_cents - 20000);
      assert.equal(after.available_cents, before.available_cents);
      assert.equal(after.withdrawn_cents, before.withdrawn_cents + 20000);
      assert.equal(await balanceOf(db(), LEDGER_ACCOUNT.clearing), clearing - 20000);
      assert.deepEqual(await ledgerKinds(w.id), ['withdraw_payout', 'withdraw_reserve']);
      const audit = await db().select().from(auditLog).where(and(eq(auditLog.action, 'withdraw.approve'), eq(auditLog.target, `withdrawal:${w.id}`)));
      assert.equal(audit.length, 1);

      // a second review changes nothing
      assert.equal(firstMsg(await review(admin, { id: w.id, action: 'approve', payout_reference: 'ICBC20260601002' })), WITHDRAW_MSG.notPending);
      assert.equal(firstMsg(await review(admin, { id: w.id, action: 'reject', reason: '晚了' })), WITHDRAW_MSG.notPending);
      assert.deepEqual(await balanceOfInstitution(), after);
      assert.deepEqual(await ledgerKinds(w.id), ['withdraw_payout', 'withdraw_reserve']);
      assert.equal(result<Withdrawal>(await admin.get(`/api/admin/withdraw_info?id=${w.id}`)).payout_reference, 'ICBC20260601001');
    });

    it('rejects a withdrawal with a reason: the reserve goes back to available', async () => {
      const before = await balanceOfInstitution();
      const w = await newWithdrawal(15000);
      assert.equal(firstMsg(await review(admin, { id: w.id, action: 'reject' })), WITHDRAW_MSG.reasonRequired);
      const rejected = result<Withdrawal>(await review(admin, { id: w.id, action: 'reject', reason: '户名与开户信息不符' }));
      assert.deepEqual([rejected.status, rejected.review_reason, rejected.payout_reference], ['rejected', '户名与开户信息不符', '']);
      assert.deepEqual(await balanceOfInstitution(), before);
      assert.deepEqual(await ledgerKinds(w.id), ['withdraw_release', 'withdraw_reserve']);
      assert.equal(firstMsg(await review(admin, { id: w.id, action: 'approve', payout_reference: 'X' })), WITHDRAW_MSG.notPending);
      const audit = await db().select().from(auditLog).where(and(eq(auditLog.action, 'withdraw.reject'), eq(auditLog.target, `withdrawal:${w.id}`)));
      assert.equal(audit.length, 1);
    });

    it('reserves exactly one of many withdrawals on a balance that covers one (50 at once on PostgreSQL); the others are 余额不足', async () => {
      const postgres = ctx.app.database.kind === 'postgres';
      const n = postgres ? 50 : 5;
      const inst = await newInstitution('并发提现机构');
      await fund(inst.id, 10000);
      const account = await usablePayoutAccount(ctx.app, inst.id);
      // n owners of the institution, each with a session and a 提现验证码 of their own
      const requests: { client: Client; payload: Record<string, unknown> }[] = [];
      for (let i = 0; i < n; i += 1) {
        const mobile = uniqueMobile();
        const [u] = await db().insert(users).values({ account: unique('w'), mobile, nickname: `并发${i}` }).returning({ id: users.id });
        await db().insert(managers).values({ userId: u!.id, institutionId: inst.id, isAdmin: true });
        requests.push({
          client: await sessionOf(u!.id, inst.id),
          payload: { ...body(), institution_id: inst.id, payout_account_id: account, amount_cents: 10000, sms_code: await codeFor(mobile) },
        });
      }
      const send = ({ client, payload }: (typeof requests)[number]) => withdraw(client, payload);
      // on PGlite (one connection) in turn; on PostgreSQL all at once
      const answers: Res[] = [];
      if (postgres) answers.push(...(await Promise.all(requests.map(send))));
      else for (const r of requests) answers.push(await send(r));
      const ok = answers.filter((r) => json(r).errno === 0);
      assert.equal(ok.length, 1, answers.map((r) => r.body).join('\n'));
      for (const r of answers) if (json(r).errno !== 0) assert.equal(firstMsg(r), WITHDRAW_MSG.balanceShort, r.body);
      assert.equal(await withdrawalCount(inst.id), 1);
      assert.equal(await held(LEDGER_ACCOUNT.available(inst.id)), 0);
      assert.equal(await held(LEDGER_ACCOUNT.payout(inst.id)), 10000);
    });

    describe('收款账户 (payout accounts)', () => {
      let inst = { id: 0, name: '' };
      let owner: Client;
      let ownerId = 0;
      let ownerMobile = '';
      let member: Client;
      let otherOwner: Client;
      const card = '6217 0012 3456 7890 12';
      const register = (as: Client, over: Record<string, unknown> = {}) =>
        as.post('/api/admin/payout_account', { institution_id: inst.id, account_name: inst.name, bank_name: '中国建设银行杭州分行', card_number: card, ...over });
      const listOf = async (as: Client = owner) => result<Page<PayoutAccount>>(await as.get(`/api/admin/payout_account?institution_id=${inst.id}`));
      /** The newest code the owner's mobile received, and its text. */
      const lastSms = () => ctx.app.sms.outbox(ownerMobile)[0]!;
      /** As if the resend interval had passed (the codes of the owner's mobile forgotten). */
      const minuteLater = () => db().delete(smsCodes).where(eq(smsCodes.mobile, ownerMobile));
      const audits = async (id: number) =>
        (await db().select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.target, `payout_account:${id}`))).map((a) => a.action).sort();
      const ownerPrincipal = (): Principal => ({
        userId: ownerId,
        isPlatformAdmin: false,
        isPerson: false,
        memberships: [{ institutionId: inst.id, name: inst.name, logo: '', isAdmin: true, sportsVenuesId: 0, institutionType: 6 }],
      });

      before(async () => {
        inst = await newInstitution('收款账户测试机构');
        const o = await createUser(ctx.app, { manages: [{ institutionId: inst.id, isAdmin: true }] });
        ownerId = o.user.id;
        ownerMobile = o.mobile;
        owner = await login(ctx.app, o.account, o.password);
        const m = await createUser(ctx.app, { manages: [{ institutionId: inst.id }] });
        member = await login(ctx.app, m.account, m.password);
        const s = await createUser(ctx.app, { manages: [{ institutionId: otherInstitutionId, isAdmin: true }] });
        otherOwner = await login(ctx.app, s.account, s.password);
        await fund(inst.id, 50000);
      });

      it('registers an account for the owner only: the checks, the 收款账户验证码 to the owner, a duplicate refused', async () => {
        // what the shared rule refuses, before any code is sent
        assert.equal(firstMsg(await register(owner, { bank_name: ' ' })), PAYOUT_MSG.bankRequired);
        for (const bad of ['1234567', '6222 0212 3456 789X', '1'.repeat(31)]) {
          const res = await register(owner, { card_number: bad });
          assert.deepEqual([json(res).errno, firstMsg(res)], [42200, PAYOUT_MSG.cardInvalid], bad);
        }
        const named = await register(owner, { account_name: '王建国' });
        assert.deepEqual([json(named).errno, firstMsg(named)], [40000, PAYOUT_MSG.accountNameMismatch]);
        assert.equal(json(await register(member)).errno, 40300, 'a member who is not the owner');
        assert.equal(json(await register(admin)).errno, 40300, 'the platform admin');
        assert.equal(json(await register(otherOwner)).errno, 40300, "another institution's owner");
        assert.equal(json(await register(person)).errno, 40300);
        assert.deepEqual(ctx.app.sms.outbox(ownerMobile), []);
        assert.deepEqual(await listOf(), { total: 0, list: [] });

        const created = result<{ account: PayoutAccount; mobile: string }>(await register(owner));
        assert.equal(created.mobile, `${ownerMobile.slice(0, 3)}****${ownerMobile.slice(-4)}`);
        assert.deepEqual(
          [created.account.institution_id, created.account.account_name, created.account.bank_name, created.account.card_number, created.account.status, created.account.usable, created.account.confirmed_at, created.account.usable_from],
          [inst.id, inst.name, '中国建设银行杭州分行', '621700123456789012', 'pending', 0, null, null],
        );
        assert.ok(lastSms().content.includes('收款账户验证码'), lastSms().content);
        assert.match(lastSms().code, /^\d{6}$/);
        // the list, for the owner and for every manager of the institution and the platform admin
        assert.deepEqual((await listOf()).list, [created.account]);
        assert.deepEqual((await listOf(member)).list, [created.account]);
        assert.deepEqual((await listOf(admin)).list, [created.account]);
        // the same number again (typed with or without spaces) is a duplicate while the institution has it
        assert.equal(firstMsg(await register(owner, { card_number: '621700123456789012' })), PAYOUT_MSG.duplicate);
        assert.equal(firstMsg(await register(owner)), PAYOUT_MSG.duplicate);
        assert.equal((await listOf()).total, 1);
        assert.deepEqual(await audits(created.account.id), ['payout_account.create']);

        // an unconfirmed account takes no withdrawal
        const w = await withdraw(owner, { institution_id: inst.id, amount_cents: 1000, payout_account_id: created.account.id, sms_code: await codeFor(ownerMobile) });
        assert.equal(firstMsg(w), PAYOUT_MSG.unconfirmed);
        await minuteLater();
      });

      it('sends a new code for a pending account (once a minute) and confirms it with the owner\'s code only', async () => {
        const [pending] = (await listOf()).list;
        assert.equal(pending?.status, 'pending');
        const resent = result<{ mobile: string }>(await owner.post('/api/admin/payout_account/send_sms', { id: pending!.id }));
        assert.equal(resent.mobile, `${ownerMobile.slice(0, 3)}****${ownerMobile.slice(-4)}`);
        assert.equal(firstMsg(await owner.post('/api/admin/payout_account/send_sms', { id: pending!.id })), SIGN_IN_MSG.smsTooFrequent);
        const code = lastSms().code;
        assert.equal(json(await member.post('/api/admin/payout_account/confirm', { id: pending!.id, sms_code: code })).errno, 40300);
        assert.equal(firstMsg(await owner.post('/api/admin/payout_account/confirm', { id: pending!.id, sms_code: code === '000000' ? '111111' : '000000' })), SIGN_IN_MSG.smsCodeWrong);
        // another scene's code does not confirm an account
        const withdrawCode = await codeFor(ownerMobile);
        assert.equal(firstMsg(await owner.post('/api/admin/payout_account/confirm', { id: pending!.id, sms_code: withdrawCode })), SIGN_IN_MSG.smsCodeWrong);

        const started = Date.now();
        const confirmed = result<PayoutAccount>(await owner.post('/api/admin/payout_account/confirm', { id: pending!.id, sms_code: code }));
        assert.equal(confirmed.status, 'active');
        assert.equal(confirmed.usable, 0);
        assert.ok(Date.parse(confirmed.confirmed_at!) >= started - 1000);
        assert.equal(Date.parse(confirmed.usable_from!) - Date.parse(confirmed.confirmed_at!), 86_400_000);
        assert.equal(firstMsg(await owner.post('/api/admin/payout_account/confirm', { id: pending!.id, sms_code: code })), PAYOUT_MSG.notPending);
        assert.equal(firstMsg(await owner.post('/api/admin/payout_account/send_sms', { id: pending!.id })), PAYOUT_MSG.notPending);
        assert.deepEqual(await audits(pending!.id), ['payout_account.confirm', 'payout_account.create']);
      });

      it('lets a confirmed account take withdrawals only after its one-day cooling period, said in Shanghai time', async () => {
        const [account] = (await listOf()).list;
        const cooling = await withdraw(owner, { institution_id: inst.id, amount_cents: 1000, payout_account_id: account!.id, sms_code: await codeFor(ownerMobile) });
        assert.equal(firstMsg(cooling), `该收款账户尚在冷静期，可于 ${chinaDateTime(account!.usable_from!)} 起使用`);
        assert.match(firstMsg(cooling)!, /可于 \d{4}-\d{2}-\d{2} \d{2}:\d{2} 起使用$/);
        // the database holds the period too: no account becomes usable sooner
        await assert.rejects(db().update(payoutAccounts).set({ usableFrom: new Date(Date.parse(account!.confirmed_at!) + 3600_000) }).where(eq(payoutAccounts.id, account!.id)));

        // a day later (the service's clock), the withdrawal goes to it with a copy of the account
        const service = ctx.app.withdrawals;
        const later = new Date(Date.parse(account!.usable_from!) + 1000);
        const early = new Date(Date.parse(account!.usable_from!) - 1000);
        const input = { institution_id: inst.id, amount_cents: 2000, payout_account_id: account!.id, sms_code: await codeFor(ownerMobile) };
        await assert.rejects(service.request({ principal: ownerPrincipal(), ip: '127.0.0.1' }, input, early), { message: `该收款账户尚在冷静期，可于 ${chinaDateTime(account!.usable_from!)} 起使用` });
        const w = await service.request({ principal: ownerPrincipal(), ip: '127.0.0.1' }, input, later);
        assert.deepEqual([w.bank_name, w.card_number, w.account_name, w.amount_cents], ['中国建设银行杭州分行', '621700123456789012', inst.name, 2000]);
      });

      it('removes an account: it leaves the list and takes no withdrawal; the number may be registered again; a withdrawal keeps its copy', async () => {
        const [account] = (await listOf()).list;
        const usable = await usablePayoutAccount(ctx.app, inst.id, { cardNumber: '6228480000000000001', bankName: '中国农业银行杭州分行' });
        const w = result<Withdrawal>(await withdraw(owner, { institution_id: inst.id, amount_cents: 1500, payout_account_id: usable, sms_code: await codeFor(ownerMobile) }));
        const listed = await listOf();
        assert.deepEqual(listed.list.map((a) => [a.id, a.usable]), [[usable, 1], [account!.id, 0]]);

        assert.equal(json(await member.del(`/api/admin/payout_account?id=${usable}`)).errno, 40300);
        assert.equal(json(await owner.del(`/api/admin/payout_account?id=${usable}`)).errno, 0);
        assert.equal(firstMsg(await owner.del(`/api/admin/payout_account?id=${usable}`)), PAYOUT_MSG.removed);
        assert.deepEqual((await listOf()).list.map((a) => a.id), [account!.id]);
        assert.equal(firstMsg(await withdraw(owner, { institution_id: inst.id, amount_cents: 1500, payout_account_id: usable, sms_code: await codeFor(ownerMobile) })), PAYOUT_MSG.removed);
        assert.equal(firstMsg(await owner.post('/api/admin/payout_account/confirm', { id: usable, sms_code: '123456' })), PAYOUT_MSG.removed);
        assert.deepEqual(await audits(usable), ['payout_account.remove']);
        // the withdrawal made before still says where it goes
        const kept = result<Withdrawal>(await owner.get(`/api/admin/withdraw_info?id=${w.id}`));
        assert.deepEqual([kept.bank_name, kept.card_number, kept.account_name], ['中国农业银行杭州分行', '6228480000000000001', inst.name]);
        // registered again: a new pending account
        await minuteLater();
        const again = result<{ account: PayoutAccount }>(await register(owner, { card_number: '6228480000000000001', bank_name: '中国农业银行杭州分行' }));
        assert.equal(again.account.status, 'pending');
        assert.notEqual(again.account.id, usable);
        await minuteLater();
      });

      it('keeps accounts within their institution and needs the CSRF token for every change', async () => {
        const [account] = (await listOf()).list;
        for (const outsider of [otherOwner, person]) {
          assert.equal(json(await outsider.get(`/api/admin/payout_account?institution_id=${inst.id}`)).errno, 40300);
          assert.equal((await outsider.post('/api/admin/payout_account/confirm', { id: account!.id, sms_code: '123456' })).statusCode, 404);
          assert.equal((await outsider.post('/api/admin/payout_account/send_sms', { id: account!.id })).statusCode, 404);
          assert.equal((await outsider.del(`/api/admin/payout_account?id=${account!.id}`)).statusCode, 404);
        }
        assert.equal(json(await admin.del(`/api/admin/payout_account?id=${account!.id}`)).errno, 40300, 'the platform admin reads, but does not change them');
        assert.equal(json(await owner.get('/api/admin/payout_account')).errno, 42200);
        const visitor = await ctx.app.inject({ method: 'GET', url: `/api/admin/payout_account?institution_id=${inst.id}` });
        assert.equal(visitor.statusCode, 401);
        const withoutToken = [
          ctx.app.inject({ method: 'POST', url: '/api/admin/payout_account', headers: { cookie: owner.cookie }, payload: { institution_id: inst.id, account_name: inst.name, bank_name: '工行', card_number: '62220000111122223333' } }),
          ctx.app.inject({ method: 'POST', url: '/api/admin/payout_account/confirm', headers: { cookie: owner.cookie }, payload: { id: account!.id, sms_code: '123456' } }),
          ctx.app.inject({ method: 'DELETE', url: `/api/admin/payout_account?id=${account!.id}`, headers: { cookie: owner.cookie } }),
        ];
        for (const res of await Promise.all(withoutToken)) assert.deepEqual([res.statusCode, firstMsg(res)], [403, ENVELOPE_MSG.csrf], res.body);
        assert.equal((await listOf()).list[0]?.status, account!.status);
      });
    });

    it('lists the flows of an account newest first in the holder\'s view, with the running balance, filters and tenancy', async () => {
      const inst = await newInstitution('流水测试机构');
      const m = await createUser(ctx.app, { manages: [{ institutionId: inst.id, isAdmin: true }] });
      const account = await usablePayoutAccount(ctx.app, inst.id);
      const client = await login(ctx.app, m.account, m.password);
      await fund(inst.id, 50000);
      const code = await codeFor(m.mobile);
      const w = result<Withdrawal>(await withdraw(client, { ...body(), institution_id: inst.id, payout_account_id: account, amount_cents: 12000, sms_code: code }));
      result(await review(admin, { id: w.id, action: 'approve', payout_reference: 'REF-1' }));

      const available = result<Page<Flow>>(await client.get(`/api/admin/acc_flow_list?institution_id=${inst.id}`));
      assert.equal(available.total, 2);
      assert.deepEqual(
        available.list.map((f) => [f.kind, f.amount_cents, f.balance_cents]),
        [
          ['withdraw_reserve', -12000, 38000],
          ['settlement', 50000, 50000],
        ],
      );
      assert.ok(available.list[0]!.id > available.list[1]!.id);
      assert.ok(available.list[0]!.memo.includes(w.withdraw_no));
      const balance = result<Balance>(await client.get(`/api/admin/account_balance?institution_id=${inst.id}`));
      assert.deepEqual(balance, {
        institution_id: inst.id,
        institution_name: inst.name,
        pending_cents: 0,
        available_cents: 38000,
        payout_cents: 0,
        wallet_cents: 0,
        withdrawn_cents: 12000,
      });
      assert.equal(available.list[0]!.balance_cents, balance.available_cents);

      const payout = result<Page<Flow>>(await client.get(`/api/admin/acc_flow_list?institution_id=${inst.id}&account=payout`));
      assert.deepEqual(
        payout.list.map((f) => [f.kind, f.amount_cents, f.balance_cents]),
        [
          ['withdraw_payout', -12000, 0],
          ['withdraw_reserve', 12000, 12000],
        ],
      );
      const pending = result<Page<Flow>>(await client.get(`/api/admin/acc_flow_list?institution_id=${inst.id}&account=pending`));
      assert.deepEqual(
        pending.list.map((f) => [f.kind, f.amount_cents, f.balance_cents]),
        [
          ['settlement', -50000, 0],
          ['payment', 50000, 50000],
        ],
      );
      // a page, a kind, days
      const second = result<Page<Flow>>(await client.get(`/api/admin/acc_flow_list?institution_id=${inst.id}&start=1&count=1`));
      assert.deepEqual([second.total, second.list.map((f) => f.kind)], [2, ['settlement']]);
      const settled = result<Page<Flow>>(await client.get(`/api/admin/acc_flow_list?institution_id=${inst.id}&kind=settlement`));
      assert.deepEqual([settled.total, settled.list.map((f) => f.kind)], [1, ['settlement']]);
      const today = result<Page<Flow>>(await client.get(`/api/admin/acc_flow_list?institution_id=${inst.id}&from=${chinaDay()}&to=${chinaDay()}`));
      assert.equal(today.total, 2);
      const yesterday = result<Page<Flow>>(await client.get(`/api/admin/acc_flow_list?institution_id=${inst.id}&to=${chinaDay(-1)}`));
      assert.deepEqual([yesterday.total, yesterday.list], [0, []]);
      assert.equal(json(await client.get(`/api/admin/acc_flow_list?institution_id=${inst.id}&from=${chinaDay()}&to=${chinaDay(-1)}`)).errno, 42200);
      assert.equal(json(await client.get(`/api/admin/acc_flow_list?institution_id=${inst.id}&account=clearing`)).errno, 42200);
      const empty = result<Page<Flow>>(await client.get(`/api/admin/acc_flow_list?institution_id=${inst.id}&account=wallet`));
      assert.deepEqual(empty, { total: 0, list: [] });

      // tenancy
      assert.deepEqual(result<Page<Flow>>(await admin.get(`/api/admin/acc_flow_list?institution_id=${inst.id}`)), available);
      for (const outsider of [stranger, person, manager]) {
        assert.equal(json(await outsider.get(`/api/admin/acc_flow_list?institution_id=${inst.id}`)).errno, 40300);
        assert.equal(json(await outsider.get(`/api/admin/account_balance?institution_id=${inst.id}`)).errno, 40300);
      }
    });

    it('tops up a personal wallet: a 待支付 order the cashier pays through the gateway, then the wallet and its flows', async () => {
      const key = randomUUID();
      const created = result<{ order_no: string }>(await person.post('/api/pay/top_up', { amount_cents: 5000 }, { 'idempotency-key': key }));
      assert.match(created.order_no, /^CZ\d{14}[0-9a-f]{12}$/);
      assert.deepEqual(result(await person.post('/api/pay/top_up', { amount_cents: 5000 }, { 'idempotency-key': key })), created);
      const [order] = await db().select().from(orders).where(eq(orders.orderNo, created.order_no));
      assert.deepEqual(
        [order!.kind, order!.status, order!.institutionId, order!.userId, order!.amountCents, order!.subject],
        ['top_up', '待支付', PERSONAL_ONLY_INSTITUTION_ID, personId, 5000, '账户充值'],
      );
      assert.ok(order!.expiresAt && order!.expiresAt.getTime() > Date.now());
      assert.equal((await db().select().from(orderItems).where(eq(orderItems.orderId, order!.id))).length, 1);
      assert.equal((await db().select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order!.id)))[0]?.toStatus, '待支付');
      assert.equal(firstMsg(await person.post('/api/pay/top_up', { amount_cents: 0 }, { 'idempotency-key': randomUUID() })), MONEY_MSG.amountNotPositive);

      assert.deepEqual(result(await person.get('/api/account/wallet')), { balance_cents: 0 });
      await payThroughSandbox(person, created.order_no, 5000);
      assert.equal((await db().select().from(orders).where(eq(orders.orderNo, created.order_no)))[0]?.status, '已支付');
      assert.deepEqual(result(await person.get('/api/account/wallet')), { balance_cents: 5000 });
      const flows = result<Page<Flow>>(await person.get('/api/account/flow_list'));
      assert.equal(flows.total, 1);
      assert.deepEqual(
        flows.list.map((f) => [f.kind, f.order_no, f.amount_cents, f.balance_cents]),
        [['payment', created.order_no, 5000, 5000]],
      );
      // someone else's wallet is not theirs
      assert.equal(result<Page<Flow>>(await stranger.get('/api/account/flow_list')).total, 0);
    });

    it('tops up an institution\'s wallet for one of its managers only', async () => {
      const created = result<{ order_no: string }>(
        await manager.post('/api/pay/top_up', { amount_cents: 8000, institution_id: institutionId }, { 'idempotency-key': randomUUID() }),
      );
      const [order] = await db().select().from(orders).where(eq(orders.orderNo, created.order_no));
      assert.deepEqual([order!.institutionId, order!.userId, order!.kind], [institutionId, null, 'top_up']);
      for (const outsider of [stranger, person, admin]) {
        const res = await outsider.post('/api/pay/top_up', { amount_cents: 8000, institution_id: institutionId }, { 'idempotency-key': randomUUID() });
        assert.equal(json(res).errno, 40300, res.body);
      }
      const before = await balanceOfInstitution();
      await payThroughSandbox(manager, created.order_no, 8000);
      const after = await balanceOfInstitution();
      assert.equal(after.wallet_cents, before.wallet_cents + 8000);
      assert.equal(after.available_cents, before.available_cents);
      const wallet = result<Page<Flow>>(await manager.get(`/api/admin/acc_flow_list?institution_id=${institutionId}&account=wallet`));
      assert.deepEqual(wallet.list[0] && [wallet.list[0].kind, wallet.list[0].order_no, wallet.list[0].amount_cents], ['payment', created.order_no, 8000]);
    });

    /** Pays an order with 微信支付 through the sandbox gateway: the payment, then its signed notification. */
    async function payThroughSandbox(as: Client, orderNo: string, amountCents: number) {
      const start = result<{ payment_no: string; status: string }>(await as.post('/api/pay_order/pay', { order_no: orderNo, channel: 'wechat' }, { 'idempotency-key': randomUUID() }));
      assert.equal(start.status, 'pending');
      const n = signedNotification(ctx.app.gateways.sandboxSecret!, {
        event: 'payment',
        payment_no: start.payment_no,
        trade_no: `SB${start.payment_no}`,
        amount_cents: amountCents,
        status: 'succeeded',
        paid_at: new Date().toISOString(),
      });
      const res = await ctx.app.inject({ method: 'POST', url: SANDBOX_NOTIFY_PATH, payload: n.body, headers: n.headers });
      assert.equal(res.statusCode, 200, res.body);
    }
  });
}
