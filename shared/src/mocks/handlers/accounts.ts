/**
 * Mocks of an account holder's money routes (server: server/src/routes/finance/accounts.ts, withdrawals.ts — the
 * manager's side —, account-stats.ts and refunds.ts' order_settle_list): balances, the account home's charts, the
 * settlement per competition, 资金流水, 提现验证码, asking for a withdrawal and its records, top-ups, and the personal
 * wallet. The review side of withdrawals (/admin/withdraw, withdraw_info, withdraw/check) is handlers/withdrawals.ts.
 *
 * Data plus the rules of shared/rules/finance: balances are the sums of the mocks' ledger (`balancesOf`), a flow is a
 * posting with the running balance of its account, a withdrawal reserves its amount (available → payout, one
 * transaction; 余额不足 when the available balance does not cover it), a top-up is a 待支付 order of kind top_up that
 * the cashier (handlers/pay.ts) pays into the wallet. The input checks are the routes' schemas (../route.ts), the
 * Idempotency-Key is ../idempotency.ts; the refusals come in the server's order.
 */
import type { components } from '../../api/generated/schema.ts';
import type { Json } from '../../http/api-types';
import { accountFlowsFileName, exportFileRefusal } from '../../rules/exports';
import { chinaMonth } from '../../rules/china-time';
import { heldCents, LEDGER_ACCOUNT, LEDGER_ACCOUNT_LABEL } from '../../rules/finance/accounts';
import { balancesOf } from '../../rules/finance/ledger';
import { accountStatsByMonth, accountStatsMonths } from '../../rules/finance/account-stats';
import { flowDayBounds, flowDaysProblem, flowView, type FlowDays } from '../../rules/finance/account-flows';
import { SETTLE_DAYS_DEFAULT, settleRowView, type SettleRow } from '../../rules/finance/settlement';
import { topUpTarget } from '../../rules/finance/cashier';
import { ORDER_KIND_LABEL, ORDER_PAY_MINUTES_DEFAULT } from '../../rules/finance/payments';
import { mayManagePayout } from '../../rules/finance/payout-accounts';
import { checkWithdrawRequest, withdrawBalanceRefusal, withdrawCodeMobile, withdrawReservePosting } from '../../rules/finance/withdrawals';
import { PERSONAL_ONLY_INSTITUTION_ID } from '../../rules/personal-centre';
import { maskMobile } from '../../rules/sign-in';
import { institutionIdsOf, mockDb } from '../db';
import { badInput, forbidden, notFound, paginate, refused } from '../envelope';
import { withdrawalRow, type MockFlowKind } from '../fixtures/accounts';
import { kindOf, listPage, newNumber, nextId, pendingOrder, withdrawItem } from '../finance-kit';
import { institutions, institutionName } from '../fixtures/institutions';
import type { MockOrder } from '../fixtures/orders';
import type { MockUser } from '../fixtures/users';
import { idempotent } from '../idempotency';
import { mock, refuse } from '../route';
import { mockSendSmsCode, smsCodeKey } from './auth';
import { payerOfUser } from './pay';
import { canSee, listScope } from './guard';
import { payoutPrincipalOfUser, usablePayoutAccount } from './payout-accounts';

type InstitutionAccount = 'available' | 'pending' | 'payout' | 'wallet';

const DAY = 86_400_000;

const accountCode = (institutionId: number, account: InstitutionAccount) =>
  account === 'wallet' ? LEDGER_ACCOUNT.institutionWallet(institutionId) : LEDGER_ACCOUNT[account](institutionId);

/** What an account holds now, seen by its holder (cents). */
const held = (code: string) => heldCents(balancesOf(mockDb.ledger).get(code) ?? 0);

/** An institution the caller manages (the platform admin: any); 40300 otherwise, as the server's canManageInstitution. */
function managed(user: MockUser, institutionId: number) {
  if (!canSee(user, institutionId)) return refuse(forbidden());
  const institution = institutions.find((i) => i.id === institutionId && i.id !== PERSONAL_ONLY_INSTITUTION_ID);
  return institution ?? refuse(notFound());
}

// ---- 资金流水 -------------------------------------------------------------------------------------------------------

/** 开始日期不能晚于结束日期 (42200), as the server's flow list and export (shared/rules flowDaysProblem). */
function checkedRange(days: FlowDays) {
  const problem = flowDaysProblem(days);
  if (problem) refuse(badInput(problem));
}

/**
 * The postings of one account, newest first, as its holder sees them (the server's account-flows service, shared/rules
 * flowView): the balance after each one is the running sum of the account's entries (`balancesOf`).
 */
function flowsOf(code: string, filter: FlowDays & { kind?: MockFlowKind }) {
  checkedRange(filter);
  const { since, before } = flowDayBounds(filter);
  let balance = 0;
  const postings = mockDb.ledger.flatMap((tx, index) => {
    const amount = balancesOf([tx]).get(code);
    if (!amount) return [];
    balance += amount;
    return [{ id: index + 1, createdAt: tx.at, kind: tx.kind, memo: tx.memo, orderNo: tx.order_no ?? null, amount, balanceAfter: balance }];
  });
  const kept = (at: number) => (!since || at >= since.getTime()) && (!before || at < before.getTime());
  return postings.filter((p) => (!filter.kind || p.kind === filter.kind) && kept(Date.parse(p.createdAt))).reverse().map(flowView);
}

// ---- the account home ----------------------------------------------------------------------------------------------

/** Orders whose money is the institution's: sign-up fees and bookings paid online (the server's settlement rule). */
const isIncomeOrder = (o: MockOrder) =>
  (kindOf(o) === 'sign_up' || kindOf(o) === 'booking') && (o.status === '已支付' || o.status === '已退款') && ['wechat', 'alipay', 'balance'].includes(o.pay_channel);

/** When a competition's income is due for settlement: SETTLE_DAYS (the server's default) after it ends. */
function settleDueAt(o: MockOrder): Date | null {
  const end = mockDb.competitions.find((c) => c.id === o.competition_id)?.end_at;
  return end ? new Date(Date.parse(end) + SETTLE_DAYS_DEFAULT * DAY) : null;
}

const competitionName = (o: MockOrder) =>
  o.competition_id === null ? '场地预订' : (mockDb.competitions.find((c) => c.id === o.competition_id)?.name ?? '场地预订');

/** Whether an order's income was settled: its settlement transaction in the ledger, and the fee it paid. */
function settlementOf(o: MockOrder): { settled: boolean; fee: number } {
  const tx = mockDb.ledger.find((t) => t.key === `settlement:order:${o.id}`);
  return { settled: tx !== undefined, fee: tx ? heldCents(balancesOf([tx]).get(LEDGER_ACCOUNT.feeIncome) ?? 0) : 0 };
}

/** Refunds the institution gave back (the ledger's refund transactions out of its pending or available income). */
function refundsOf(institutionId: number) {
  const out = [LEDGER_ACCOUNT.pending(institutionId), LEDGER_ACCOUNT.available(institutionId)];
  return mockDb.ledger.flatMap((tx) => {
    if (tx.kind !== 'refund') return [];
    const cents = tx.entries.filter((e) => out.includes(e.account)).reduce((n, e) => n + e.amount, 0);
    return cents > 0 ? [{ at: tx.at, cents }] : [];
  });
}

function accountStats(institutionId: number) {
  const orders = mockDb.orders.filter((o) => o.institution_id === institutionId && isIncomeOrder(o));
  const sum = (at: string, cents: number) => ({ month: chinaMonth(at), cents });
  const approved = mockDb.withdrawals.filter((w) => w.institution_id === institutionId && w.status === 'approved' && w.reviewed_at);
  const byCompetition = new Map<string, { name: string; income_cents: number; refund_cents: number }>();
  for (const o of orders) {
    const name = competitionName(o);
    const row = byCompetition.get(name) ?? { name, income_cents: 0, refund_cents: 0 };
    row.income_cents += o.amount_cents;
    row.refund_cents += o.refunded_cents ?? 0;
    byCompetition.set(name, row);
  }
  return {
    by_month: accountStatsByMonth(accountStatsMonths(new Date()), {
      income: orders.map((o) => sum(o.paid_at!, o.amount_cents)),
      refund: refundsOf(institutionId).map((r) => sum(r.at, r.cents)),
      withdraw: approved.map((w) => sum(w.reviewed_at!, w.amount_cents)),
    }),
    by_competition: [...byCompetition.values()].sort((a, b) => b.income_cents - a.income_cents).slice(0, 10),
  };
}

/** 结算汇总: per competition (sign-up fees) and per venue operator (bookings), as the server groups them. */
function settleRows(ids: number[] | null) {
  const groups = new Map<string, MockOrder[]>();
  for (const o of mockDb.orders) {
    if (!isIncomeOrder(o) || (ids && !ids.includes(o.institution_id))) continue;
    const key = o.competition_id === null ? `v${o.institution_id}` : `c${o.competition_id}`;
    groups.set(key, [...(groups.get(key) ?? []), o]);
  }
  return [...groups.entries()]
    .map(([key, orders]) => {
      const first = orders[0];
      const venue = first.competition_id === null;
      let settled = 0;
      let fee = 0;
      let pending = 0;
      for (const o of orders) {
        const net = o.amount_cents - (o.refunded_cents ?? 0);
        const s = settlementOf(o);
        if (s.settled) settled += net;
        else pending += net;
        fee += s.fee;
      }
      const row: SettleRow = {
        key,
        kind: venue ? 'venue' : 'competition',
        competition_id: first.competition_id,
        name: competitionName(first),
        institution_id: first.institution_id,
        institution_name: institutionName(first.institution_id),
        order_count: orders.length,
        paid_cents: orders.reduce((n, o) => n + o.amount_cents, 0),
        refunded_cents: orders.reduce((n, o) => n + (o.refunded_cents ?? 0), 0),
        settled_cents: settled,
        fee_cents: fee,
        pending_cents: pending,
        settle_at: venue ? null : settleDueAt(first),
      };
      return { row: settleRowView(row), lastPaid: Math.max(...orders.map((o) => Date.parse(o.paid_at!))) };
    })
    .sort((a, b) => b.lastPaid - a.lastPaid || a.row.key.localeCompare(b.row.key))
    .map((x) => x.row);
}

// ---- withdrawals ----------------------------------------------------------------------------------------------------

/** The withdraw scene's codes apart from the sign-in codes of the same mobile (the server stores them by scene). */
const withdrawCodeKey = (mobile: string) => smsCodeKey(mobile, 'withdraw');

/** Who may withdraw for the institution: its owner (shared/rules mayManagePayout, as the server). */
const mayWithdrawFor = (user: MockUser, institutionId: number) => mayManagePayout(payoutPrincipalOfUser(user), institutionId);

/**
 * A withdrawal (the server's withdrawals.request) over shared/rules checkWithdrawRequest (the checks in their order),
 * then the row (a copy of the account's bank, number and name) and its reserve together, 余额不足 writing nothing.
 */
function requestWithdrawal(user: MockUser, input: Json<'/withdraw', 'post'>, now = new Date()) {
  const { account } = checkWithdrawRequest({
    owner: mayWithdrawFor(user, input.institution_id),
    amountCents: input.amount_cents,
    account: () => usablePayoutAccount(input.payout_account_id, input.institution_id, now),
    mobile: () => user.profile.mobile || null,
    spendCode: (mobile) => {
      const key = withdrawCodeKey(mobile);
      if (mockDb.smsCodes.get(key) !== input.sms_code) return false;
      mockDb.smsCodes.delete(key);
      return true;
    },
  });
  const short = withdrawBalanceRefusal(held(LEDGER_ACCOUNT.available(input.institution_id)), input.amount_cents);
  if (short) return refuse(refused(short));
  const at = now.toISOString();
  const { bank_name, card_number, account_name } = account;
  const asked = { withdraw_no: newNumber('TX', now), institution_id: input.institution_id, amount_cents: input.amount_cents, requested_by: user.profile.id, created_at: at };
  const row = withdrawalRow(nextId(mockDb.withdrawals), { ...asked, bank_name, card_number, account_name });
  mockDb.withdrawals.push(row);
  mockDb.ledger.push({ ...withdrawReservePosting(row), at });
  return withdrawItem(row);
}

// ---- top-ups ---------------------------------------------------------------------------------------------------------

/** A 待支付 top-up order (the server's account-flows topUp): the caller's wallet, or an institution's for its manager. */
function topUp(user: MockUser, input: { amount_cents: number; institution_id?: number }, now = new Date()) {
  const target = topUpTarget(payerOfUser(user), input);
  const forInstitution = target !== null;
  const institutionId = target ?? PERSONAL_ONLY_INSTITUTION_ID;
  const id = nextId(mockDb.orders);
  const at = now.toISOString();
  const subject = ORDER_KIND_LABEL.top_up;
  const order = pendingOrder({
    id,
    order_no: newNumber('CZ', now),
    institution_id: institutionId,
    user_id: forInstitution ? null : user.profile.id,
    user_nickname: user.profile.nickname,
    subject,
    amount_cents: input.amount_cents,
    note: forInstitution ? '机构管理员充值下单' : '用户充值下单',
    at,
    kind: 'top_up',
    expires_at: new Date(now.getTime() + ORDER_PAY_MINUTES_DEFAULT * 60_000).toISOString(),
  });
  mockDb.orders.push(order);
  return { order_no: order.order_no };
}

// ---- 资金流水导出 (export tasks of kind account_flows) ----------------------------------------------------------------

/** An export task as answered (ExportTask), with the status reads it had: queued when created, running (50 %) at its first read, done at the second. */
type MockFlowExport = components['schemas']['ExportTask'] & { reads: number };

const flowExports = new Map<number, MockFlowExport>();
let nextFlowExportId = 9000;

/** The caller's own export task (404 for anyone else, as the server answers). */
function ownFlowExport(user: MockUser, id: number) {
  const task = flowExports.get(id);
  return task && task.user_id === user.profile.id ? task : refuse(notFound());
}

/** A new export task of the caller (资金流水, or 预订记录, 操作记录, 注册名单 of the other handlers), polled and refused a file alike. */
export function newMockExport(user: MockUser, file_name: string, kind: MockFlowExport['kind'] = 'account_flows') {
  const id = ++nextFlowExportId;
  const { id: user_id, nickname: user_name } = user.profile;
  const task: MockFlowExport = { id, competition_id: null, kind, event_item_id: null, status: 'queued', progress: 0, file_name, size_bytes: 0, error: '', user_id, user_name, created_at: new Date().toISOString(), finished_at: null, reads: 0 };
  flowExports.set(id, task);
  return { id };
}

/** A new export task of the caller's flows, named as the server names its file. */
function newFlowExport(user: MockUser, filter: { from?: string; to?: string }, holder: string, account: keyof typeof LEDGER_ACCOUNT_LABEL) {
  checkedRange(filter);
  return newMockExport(user, accountFlowsFileName(holder, LEDGER_ACCOUNT_LABEL[account]));
}

/** A status read moves the task on (running, then done) and answers it. */
function readFlowExport(task: MockFlowExport) {
  task.reads += 1;
  const done = { status: 'done', progress: 100, size_bytes: 6144, finished_at: task.finished_at ?? new Date().toISOString() } as const;
  Object.assign(task, task.reads >= 2 ? done : { status: 'running', progress: 50 });
  const { reads: _reads, ...answer } = task;
  return answer;
}

export const accountHandlers = [
  mock.post('/admin/acc_flow_list/export', ({ user, body }) => newFlowExport(user, body, managed(user, body.institution_id).name, body.account ?? 'available')),

  mock.post('/account/flow_list/export', ({ user, body }) => newFlowExport(user, body, '我的钱包', 'wallet')),

  mock.get('/admin/export_task', ({ user, query }) => readFlowExport(ownFlowExport(user, query.id))),

  mock.get('/admin/export_task/file', ({ user, query }) => {
    const refusal = exportFileRefusal(ownFlowExport(user, query.id).status);
    if (refusal) return refuse(refused(refusal));
    // the mock data has no file bytes: say so instead of serving a fake spreadsheet (as /competition/download/file)
    return refuse(refused('演示模式不提供文件下载，请连接服务器后导出'));
  }),

  mock.get('/admin/account_balance', ({ user, query }) => {
    const institution = managed(user, query.institution_id);
    const id = institution.id;
    return {
      institution_id: id,
      institution_name: institution.name,
      pending_cents: held(LEDGER_ACCOUNT.pending(id)),
      available_cents: held(LEDGER_ACCOUNT.available(id)),
      payout_cents: held(LEDGER_ACCOUNT.payout(id)),
      wallet_cents: held(LEDGER_ACCOUNT.institutionWallet(id)),
      withdrawn_cents: mockDb.withdrawals.filter((w) => w.institution_id === id && w.status === 'approved').reduce((n, w) => n + w.amount_cents, 0),
    };
  }),

  mock.get('/admin/account_stats', ({ user, query }) => accountStats(managed(user, query.institution_id).id)),

  mock.get('/admin/order_settle_list', ({ user, query, url }) => {
    return paginate(settleRows(listScope(user, query.institution_id)), url);
  }),

  mock.get('/admin/acc_flow_list', ({ user, query, url }) => {
    const id = managed(user, query.institution_id).id;
    return paginate(flowsOf(accountCode(id, query.account ?? 'available'), query), url);
  }),

  mock.get('/account/flow_list', ({ user, query, url }) => paginate(flowsOf(LEDGER_ACCOUNT.userWallet(user.profile.id), query), url)),

  mock.get('/account/wallet', ({ user }) => ({ balance_cents: held(LEDGER_ACCOUNT.userWallet(user.profile.id)) })),

  mock.post('/pay/top_up', (input) => idempotent(input, () => topUp(input.user, input.body))),

  mock.post('/withdraw/send_sms', ({ user }) => {
    const mobile = withdrawCodeMobile(user.managerOf.some(([id]) => mayWithdrawFor(user, id)), user.profile.mobile);
    // one code per mobile and scene per 60 s (the server's sendSmsCode)
    const refusal = mockSendSmsCode(mobile, 'withdraw');
    if (refusal) return refuse(refused(refusal));
    return { mobile: maskMobile(mobile) };
  }),

  mock.post('/withdraw', (input) => idempotent(input, () => requestWithdrawal(input.user, input.body))),

  mock.get('/withdraw', ({ user, query, url }) => {
    if (query.institution_id !== undefined && !canSee(user, query.institution_id)) return refuse(forbidden());
    const ids = query.institution_id === undefined ? institutionIdsOf(user) : [query.institution_id];
    return listPage(mockDb.withdrawals, url, { scope: { ids, of: (w) => w.institution_id } }, withdrawItem);
  }),
];
