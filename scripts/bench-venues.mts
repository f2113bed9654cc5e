/**
 * Court booking at scale (a measurement for `pnpm bench`, not a test), on PostgreSQL (BENCH_DATABASE_URL or
 * TEST_DATABASE_URL; skipped without one) in a fresh database dropped at the end. The server listens on a local port
 * and every request below goes over HTTP (fetch, keep-alive), the whole request pipeline included:
 * 1. the slot grid of a venue with 20 courts (opening hours, weekday / weekend / peak price rules, a third of the
 *    week's half hours taken by staff blocks) for each day of a week: GET /api/venue_site/board (public) and GET
 *    /api/admin/venue_board (the venue manager's board, names and codes) — median and p95 per request (target ≤ 30 ms),
 *    and the whole week read one day after another;
 * 2. booking throughput: 50 users at once on the same venue, each booking ROUNDS times a half hour picked at random
 *    from 100 slots of tomorrow (so many are contested): hold (POST /api/venue_site/hold) → start the payment (POST
 *    /api/pay_order/pay, wechat) → the sandbox gateway's signed notification (POST /api/pay/notify/sandbox) pays the
 *    order and confirms the hold. Answers: requests/s, holds/s, refused holds (该时段已被预订: expected, counted), any
 *    other error (must be 0), then the checks on the tables: no two occupying rows of a court overlap, every paid
 *    order's rows are bookings, and the ledger's invariants (ledger:check).
 * Run alone with `node --import tsx scripts/bench-venues.mts` from the repository root: prints one JSON line.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { addChinaDays, chinaDate, staffBoardView, WEEKDAYS } from 'shared/rules';
import { buildApp } from '../server/src/app.ts';
import { courtPriceRules, courts, institutions, venueOpeningHours, venues } from '../server/src/db/schema/index.ts';
import { signedNotification, SANDBOX_NOTIFY_PATH } from '../server/src/payments/sandbox.ts';
import { ledgerProblemsOf } from '../server/src/services/ledger-check.ts';
import { createUser, login } from '../server/test/helpers.ts';
import { benchDatabase } from './lib/bench-database.mts';

const log = (message: string) => process.stderr.write(`${message}\n`);
const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const median = (xs: number[]) => sorted(xs)[Math.floor(xs.length / 2)]!;
const p95 = (xs: number[]) => sorted(xs)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)]!;
const ms = (n: number) => Math.round(n * 100) / 100;

const COURTS = 20;
const USERS = 50;
const ROUNDS = 4;
const TARGET_MS = 30;

const { config, drop } = await benchDatabase('venue');
// BENCH_LOG_LEVEL=error shows the server's own log lines (an unhandled error's cause) beside the bench's
const app = await buildApp(config, process.env.BENCH_LOG_LEVEL ? { logger: { level: process.env.BENCH_LOG_LEVEL } } : {});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const out: Record<string, unknown> = {};

/** A caller over HTTP: the session cookie and CSRF token of a login (made in-process, from its own address). */
type Caller = { cookie: string; token: string };
async function call<T>(caller: Caller | null, method: 'GET' | 'POST', route: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; errno: number; msg: string; result: T }> {
  const res = await fetch(`${origin}${route}`, {
    method,
    headers: {
      ...(caller ? { cookie: caller.cookie, 'x-csrf-token': caller.token } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let json: { errno?: number; result?: unknown } = {};
  try {
    json = JSON.parse(text) as typeof json;
  } catch {
    /* not an envelope */
  }
  const errno = json.errno ?? (res.ok ? 0 : res.status);
  const msg = ((json.result as { errors?: { msg: string }[] } | undefined)?.errors?.[0]?.msg ?? '') || (errno ? text.slice(0, 200) : '');
  return { status: res.status, errno, msg, result: json.result as T };
}

try {
  const db = app.database.db;
  const [inst] = await db.insert(institutions).values({ name: '基准测试场馆机构', institutionType: 4 }).returning({ id: institutions.id });
  const institutionId = inst!.id;
  const [venue] = await db.insert(venues).values({ institutionId, name: '基准测试体育馆', status: 'approved' }).returning({ id: venues.id });
  const venueId = venue!.id;
  // open 00:00–24:00 every day: the slots of tomorrow are bookable whenever the bench runs
  await db.insert(venueOpeningHours).values(WEEKDAYS.map((weekday) => ({ venueId, weekday, opensMinute: 0, closesMinute: 1440 })));
  const courtIds: number[] = [];
  for (let i = 0; i < COURTS; i += 1) {
    const [court] = await db
      .insert(courts)
      .values({ venueId, name: `${i + 1}号场`, sport: '羽毛球', indoor: true, capacity: 4, sort: i, pricePerHourCents: 4000 })
      .returning({ id: courts.id });
    courtIds.push(court!.id);
    await db.insert(courtPriceRules).values([
      { courtId: court!.id, band: 'weekday', startsMinute: 360, endsMinute: 1080, priceCents: 5000, memberPriceCents: 4000 },
      { courtId: court!.id, band: 'weekend', startsMinute: 360, endsMinute: 1320, priceCents: 7000 },
      { courtId: court!.id, band: 'peak', startsMinute: 1080, endsMinute: 1320, priceCents: 9000 },
    ]);
  }
  const manager = await createUser(app, { manages: [{ institutionId, sportsVenuesId: venueId, isAdmin: true }] });
  const managerClient = await login(app, manager.account, manager.password);

  // a third of the week's half hours taken: every court, every day, 08:00–12:00 and 18:00–22:00 (blocks of staff)
  const today = chinaDate(Date.now());
  const week = Array.from({ length: 7 }, (_, i) => addChinaDays(today, i));
  const at = (day: string, clock: string) => new Date(`${day}T${clock}:00+08:00`);
  log(`${COURTS} 块场地，写入一周的锁场…`);
  for (const day of week.slice(1)) {
    for (const courtId of courtIds) {
      await app.bookings.block({
        venueId,
        staffId: manager.user.id,
        slots: [
          { courtId, start: at(day, '08:00'), end: at(day, '12:00') },
          { courtId, start: at(day, '18:00'), end: at(day, '22:00') },
        ],
        note: '基准锁场',
      });
    }
  }

  // 1. the board of each day of the week, over HTTP
  const timeBoard = async (route: (day: string) => string, caller: Caller | null, rounds: number) => {
    for (const day of week) {
      const warm = await call(caller, 'GET', route(day));
      if (warm.errno !== 0) throw new Error(`看板失败：${warm.msg}`);
    }
    const samples: number[] = [];
    const weeks: number[] = [];
    for (let r = 0; r < rounds; r += 1) {
      const w0 = performance.now();
      for (const day of week) {
        const t0 = performance.now();
        const res = await call(caller, 'GET', route(day));
        samples.push(performance.now() - t0);
        if (res.errno !== 0) throw new Error(`看板失败：${res.msg}`);
      }
      weeks.push(performance.now() - w0);
    }
    return { requests: samples.length, medianMs: ms(median(samples)), p95Ms: ms(p95(samples)), weekMedianMs: ms(median(weeks)) };
  };
  // the bare GET /api/ping of the same server in the same run: what a request costs on this machine right now
  const pings: number[] = [];
  for (let i = 0; i < 100; i += 1) {
    const t0 = performance.now();
    await call(null, 'GET', '/api/ping');
    pings.push(performance.now() - t0);
  }
  const ping = { medianMs: ms(median(pings)), p95Ms: ms(p95(pings)) };
  log(`/api/ping：中位 ${ping.medianMs} ms，p95 ${ping.p95Ms} ms`);
  const publicBoard = await timeBoard((day) => `/api/venue_site/board?venue_id=${venueId}&day=${day}`, null, 20);
  log(`公开时段表：中位 ${publicBoard.medianMs} ms，p95 ${publicBoard.p95Ms} ms，一周 ${publicBoard.weekMedianMs} ms`);
  const staffBoard = await timeBoard((day) => `/api/admin/venue_board?venue_id=${venueId}&day=${day}`, managerClient, 20);
  log(`预订看板：中位 ${staffBoard.medianMs} ms，p95 ${staffBoard.p95Ms} ms，一周 ${staffBoard.weekMedianMs} ms`);
  // where a board's time goes, in-process: the database reads (boardRows) and the rules' view over them
  const bookingVenue = (await app.repos.venueBooking.venue(venueId))!;
  const reads: number[] = [];
  const views: number[] = [];
  for (let r = 0; r < 10; r += 1) {
    for (const day of week) {
      const t0 = performance.now();
      const rows = await app.repos.venueBooking.boardRows(venueId, day, false);
      const t1 = performance.now();
      staffBoardView({ venue: bookingVenue, ...rows }, day, new Date());
      views.push(performance.now() - t1);
      reads.push(t1 - t0);
    }
  }
  const split = { readsMedianMs: ms(median(reads)), viewMedianMs: ms(median(views)) };
  log(`其中：数据库读取中位 ${split.readsMedianMs} ms，规则视图中位 ${split.viewMedianMs} ms`);
  out.board = { courts: COURTS, days: week.length, targetMs: TARGET_MS, ping, split, public: publicBoard, staff: staffBoard };

  // 2. 50 users booking at once
  log(`${USERS} 位用户登录…`);
  const users: Caller[] = [];
  for (let i = 0; i < USERS; i += 10) {
    users.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(10, USERS - i) }, async () => {
          const u = await createUser(app, { isPerson: true });
          return login(app, u.account, u.password);
        }),
      )),
    );
  }
  // 100 slots of tomorrow: 5 courts × 20 half hours from 12:00 (between the blocks)
  const tomorrow = addChinaDays(today, 1);
  const pool = courtIds.slice(0, 5).flatMap((courtId) =>
    Array.from({ length: 20 }, (_, i) => {
      const start = new Date(at(tomorrow, '12:00').getTime() + i * 30 * 60_000);
      return { court_id: courtId, start: start.toISOString(), end: new Date(start.getTime() + 30 * 60_000).toISOString() };
    }),
  );
  const counts = { requests: 0, holds: 0, refused: 0, paid: 0, errors: 0 };
  const errors: string[] = [];
  const holdMs: number[] = [];
  const book = async (caller: Caller) => {
    for (let r = 0; r < ROUNDS; r += 1) {
      const slot = pool[Math.floor(Math.random() * pool.length)]!;
      const t0 = performance.now();
      const held = await call<{ order: { order_no: string; amount_cents: number } }>(caller, 'POST', '/api/venue_site/hold', { venue_id: venueId, slots: [slot] }, { 'idempotency-key': randomUUID() });
      holdMs.push(performance.now() - t0);
      counts.requests += 1;
      if (held.errno !== 0) {
        if (held.msg === '该时段已被预订') counts.refused += 1;
        else {
          counts.errors += 1;
          errors.push(`锁场：${held.status} ${held.msg}`);
        }
        continue;
      }
      counts.holds += 1;
      const started = await call<{ payment_no: string }>(caller, 'POST', '/api/pay_order/pay', { order_no: held.result.order.order_no, channel: 'wechat' }, { 'idempotency-key': randomUUID() });
      counts.requests += 1;
      if (started.errno !== 0) {
        counts.errors += 1;
        errors.push(`发起支付：${started.status} ${started.msg}`);
        continue;
      }
      const n = signedNotification(app.gateways.sandboxSecret!, {
        event: 'payment',
        payment_no: started.result.payment_no,
        trade_no: `B${started.result.payment_no}`,
        amount_cents: held.result.order.amount_cents,
        status: 'succeeded',
        paid_at: new Date().toISOString(),
      });
      const res = await fetch(`${origin}${SANDBOX_NOTIFY_PATH}`, { method: 'POST', body: n.body, headers: n.headers });
      await res.text();
      counts.requests += 1;
      if (res.status !== 200) {
        counts.errors += 1;
        errors.push(`支付通知：${res.status}`);
        continue;
      }
      counts.paid += 1;
    }
  };
  log(`${USERS} 位用户同时预订（每人 ${ROUNDS} 次，100 个时段中随机）…`);
  const t0 = performance.now();
  await Promise.all(users.map(book));
  const seconds = (performance.now() - t0) / 1000;

  const [overlaps] = (
    await db.execute(sql`select count(*)::int as n from bookings a join bookings b
      on a.court_id = b.court_id and a.id < b.id and a.during && b.during
      where a.status in ('active', 'checked_in') and b.status in ('active', 'checked_in')`)
  ).rows as { n: number }[];
  const [unconfirmed] = (
    await db.execute(sql`select count(*)::int as n from bookings b join orders o on o.id = b.order_id
      where b.venue_id = ${venueId} and o.status = '已支付' and (b.kind <> 'booking' or b.status <> 'active')`)
  ).rows as { n: number }[];
  const [booked] = (
    await db.execute(sql`select count(*)::int as n from bookings where venue_id = ${venueId} and kind = 'booking' and status = 'active'`)
  ).rows as { n: number }[];
  const ledgerProblems = await ledgerProblemsOf(db);
  out.throughput = {
    users: USERS,
    rounds: ROUNDS,
    slots: pool.length,
    seconds: ms(seconds),
    requests: counts.requests,
    requestsPerSecond: Math.round(counts.requests / seconds),
    holdsPerSecond: Math.round((counts.holds + counts.refused) / seconds),
    holdMedianMs: ms(median(holdMs)),
    holdP95Ms: ms(p95(holdMs)),
    held: counts.holds,
    refused: counts.refused,
    paid: counts.paid,
    booked: booked!.n,
    errors: counts.errors,
    errorSamples: [...new Set(errors)].slice(0, 5),
    overlaps: overlaps!.n,
    paidNotBooked: unconfirmed!.n,
    ledgerProblems: ledgerProblems.length,
  };
  log(
    `预订吞吐：${counts.requests} 个请求 ${ms(seconds)} 秒，${Math.round(counts.requests / seconds)} 请求/秒；锁场成功 ${counts.holds}，已被预订 ${counts.refused}，支付 ${counts.paid}，其他错误 ${counts.errors}；重叠 ${overlaps!.n}，已付未订 ${unconfirmed!.n}，账本问题 ${ledgerProblems.length}`,
  );
  if (counts.errors || overlaps!.n || unconfirmed!.n || ledgerProblems.length || counts.paid !== booked!.n) {
    log(errors.slice(0, 5).join('\n'));
    log(ledgerProblems.slice(0, 5).join('\n'));
    process.exitCode = 1;
  }
} finally {
  await app.close();
  await drop();
}
console.log(JSON.stringify(out));
