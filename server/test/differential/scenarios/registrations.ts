/**
 * Athlete and referee registration (routes/registrations/ over services/registrations.ts): the windows of the 协会 and
 * the 体育局, /check/register_time, 实名认证 locked once verified, the referee's registration with the 体育局 (refused
 * outside the window's sports, without its required field, twice), its review (no reason, the platform admin, no CSRF
 * token, rejected with a reason, refused once reviewed, filed again and approved), tenancy of the lists and details,
 * the platform's list, the list's export (another institution's refused), publishing (a training centre refused, a
 * bad window) and /country. The demo rows (shared/demo registrations.ts) are found by title: the two sides' ids differ.
 *
 * Compares: GET /api/country, GET /api/check/register_time, GET /api/register/settings, GET /api/register/identity,
 * POST /api/register/identity, POST /api/register, GET /api/register/mine, GET /api/register/info,
 * GET /api/admin/register/list, GET /api/admin/register/info, POST /api/admin/register/examine,
 * GET /api/admin/register/settings, GET /api/admin/register/setting, POST /api/admin/register/setting,
 * POST /api/admin/register/export.
 */
import { DEMO_REGISTER_SETTINGS } from 'shared/demo';
import type { Result, Scenario } from '../harness.js';

const title = (key: string) => DEMO_REGISTER_SETTINGS.find((s) => s.key === key)!.title;
const idOf = (r: Result, key: string) => r.list.find((s: { title: string }) => s.title === title(key))?.id;
const settings = (r: Result) => r.list.filter((s: { title: string }) => DEMO_REGISTER_SETTINGS.some((d) => d.title === s.title)).map((s: { title: string; state: string; kind: string }) => [s.title, s.state, s.kind]);
const reg = (r: Result) => [r.status, r.status_text, r.review_reason, r.institution_name, r.setting_title, r.real_name, r.sport, r.level, r.mobile, r.identity_status];
const names = (r: Result) => [r.total, r.list.map((x: { real_name: string; status: string; id_card: string }) => [x.real_name, x.status, x.id_card]).sort()];
const refereeBody = (v: Record<string, unknown>, over: Record<string, unknown> = {}) => ({ setting_id: v.hz, kind: 'referee', sport: '篮球', level: '国家一级裁判员', mobile: '13800000006', ...over });
const window = { starts_at: '2027-01-01T00:00:00+08:00', ends_at: '2027-03-01T00:00:00+08:00' };

export const registrationScenarios: Scenario[] = [
  {
    title: '运动员与裁判员注册：注册要求与注册时间 → 实名认证 → 向体育局注册裁判员（拒绝：项目、必填、重复）→ 驳回、重新提交、通过 → 名单与租户 → 发布注册要求',
    steps: [
      { title: '协会的注册要求', as: 'org_multi', method: 'GET', url: '/api/admin/register/settings?institution_id=2&count=100', capture: (r) => ({ athletes: idOf(r, 'athlete2026') }), same: settings },
      { title: '体育局的注册要求', as: 'org_gov', method: 'GET', url: '/api/admin/register/settings?institution_id=1&count=100', capture: (r) => ({ hz: idOf(r, 'hzReferee2026'), ended: idOf(r, 'hzAthlete2025') }), same: settings },
      { title: '协会看体育局的注册要求', as: 'org_multi', method: 'GET', url: '/api/admin/register/settings?institution_id=1' },
      { title: '别的机构看设置详情', as: 'org_gov', method: 'GET', url: (v) => `/api/admin/register/setting?id=${v.athletes}` },
      { title: '设置详情', as: 'org_multi', method: 'GET', url: (v) => `/api/admin/register/setting?id=${v.athletes}`, same: (r) => [r.title, r.sports, r.fields, r.documents, r.notice, r.state] },
      { title: '已结束的注册时间', as: 'athlete', method: 'GET', url: (v) => `/api/check/register_time?id=${v.ended}`, same: (r) => [r.open, r.state, r.state_text, r.message] },
      { title: '注册中的注册时间', as: 'referee', method: 'GET', url: (v) => `/api/check/register_time?id=${v.hz}`, same: (r) => [r.open, r.state, r.message] },
      { title: '已结束的注册要求（个人）', as: 'athlete', method: 'GET', url: (v) => `/api/register/setting?id=${v.ended}` },
      { title: '注册中的裁判员注册要求', as: 'referee', method: 'GET', url: '/api/register/settings?kind=referee&count=100', same: settings },
      { title: '我的实名认证', as: 'referee', method: 'GET', url: '/api/register/identity', same: (r) => [r.status, r.status_text, r.real_name, r.gender, r.birth_date, r.verified_by_name] },
      { title: '已认证的不能修改', as: 'referee', method: 'POST', url: '/api/register/identity', body: { real_name: '王正裁', id_card: '123', photo: '/media/a.png' } },
      { title: '机构用户实名认证', as: 'org_gov', method: 'POST', url: '/api/register/identity', body: { real_name: '王建国', id_card: '123', photo: '/media/a.png' } },
      {
        title: '同一期重复注册',
        as: 'athlete',
        method: 'POST',
        url: '/api/register',
        body: (v) => ({ setting_id: v.athletes, kind: 'athlete', sport: '田径', level: '国家一级运动员', region: '浙江省杭州市', documents: [{ name: '等级证书', url: '/media/c.png' }] }),
      },
      { title: '注册已结束', as: 'athlete', method: 'POST', url: '/api/register', body: (v) => ({ setting_id: v.ended, kind: 'athlete', sport: '田径' }) },
      { title: '项目不在范围内', as: 'referee', method: 'POST', url: '/api/register', body: (v) => refereeBody(v, { sport: '游泳' }) },
      { title: '缺少联系电话', as: 'referee', method: 'POST', url: '/api/register', body: (v) => refereeBody(v, { mobile: '' }) },
      { title: '手机号格式错误', as: 'referee', method: 'POST', url: '/api/register', body: (v) => refereeBody(v, { mobile: '2380000000' }) },
      { title: '类型不符', as: 'referee', method: 'POST', url: '/api/register', body: (v) => refereeBody(v, { kind: 'athlete' }) },
      { title: '机构用户注册', as: 'org_gov', method: 'POST', url: '/api/register', body: (v) => refereeBody(v) },
      { title: '向体育局注册裁判员', as: 'referee', method: 'POST', url: '/api/register', body: (v) => refereeBody(v), capture: (r) => ({ reg: r.id }), same: reg },
      { title: '再次注册', as: 'referee', method: 'POST', url: '/api/register', body: (v) => refereeBody(v) },
      { title: '注册信息', as: 'referee', method: 'GET', url: (v) => `/api/register/info?id=${v.reg}`, same: reg },
      { title: '别人的注册信息', as: 'athlete', method: 'GET', url: (v) => `/api/register/info?id=${v.reg}` },
      { title: '体育局待审核裁判员', as: 'org_gov', method: 'GET', url: '/api/admin/register/list?institution_id=1&kind=referee&status=pending&count=100', same: names },
      { title: '协会看体育局名单', as: 'org_multi', method: 'GET', url: '/api/admin/register/list?institution_id=1' },
      { title: '个人看名单', as: 'athlete', method: 'GET', url: '/api/admin/register/list' },
      { title: '协会看体育局的注册', as: 'org_multi', method: 'GET', url: (v) => `/api/admin/register/info?id=${v.reg}` },
      { title: '审核详情', as: 'org_gov', method: 'GET', url: (v) => `/api/admin/register/info?id=${v.reg}`, same: (r) => [...reg(r), r.id_card, r.birth_date, r.account] },
      { title: '驳回不填原因', as: 'org_gov', method: 'POST', url: '/api/admin/register/examine', body: (v) => ({ id: v.reg, action: 'reject', reason: ' ' }) },
      { title: '驳回原因过长', as: 'org_gov', method: 'POST', url: '/api/admin/register/examine', body: (v) => ({ id: v.reg, action: 'reject', reason: '长'.repeat(201) }) },
      { title: '平台管理员审核', as: 'admin', method: 'POST', url: '/api/admin/register/examine', body: (v) => ({ id: v.reg, action: 'approve' }) },
      { title: '无令牌审核', as: 'org_gov', method: 'POST', url: '/api/admin/register/examine', body: (v) => ({ id: v.reg, action: 'approve' }), withoutCsrf: true },
      { title: '驳回（原因）', as: 'org_gov', method: 'POST', url: '/api/admin/register/examine', body: (v) => ({ id: v.reg, action: 'reject', reason: '裁判员等级证明不全' }), same: reg },
      { title: '已审核的不能再审核', as: 'org_gov', method: 'POST', url: '/api/admin/register/examine', body: (v) => ({ id: v.reg, action: 'approve' }) },
      { title: '驳回后重新提交', as: 'referee', method: 'POST', url: '/api/register', body: (v) => refereeBody(v, { sport: '足球' }), capture: (r) => ({ again: r.id }), same: reg },
      { title: '通过', as: 'org_gov', method: 'POST', url: '/api/admin/register/examine', body: (v) => ({ id: v.again, action: 'approve' }), same: reg },
      {
        title: '我的裁判员注册',
        as: 'referee',
        method: 'GET',
        url: '/api/register/mine?kind=referee',
        same: (r) => r.list.map((x: { setting_title: string; status: string; review_reason: string; sport: string }) => [x.setting_title, x.sport, x.status, x.review_reason]),
      },
      { title: '平台运动员名单', as: 'admin', method: 'GET', url: `/api/admin/register/list?kind=athlete&status=approved&keyword=${encodeURIComponent('林晓跑')}`, same: names },
      { title: '协会导出体育局名单', as: 'org_multi', method: 'POST', url: '/api/admin/register/export', body: { institution_id: 1 } },
      { title: '个人导出名单', as: 'athlete', method: 'POST', url: '/api/admin/register/export', body: {} },
      { title: '导出体育局裁判员名单', as: 'org_gov', method: 'POST', url: '/api/admin/register/export', body: { institution_id: 1, kind: 'referee', status: 'approved' }, capture: (r) => ({ task: r.id }) },
      { title: '导出任务', as: 'org_gov', method: 'GET', url: (v) => `/api/admin/export_task?id=${v.task}`, same: (r) => [r.kind, r.file_name], shape: false },
      { title: '培训中心发布注册要求', as: 'org_youth', method: 'POST', url: '/api/admin/register/setting', body: { institution_id: 3, kind: 'athlete', title: '运动员注册', sports: ['田径'], ...window } },
      { title: '发布到别的机构', as: 'org_youth', method: 'POST', url: '/api/admin/register/setting', body: { institution_id: 2, kind: 'athlete', title: '运动员注册', sports: ['田径'], ...window } },
      { title: '结束早于开始', as: 'org_multi', method: 'POST', url: '/api/admin/register/setting', body: { institution_id: 2, kind: 'athlete', title: '运动员注册', sports: ['田径'], starts_at: window.ends_at, ends_at: window.starts_at } },
      {
        title: '协会发布注册要求',
        as: 'org_multi',
        method: 'POST',
        url: '/api/admin/register/setting',
        body: { institution_id: 2, kind: 'athlete', title: '2027年度浙江省田径运动员注册', sports: ['田径', ' 田径 '], fields: ['level'], documents: ['等级证书'], ...window },
        capture: (r) => ({ created: r.id }),
        same: (r) => [r.title, r.sports, r.fields, r.documents, r.state, r.kind_text, r.institution_name],
      },
      { title: '修改类型', as: 'org_multi', method: 'POST', url: '/api/admin/register/setting', body: (v) => ({ id: v.created, institution_id: 2, kind: 'referee', title: '改', sports: ['田径'], ...window }) },
      { title: '省级行政区', as: null, method: 'GET', url: '/api/country', same: (r) => [r.list.length, r.list[10]] },
    ],
  },
];
