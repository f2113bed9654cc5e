import { http, type DownloadedFile } from 'shared';

/** GET /competition/download/file — the finished task's xlsx (refusals come back as the envelope's message). */
export function downloadExportFile(taskId: number): Promise<DownloadedFile> {
  return http.download('/competition/download/file', { id: taskId });
}
