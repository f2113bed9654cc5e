import { http } from 'shared';
import type { CreatedId, CreateExportPayload } from './types';

/** POST /competition/download — queues an export task (sign-up list xlsx); the file is fetched from 下载. */
export function createExportTask(payload: CreateExportPayload): Promise<CreatedId> {
  return http.post('/competition/download', payload);
}
