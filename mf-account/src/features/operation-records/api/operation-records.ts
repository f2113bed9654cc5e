import { http, type ListResult } from 'shared';
import type { components, paths } from 'shared/api-schema';

type ListOperation = paths['/api/admin/operation_records']['get'];
export type OperationRecordQuery = NonNullable<ListOperation['parameters']['query']>;
export type OperationRecord = components['schemas']['OperationRecord'];
export type OperationRecordDetail = components['schemas']['OperationRecordDetail'];
export type OperationRecordExport = NonNullable<paths['/api/admin/operation_records/export']['post']['requestBody']>['content']['application/json'];

/** GET /admin/operation_records — 操作记录, newest first (the platform admin: all; a manager: the institution's). */
export function getOperationRecords(query: OperationRecordQuery): Promise<ListResult<OperationRecord>> {
  return http.get('/admin/operation_records', { ...query });
}

/** GET /admin/operation_record — one record with its changed rows and fields (before → after). */
export function getOperationRecord(id: number): Promise<OperationRecordDetail> {
  return http.get('/admin/operation_record', { id });
}

/** POST /admin/operation_records/export — queues the xlsx of the filtered list; answers the export task's id. */
export function exportOperationRecords(body: OperationRecordExport): Promise<{ id: number }> {
  return http.post('/admin/operation_records/export', body);
}
