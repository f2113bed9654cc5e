/**
 * 机构列表 (routes/admin/institutions.ts over services/institution-status.ts): the platform admin's institutions by
 * kind, status and name, the detail of 宁波市游泳协会 (demo institution 8, no demo account is its staff), 停用 with a
 * reason (none, too long, twice), 启用 (not when normal), the record of both; access (visitor, institution user, no
 * CSRF token).
 *
 * Compares: GET /api/admin/institutions, GET /api/admin/institution, POST /api/admin/institution/disable,
 * POST /api/admin/institution/enable.
 */
import type { Result, Scenario } from '../harness.js';

const SWIMMING = 8;
const swimming = `/api/admin/institutions?name=${encodeURIComponent('宁波市游泳协会')}`;
const rows = (r: Result) => [r.total, r.list.map((x: { name: string; status: string; status_text: string; institution_type_name: string }) => [x.name, x.status, x.status_text, x.institution_type_name])];
const record = (r: Result) => [r.name, r.status, r.status_text, r.events.map((e: { action: string; action_text: string; reason: string }) => [e.action, e.action_text, e.reason])];

export const institutionAdminScenarios: Scenario[] = [
  {
    title: '机构列表：按类型、状态、名称筛选 → 详情 → 停用（须填原因）→ 启用，记录留存；访问控制',
    steps: [
      { title: '按名称', as: 'admin', method: 'GET', url: swimming, same: rows },
      { title: '按类型与状态', as: 'admin', method: 'GET', url: `${swimming}&institution_type=2&status=approved`, same: rows },
      { title: '类型不符', as: 'admin', method: 'GET', url: `${swimming}&institution_type=4`, same: rows },
      { title: '状态无效', as: 'admin', method: 'GET', url: '/api/admin/institutions?status=paused' },
      { title: '访客看列表', as: null, method: 'GET', url: '/api/admin/institutions' },
      { title: '机构用户看列表', as: 'org_gov', method: 'GET', url: '/api/admin/institutions' },
      { title: '详情', as: 'admin', method: 'GET', url: `/api/admin/institution?id=${SWIMMING}`, same: record },
      { title: '不存在的机构', as: 'admin', method: 'GET', url: '/api/admin/institution?id=99999999' },
      { title: '机构用户看详情', as: 'venue_mgr', method: 'GET', url: `/api/admin/institution?id=${SWIMMING}` },
      { title: '无令牌停用', as: 'admin', method: 'POST', url: '/api/admin/institution/disable', body: { id: SWIMMING, reason: '资质已过期' }, withoutCsrf: true },
      { title: '机构用户停用', as: 'org_gov', method: 'POST', url: '/api/admin/institution/disable', body: { id: SWIMMING, reason: '资质已过期' } },
      { title: '停用不填原因', as: 'admin', method: 'POST', url: '/api/admin/institution/disable', body: { id: SWIMMING, reason: '  ' } },
      { title: '原因过长', as: 'admin', method: 'POST', url: '/api/admin/institution/disable', body: { id: SWIMMING, reason: '长'.repeat(201) } },
      { title: '未停用的不能启用', as: 'admin', method: 'POST', url: '/api/admin/institution/enable', body: { id: SWIMMING } },
      { title: '停用（原因）', as: 'admin', method: 'POST', url: '/api/admin/institution/disable', body: { id: SWIMMING, reason: '资质已过期' }, same: record },
      { title: '已停用的不能再停用', as: 'admin', method: 'POST', url: '/api/admin/institution/disable', body: { id: SWIMMING, reason: '再次停用' } },
      { title: '已停用列表', as: 'admin', method: 'GET', url: `${swimming}&status=disabled`, same: rows },
      { title: '启用', as: 'admin', method: 'POST', url: '/api/admin/institution/enable', body: { id: SWIMMING, reason: '已补交资质' }, same: record },
      { title: '启用后的详情', as: 'admin', method: 'GET', url: `/api/admin/institution?id=${SWIMMING}`, same: record },
    ],
  },
];
