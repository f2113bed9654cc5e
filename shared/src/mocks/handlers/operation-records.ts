/**
 * Mock 操作记录 (server: routes/admin/operation-records.ts over the records the database's trigger writes, docs/api.md
 * "Operation records"): the list with its filters, one record with its changed fields, the xlsx export queued as an
 * export task. Data: a few records of the demo accounts; the labels are shared/rules operation-records.ts. The mocks
 * record no operation of their own (the server's records are written by its database).
 */
import { FILING_MSG } from '../../rules/filing-status';
import { operationRecordsFileName } from '../../rules/exports';
import type { components } from '../../api/generated/schema.ts';
import { OPERATION_ACTION_LABELS, objectTypeLabel, recordFieldLabel, type OperationRecordFilter } from '../../rules/operation-records';
import { orNotFound } from '../content-kit';
import { perMockDb } from '../db';
import { badInput, notFound, paginate } from '../envelope';
import { exportOwner, managedListScope } from '../finance-kit';
import { institutionName } from '../fixtures/institutions';
import { mock, refuse } from '../route';
import { newMockExport } from './accounts';
import { canSee } from './guard';

type Schemas = components['schemas'];
type MockChange = Omit<Schemas['OperationRecordChange'], 'table_label' | 'op_label' | 'fields'> & { fields: [field: string, before: string | null, after: string | null][] };
/** A record as the database's trigger writes it: the API's OperationRecord without its labels, with its changes. */
type MockRecord = Omit<Schemas['OperationRecord'], 'institution_name' | 'object_type_label' | 'action_label'> & { changes: MockChange[] };

const UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0';
const daysAgo = (days: number, hour: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10) + `T${String(hour).padStart(2, '0')}:15:00+08:00`;

/** The demo records: 王建国 (机构 1) creates and renames a series, 李晓彤 (机构 3) renames herself, the admin reviews an application. */
const store = perMockDb(() => {
  const records: MockRecord[] = [
    {
      id: 1, at: daysAgo(3, 9), operation: 'POST /api/competition_series', label: '新建赛事系列', actor_id: 2, actor_name: '王建国', institution_id: 1,
      object_type: 'competition_series', object_id: '1', object_name: '杭州市全民健身系列赛', action: 'insert', ip: '115.236.10.21', user_agent: UA,
      changes: [{ table: 'competition_series', op: 'insert', id: '1', fields: [['name', null, '杭州市全民健身系列赛'], ['description', null, '全年四站']] }],
    },
    {
      id: 2, at: daysAgo(2, 14), operation: 'PUT /api/competition_series', label: '修改赛事系列', actor_id: 2, actor_name: '王建国', institution_id: 1,
      object_type: 'competition_series', object_id: '1', object_name: '杭州市全民健身系列赛（2026）', action: 'update', ip: '115.236.10.21', user_agent: UA,
      changes: [{ table: 'competition_series', op: 'update', id: '1', fields: [['name', '杭州市全民健身系列赛', '杭州市全民健身系列赛（2026）']] }],
    },
    {
      id: 3, at: daysAgo(1, 10), operation: 'POST /api/user/info', label: '修改昵称或头像', actor_id: 3, actor_name: '李晓彤', institution_id: 3,
      object_type: 'users', object_id: '3', object_name: '李晓彤', action: 'update', ip: '36.27.4.8', user_agent: UA,
      changes: [{ table: 'users', op: 'update', id: '3', fields: [['nickname', '李晓', '李晓彤']] }],
    },
    {
      id: 4, at: daysAgo(0, 8), operation: 'POST /api/admin/institution_application/review', label: '审核入驻申请', actor_id: 1, actor_name: '平台管理员', institution_id: null,
      object_type: 'institution_applications', object_id: '7', object_name: '杭州小飞鱼游泳培训有限公司', action: 'update', ip: '10.0.0.8', user_agent: UA,
      changes: [{ table: 'institution_applications', op: 'update', id: '7', fields: [['status', 'pending', 'rejected'], ['review_reason', '', '营业执照照片不清晰，请重新拍摄后提交']] }],
    },
  ];
  return { records };
});

const DAY = 86_400_000;
const dayStart = (day: string) => Date.parse(`${day}T00:00:00+08:00`);

const matches = (r: MockRecord, ids: number[] | null, f: OperationRecordFilter) =>
  (ids === null || (r.institution_id !== null && ids.includes(r.institution_id))) &&
  (!f.actor || r.actor_name.toLowerCase().includes(f.actor.toLowerCase()) || String(r.actor_id) === f.actor) &&
  (!f.object_type || r.object_type === f.object_type) &&
  (!f.object_id || r.object_id === f.object_id) &&
  (!f.action || r.action === f.action) &&
  (!f.keyword || r.label.includes(f.keyword) || r.object_name.includes(f.keyword)) &&
  (!f.from || Date.parse(r.at) >= dayStart(f.from)) &&
  (!f.to || Date.parse(r.at) < dayStart(f.to) + DAY);

const view = ({ changes: _changes, ...r }: MockRecord) => ({
  ...r,
  institution_name: r.institution_id === null ? '' : institutionName(r.institution_id),
  object_type_label: objectTypeLabel(r.object_type),
  action_label: OPERATION_ACTION_LABELS[r.action],
});

const detail = (r: MockRecord) => ({
  ...view(r),
  changes: r.changes.map((c) => ({
    table: c.table,
    table_label: objectTypeLabel(c.table),
    op: c.op,
    op_label: OPERATION_ACTION_LABELS[c.op],
    id: c.id,
    fields: c.fields.map(([field, before, after]) => ({ field, label: recordFieldLabel(field), before, after })),
  })),
});

export const operationRecordHandlers = [
  mock.get('/admin/operation_records', ({ user, query, url }) => {
    const ids = managedListScope(user, query.institution_id);
    const rows = store()
      .records.filter((r) => matches(r, ids, query))
      .sort((a, b) => b.id - a.id);
    return paginate(rows.map(view), url);
  }),

  mock.get('/admin/operation_record', ({ user, query }) => {
    const record = orNotFound(store().records.find((r) => r.id === query.id));
    if (!(record.institution_id === null ? user.isPlatformAdmin : canSee(user, record.institution_id))) return refuse(notFound());
    return detail(record);
  }),

  mock.post('/admin/operation_records/export', ({ user, body }) => {
    const b = body ?? {};
    const scope = managedListScope(user, b.institution_id);
    if (b.from && b.to && b.from > b.to) return badInput(FILING_MSG.dateRange);
    return newMockExport(user, operationRecordsFileName(exportOwner(scope, b.institution_id), b.from, b.to), 'operation_records');
  }),
];
