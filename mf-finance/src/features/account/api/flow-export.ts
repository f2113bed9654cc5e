import { http, type DownloadedFile } from 'shared';
import type { ExportTask, FlowExportPayload } from './types';

/** POST /admin/acc_flow_list/export — queues the xlsx of 资金流水 with the list's filters; answers the task's id. */
export function createFlowExport(payload: FlowExportPayload): Promise<{ id: number }> {
  return http.post('/admin/acc_flow_list/export', payload);
}

/** GET /admin/export_task — the caller's export task: status and progress (0–100). */
export function getExportTask(id: number): Promise<ExportTask> {
  return http.get('/admin/export_task', { id });
}

/** GET /admin/export_task/file — the finished task's xlsx (refusals come back as the envelope's message). */
export function downloadExportTask(id: number): Promise<DownloadedFile> {
  return http.download('/admin/export_task/file', { id });
}
