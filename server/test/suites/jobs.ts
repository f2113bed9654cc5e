import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { DEAD_LETTER_SUFFIX } from 'shared/rules';
import { FinalJobFailure } from '../../src/plugins/app/jobs.js';
import { JOB, JOB_QUEUES, videoQueueOf } from '../../src/services/job-queues.js';
import { eq } from 'drizzle-orm';
import { exportTasks } from '../../src/db/schema/index.js';
import { json, login, unique, until, type Client, type TestContext } from '../helpers.js';

type JobItem = { id: string; name: string; title: string; state: string; retry_count: number; retry_limit: number; created_on: string; started_on: string | null; completed_on: string | null; error: string };

/** GET /api/system/jobs (任务队列): the platform admin reads the job queue; nobody else does. */
export function jobsSuite(ctx: TestContext) {
  describe('job queue list (任务队列, GET /api/system/jobs)', () => {
    let admin: Client;
    let organiser: Client;
    const queue = unique('test-list').replace(/_/g, '-');

    before(async () => {
      admin = await login(ctx.app, 'admin', 'Admin@2026');
      organiser = await login(ctx.app, 'org_gov');
      // a queue nobody works: its job stays waiting
      await ctx.app.jobs.define({ name: queue, title: '测试队列', retryLimit: 2, retryDelay: 1, retryBackoff: true, expireInSeconds: 60 });
    });

    it('answers 401 to a visitor and 40300 to a user who is not the platform admin', async () => {
      const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/system/jobs' });
      assert.equal(anonymous.statusCode, 401);
      assert.equal(json(anonymous).errno, 401);
      const refused = await organiser.get('/api/system/jobs');
      assert.equal(json(refused).errno, 40300);
      assert.equal(json(refused).result.errors?.[0]?.msg, '没有权限执行该操作');
    });

    it('lists a job for the platform admin, filtered by queue and state, with paging', async () => {
      const id = await ctx.app.jobs.send(queue, { n: 1 });
      const second = await ctx.app.jobs.send(queue, { n: 2 });
      const res = await admin.get(`/api/system/jobs?name=${queue}&state=created&count=1`);
      assert.equal(res.statusCode, 200);
      const body = json<{ list: JobItem[]; total: number }>(res);
      assert.equal(body.errno, 0);
      assert.equal(body.result.total, 2);
      assert.equal(body.result.list.length, 1);
      const [job] = body.result.list;
      assert.equal(job.id, second);
      assert.deepEqual(
        { name: job.name, title: job.title, state: job.state, retry_count: job.retry_count, retry_limit: job.retry_limit, completed_on: job.completed_on, error: job.error },
        { name: queue, title: queue, state: 'created', retry_count: 0, retry_limit: 2, completed_on: null, error: '' },
      );
      assert.ok(!Number.isNaN(Date.parse(job.created_on)));
      const next = json<{ list: JobItem[] }>(await admin.get(`/api/system/jobs?name=${queue}&start=1&count=1`)).result.list;
      assert.deepEqual(next.map((j) => j.id), [id]);
      assert.equal(json<{ total: number }>(await admin.get(`/api/system/jobs?name=${queue}&state=failed`)).result.total, 0);
      // the registered queues carry their Chinese titles
      const exports = json<{ list: JobItem[] }>(await admin.get('/api/system/jobs?name=export-task&count=100')).result.list;
      for (const j of exports) assert.equal(j.title, '下载任务');
      assert.equal(json(await admin.get('/api/system/jobs?state=unknown')).errno, 42200);
    });

    it('answers a failure in Chinese: the raw English error (a library, a gateway, pg-boss) is not shown', { timeout: 60_000 }, async () => {
      const failing = unique('test-fail').replace(/_/g, '-');
      await ctx.app.jobs.define({ name: failing, title: '测试', retryLimit: 0, retryDelay: 1, retryBackoff: false, expireInSeconds: 60 });
      const messages = ['connect ECONNREFUSED 10.0.0.9:443 at TCPConnectWrap.afterConnect', '退款单不存在', 'final'];
      await ctx.app.jobs.work<{ n: number }>(failing, async (job) => {
        if (job.data.n === 2) throw new FinalJobFailure('tencent SMS failed: FailedOperation.TemplateIncorrectOrUnapproved');
        throw new Error(messages[job.data.n]);
      });
      try {
        const ids = [await ctx.app.jobs.send(failing, { n: 0 }), await ctx.app.jobs.send(failing, { n: 1 }), await ctx.app.jobs.send(failing, { n: 2 })];
        await until('three failed jobs', async () => (await ctx.app.jobs.list({ name: failing, state: 'failed', start: 0, count: 10 })).total === 3);
        const list = json<{ list: JobItem[] }>(await admin.get(`/api/system/jobs?name=${failing}&state=failed`)).result.list;
        const errorOf = (id: string) => list.find((j) => j.id === id)?.error;
        assert.equal(errorOf(ids[0]), '连接外部服务失败，将按重试策略重试');
        assert.equal(errorOf(ids[1]), '退款单不存在');
        assert.equal(errorOf(ids[2]), '执行失败，且重试也不会成功，不再重试');
        for (const job of list) assert.doesNotMatch(job.error, /[A-Za-z]{4,}/);
      } finally {
        await ctx.app.jobs.offWork(failing);
      }
    });

    it('works every declared queue on this node through the workers plugin (none declared without a worker)', () => {
      const working = ctx.app.jobs.working();
      assert.equal(new Set(working).size, working.length);
      const expected = JOB_QUEUES.filter((q) => !q.name.endsWith(DEAD_LETTER_SUFFIX))
        .map((q) => q.name)
        // sms-send only with a real SMS provider (the tests send codes through the outbox)
        .filter((name) => name !== JOB.smsSend)
        .concat(videoQueueOf(ctx.app.jobs.nodeKey));
      assert.deepEqual([...ctx.app.workers.all.keys()].sort(), [...expected].sort());
      for (const name of expected) assert.ok(working.includes(name), `${name} is worked`);
    });

    it('runs the scheduled queues as normal jobs: an order sweep, a settlement and an upload clean-up, listed in Chinese', { timeout: 60_000 }, async () => {
      const ids = [await ctx.app.jobs.send(JOB.orderSweep, {}), await ctx.app.jobs.send(JOB.settlement, {}), await ctx.app.jobs.send(JOB.uploadCleanup, {})];
      for (const [i, name] of [JOB.orderSweep, JOB.settlement, JOB.uploadCleanup].entries()) {
        await until(`${name} completed`, async () => (await ctx.app.jobs.get(name, ids[i]))?.state === 'completed');
      }
      const titles = await Promise.all(
        [JOB.orderSweep, JOB.settlement, JOB.uploadCleanup].map(async (name) => json<{ list: JobItem[] }>(await admin.get(`/api/system/jobs?name=${name}&count=1`)).result.list[0]?.title),
      );
      assert.deepEqual(titles, ['订单巡检', '结算', '上传清理']);
    });

    it('sends again, at the next order sweep, the job of an export task committed without one (a process killed in between)', { timeout: 60_000 }, async () => {
      const db = ctx.app.database.db;
      // the row as a request that died before `enqueue` left it: queued, and no job names it
      const [row] = await db
        .insert(exportTasks)
        .values({ userId: admin.login.result.account.user_id, kind: 'photos', fileName: '补发测试.xlsx' })
        .returning({ id: exportTasks.id });
      const statusOf = async () => (await db.select({ status: exportTasks.status }).from(exportTasks).where(eq(exportTasks.id, row.id)))[0].status;
      assert.ok(!(await ctx.app.jobs.pending<{ taskId: number }>(JOB.exportTask)).some((d) => d.taskId === row.id));
      const sweep = await ctx.app.jobs.send(JOB.orderSweep, {});
      await until('the order sweep', async () => (await ctx.app.jobs.get(JOB.orderSweep, sweep))?.state === 'completed');
      // its job was sent (this kind cannot be built: the job retries until the task fails, in Chinese)
      const jobsOfTask = async () => (await ctx.app.jobs.pending<{ taskId: number }>(JOB.exportTask)).filter((d) => d.taskId === row.id).length;
      assert.ok((await jobsOfTask()) === 1 || (await statusOf()) === 'failed');
      // a second sweep sends no second job while the first is pending
      const again = await ctx.app.jobs.send(JOB.orderSweep, {});
      await until('the second order sweep', async () => (await ctx.app.jobs.get(JOB.orderSweep, again))?.state === 'completed');
      assert.ok((await jobsOfTask()) <= 1);
    });
  });
}
