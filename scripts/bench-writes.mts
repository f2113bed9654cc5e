/**
 * Write routes under load (a measurement for `pnpm bench`, not a test; issue 26), on PostgreSQL (BENCH_DATABASE_URL
 * or TEST_DATABASE_URL; skipped without one) in a fresh database dropped at the end. The server is a process of its
 * own, as `pnpm demo` runs it; the bench prepares the data in-process on the same database (its own institution,
 * competition, venue and accounts) and then puts each write route under autocannon at 100 connections, every request
 * a different write (a fresh Idempotency-Key where the route takes one), beside the bare GET /api/ping measured just
 * before it on the same server:
 * - 报名: POST /api/competition/sign_info — the organiser adds entrants to one event item (the item row is locked for
 *   each, as a public sign-up's is);
 * - 录入比分: POST /api/admin/schedule/score — a final score for each fixture of a 40-entrant league (standings, live
 *   score events);
 * - 余额支付: POST /api/pay_order/pay with channel `balance` — live-package orders paid from the institution's wallet
 *   (topped up through the sandbox gateway first);
 * - 订场: POST /api/admin/venue_walk_in — front-desk bookings paid at the desk, one court-hour each (order, ledger).
 * Target: ≥ 0.1× ping each, with no lost or doubled write: afterwards the tables hold exactly one row per answered
 * write (entries, finished fixtures, paid orders and the wallet's balance, bookings) and `ledger:check` is clean.
 * The server runs with `--cpu-prof` (ping under the same conditions): each write's window is summarised like the read
 * routes' (scripts/lib/cpu-profile.mjs), with the share of the server's one thread that was busy.
 * Run alone with `node --import tsx scripts/bench-writes.mts` from the repository root: prints one JSON line, and exits
 * non-zero when a write was refused, failed, lost or doubled, or the ledger or the bookings do not check.
 */
import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq, sql } from 'drizzle-orm';
import { addChinaDays, chinaDate, dayMinuteInstant, idCardCheckDigit, WEEKDAYS } from 'shared/rules';
import { startServer } from '../e2e/support/server.ts';
import { buildApp } from '../server/src/app.ts';
import { rowsOf } from '../server/src/db/client.ts';
import { bookings, courts, eventItems, fixtures, institutions, orders, signUps, venueOpeningHours, venues } from '../server/src/db/schema/index.ts';
import { signedNotification, SANDBOX_NOTIFY_PATH } from '../server/src/payments/sandbox.ts';
import { ledgerProblemsOf } from '../server/src/services/ledger-check.ts';
import { createUser, login, type Client } from '../server/test/helpers.ts';
import { benchDatabase } from './lib/bench-database.mts';
import { mainThreadProfile, monotonicMicros, summariseProfile } from './lib/cpu-profile.mjs';

const log = (message: string) => process.stderr.write(`${message}\n`);
const CONNECTIONS = 100;
const TARGET_RATIO = 0.1;
const SIGN_UPS = 1000;
const LEAGUE = 40; // 780 fixtures
const PAYMENTS = 500;
const COURTS = 20;
const BOOKINGS = 1000;

type Envelope<T> = { errno: number; result: T & { errors?: { msg: string }[] } };
const resultOf = <T,>(res: { body: string }, what: string): T => {
  const body = JSON.parse(res.body) as Envelope<T>;
  if (body.errno !== 0) throw new Error(`${what}失败：${res.body.slice(0, 300)}`);
  return body.result;
};

/** A valid, distinct ID card per index (born on a different day of 1990–2005, male). */
function idCard(i: number): string {
  const birth = new Date(Date.UTC(1990, 0, 1) + Math.floor(i / 400) * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');
  const first17 = `330106${birth}${String((i % 400) * 2 + 1).padStart(3, '0')}`;
  return first17 + idCardCheckDigit(first17);
}

const { config, drop } = await benchDatabase('writes');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'saishi-bench-writes-srv-'));
// the bench's own app first, on the empty database (it migrates it; a non-demo app refuses one with demo accounts),
// then the measured server, which seeds the demo as `pnpm demo` does
const app = await buildApp(config);
let server: Awaited<ReturnType<typeof startServer>> | null = null;
const profDir = path.join(dataDir, 'profile');
/** each write route's window on the server's monotonic clock (the profile's) */
const windows: { name: string; from: number; to: number }[] = [];
const out: Record<string, unknown> = {};

/** GET /api/ping at 100 connections for 5 s: the bare route of the same server, just before a write route. */
async function ping() {
  const r = await autocannon({ url: `${server!.baseUrl}/api/ping`, connections: CONNECTIONS, duration: 5 });
  return r.requests.total / (r.duration || 1);
}

/**
 * `amount` writes at 100 connections, the body of the i-th made by `body(i)`; the answers are counted by errno
 * (each refusal's message kept, the first five).
 */
async function writes(route: string, client: Client, amount: number, body: (i: number) => unknown, idempotent: boolean) {
  let next = 0;
  const answers = { ok: 0, refused: 0, failed: 0, messages: [] as string[] };
  const started = performance.now();
  // the time of the last answer: autocannon itself resolves on its next one-second tick after it, which would round
  // every run up to whole seconds (a 5.1 s run read as 6 s)
  let lastAnswer = started;
  const r = await autocannon({
    url: server!.baseUrl,
    connections: CONNECTIONS,
    amount,
    timeout: 30,
    requests: [
      {
        method: 'POST',
        path: route,
        setupRequest: (request) => {
          const i = next++;
          return {
            ...request,
            headers: {
              ...request.headers,
              cookie: client.cookie,
              'x-csrf-token': client.token,
              'content-type': 'application/json',
              ...(idempotent ? { 'idempotency-key': randomUUID() } : {}),
            },
            body: JSON.stringify(body(i)),
          };
        },
        onResponse: (status, text) => {
          lastAnswer = performance.now();
          let errno = -1;
          let msg = `HTTP ${status}`;
          try {
            const e = JSON.parse(text) as Envelope<object>;
            errno = e.errno;
            msg = e.result?.errors?.[0]?.msg ?? msg;
          } catch {
            /* not an envelope */
          }
          if (errno === 0) answers.ok += 1;
          else {
            if (status >= 500 || errno === -1) answers.failed += 1;
            else answers.refused += 1;
            if (answers.messages.length < 5) answers.messages.push(msg);
          }
        },
      },
    ],
  });
  const seconds = (lastAnswer - started) / 1000;
  return { requests: r.requests.total, seconds: Math.round(seconds * 100) / 100, rps: r.requests.total / seconds, p50: r.latency.p50, p99: r.latency.p99, answers, errors: r.errors + r.timeouts };
}

const rows: Record<string, unknown>[] = [];
async function measure(name: string, route: string, run: () => ReturnType<typeof writes>, check: (ok: number) => Promise<{ stored: number; lost: number; doubled: number }>) {
  log(`写路由：${name}（${route}）…`);
  const bare = await ping();
  const from = monotonicMicros();
  const w = await run();
  windows.push({ name, from, to: monotonicMicros() });
  const c = await check(w.answers.ok);
  const row = {
    name,
    route: `POST ${route}`,
    pingRps: Math.round(bare),
    rps: Math.round(w.rps),
    ratio: w.rps / bare,
    p50: w.p50,
    p99: w.p99,
    requests: w.requests,
    ok: w.answers.ok,
    refused: w.answers.refused,
    failed: w.answers.failed + w.errors,
    messages: w.answers.messages,
    stored: c.stored,
    lost: c.lost,
    doubled: c.doubled,
    target: TARGET_RATIO,
  };
  log(`  ${row.rps}/s（ping ${row.pingRps}/s，${(row.ratio * 100).toFixed(1)}%），p99 ${row.p99} ms；成功 ${row.ok}，拒绝 ${row.refused}，失败 ${row.failed}；落库 ${row.stored}，丢失 ${row.lost}，重复 ${row.doubled}`);
  rows.push(row);
}
/** One stored row per acknowledged write: fewer is a lost write, more a doubled (or unacknowledged) one. */
const tally = (stored: number, ok: number) => ({ stored, lost: Math.max(0, ok - stored), doubled: Math.max(0, stored - ok) });

try {
  await app.ready();
  server = await startServer({ dataDir, databaseUrl: config.databaseUrl!, nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profDir}`] });
  const db = app.database.db;
  const [inst] = await db.insert(institutions).values({ name: '写路由基准机构', institutionType: 1 }).returning({ id: institutions.id });
  const institutionId = inst!.id;
  const made = await createUser(app, { manages: [{ institutionId, isAdmin: true }] });
  const organiser = await login(app, made.account, made.password);

  // 报名 and 录入比分: one approved competition of the institution, sign-up open without review
  const competitionId = resultOf<{ id: number }>(
    await organiser.post('/api/competition', { institution_id: institutionId, c_type: 1, name: '写路由基准赛', sport: '田径', start_at: '2027-05-01T01:00:00.000Z', end_at: '2027-05-02T10:00:00.000Z', location: '基准体育场' }),
    '创建赛事',
  ).id;
  await app.database.db.execute(sql`update competitions set status = 'approved' where id = ${competitionId}`);
  resultOf(await organiser.put('/api/competition/requirement', { id: competitionId, enabled: 1, review_required: 0, waiting_list: 0 }), '报名设置');
  const signUpItem = resultOf<{ id: number }>(await organiser.post('/api/competition/requirement/item', { competition_id: competitionId, name: '基准报名项目' }), '报名项目').id;
  await measure(
    '报名（主办方添加报名）',
    '/api/competition/sign_info',
    () =>
      writes('/api/competition/sign_info', organiser, SIGN_UPS, (i) => ({ id: competitionId, event_item_id: signUpItem, real_name: `基准选手${i}`, id_card: idCard(i), phone: `136${String(i).padStart(8, '0')}` }), false),
    async (ok) => tally((await db.select({ n: count() }).from(signUps).where(eq(signUps.eventItemId, signUpItem)))[0]!.n, ok),
  );

  // a league of 40 approved entrants: 780 fixtures, each scored once
  const [leagueItem] = await db.insert(eventItems).values({ competitionId, name: '基准联赛', entryType: 'team' }).returning({ id: eventItems.id });
  await db.insert(signUps).values(
    Array.from({ length: LEAGUE }, (_, i) => ({ competitionId, eventItemId: leagueItem!.id, entrantName: `基准队${i + 1}`, entryType: 'team', status: 'approved' as const, seed: i + 1 })),
  );
  const phaseId = resultOf<{ id: number }>(await organiser.post('/api/admin/schedule/create_phase', { event_item_id: leagueItem!.id, name: '联赛', format: 'league' }), '创建赛段').id;
  resultOf(await organiser.post('/api/admin/schedule/create_schedule', { phase_id: phaseId, seed: 'bench-writes' }), '编排赛程');
  const games = resultOf<{ list: { id: number; version: number }[] }>(await organiser.get(`/api/admin/schedule/phase_match?phase_id=${phaseId}`), '赛程').list;
  await measure(
    '录入比分（终场比分）',
    '/api/admin/schedule/score',
    () => writes('/api/admin/schedule/score', organiser, games.length, (i) => ({ fixture_id: games[i]!.id, home_score: i % 5, away_score: (i * 3) % 4, version: games[i]!.version }), false),
    async (ok) => tally((await db.select({ n: count() }).from(fixtures).where(and(eq(fixtures.phaseId, phaseId), eq(fixtures.status, 'finished'))))[0]!.n, ok),
  );

  // 余额支付: live-package orders of the institution, its wallet topped up through the sandbox gateway
  const pkg = resultOf<{ list: { id: number; price_cents: number }[] }>(await organiser.get('/api/admin/live/packages'), '直播套餐').list[0]!;
  const topUp = resultOf<{ order_no: string }>(await organiser.post('/api/pay/top_up', { amount_cents: pkg.price_cents * PAYMENTS, institution_id: institutionId }, { 'idempotency-key': randomUUID() }), '充值下单');
  const started = resultOf<{ payment_no: string }>(await organiser.post('/api/pay_order/pay', { order_no: topUp.order_no, channel: 'wechat' }, { 'idempotency-key': randomUUID() }), '充值支付');
  const n = signedNotification(app.gateways.sandboxSecret!, { event: 'payment', payment_no: started.payment_no, trade_no: `W${started.payment_no}`, amount_cents: pkg.price_cents * PAYMENTS, status: 'succeeded', paid_at: new Date().toISOString() });
  const notified = await app.inject({ method: 'POST', url: SANDBOX_NOTIFY_PATH, payload: n.body, headers: n.headers });
  if (notified.statusCode !== 200) throw new Error(`充值通知未确认：${notified.body}`);
  const orderNos: string[] = [];
  for (let i = 0; i < PAYMENTS; i += 1) {
    orderNos.push(resultOf<{ order_no: string }>(await organiser.post('/api/admin/live/buy', { institution_id: institutionId, package_id: pkg.id, request_id: `bench-${i}-${randomUUID()}` }), '购买套餐').order_no);
  }
  const balance = async () => resultOf<{ wallet_cents: number }>(await organiser.get(`/api/admin/account_balance?institution_id=${institutionId}`), '机构余额').wallet_cents;
  const before = await balance();
  await measure(
    '余额支付（机构账户付直播套餐）',
    '/api/pay_order/pay',
    () => writes('/api/pay_order/pay', organiser, PAYMENTS, (i) => ({ order_no: orderNos[i], channel: 'balance' }), true),
    async (ok) => {
      const paid = (await db.select({ n: count() }).from(orders).where(and(eq(orders.institutionId, institutionId), eq(orders.kind, 'live_package'), eq(orders.status, '已支付'))))[0]!.n;
      const spent = before - (await balance());
      // the wallet went down by the orders paid, no more and no less
      if (spent !== paid * pkg.price_cents) throw new Error(`余额减少 ${spent} 分，已支付 ${paid} 笔 × ${pkg.price_cents} 分`);
      return tally(paid, ok);
    },
  );

  // 订场: a venue of 20 courts open 08:00–22:00, one court-hour per walk-in, over the next days
  const [operator] = await db.insert(institutions).values({ name: '写路由基准场馆机构', institutionType: 4 }).returning({ id: institutions.id });
  const [venue] = await db.insert(venues).values({ institutionId: operator!.id, name: '写路由基准体育馆', status: 'approved', bookableDays: 7 }).returning({ id: venues.id });
  const venueId = venue!.id;
  await db.insert(venueOpeningHours).values(WEEKDAYS.map((weekday) => ({ venueId, weekday, opensMinute: 8 * 60, closesMinute: 22 * 60 })));
  const courtIds = (
    await db
      .insert(courts)
      .values(Array.from({ length: COURTS }, (_, i) => ({ venueId, name: `${i + 1}号场`, sport: '羽毛球', indoor: true, capacity: 4, sort: i, pricePerHourCents: 6000 })))
      .returning({ id: courts.id })
  ).map((c) => c.id);
  const staff = await createUser(app, { manages: [{ institutionId: operator!.id, sportsVenuesId: venueId, isAdmin: true }] });
  const desk = await login(app, staff.account, staff.password);
  const today = chinaDate(new Date());
  const slots = [1, 2, 3, 4, 5, 6].flatMap((d) =>
    Array.from({ length: 14 }, (_, h) => h + 8).flatMap((hour) =>
      courtIds.map((courtId) => ({ court_id: courtId, start: dayMinuteInstant(addChinaDays(today, d), hour * 60).toISOString(), end: dayMinuteInstant(addChinaDays(today, d), (hour + 1) * 60).toISOString() })),
    ),
  );
  await measure(
    '订场（前台预订，前台收款）',
    '/api/admin/venue_walk_in',
    () => writes('/api/admin/venue_walk_in', desk, BOOKINGS, (i) => ({ venue_id: venueId, slots: [slots[i]], contact_name: '散客', contact_mobile: '13900001111', paid_at_desk: 1 }), true),
    async (ok) => tally((await db.select({ n: count() }).from(bookings).where(eq(bookings.venueId, venueId)))[0]!.n, ok),
  );

  const problems = await ledgerProblemsOf(db);
  const [overlaps] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from bookings a join bookings b
      on a.court_id = b.court_id and a.id < b.id and a.during && b.during
      where a.status in ('active', 'checked_in') and b.status in ('active', 'checked_in')`),
  );
  out.connections = CONNECTIONS;
  out.target = TARGET_RATIO;
  out.routes = rows;
  out.ledgerProblems = problems.length;
  out.overlaps = overlaps!.n;
  log(`账本检查问题 ${problems.length}，重叠预订 ${overlaps!.n}`);
  if (problems.length) log(problems.slice(0, 5).join('\n'));
  await server.stop();
  server = null;
  // where each write's time went
  const profile = mainThreadProfile(profDir);
  if (profile) {
    out.profiles = windows.map((w) => ({ name: w.name, ...summariseProfile(profile, { from: w.from, to: w.to, top: 8 }) }));
  }
} finally {
  await app.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  await drop();
}
console.log(JSON.stringify(out));
// a lost, doubled or failed write, or a broken ledger, is a bug, not a measurement
const broken = rows.some((r) => r.lost !== 0 || r.doubled !== 0 || r.failed !== 0 || r.refused !== 0) || out.ledgerProblems !== 0 || out.overlaps !== 0;
if (broken) {
  log('写路由基准发现丢失、重复或失败的写入，或账本问题');
  process.exitCode = 1;
}

