import { http } from 'shared';

/** DELETE /competition/download — removes an export task and its file. */
export function deleteExportTask(id: number) {
  return http.delete('/competition/download', { id });
}
