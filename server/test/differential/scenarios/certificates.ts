/**
 * 证书 (docs/certificates.md) on a new approved competition without items: the default template, a field off the page
 * refused in Chinese, the template saved and read back, issuing refused (nobody qualifies), the empty list, the zip
 * refused (no valid certificate), an unknown certificate's reissue and files (404), 我的证书 empty, and the public
 * verification of unknown, malformed and missing codes; another institution, a personal user and a visitor refused.
 * (The server suite `certificates` issues real certificates from results and awards, reissues and verifies them.)
 *
 * Operations: GET/PUT /api/admin/certificate/template, POST /api/admin/certificate/issue, GET /api/admin/certificate/list,
 * POST /api/admin/certificate/reissue, GET /api/admin/certificate/file, POST /api/admin/certificate/export,
 * GET /api/user/certificates, GET /api/user/certificate/file, GET /api/certificate/verify.
 */
import { defaultCertificateLayout } from 'shared/rules';
import type { Result, Scenario } from '../harness.js';
import { approvedCompetition, suffix } from './common.js';

const layout = defaultCertificateLayout();
const template = (id: number, over: Record<string, unknown> = {}) => ({ competition_id: id, page_size: 'A4', orientation: 'landscape', background_media_id: null, seal_media_id: null, fields: layout.fields, ...over });

export const certificateScenarios: Scenario[] = [
  {
    title: '证书：模板、发放、列表、批量下载与越权',
    vars: () => ({ name: `差分证书赛事${suffix()}` }),
    steps: [
      ...approvedCompetition('田径', '差分田径场'),
      { title: '默认模板', as: 'org_gov', method: 'GET', url: (v) => `/api/admin/certificate/template?competition_id=${v.id}`, same: (r) => [r.page_size, r.orientation, r.fields] },
      { title: '另一家机构读模板', as: 'org_youth', method: 'GET', url: (v) => `/api/admin/certificate/template?competition_id=${v.id}` },
      { title: '访客读模板', as: null, method: 'GET', url: (v) => `/api/admin/certificate/template?competition_id=${v.id}` },
      {
        title: '姓名超出证书范围',
        as: 'org_gov',
        method: 'PUT',
        url: '/api/admin/certificate/template',
        body: (v) => template(v.id as number, { fields: { ...layout.fields, name: { x: 400, y: 590, size: 36 } } }),
      },
      { title: '竖版时字段超出证书范围', as: 'org_gov', method: 'PUT', url: '/api/admin/certificate/template', body: (v) => template(v.id as number, { orientation: 'portrait' }) },
      { title: '背景图片不存在', as: 'org_gov', method: 'PUT', url: '/api/admin/certificate/template', body: (v) => template(v.id as number, { background_media_id: 99999999 }) },
      { title: '纸张大小不对', as: 'org_gov', method: 'PUT', url: '/api/admin/certificate/template', body: (v) => template(v.id as number, { page_size: 'B5' }) },
      { title: '另一家机构保存模板', as: 'org_youth', method: 'PUT', url: '/api/admin/certificate/template', body: (v) => template(v.id as number) },
      { title: '不带 CSRF 令牌保存模板', as: 'org_gov', method: 'PUT', url: '/api/admin/certificate/template', body: (v) => template(v.id as number), withoutCsrf: true },
      {
        title: '保存模板',
        as: 'org_gov',
        method: 'PUT',
        url: '/api/admin/certificate/template',
        body: (v) => template(v.id as number, { fields: { ...layout.fields, name: { x: 421, y: 200, size: 40 } } }),
        same: (r) => r.fields.name,
      },
      { title: '读回模板', as: 'org_gov', method: 'GET', url: (v) => `/api/admin/certificate/template?competition_id=${v.id}`, same: (r) => r.fields.name },
      { title: '没有可发放的获奖者', as: 'org_gov', method: 'POST', url: '/api/admin/certificate/issue', body: (v) => ({ competition_id: v.id, kind: 'award' }) },
      { title: '没有可发放的完赛者', as: 'org_gov', method: 'POST', url: '/api/admin/certificate/issue', body: (v) => ({ competition_id: v.id, kind: 'finisher' }) },
      { title: '没有可发放的打卡完成者', as: 'org_gov', method: 'POST', url: '/api/admin/certificate/issue', body: (v) => ({ competition_id: v.id, kind: 'check_in' }) },
      { title: '个人用户发放', as: 'athlete', method: 'POST', url: '/api/admin/certificate/issue', body: (v) => ({ competition_id: v.id, kind: 'award' }) },
      { title: '证书列表', as: 'org_gov', method: 'GET', url: (v) => `/api/admin/certificate/list?competition_id=${v.id}`, same: (r: Result) => r.total },
      { title: '另一家机构读证书列表', as: 'org_youth', method: 'GET', url: (v) => `/api/admin/certificate/list?competition_id=${v.id}` },
      { title: '没有证书时批量下载', as: 'org_gov', method: 'POST', url: '/api/admin/certificate/export', body: (v) => ({ competition_id: v.id }) },
      { title: '另一家机构批量下载', as: 'org_youth', method: 'POST', url: '/api/admin/certificate/export', body: (v) => ({ competition_id: v.id }) },
      { title: '重发不存在的证书', as: 'org_gov', method: 'POST', url: '/api/admin/certificate/reissue', body: { id: 99999999 } },
      { title: '下载不存在的证书', as: 'org_gov', method: 'GET', url: '/api/admin/certificate/file?id=99999999' },
      { title: '我的证书', as: 'athlete', method: 'GET', url: '/api/user/certificates', same: (r: Result) => r.total },
      { title: '访客读我的证书', as: null, method: 'GET', url: '/api/user/certificates' },
      { title: '下载不是自己的证书', as: 'athlete', method: 'GET', url: '/api/user/certificate/file?id=99999999' },
    ],
  },
  {
    title: '证书验证：不存在的验证码、格式错误与缺少验证码',
    steps: [
      { title: '访客查询不存在的验证码', as: null, method: 'GET', url: '/api/certificate/verify?code=AAAAAAAAAAAAAAAA' },
      { title: '个人用户查询不存在的验证码', as: 'athlete', method: 'GET', url: '/api/certificate/verify?code=Zz09_-Zz09_-Zz09' },
      { title: '格式错误的验证码', as: null, method: 'GET', url: '/api/certificate/verify?code=x' },
      { title: '含非法字符的验证码', as: null, method: 'GET', url: `/api/certificate/verify?code=${encodeURIComponent('../../etc/passwd')}` },
      { title: '缺少验证码', as: null, method: 'GET', url: '/api/certificate/verify' },
      { title: '验证码过长', as: null, method: 'GET', url: `/api/certificate/verify?code=${'A'.repeat(40)}` },
    ],
  },
];
