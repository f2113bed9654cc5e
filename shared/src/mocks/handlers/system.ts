/**
 * Mock of 任务队列 (server: server/src/routes/system/jobs.ts): a few background jobs of the demo, newest first,
 * filtered by queue name and state like the server (`video-processing`: the video queues of every node); failures
 * in Chinese, as the server answers them (shared/rules jobErrorText); platform admin only.
 */
import { jobErrorText, jobQueueTitle } from '../../rules/job-queues';
import { paginate } from '../envelope';
import { mock } from '../route';

// what pg-boss keeps of each job (the raw error in English), answered as the server does
const RAW_JOBS = [
  { id: '5d0f6c1e-8a52-4f1e-9c1a-000000000005', name: 'order-sweep', state: 'completed', retry_count: 0, retry_limit: 1, created_on: '2026-11-26T03:12:00.000Z', started_on: '2026-11-26T03:12:01.000Z', completed_on: '2026-11-26T03:12:01.000Z', error: '', kind: '' },
  { id: '5d0f6c1e-8a52-4f1e-9c1a-000000000004', name: 'video-processing-3f2a9c1b7d4e', state: 'completed', retry_count: 0, retry_limit: 2, created_on: '2026-11-26T03:11:00.000Z', started_on: '2026-11-26T03:11:01.000Z', completed_on: '2026-11-26T03:11:09.000Z', error: '', kind: '' },
  { id: '5d0f6c1e-8a52-4f1e-9c1a-000000000003', name: 'export-task', state: 'completed', retry_count: 0, retry_limit: 2, created_on: '2026-11-26T03:10:00.000Z', started_on: '2026-11-26T03:10:01.000Z', completed_on: '2026-11-26T03:10:04.000Z', error: '', kind: '' },
  { id: '5d0f6c1e-8a52-4f1e-9c1a-000000000002', name: 'replay-file', state: 'retry', retry_count: 1, retry_limit: 3, created_on: '2026-11-26T02:40:00.000Z', started_on: '2026-11-26T02:40:02.000Z', completed_on: null, error: 'connect ETIMEDOUT', kind: 'Error' },
  { id: '5d0f6c1e-8a52-4f1e-9c1a-000000000001', name: 'export-task', state: 'failed', retry_count: 2, retry_limit: 2, created_on: '2026-11-26T01:00:00.000Z', started_on: '2026-11-26T01:00:01.000Z', completed_on: '2026-11-26T01:01:10.000Z', error: 'competition deleted', kind: 'Error' },
] as const;

const JOBS = RAW_JOBS.map(({ error, kind, ...job }) => ({ ...job, title: jobQueueTitle(job.name), error: jobErrorText({ message: error, kind }) }));

/** The server's name filter: a queue, or `video-processing(-dead)` for the video queues of every node. */
function queueMatches(name: string, filter: string | undefined): boolean {
  if (!filter) return true;
  if (filter === 'video-processing') return name.startsWith('video-processing-') && !name.endsWith('-dead');
  if (filter === 'video-processing-dead') return name.startsWith('video-processing-') && name.endsWith('-dead');
  return name === filter;
}

export const systemHandlers = [
  mock.admin.get('/system/jobs', ({ query: q, url }) => paginate(JOBS.filter((j) => queueMatches(j.name, q.name) && (!q.state || j.state === q.state)), url)),
];
