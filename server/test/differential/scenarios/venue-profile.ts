/**
 * 场馆信息 and 场馆变更审核 (routes/venue/profile.ts over services/venue-profile.ts, docs/venues.md "Profile and change
 * requests"): venue_mgr, bound to the stadium (approved), submits a change — a change request, the public version
 * stays — and the rules' refusals (a blank name, coordinates outside China, a javascript: photo, no sport, nothing
 * changed) and the tenancy refusals (another institution, a visitor, no CSRF token, a venue manager at the platform's
 * review) are compared; the platform admin lists it, reads its diff, rejects it without and with a reason, which the
 * venue then reads; a second review is refused; a second change is approved and applied, and the stadium is put back as
 * it was by a last approved change. The demo venues' own values (phone, address) differ between the two sides and are
 * never compared: only the fields changed, their labels and new values.
 *
 * Operations: GET and PUT /api/admin/venue_profile, GET /api/admin/venue_change_list, GET /api/admin/venue_change_info,
 * POST /api/admin/venue_change_review.
 */
import type { Result, Scenario, Step, Vars } from '../harness.js';

const profileUrl = (v: Vars) => `/api/admin/venue_profile?venue_id=${v.venue}`;
const CHANGE = {
  intro: '国际标准田径场与天然草足球场，承办省级以上赛事',
  longitude: 120.1301,
  latitude: 30.2601,
  photos: [{ url: '/api/media/img-00000000000000000000000000000001.png', caption: '主看台' }],
  services: [{ name: '停车场', note: '地下车库 300 个车位' }, { name: '淋浴间', note: '' }],
};

/** What both sides agree on of a change: its status, the fields, and each changed field's label and new value. */
const changeSeen = (c: Result) => c && [c.status, c.status_label, c.fields, c.reject_reason, c.diff.map((d: Result) => [d.field, d.label, d.after])];
const infoSeen = (r: Result) => [r.venue_status, r.edit_mode, changeSeen(r.pending), changeSeen(r.last_review)];

const save = (title: string, as: Step['as'], change: (v: Vars) => Record<string, unknown>, extra: Partial<Step> = {}): Step => ({
  title,
  as,
  method: 'PUT',
  url: '/api/admin/venue_profile',
  body: (v) => ({ venue_id: v.venue, ...(v.profile0 as Record<string, unknown>), ...change(v) }),
  same: infoSeen,
  ...extra,
});

const review = (title: string, as: Step['as'], body: (v: Vars) => Record<string, unknown>, extra: Partial<Step> = {}): Step => ({
  title,
  as,
  method: 'POST',
  url: '/api/admin/venue_change_review',
  body,
  same: changeSeen,
  ...extra,
});

export const venueProfileScenarios: Scenario[] = [
  {
    title: '场馆信息与场馆变更审核：提交变更申请 → 规则拒绝 → 平台驳回（原因）→ 场馆看到 → 再次提交并通过 → 恢复；其他机构、访客、无 CSRF、场馆管理员审核',
    steps: [
      { title: '场馆管理员的账号（所绑定的场馆）', as: 'venue_mgr', method: 'GET', url: '/api/user/info', capture: (r) => ({ venue: r.account.sports_venues_id }), shape: false },
      { title: '读取场馆信息', as: 'venue_mgr', method: 'GET', url: profileUrl, capture: (r) => ({ profile0: r.profile }), same: infoSeen },
      save('提交变更：简介、坐标、照片、设施与服务', 'venue_mgr', () => CHANGE),
      { title: '待审核数', as: 'admin', method: 'GET', url: '/api/admin/un_check_count', same: (r) => r.update_venue_count, shape: false },
      save('名称为空', 'venue_mgr', () => ({ name: '  ' })),
      save('经度不在中国境内', 'venue_mgr', () => ({ longitude: 200, latitude: 30 })),
      save('只填经度', 'venue_mgr', () => ({ longitude: 120, latitude: null })),
      save('照片地址为 javascript:', 'venue_mgr', () => ({ photos: [{ url: 'javascript:alert(1)', caption: '' }] })),
      save('没有运动项目', 'venue_mgr', () => ({ sports: [] })),
      save('设施重复', 'venue_mgr', () => ({ services: [{ name: 'WiFi' }, { name: 'WiFi', note: '免费' }] })),
      save('与公开的信息相同（没有修改）', 'venue_mgr', () => ({})),
      save('其他机构提交', 'org_gov', () => CHANGE),
      save('访客提交', null, () => CHANGE),
      save('没有 CSRF 令牌', 'venue_mgr', () => CHANGE, { withoutCsrf: true }),
      { title: '其他机构读取', as: 'org_gov', method: 'GET', url: profileUrl },
      { title: '场馆管理员读审核列表', as: 'venue_mgr', method: 'GET', url: '/api/admin/venue_change_list' },
      {
        title: '平台读待审核列表（最新的在前）',
        as: 'admin',
        method: 'GET',
        url: '/api/admin/venue_change_list?status=pending',
        capture: (r) => ({ request: r.list[0].id }),
        same: (r) => [r.list[0].status, r.list[0].fields, r.list[0].change_count],
      },
      { title: '平台读变更详情', as: 'admin', method: 'GET', url: (v) => `/api/admin/venue_change_info?id=${v.request}`, same: changeSeen },
      { title: '场馆管理员读变更详情', as: 'venue_mgr', method: 'GET', url: (v) => `/api/admin/venue_change_info?id=${v.request}` },
      review('场馆管理员审核', 'venue_mgr', (v) => ({ id: v.request, status: 'approved' })),
      review('驳回不填原因', 'admin', (v) => ({ id: v.request, status: 'rejected', reason: '  ' })),
      review('审核没有 CSRF 令牌', 'admin', (v) => ({ id: v.request, status: 'approved' }), { withoutCsrf: true }),
      review('驳回（原因）', 'admin', (v) => ({ id: v.request, status: 'rejected', reason: '照片与场馆不符，请上传场馆实景' })),
      { title: '场馆看到驳回原因', as: 'venue_mgr', method: 'GET', url: profileUrl, same: infoSeen },
      review('再次审核已处理的申请', 'admin', (v) => ({ id: v.request, status: 'approved' })),
      save('再次提交：只改简介', 'venue_mgr', () => ({ intro: CHANGE.intro }), { capture: (r) => ({ second: r.pending.id }) }),
      review('通过', 'admin', (v) => ({ id: v.second, status: 'approved' })),
      { title: '场馆看到新的信息', as: 'venue_mgr', method: 'GET', url: profileUrl, same: (r) => [r.profile.intro, infoSeen(r)] },
      save('恢复原来的信息', 'venue_mgr', () => ({}), { capture: (r) => ({ restore: r.pending.id }), same: undefined }),
      review('通过恢复', 'admin', (v) => ({ id: v.restore, status: 'approved' }), { same: undefined }),
    ],
  },
];
