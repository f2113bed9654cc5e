/**
 * Named response schemas of 操作记录 (docs/api.md "Operation records"; routes/admin/operation-records.ts): one record
 * of the list and its detail with the changed fields. Registered through `allSchemas` in components.ts.
 */
import { OPERATION_ACTIONS } from 'shared/rules';
import { arrayOfRef, dateTime, int, listOf, nullableInt, nullableStr, obj, str } from './json-schema.js';

const recordProperties = {
  id: int,
  at: dateTime,
  operation: { ...str, description: '接口（METHOD /api/路径）' },
  label: { ...str, description: '操作' },
  actor_id: { ...nullableInt, description: '操作人（用户编号；访客为空）' },
  actor_name: str,
  institution_id: nullableInt,
  institution_name: str,
  object_type: { ...str, description: '对象类型（数据表）' },
  object_type_label: str,
  object_id: nullableStr,
  object_name: str,
  action: { type: 'string', enum: [...OPERATION_ACTIONS], description: '对象的变化：新增 / 修改 / 删除' },
  action_label: str,
  ip: str,
  user_agent: str,
} as const;

export const OperationRecord = obj('OperationRecord', '操作记录', recordProperties);
export const OperationRecordList = listOf('OperationRecordList', '操作记录列表', OperationRecord);

export const OperationRecordField = obj('OperationRecordField', '变更的字段', {
  field: str,
  label: str,
  before: { ...nullableStr, description: '变更前（新增时为空）' },
  after: { ...nullableStr, description: '变更后（删除时为空）' },
});

export const OperationRecordChange = obj('OperationRecordChange', '变更的一行数据', {
  table: str,
  table_label: str,
  op: { type: 'string', enum: [...OPERATION_ACTIONS] },
  op_label: str,
  id: nullableStr,
  fields: arrayOfRef(OperationRecordField),
});

export const OperationRecordDetail = obj('OperationRecordDetail', '操作记录详情', {
  ...recordProperties,
  changes: arrayOfRef(OperationRecordChange),
});

export const operationRecordSchemas = [OperationRecord, OperationRecordList, OperationRecordField, OperationRecordChange, OperationRecordDetail];
