import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { json, login, unique, type Client, type TestContext } from '../helpers.js';

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
  });
}
