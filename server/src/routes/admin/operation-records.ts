/**
 * 操作记录 (spec §2.5 operationRecords; docs/api.md "Operation records"): the records the database writes of every
 * change, read-only — the list with its filters, one record with its changed fields, and the list's xlsx through the
 * export tasks (polled and downloaded at /admin/export_task). The platform admin reads every record, a manager those
 * of the institutions they manage. No route edits or deletes a record.
 */
import { OPERATION_ACTION_LABELS, OPERATION_ACTIONS, objectTypeLabel, recordFieldLabel, type OperationAction } from 'shared/rules';
import { managedListScope, mayReadOfInstitution } from '../../access/institutions.js';
import { notFound } from '../../errors.js';
import { dateSchema, idQuery, ok, okResponse, pageQuery, ref } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';
import type { OperationChange, OperationRecordRow } from '../../repositories/operation-records.js';

const filterProperties = {
  institution_id: { type: 'integer', minimum: 1, maximum: 2147483647, description: '机构（平台管理员可不传：全部）' },
  actor: { type: 'string', minLength: 1, maxLength: 64, description: '操作人：昵称、账号或用户编号' },
  object_type: { type: 'string', pattern: '^[a-z_]{1,64}$', description: '对象类型（数据表名）' },
  object_id: { type: 'string', minLength: 1, maxLength: 64, description: '对象编号' },
  action: { type: 'string', enum: [...OPERATION_ACTIONS], description: '对象的变化：insert 新增 / update 修改 / delete 删除' },
  keyword: { type: 'string', minLength: 1, maxLength: 64, description: '操作或对象名称' },
  from: { ...dateSchema, description: '开始日期（含，中国时间）' },
  to: { ...dateSchema, description: '结束日期（含，中国时间）' },
} as const;

const actionLabel = (action: string) => OPERATION_ACTION_LABELS[action as OperationAction] ?? action;

const view = (r: OperationRecordRow) => ({
  id: r.id,
  at: r.at.toISOString(),
  operation: r.operation,
  label: r.label,
  actor_id: r.actorId,
  actor_name: r.actorName,
  institution_id: r.institutionId,
  institution_name: r.institutionName,
  object_type: r.objectType,
  object_type_label: objectTypeLabel(r.objectType),
  object_id: r.objectId,
  object_name: r.objectName,
  action: r.action as OperationAction,
  action_label: actionLabel(r.action),
  ip: r.ip,
  user_agent: r.userAgent,
});

/** A stored value as the diff shows it: text as it is, anything else as JSON. */
const shown = (value: unknown): string | null => (value === null || value === undefined ? null : typeof value === 'string' ? value : JSON.stringify(value));

const changeView = (c: OperationChange) => {
  const fields = [...new Set([...Object.keys(c.before ?? {}), ...Object.keys(c.after ?? {})])];
  return {
    table: c.table,
    table_label: objectTypeLabel(c.table),
    op: c.op,
    op_label: actionLabel(c.op),
    id: c.id ?? (c.key ? Object.values(c.key).join('/') : null),
    fields: fields.map((field) => ({ field, label: recordFieldLabel(field), before: shown(c.before?.[field]), after: shown(c.after?.[field]) })),
  };
};

export default async function operationRecordRoutes(app: ApiInstance) {
  app.get(
    '/admin/operation_records',
    {
      schema: {
        tags: ['admin'],
        summary: '操作记录列表（平台管理员：全部；机构管理员：本机构；新的在前）',
        querystring: { type: 'object', properties: { ...pageQuery, ...filterProperties }, additionalProperties: false },
        response: okResponse(ref('OperationRecordList')),
      },
    },
    async (request) => {
      const q = request.query;
      const scope = managedListScope(request.principal!, q.institution_id);
      const page = await app.repos.operationRecords.list({
        scope,
        start: q.start,
        count: q.count,
        actor: q.actor,
        objectType: q.object_type,
        objectId: q.object_id,
        action: q.action,
        keyword: q.keyword,
        dateFrom: q.from,
        dateTo: q.to,
      });
      return ok({ list: page.list.map(view), total: page.total });
    },
  );

  app.get(
    '/admin/operation_record',
    {
      config: { documented: { notFound: true } },
      schema: {
        tags: ['admin'],
        summary: '操作记录详情：变更的数据与字段（变更前 → 变更后；密码、验证码等只显示已变更）',
        querystring: idQuery,
        response: okResponse(ref('OperationRecordDetail')),
      },
    },
    async (request) => {
      const row = await app.repos.operationRecords.find(request.query.id);
      if (!row || !mayReadOfInstitution(request.principal!, row.institutionId)) throw notFound();
      return ok({ ...view(row), changes: row.changes.map(changeView) });
    },
  );

  app.post(
    '/admin/operation_records/export',
    {
      config: { documented: { notFound: true } },
      schema: {
        tags: ['admin'],
        summary: '导出操作记录（xlsx，后台生成；筛选同 /admin/operation_records；进度与下载见 /admin/export_task）',
        body: { type: 'object', properties: filterProperties, additionalProperties: false },
        response: okResponse(ref('CreatedId')),
      },
    },
    async (request) => {
      const b = request.body ?? {};
      const principal = request.principal!;
      const scope = managedListScope(principal, b.institution_id);
      const id = await app.exports.requestOperationRecords(principal.userId, b.institution_id ?? null, {
        scope,
        actor: b.actor,
        object_type: b.object_type,
        object_id: b.object_id,
        action: b.action,
        keyword: b.keyword,
        from: b.from,
        to: b.to,
      });
      return ok({ id });
    },
  );
}
