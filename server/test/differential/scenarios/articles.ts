/**
 * 资讯 (spec §4 article status machine, §6 who may publish): an organiser of a type that publishes news writes an
 * article in a column, submits it, the platform admin rejects it with a reason, the organiser edits and submits
 * again, the admin approves it and it shows in the column on the official site; an institution type without news,
 * a personal user, a visitor and a mutation without the CSRF token are refused.
 */
import type { Result, Scenario, Vars } from '../harness.js';
import { organiserInfo, suffix } from './common.js';

const own = (v: Vars) => (r: Result) => r.list.filter((a: Result) => a.title === v.title).map((a: Result) => a.status);

export const articleScenarios: Scenario[] = [
  {
    title: '资讯：写文章 → 提交审核 → 驳回（原因）→ 修改后重新提交 → 通过 → 官网栏目可见',
    vars: () => ({ title: `差分资讯${suffix()}` }),
    steps: [
      organiserInfo,
      { title: '栏目列表', as: 'org_gov', method: 'GET', url: '/api/admin/article/columns', capture: (r) => ({ column: r.list[0].id }) },
      {
        title: '标题为空',
        as: 'org_gov',
        method: 'POST',
        url: '/api/admin/article',
        body: (v) => ({ institution_id: v.institution, column_id: v.column, title: '', content: '<p>正文</p>' }),
      },
      {
        title: '新建草稿',
        as: 'org_gov',
        method: 'POST',
        url: '/api/admin/article',
        body: (v) => ({ institution_id: v.institution, column_id: v.column, title: v.title, author: '差分测试', summary: '摘要', content: '<p>第一稿</p>' }),
        capture: (r) => ({ id: r.id }),
      },
      { title: '提交审核', as: 'org_gov', method: 'POST', url: '/api/admin/article/submit', body: (v) => ({ id: v.id }) },
      { title: '审核中不能修改', as: 'org_gov', method: 'PUT', url: '/api/admin/article', body: (v) => ({ id: v.id, content: '<p>改</p>' }) },
      { title: '审核中不能删除', as: 'org_gov', method: 'DELETE', url: (v) => `/api/admin/article?id=${v.id}` },
      { title: '平台管理员的待审核列表', as: 'admin', method: 'GET', url: '/api/admin/article/review_list?status=pending&count=100', same: (r, v) => own(v)(r) },
      { title: '驳回不填原因', as: 'admin', method: 'POST', url: '/api/admin/article/review', body: (v) => ({ id: v.id, action: 'reject' }) },
      { title: '驳回并填写原因', as: 'admin', method: 'POST', url: '/api/admin/article/review', body: (v) => ({ id: v.id, action: 'reject', reason: '请补充图片来源' }) },
      { title: '驳回后的详情', as: 'org_gov', method: 'GET', url: (v) => `/api/admin/article/info?id=${v.id}`, same: (r) => r.status },
      { title: '修改正文', as: 'org_gov', method: 'PUT', url: '/api/admin/article', body: (v) => ({ id: v.id, content: '<p>第二稿</p>' }) },
      { title: '重新提交', as: 'org_gov', method: 'POST', url: '/api/admin/article/submit', body: (v) => ({ id: v.id }) },
      { title: '通过', as: 'admin', method: 'POST', url: '/api/admin/article/review', body: (v) => ({ id: v.id, action: 'approve' }) },
      { title: '已通过的不能再审核', as: 'admin', method: 'POST', url: '/api/admin/article/review', body: (v) => ({ id: v.id, action: 'approve' }) },
      { title: '本机构文章列表按关键字', as: 'org_gov', method: 'GET', url: (v) => `/api/admin/article/list?keyword=${encodeURIComponent(String(v.title))}`, same: (r, v) => own(v)(r) },
      {
        title: '官网栏目中可见',
        as: null,
        method: 'GET',
        url: (v) => `/api/article/list?column_id=${v.column}&count=100`,
        same: (r, v) => r.list.filter((a: Result) => a.title === v.title).length,
      },
    ],
  },
  {
    title: '资讯：不发布资讯的机构、个人用户、访客、缺少 CSRF 令牌与其他机构的文章',
    vars: () => ({ title: `差分越权资讯${suffix()}` }),
    steps: [
      organiserInfo,
      { title: '栏目列表', as: 'org_gov', method: 'GET', url: '/api/admin/article/columns', capture: (r) => ({ column: r.list[0].id }) },
      {
        title: '新建草稿',
        as: 'org_gov',
        method: 'POST',
        url: '/api/admin/article',
        body: (v) => ({ institution_id: v.institution, column_id: v.column, title: v.title, content: '<p>正文</p>' }),
        capture: (r) => ({ id: r.id }),
      },
      { title: '青少年培训机构的文章列表', as: 'org_youth', method: 'GET', url: '/api/admin/article/list' },
      { title: '另一家机构读详情', as: 'org_youth', method: 'GET', url: (v) => `/api/admin/article/info?id=${v.id}` },
      { title: '另一家机构提交', as: 'org_youth', method: 'POST', url: '/api/admin/article/submit', body: (v) => ({ id: v.id }) },
      { title: '个人用户读详情', as: 'athlete', method: 'GET', url: (v) => `/api/admin/article/info?id=${v.id}` },
      { title: '主办方审核自己的文章', as: 'org_gov', method: 'POST', url: '/api/admin/article/review', body: (v) => ({ id: v.id, action: 'approve' }) },
      { title: '访客读后台列表', as: null, method: 'GET', url: '/api/admin/article/list' },
      { title: '不带 CSRF 令牌提交', as: 'org_gov', method: 'POST', url: '/api/admin/article/submit', body: (v) => ({ id: v.id }), withoutCsrf: true },
      { title: '官网读草稿', as: null, method: 'GET', url: (v) => `/api/article/info?id=${v.id}` },
      { title: '删除草稿', as: 'org_gov', method: 'DELETE', url: (v) => `/api/admin/article?id=${v.id}` },
      { title: '删除后不存在', as: 'org_gov', method: 'GET', url: (v) => `/api/admin/article/info?id=${v.id}` },
    ],
  },
];
