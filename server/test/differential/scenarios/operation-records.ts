/**
 * 操作记录 (routes/admin/operation-records.ts; the mocks' handlers/operation-records.ts): the platform admin's list
 * and one record with its changed fields, an institution user's list of its own institution (another institution's:
 * refused), a personal user and a visitor refused, filters that match nothing, the export queued (a bad day range
 * refused) and polled. The records themselves differ (the server's are what the run changed, the mocks' their
 * demo records): ids, counts and texts are not compared, the shapes, statuses and messages are.
 *
 * Compares: GET /api/admin/operation_records, GET /api/admin/operation_record, POST /api/admin/operation_records/export.
 */
import type { Result, Scenario } from '../harness.js';

const nothing = (r: Result) => [r.total, r.list.length];

export const operationRecordScenarios: Scenario[] = [
  {
    title: '操作记录：平台管理员的列表与详情 → 机构用户只看本机构 → 个人用户、访客无权 → 筛选 → 导出',
    steps: [
      // org_gov changes something first, so the server has a record of 机构 1 as the mocks do
      { title: '机构用户修改昵称', as: 'org_gov', method: 'POST', url: '/api/user/info', body: { nickname: '王建国' }, shape: false },
      {
        title: '平台管理员看全部',
        as: 'admin',
        method: 'GET',
        url: '/api/admin/operation_records?count=5',
        capture: (r) => ({ record: r.list.find((x: { institution_id: number | null }) => x.institution_id !== null)?.id }),
        same: (r) => r.list.length > 0,
        shape: false,
      },
      { title: '一条记录的变更', as: 'admin', method: 'GET', url: (v) => `/api/admin/operation_record?id=${v.record}`, same: (r) => [r.changes.length > 0, typeof r.action_label], shape: false },
      { title: '不存在的记录', as: 'admin', method: 'GET', url: '/api/admin/operation_record?id=99999999' },
      { title: '本机构的记录', as: 'org_gov', method: 'GET', url: '/api/admin/operation_records?institution_id=1', same: (r) => r.list.every((x: { institution_id: number }) => x.institution_id === 1), shape: false },
      { title: '其他机构的记录', as: 'org_gov', method: 'GET', url: '/api/admin/operation_records?institution_id=3' },
      { title: '个人用户', as: 'athlete', method: 'GET', url: '/api/admin/operation_records' },
      { title: '访客', as: null, method: 'GET', url: '/api/admin/operation_records' },
      { title: '类型无效', as: 'admin', method: 'GET', url: '/api/admin/operation_records?action=rename' },
      { title: '日期之外', as: 'admin', method: 'GET', url: '/api/admin/operation_records?from=2001-01-01&to=2001-01-31', same: nothing },
      { title: '对象之外', as: 'org_gov', method: 'GET', url: '/api/admin/operation_records?institution_id=1&object_type=live_ads&object_id=99999999', same: nothing },
      { title: '导出（日期颠倒）', as: 'org_gov', method: 'POST', url: '/api/admin/operation_records/export', body: { institution_id: 1, from: '2026-02-01', to: '2026-01-01' } },
      { title: '导出其他机构', as: 'org_gov', method: 'POST', url: '/api/admin/operation_records/export', body: { institution_id: 3 } },
      { title: '无令牌导出', as: 'org_gov', method: 'POST', url: '/api/admin/operation_records/export', body: { institution_id: 1 }, withoutCsrf: true },
      { title: '导出', as: 'org_gov', method: 'POST', url: '/api/admin/operation_records/export', body: { institution_id: 1, action: 'update' }, capture: (r) => ({ task: r.id }) },
      { title: '导出任务', as: 'org_gov', method: 'GET', url: (v) => `/api/admin/export_task?id=${v.task}`, same: (r) => [r.kind, r.file_name], shape: false },
    ],
  },
];
