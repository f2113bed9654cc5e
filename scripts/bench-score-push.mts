/**
 * 比分推送 at a crowded match (a measurement for `pnpm bench`, not a test; issue 25's target: 1,000 viewers of one
 * match all receive a score change within 1 s on this machine). On PostgreSQL (BENCH_DATABASE_URL or
 * TEST_DATABASE_URL; skipped without one), in a fresh database dropped at the end. The server listens on a local port;
 * VIEWERS streams of GET /api/official/competition/live/stream (one socket each, as browsers) are opened, then the
 * organiser changes the running score over HTTP ROUNDS times, one after another. For each change: the time from
 * sending the request to the moment each viewer has read the event off its socket — median, p99 and the slowest
 * viewer — and how many viewers got it. The viewers run in this process beside the server, so their reading is
 * counted against the server's time too.
 * Run alone with `node --import tsx scripts/bench-score-push.mts` from the repository root: prints one JSON line.
 */
import http from 'node:http';
import { buildApp } from '../server/src/app.ts';
import { competitions, eventItems, institutions, signUps } from '../server/src/db/schema/index.ts';
import { createUser, login } from '../server/test/helpers.ts';
import { benchDatabase } from './lib/bench-database.mts';

const log = (message: string) => process.stderr.write(`${message}\n`);
const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const pct = (xs: number[], p: number) => sorted(xs)[Math.min(xs.length - 1, Math.max(0, Math.ceil(xs.length * p) - 1))]!;
const ms = (n: number) => Math.round(n * 10) / 10;

const VIEWERS = 1000;
const ROUNDS = 5;
const TARGET_MS = 1000;

const { config, drop } = await benchDatabase('push');
const app = await buildApp(config);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

/** A viewer: one stream; calls `heard(id)` when an event arrives. */
function openViewer(competitionId: number, heard: (eventId: number) => void): Promise<http.ClientRequest> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: `/api/official/competition/live/stream?id=${competitionId}`, agent, headers: { accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const id = /^id: (\d+)$/m.exec(block);
          if (id && /^event: score$/m.test(block)) heard(Number(id[1]));
        }
      });
      resolve(request);
    });
    request.on('error', reject);
  });
}

const out: Record<string, unknown> = { viewers: VIEWERS, rounds: ROUNDS, targetMs: TARGET_MS };
try {
  const db = app.database.db;
  const [inst] = await db.insert(institutions).values({ name: '推送基准机构', institutionType: 1 }).returning({ id: institutions.id });
  const owner = await createUser(app, { manages: [{ institutionId: inst!.id }] });
  const organiser = await login(app, owner.account, owner.password);
  const [c] = await db
    .insert(competitions)
    .values({ institutionId: inst!.id, cType: 1, name: '推送基准杯', sport: '足球', startAt: new Date('2026-09-01T01:00:00Z'), endAt: new Date('2026-09-30T10:00:00Z'), status: 'approved' })
    .returning({ id: competitions.id });
  const [item] = await db.insert(eventItems).values({ competitionId: c!.id, name: '男子组', entryType: 'team' }).returning({ id: eventItems.id });
  await db.insert(signUps).values([1, 2].map((i) => ({ competitionId: c!.id, eventItemId: item!.id, entrantName: `基准队${i}`, entryType: 'team', status: 'approved' as const, seed: i })));
  const phaseId = ((await organiser.post('/api/admin/schedule/create_phase', { event_item_id: item!.id, name: '决赛', format: 'league' })).json() as { result: { id: number } }).result.id;
  await organiser.post('/api/admin/schedule/create_schedule', { phase_id: phaseId, seed: 'bench' });
  const game = ((await organiser.get(`/api/admin/schedule/phase_match?phase_id=${phaseId}`)).json() as { result: { list: { id: number; version: number }[] } }).result.list[0]!;

  const arrivals = new Map<number, number[]>();
  const heard = (eventId: number) => {
    const list = arrivals.get(eventId) ?? [];
    list.push(performance.now());
    arrivals.set(eventId, list);
  };
  const connectStarted = performance.now();
  const viewers: http.ClientRequest[] = [];
  for (let i = 0; i < VIEWERS; i += 50) viewers.push(...(await Promise.all(Array.from({ length: Math.min(50, VIEWERS - i) }, () => openViewer(c!.id, heard)))));
  out.connectMs = ms(performance.now() - connectStarted);
  // every stream attached on the server before the first change
  while (app.scoreEvents.streams < VIEWERS) await new Promise((resolve) => setImmediate(resolve));
  log(`${VIEWERS} 个观众已连接（${out.connectMs} ms）`);

  const rounds: { sent: number; received: number; medianMs: number; p99Ms: number; slowestMs: number }[] = [];
  let version = game.version;
  for (let round = 0; round < ROUNDS; round += 1) {
    const sent = performance.now();
    const body = round === 0 ? { fixture_id: game.id, action: 'start', version } : { fixture_id: game.id, action: 'update', home_score: round, away_score: 0, version };
    const answer = (await organiser.post('/api/admin/schedule/live', body)).json() as { errno: number; result: { fixture: { version: number } } };
    if (answer.errno !== 0) throw new Error(`比分未保存：${JSON.stringify(answer)}`);
    version = answer.result.fixture.version;
    const eventId = await app.repos.scoreEvents.lastId(c!.id);
    // every viewer, or 5 s: a viewer that never hears it counts as missing
    const deadline = performance.now() + 5000;
    while ((arrivals.get(eventId)?.length ?? 0) < VIEWERS && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
    const times = (arrivals.get(eventId) ?? []).map((t) => t - sent);
    rounds.push({ sent: VIEWERS, received: times.length, medianMs: ms(pct(times, 0.5)), p99Ms: ms(pct(times, 0.99)), slowestMs: ms(Math.max(...times)) });
    log(`第 ${round + 1} 次比分变化：${times.length}/${VIEWERS} 个观众收到，最慢 ${ms(Math.max(...times))} ms`);
  }
  out.rounds = rounds;
  out.allWithinTarget = rounds.every((r) => r.received === VIEWERS && r.slowestMs <= TARGET_MS);
  for (const v of viewers) v.destroy();
} finally {
  agent.destroy();
  await app.close();
  await drop();
}
console.log(JSON.stringify(out));
