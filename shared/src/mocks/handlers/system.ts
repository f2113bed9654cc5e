/**
 * Mock of 任务队列 (server: server/src/routes/system/jobs.ts): a few background jobs of the demo, newest first,
 * filtered by queue name and state like the server; platform admin only.
 */
import { paginate } from '../envelope';
import { mock } from '../route';

const JOBS = [
  { id: '5d0f6c1e-8a52-4f1e-9c1a-000000000003', name: 'export-task', title: '下载任务', state: 'completed', retry_count: 0, retry_limit: 2, created_on: '2026-11-26T03:10:00.000Z', started_on: '2026-11-26T03:10:01.000Z', completed_on: '2026-11-26T03:10:04.000Z', error: '' },
  { id: '5d0f6c1e-8a52-4f1e-9c1a-000000000002', name: 'replay-file', title: '下载回放', state: 'retry', retry_count: 1, retry_limit: 3, created_on: '2026-11-26T02:40:00.000Z', started_on: '2026-11-26T02:40:02.000Z', completed_on: null, error: 'connect ETIMEDOUT' },
  { id: '5d0f6c1e-8a52-4f1e-9c1a-000000000001', name: 'export-task', title: '下载任务', state: 'failed', retry_count: 2, retry_limit: 2, created_on: '2026-11-26T01:00:00.000Z', started_on: '2026-11-26T01:00:01.000Z', completed_on: '2026-11-26T01:01:10.000Z', error: 'competition deleted' },
] as const;

export const systemHandlers = [
  mock.get(
    '/system/jobs',
    ({ query: q, url }) => paginate(JOBS.filter((j) => (!q.name || j.name === q.name) && (!q.state || j.state === q.state)), url),
    { auth: 'admin' },
  ),
];
