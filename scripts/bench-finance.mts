/**
 * Finance at scale (a measurement for `pnpm bench`, not a test), on PostgreSQL (BENCH_DATABASE_URL or
 * TEST_DATABASE_URL; skipped without one) in a fresh database dropped at the end:
 * 1. payment notifications per second: signed sandbox notifications for distinct pending payments, POSTed through
 *    the whole request pipeline (in-process inject), in sequence and 8 at a time; each pays its order once;
 * 2. one institution's account with 1,000,000 postings: GET /api/admin/account_balance and the first and a deep page
 *    of GET /api/admin/acc_flow_list, as the institution's manager, median of repeated requests (targets: balance
 *    ≤ 5 ms, flow page ≤ 20 ms).
 * Run alone with `node --import tsx scripts/bench-finance.mts` from the repository root: prints one JSON line.
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/src/app.ts';
import { institutions, orders } from '../server/src/db/schema/index.ts';
import { signedNotification, SANDBOX_NOTIFY_PATH } from '../server/src/payments/sandbox.ts';
import { createUser, login } from '../server/test/helpers.ts';
import { benchDatabase } from './lib/bench-database.mts';

const log = (message: string) => process.stderr.write(`${message}\n`);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const { config, drop } = await benchDatabase('fin');
const app = await buildApp(config);
await app.ready();
const out: Record<string, unknown> = {};
try {
  const db = app.database.db;
  const [inst] = await db.insert(institutions).values({ name: '基准测试机构', institutionType: 1 }).returning({ id: institutions.id });
  const manager = await createUser(app, { manages: [{ institutionId: inst!.id }] });
  const payer = await createUser(app, { isPerson: true });
  const managerClient = await login(app, manager.account, manager.password);
  const payerPrincipal = { userId: payer.user.id, isPlatformAdmin: false, isPerson: true, memberships: [] };

  // 1. notifications per second
  const N = 400;
  log(`准备 ${N} 笔待支付订单与支付单…`);
  const payments: { paymentNo: string; amount: number }[] = [];
  for (let i = 0; i < N; i += 1) {
    const [o] = await db
      .insert(orders)
      .values({ orderNo: `BN${Date.now() % 1_000_000}${i}`, institutionId: inst!.id, userId: payer.user.id, kind: 'booking', subject: '基准订场', amountCents: 1000 + i })
      .returning({ orderNo: orders.orderNo, amountCents: orders.amountCents });
    const p = await app.payments.pay(payerPrincipal, o!.orderNo, 'wechat');
    payments.push({ paymentNo: p.payment_no, amount: o!.amountCents });
  }
  const deliver = async (p: { paymentNo: string; amount: number }) => {
    const n = signedNotification(app.gateways.sandboxSecret!, { event: 'payment', payment_no: p.paymentNo, trade_no: `B${p.paymentNo}`, amount_cents: p.amount, status: 'succeeded', paid_at: new Date().toISOString() });
    const res = await app.inject({ method: 'POST', url: SANDBOX_NOTIFY_PATH, payload: n.body, headers: n.headers });
    if (res.statusCode !== 200) throw new Error(`通知未确认：${res.body}`);
  };
  const half = N / 2;
  let started = performance.now();
  for (const p of payments.slice(0, half)) await deliver(p);
  const sequential = half / ((performance.now() - started) / 1000);
  started = performance.now();
  const rest = payments.slice(half);
  for (let i = 0; i < rest.length; i += 8) await Promise.all(rest.slice(i, i + 8).map(deliver));
  const concurrent = rest.length / ((performance.now() - started) / 1000);
  out.notifications = { count: N, sequentialPerSecond: Math.round(sequential), concurrent8PerSecond: Math.round(concurrent) };
  log(`支付通知：顺序 ${Math.round(sequential)}/s，8 并发 ${Math.round(concurrent)}/s`);

  // 2. 1,000,000 postings on one account (500,000 transactions of two postings: available ← clearing)
  const POSTINGS = 1_000_000;
  log('写入 1,000,000 条分录…');
  started = performance.now();
  await db.execute(sql`insert into ledger_accounts (code, kind, institution_id, holder) values
    (${`inst:${inst!.id}:available`}, 'available', ${inst!.id}, true) on conflict (code) do nothing`);
  await db.execute(sql`insert into ledger_accounts (code, kind, holder) values ('platform:clearing', 'clearing', false) on conflict (code) do nothing`);
  const half2 = POSTINGS / 2;
  await db.execute(sql`insert into ledger_transactions (key, kind, memo, created_at)
    select 'bench:' || g, 'settlement', '基准结算', now() - make_interval(secs => ${half2} - g) from generate_series(1, ${half2}) g`);
  await db.execute(sql`
    with acc as (select (select id from ledger_accounts where code = ${`inst:${inst!.id}:available`}) as inst_id,
                        (select id from ledger_accounts where code = 'platform:clearing') as clearing_id),
         t as (select id, created_at, row_number() over (order by id) as n from ledger_transactions where key like 'bench:%')
    insert into ledger_postings (transaction_id, account_id, amount_cents, balance_after_cents, created_at)
    select id, account_id, amount, after, created_at from (
      select t.id, acc.inst_id as account_id, -100 as amount, -100 * t.n as after, t.created_at, t.n, 0 as side from t, acc
      union all
      select t.id, acc.clearing_id, 100, 100 * t.n, t.created_at, t.n, 1 from t, acc) x
    -- as posted live: a transaction's two postings side by side
    order by n, side`);
  await db.execute(sql`update ledger_accounts a set balance_cents = s.total, posting_count = s.n from (select account_id, sum(amount_cents) as total, count(*) as n from ledger_postings group by account_id) s where s.account_id = a.id`);
  await db.execute(sql`analyze ledger_postings`);
  await db.execute(sql`analyze ledger_accounts`);
  await db.execute(sql`analyze ledger_transactions`);
  log(`写入用时 ${((performance.now() - started) / 1000).toFixed(1)} 秒`);

  const timeRoute = async (label: string, route: string, runs = 60) => {
    await managerClient.get(route);
    const samples: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const t0 = performance.now();
      const res = await managerClient.get(route);
      samples.push(performance.now() - t0);
      if (res.statusCode !== 200 || (res.json() as { errno: number }).errno !== 0) throw new Error(`${label} 失败：${res.body.slice(0, 200)}`);
    }
    return Math.round(median(samples) * 100) / 100;
  };
  const balanceMs = await timeRoute('余额', `/api/admin/account_balance?institution_id=${inst!.id}`);
  const firstPageMs = await timeRoute('流水第一页', `/api/admin/acc_flow_list?institution_id=${inst!.id}&account=available&start=0&count=20`);
  const deepPageMs = await timeRoute('流水第 500 页', `/api/admin/acc_flow_list?institution_id=${inst!.id}&account=available&start=10000&count=20`, 30);
  out.ledger = { postings: POSTINGS, balanceMs, firstPageMs, deepPageMs, targets: { balanceMs: 5, flowPageMs: 20 } };
  log(`余额 ${balanceMs} ms，流水第一页 ${firstPageMs} ms，第 500 页 ${deepPageMs} ms`);
} finally {
  await app.close();
  await drop();
}
console.log(JSON.stringify(out));
