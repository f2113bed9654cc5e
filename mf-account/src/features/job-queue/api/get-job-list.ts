import { http, type ListResult } from 'shared';
import type { paths } from 'shared/api-schema';

type Operation = paths['/api/system/jobs']['get'];
export type JobListQuery = NonNullable<Operation['parameters']['query']>;
type JobPage = Extract<Operation['responses']['200']['content']['application/json']['result'], { list: unknown[] }>;
export type Job = JobPage['list'][number];
export type JobState = Job['state'];

/** GET /system/jobs — the background jobs, newest first (platform admin only). */
export function getJobList(query: JobListQuery): Promise<ListResult<Job>> {
  return http.get('/system/jobs', { ...query });
}
