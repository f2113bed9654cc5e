import { http } from 'shared';
import type { CreateExportPayload, CreatedId } from './types';

/** POST /competition/download — queues an export (报名名单, 赛程, 成绩, 排名) of the competition. */
export function createExportTask(payload: CreateExportPayload): Promise<CreatedId> {
  return http.post('/competition/download', payload);
}
