/**
 * The rounds of one database target (docs/testing.md, "Crash safety"):
 *
 *   setup   start the server on a fresh data folder (demo data), create the competition, items and league through
 *           the API, wait for the demo media (ffmpeg) to be made, stop it gracefully;
 *   round   start the server on a free port → wait until GET /api/ping answers → check the whole ledger (every write
 *           acknowledged so far, after every restart) → write concurrently for a random 100–500 ms → kill -9;
 *   end     open the database directly (every table read, invariants in SQL), start the server once more, check
 *           the whole ledger once more with every uploaded file read, stop it gracefully (exit code 0).
 *
 * A round fails when its restart fails or logs an error, when a check after it finds an acknowledged write missing
 * or a half-written one, or when the server refused or stopped answering a write before the kill.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Api } from './api-client.js';
import { checkDatabase } from './db-check.js';
import type { ServerCommand } from './server-build.js';
import { ServerProcess } from './server-process.js';
import { Round, Workload } from './workload.js';

export interface TargetOptions {
  name: string;
  command: ServerCommand;
  /** PostgreSQL database of this run; null = PGlite in the data folder */
  databaseUrl: string | null;
  rounds: number;
  workers: number;
  killAfterMs: [number, number];
  log: (line: string) => void;
}

export interface TargetReport {
  name: string;
  rounds: number;
  passed: number;
  acknowledged: number;
  presenceChecks: number;
  lost: number;
  unanswered: number;
  adopted: number;
  totalMs: number;
  setupMs: number;
  startMs: number[];
  /** CPU time of the server process from spawn to ready */
  startCpuMs: number[];
  verifyMs: number[];
  writeMs: number[];
  /** problems by round (1-based); round 0 = setup */
  failures: Map<number, string[]>;
}

const READY_TIMEOUT_MS = 180_000;
const SETUP_READY_TIMEOUT_MS = 300_000;

const median = (xs: number[]) => {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

export function formatReport(r: TargetReport): string {
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const lines = [
    `${r.name}: ${r.passed}/${r.rounds} rounds, ${r.acknowledged} acknowledged writes checked (${r.presenceChecks} checks over all restarts), ${r.lost} lost`,
    `  unanswered at the kill: ${r.unanswered} (${r.adopted} found whole after the restart, the rest absent)`,
    `  time: ${s(r.totalMs)} in all; setup ${s(r.setupMs)}; per round: start to ready median ${s(median(r.startMs))} (max ${s(Math.max(0, ...r.startMs))}, CPU median ${s(median(r.startCpuMs))}), ` +
      `checks median ${s(median(r.verifyMs))}, writing median ${s(median(r.writeMs))}; starts ${s(sum(r.startMs))} of the total`,
  ];
  for (const [round, problems] of r.failures) {
    lines.push(`  round ${round === 0 ? 'setup' : round}: ${problems.slice(0, 5).join(' | ')}${problems.length > 5 ? ` …(+${problems.length - 5})` : ''}`);
  }
  return lines.join('\n');
}

export async function runTarget(o: TargetOptions): Promise<TargetReport> {
  const started = Date.now();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'saishi-crash-data-'));
  // no front-end builds: the static plugin only says they are missing
  const appsDir = mkdtempSync(path.join(os.tmpdir(), 'saishi-crash-apps-'));
  const report: TargetReport = {
    name: o.name,
    rounds: o.rounds,
    passed: 0,
    acknowledged: 0,
    presenceChecks: 0,
    lost: 0,
    unanswered: 0,
    adopted: 0,
    totalMs: 0,
    setupMs: 0,
    startMs: [],
    startCpuMs: [],
    verifyMs: [],
    writeMs: [],
    failures: new Map(),
  };
  const fail = (round: number, problems: string[]) => {
    if (problems.length === 0) return;
    report.failures.set(round, [...(report.failures.get(round) ?? []), ...problems]);
  };
  const serverOptions = (logLevel: 'info' | 'warn', readyTimeoutMs = READY_TIMEOUT_MS) => ({
    command: o.command,
    dataDir,
    appsDir,
    databaseUrl: o.databaseUrl,
    logLevel,
    readyTimeoutMs,
  });
  let server: ServerProcess | null = null;
  let workload: Workload | null = null;
  let keep = false;
  /** the round running (0 = setup): where a failure of the harness itself is counted */
  let current = 0;
  /** rounds whose restart and checks have run (a round is judged by the checks after its kill) */
  let judged = 0;
  try {
    // ---- setup
    server = await ServerProcess.start(serverOptions('info', SETUP_READY_TIMEOUT_MS));
    const setupApi = new Api(server.baseUrl);
    workload = new Workload(await Workload.login(setupApi), `C${process.pid % 1000}`);
    await workload.setup(setupApi);
    // the demo seed's videos and live stream are made with ffmpeg after the start; a kill before they are done
    // would make every later start redo them
    await server.waitForLog((l) => /^demo live stream (ready|not generated)/.test(l.msg), 300_000, 'demo live stream ready');
    const setupStop = await server.stop();
    if (setupStop.code !== 0) fail(0, [`第一次正常停止的退出码为 ${setupStop.code ?? setupStop.signal}`]);
    fail(0, server.errors);
    report.setupMs = Date.now() - started;
    o.log(`${o.name}: setup ${((Date.now() - started) / 1000).toFixed(1)} s (${o.command.describe})`);

    // ---- rounds
    for (let round = 1; round <= o.rounds; round += 1) {
      current = round;
      const t0 = Date.now();
      try {
        server = await ServerProcess.start(serverOptions('warn'));
      } catch (error) {
        // the restart after the previous kill failed: that round failed, and nothing more can run
        fail(Math.max(1, round - 1), [`重启失败：${(error as Error).message.slice(0, 3000)}`]);
        keep = true;
        break;
      }
      const t1 = Date.now();
      report.startMs.push(t1 - t0);
      const cpu = server.cpuMs();
      if (cpu !== null) report.startCpuMs.push(cpu);
      const api = new Api(server.baseUrl);
      // checks after the restart belong to the previous round (its kill); round 1's to the setup's stop
      fail(round - 1, await workload.verify(api).catch((error: Error) => [`检查失败：${error.message}`]));
      judged = round - 1;
      const t2 = Date.now();
      report.verifyMs.push(t2 - t1);

      const writing = new Round(api);
      const work = workload.write(writing, o.workers);
      const delay = o.killAfterMs[0] + Math.random() * (o.killAfterMs[1] - o.killAfterMs[0]);
      await new Promise((r) => setTimeout(r, delay)); // the random kill time is the point of the test
      writing.stopping = true;
      await server.kill9();
      await work;
      report.writeMs.push(Date.now() - t2);
      report.unanswered += Object.values(writing.counts).reduce((n, c) => n + c.unanswered, 0);
      fail(round, [...server.errors, ...writing.problems]);
      const acked = Object.entries(writing.counts)
        .map(([k, c]) => `${k} ${c.acknowledged}`)
        .join(', ');
      o.log(`${o.name} round ${round}/${o.rounds}: start ${t1 - t0} ms (CPU ${cpu} ms), checks ${t2 - t1} ms (${workload.lastTimings}), ${Math.round(delay)} ms of writes (${acked})`);
    }

    // ---- end: the database directly, then one more start with every file checked, then a graceful stop
    if (!keep) {
      const last = o.rounds;
      fail(
        last,
        await checkDatabase({ databaseUrl: o.databaseUrl, pgliteDir: path.join(dataDir, 'pglite') }, workload.scope()).catch((error: Error) => [
          `数据库无法打开或读取：${error.message}`,
        ]),
      );
      const t0 = Date.now();
      // the last start logs at info: a stop that fails shows what the server did before it
      server = await ServerProcess.start(serverOptions('info'));
      report.startMs.push(Date.now() - t0);
      fail(last, await workload.verify(new Api(server.baseUrl), true).catch((error: Error) => [`检查失败：${error.message}`]));
      judged = last;
      const stopping = Date.now();
      const stopped = await server.stop();
      if (stopped.code !== 0) {
        fail(last, [
          `最后正常停止的退出码为 ${stopped.code ?? stopped.signal}（SIGTERM 后 ${Date.now() - stopping} ms）；服务最后的输出：\n${server.output().slice(-3000)}`,
        ]);
      }
      fail(last, server.errors);
    }
  } catch (error) {
    // the setup, or a start (the last one included) that failed: that round failed and nothing more can run
    fail(current === 0 ? 0 : Math.min(o.rounds, Math.max(1, judged + 1)), [(error as Error).message.slice(0, 3000)]);
    keep = true;
  } finally {
    if (server) await server.kill9();
    if (workload) {
      report.acknowledged = workload.acknowledged();
      report.presenceChecks = workload.presenceChecks;
      report.lost = workload.lost.size;
      report.adopted = workload.adopted;
    }
    report.passed = report.failures.has(0) ? 0 : Array.from({ length: judged }, (_, i) => i + 1).filter((r) => !report.failures.has(r)).length;
    report.totalMs = Date.now() - started;
    if (keep || report.failures.size > 0) o.log(`${o.name}: data folder kept for inspection: ${dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
    rmSync(appsDir, { recursive: true, force: true });
  }
  return report;
}
