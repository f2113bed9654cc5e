/**
 * The job queue (plugins/app/jobs.ts) on a database of its own: PGlite in a data folder, and PostgreSQL too when
 * TEST_DATABASE_URL is set (a database `saishi_jobs_<random>`, dropped at the end). A failing job is retried with
 * exponential back-off and ends in its dead-letter queue; a job sent by an app that closed before it ran is done by
 * the next app on the same database. Every app is closed (its workers stopped) by the test that built it.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import Fastify from 'fastify';
import pg from 'pg';
import { loadConfig } from '../../config.js';
import dbPlugin from '../external/db.js';
import configPlugin from '../external/config.js';
import { DEAD_LETTER_SUFFIX, JOB_QUEUE_TITLES, jobQueueTitle } from 'shared/rules';
import { JOB, JOB_QUEUES, everyMinutes, jobSchedules } from '../../services/job-queues.js';
import jobsPlugin, { FinalJobFailure, type Job } from './jobs.js';
import { QUEUE_HANDLERS } from './workers.js';

/** Polls `check` every 50 ms until it answers something, or fails after `ms`. */
async function until<T>(what: string, check: () => Promise<T | undefined | null | false>, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

interface Target {
  name: string;
  databaseUrl: string | null;
  pgliteDir: string;
  dataDir: string;
  cleanUp(): Promise<void>;
}

async function pgliteTarget(): Promise<Target> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'saishi-jobs-'));
  return { name: 'PGlite', databaseUrl: null, pgliteDir: path.join(dataDir, 'pglite'), dataDir, cleanUp: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

async function postgresTarget(baseUrl: string): Promise<Target> {
  const name = `saishi_jobs_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'saishi-jobs-'));
  return {
    name: 'PostgreSQL',
    databaseUrl: url.toString(),
    pgliteDir: path.join(dataDir, 'pglite'),
    dataDir,
    async cleanUp() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** An app with the config, the database and the job queue only (with the clock of schedules looking every second when `cron`). */
async function jobsApp(target: Target, cron = false) {
  const app = Fastify();
  const config = loadConfig({}, { databaseUrl: target.databaseUrl, pgliteDir: target.pgliteDir, dataDir: target.dataDir, demo: false, smsSender: 'log', redisUrl: null });
  await app.register(configPlugin, { config });
  await app.register(dbPlugin);
  await app.register(jobsPlugin, cron ? { cron: true, cronMonitorSeconds: 1 } : { cron: false });
  await app.ready();
  return app;
}

const targets: (() => Promise<Target>)[] = [pgliteTarget];
if (process.env.TEST_DATABASE_URL) targets.push(() => postgresTarget(process.env.TEST_DATABASE_URL!));

for (const make of targets) {
  describe(`job queue (pg-boss) on ${make === pgliteTarget ? 'PGlite' : 'PostgreSQL'}`, () => {
    let target: Target;
    before(async () => {
      target = await make();
    });
    after(async () => target?.cleanUp());

    it('retries a failing job with exponential back-off, then moves it to its dead-letter queue', { timeout: 120_000 }, async () => {
      const app = await jobsApp(target);
      try {
        await app.jobs.define({ name: 'test-flaky-dead', title: '测试（失败）', retryLimit: 0, retryDelay: 0, retryBackoff: false, expireInSeconds: 60 });
        await app.jobs.define({ name: 'test-flaky', title: '测试', retryLimit: 2, retryDelay: 1, retryBackoff: true, expireInSeconds: 60, deadLetter: 'test-flaky-dead' });
        const attempts: { at: number; retryCount: number }[] = [];
        await app.jobs.work<{ n: number }>(
          'test-flaky',
          async (job: Job<{ n: number }>) => {
            attempts.push({ at: Date.now(), retryCount: job.retryCount });
            throw new Error(`第${job.retryCount + 1}次失败`);
          },
          { pollingIntervalSeconds: 0.5 },
        );
        const id = await app.jobs.send('test-flaky', { n: 7 });

        const dead = await until('the job in the dead-letter queue', async () => (await app.jobs.list({ name: 'test-flaky-dead', start: 0, count: 10 })).list[0]);
        assert.deepEqual(
          attempts.map((a) => a.retryCount),
          [0, 1, 2],
        );
        // retryDelay 1 s doubled per retry, with up to 100 % jitter: [1, 2) s, then [2, 4) s
        const gaps = [attempts[1].at - attempts[0].at, attempts[2].at - attempts[1].at];
        assert.ok(gaps[0] >= 900, `first retry after ${gaps[0]} ms`);
        assert.ok(gaps[1] >= 1900, `second retry after ${gaps[1]} ms`);

        const failed = await app.jobs.get('test-flaky', id);
        assert.equal(failed?.state, 'failed');
        assert.equal(failed?.retry_count, 2);
        assert.equal(failed?.error, '第3次失败');
        assert.equal(dead.state, 'created');
        assert.equal(dead.error, '第3次失败');
        assert.deepEqual(await app.jobs.pending('test-flaky-dead'), [{ n: 7 }]);

        const listed = await app.jobs.list({ name: 'test-flaky', state: 'failed', start: 0, count: 10 });
        assert.deepEqual(
          listed.list.map((j) => j.id),
          [id],
        );
        assert.equal(listed.total, 1);
      } finally {
        await app.close();
      }
    });

    it('keeps a job across a restart: sent, the app closed before it ran, the next app does it', { timeout: 120_000 }, async () => {
      const first = await jobsApp(target);
      let id = '';
      try {
        await first.jobs.define({ name: 'test-restart', title: '测试', retryLimit: 1, retryDelay: 1, retryBackoff: true, expireInSeconds: 60 });
        id = await first.jobs.send('test-restart', { greeting: '你好' });
        assert.equal((await first.jobs.get('test-restart', id))?.state, 'created');
      } finally {
        await first.close();
      }

      const second = await jobsApp(target);
      try {
        const seen: { id: string; data: { greeting: string } }[] = [];
        await second.jobs.work<{ greeting: string }>('test-restart', async (job) => {
          seen.push({ id: job.id, data: job.data });
        });
        const done = await until('the job done by the new app', async () => {
          const job = await second.jobs.get('test-restart', id);
          return job?.state === 'completed' ? job : undefined;
        });
        assert.equal(done.error, '');
        assert.deepEqual(seen, [{ id, data: { greeting: '你好' } }]);
      } finally {
        await second.close();
      }
    });

    it('keeps a FinalJobFailure apart: no retry, its class kept beside the message', { timeout: 60_000 }, async () => {
      const app = await jobsApp(target);
      try {
        await app.jobs.define({ name: 'test-final', title: '测试', retryLimit: 3, retryDelay: 1, retryBackoff: false, expireInSeconds: 60 });
        await app.jobs.work('test-final', async () => {
          throw new FinalJobFailure('provider refused: TemplateIncorrect');
        });
        const id = await app.jobs.send('test-final', {});
        const failed = await until('the job failed', async () => {
          const job = await app.jobs.get('test-final', id);
          return job?.state === 'failed' ? job : undefined;
        });
        assert.deepEqual({ retry_count: failed.retry_count, error: failed.error, error_kind: failed.error_kind }, { retry_count: 0, error: 'provider refused: TemplateIncorrect', error_kind: 'FinalJobFailure' });
      } finally {
        await app.close();
      }
    });

    it('runs a scheduled queue by cron: its jobs are normal jobs of the list, one per run across nodes', { timeout: 120_000 }, async () => {
      // two nodes on one database (PGlite has one process: one node)
      const apps = [await jobsApp(target, true)];
      if (target.databaseUrl) apps.push(await jobsApp(target, true));
      try {
        const [first] = apps;
        await first.jobs.define({ name: 'test-cron', title: '测试', retryLimit: 0, retryDelay: 0, retryBackoff: false, expireInSeconds: 60 });
        const runs: string[] = [];
        for (const app of apps) await app.jobs.work('test-cron', async (job) => void runs.push(job.id), { pollingIntervalSeconds: 0.5 });
        // a node that looks at the clock at time t sends the run of t's minute once (pg-boss: one look per second across
        // the nodes, then a singleton per queue and minute); the minutes looked at are those from the schedule to the list
        const scheduledAt = Date.now() - 2000;
        await first.jobs.schedule('test-cron', '* * * * *');
        await until('a run of the schedule', async () => runs.length > 0);
        // each node looks at the clock every second: a few more looks send nothing more within the minute
        await new Promise((resolve) => setTimeout(resolve, 3000));
        const { list } = await first.jobs.list({ name: 'test-cron', start: 0, count: 100 });
        const minutesLookedAt = Math.floor(Date.now() / 60_000) - Math.floor(scheduledAt / 60_000) + 1;
        // (a run of the minute the schedule began in can be sent in the next one: two jobs a minute apart in time
        // but one per run)
        assert.ok(list.length >= 1 && list.length <= minutesLookedAt, `one job per minute looked at (${minutesLookedAt}): ${list.map((j) => j.created_on).join(', ')}`);
        // a run may straddle a minute: the next minute's job can be sent and not yet worked when the list is read
        assert.equal(new Set(runs).size, runs.length, 'no job runs twice');
        assert.ok(runs.every((id) => list.some((j) => j.id === id)), 'every run is a job of the list');
        assert.ok(list.every((j) => ['created', 'active', 'completed'].includes(j.state)));
        await first.jobs.unschedule('test-cron');
      } finally {
        for (const app of apps) await app.close();
      }
    });
  });
}

describe('job queue (pg-boss) started by several nodes at once', { skip: process.env.TEST_DATABASE_URL ? false : 'TEST_DATABASE_URL 未设置' }, () => {
  it('three apps starting at once on a new PostgreSQL database all start: the queues are defined one node at a time', { timeout: 120_000 }, async () => {
    // pg-boss's create_queue attaches each queue's table to its job table; at the same time on two connections that
    // deadlocked (40P01) and the process did not start (seen following docs/deploying.md with two units)
    const target = await postgresTarget(process.env.TEST_DATABASE_URL!);
    try {
      const started = await Promise.allSettled([1, 2, 3].map(() => jobsApp(target)));
      try {
        assert.deepEqual(started.map((o) => (o.status === 'rejected' ? String(o.reason) : o.status)), ['fulfilled', 'fulfilled', 'fulfilled']);
        const pool = new pg.Client({ connectionString: target.databaseUrl! });
        await pool.connect();
        const { rows } = await pool.query<{ name: string }>('select name from pgboss.queue');
        await pool.end();
        assert.deepEqual(rows.map((r) => r.name).sort(), JOB_QUEUES.map((q) => q.name).sort(), 'every queue defined once');
      } finally {
        for (const o of started) if (o.status === 'fulfilled') await o.value.close();
      }
    } finally {
      await target.cleanUp();
    }
  });
});

describe('the queues and their workers (plugins/app/workers.ts)', () => {
  const worked = JOB_QUEUES.filter((q) => !q.name.endsWith(DEAD_LETTER_SUFFIX)).map((q) => q.name);

  it('has exactly one handler for every queue declared in job-queues.ts, and none for a queue not declared', () => {
    const handled = Object.keys(QUEUE_HANDLERS);
    // the video queue is declared per node (videoQueues(nodeKey)); every other one in JOB_QUEUES
    assert.deepEqual([...handled].sort(), [...worked, JOB.videoProcessing].sort());
    assert.equal(new Set(handled).size, handled.length);
    // every queue but the dead-letter ones has its dead-letter queue
    for (const name of worked) assert.ok(JOB_QUEUES.some((q) => q.name === `${name}${DEAD_LETTER_SUFFIX}`), name);
  });

  it('names every queue in Chinese (shared/rules), dead-letter and per-node video queues included', () => {
    for (const name of [...worked, JOB.videoProcessing]) assert.ok(JOB_QUEUE_TITLES[name as keyof typeof JOB_QUEUE_TITLES], name);
    for (const q of JOB_QUEUES) assert.equal(q.title, jobQueueTitle(q.name));
    assert.equal(jobQueueTitle('video-processing-3f2a9c1b7d4e'), '视频处理');
    assert.equal(jobQueueTitle('video-processing-3f2a9c1b7d4e-dead'), '视频处理（失败）');
    assert.equal(jobQueueTitle('refund-gateway-dead'), '退款（原路退回）（失败）');
    assert.equal(jobQueueTitle('test-x'), 'test-x');
  });

  it('schedules the sweeps from the config: ORDER_SWEEP_SECONDS in whole minutes, 0 turns a schedule off', () => {
    assert.deepEqual(jobSchedules({ orderSweepSeconds: 30, uploadCleanupMinutes: 60 }), [
      { name: 'order-sweep', cron: '* * * * *' },
      { name: 'settlement', cron: '* * * * *' },
      { name: 'upload-cleanup', cron: '0 * * * *' },
    ]);
    assert.deepEqual(
      jobSchedules({ orderSweepSeconds: 0, uploadCleanupMinutes: 0 }).map((s) => s.cron),
      [null, null, null],
    );
    assert.equal(jobSchedules({ orderSweepSeconds: 300, uploadCleanupMinutes: 60 })[0].cron, '*/5 * * * *');
    assert.deepEqual([everyMinutes(61), everyMinutes(180), everyMinutes(1440)], ['0 * * * *', '0 */3 * * *', '0 3 * * *']);
  });
});
