/**
 * 报名设置与报名管理 (spec §4 sign-up status machine): the settings page with its items (add, edit, delete), the
 * public form, an individual and a team entry, the lists and details of the organiser and of the entrant, the
 * organiser's edits, cancellation by the entrant and by the organiser (a reason needed), the xlsx template and
 * import refusals (the mocks cannot read or write xlsx; their successes are the server's alone).
 *
 * Operations compared here:
 *   GET /api/competition/requirement/info, PUT /api/competition/requirement/item,
 *   DELETE /api/competition/requirement/item, DELETE /api/competition/sign_info, PUT /api/competition/sign_info,
 *   GET /api/competition/teams, GET /api/competition/player/info, GET /api/competition/team/info,
 *   GET /api/user/sign_ups, GET /api/competition/sign_info/template, POST /api/competition/sign_info/import,
 *   GET /api/official/competition/sign_up
 */
import type { Result, Scenario, Vars } from '../harness.js';
import { approvedCompetition, suffix } from './common.js';

const entriesOf = (r: Result) => r.list.map((e: Result) => [e.entrant_name, e.status, e.member_count, e.source]).sort();
const itemsOf = (r: Result) => r.items.map((i: Result) => [i.name, i.entry_type, i.capacity, i.team_min, i.team_max, i.approved_count, i.free_places]);
const member = (name: string, phone: string) => ({ real_name: name, phone });

export const signUpManageScenarios: Scenario[] = [
  {
    title: '报名管理：报名设置与项目 → 官网报名表 → 个人与团队报名 → 列表与详情 → 修改 → 取消',
    vars: () => ({ name: `差分报名管理赛${suffix()}` }),
    steps: [
      ...approvedCompetition('游泳', '差分测试游泳馆'),
      { title: '未设置时的报名设置', as: 'org_gov', method: 'GET', url: (v) => `/api/competition/requirement/info?id=${v.id}`, same: (r) => [r.settings.enabled, r.settings.review_required, r.settings.required_fields, r.items.length, r.field_options] },
      { title: '另一家机构读报名设置', as: 'org_youth', method: 'GET', url: (v) => `/api/competition/requirement/info?id=${v.id}` },
      { title: '官网报名表（未开放）', as: null, method: 'GET', url: (v) => `/api/official/competition/sign_up?id=${v.id}`, same: (r) => [r.open, r.reason, r.items.length] },
      {
        title: '截止早于开始',
        as: 'org_gov',
        method: 'PUT',
        url: '/api/competition/requirement',
        body: (v) => ({ id: v.id, opens_at: '2026-12-01T00:00:00.000Z', closes_at: '2026-11-01T00:00:00.000Z' }),
      },
      { title: '必填项目未知', as: 'org_gov', method: 'PUT', url: '/api/competition/requirement', body: (v) => ({ id: v.id, required_fields: ['real_name', 'shoe_size'] }) },
      {
        title: '报名设置：现在开放，无需审核，必填姓名与手机号，一个自定义问题',
        as: 'org_gov',
        method: 'PUT',
        url: '/api/competition/requirement',
        body: (v) => ({
          id: v.id,
          opens_at: '2026-01-01T00:00:00.000Z',
          closes_at: '2099-12-31T00:00:00.000Z',
          review_required: 0,
          waiting_list: 0,
          enabled: 1,
          required_fields: ['real_name', 'phone'],
          custom_fields: [{ key: 'club', label: '所属俱乐部', required: false }],
        }),
        same: (r) => [r.enabled, r.review_required, r.required_fields, r.custom_fields],
      },
      {
        title: '新增个人项目：50米自由泳',
        as: 'org_gov',
        method: 'POST',
        url: '/api/competition/requirement/item',
        body: (v) => ({ competition_id: v.id, name: '50米自由泳', entry_type: 'individual', capacity: 2 }),
        capture: (r) => ({ item: r.id }),
      },
      {
        title: '新增团体项目：4×50米接力',
        as: 'org_gov',
        method: 'POST',
        url: '/api/competition/requirement/item',
        body: (v) => ({ competition_id: v.id, name: '4×50米接力', entry_type: 'team', capacity: 0, team_min: 2, team_max: 4 }),
        capture: (r) => ({ team: r.id }),
      },
      { title: '队员上限小于下限', as: 'org_gov', method: 'PUT', url: '/api/competition/requirement/item', body: (v) => ({ id: v.team, team_min: 4, team_max: 2 }) },
      { title: '项目什么都不改', as: 'org_gov', method: 'PUT', url: '/api/competition/requirement/item', body: (v) => ({ id: v.item }) },
      { title: '另一家机构修改项目', as: 'org_youth', method: 'PUT', url: '/api/competition/requirement/item', body: (v) => ({ id: v.item, capacity: 9 }) },
      { title: '名额改为 3', as: 'org_gov', method: 'PUT', url: '/api/competition/requirement/item', body: (v) => ({ id: v.item, capacity: 3 }) },
      {
        title: '新增后删除的项目',
        as: 'org_gov',
        method: 'POST',
        url: '/api/competition/requirement/item',
        body: (v) => ({ competition_id: v.id, name: '100米蛙泳', entry_type: 'individual', capacity: 0 }),
        capture: (r) => ({ spare: r.id }),
      },
      { title: '另一家机构删除项目', as: 'org_youth', method: 'DELETE', url: (v) => `/api/competition/requirement/item?id=${v.spare}` },
      { title: '删除没有报名的项目', as: 'org_gov', method: 'DELETE', url: (v) => `/api/competition/requirement/item?id=${v.spare}` },
      { title: '删除后再删除', as: 'org_gov', method: 'DELETE', url: (v) => `/api/competition/requirement/item?id=${v.spare}` },
      { title: '设置与项目', as: 'org_gov', method: 'GET', url: (v) => `/api/competition/requirement/info?id=${v.id}`, same: itemsOf },
      { title: '官网报名表（开放中）', as: null, method: 'GET', url: (v) => `/api/official/competition/sign_up?id=${v.id}`, same: (r) => [r.open, r.reason, r.required_fields, r.custom_fields, r.items.map((i: Result) => [i.name, i.entry_type, i.full, i.free_places])] },
      {
        title: '运动员报名个人项目',
        as: 'athlete',
        method: 'POST',
        url: '/api/competition/sign_info',
        body: (v) => ({ id: v.id, event_item_id: v.item, real_name: '钱多多', phone: '13900000011', extra: { club: '差分泳协' } }),
        capture: (r) => ({ entry: r.id }),
        same: (r) => r.status,
      },
      { title: '团队只有一名队员', as: 'referee', method: 'POST', url: '/api/competition/sign_info', body: (v) => ({ id: v.id, event_item_id: v.team, team_name: '差分队', members: [member('甲', '13900000021')] }) },
      {
        title: '裁判员报名团体项目',
        as: 'referee',
        method: 'POST',
        url: '/api/competition/sign_info',
        body: (v) => ({ id: v.id, event_item_id: v.team, team_name: '差分队', members: [member('甲', '13900000021'), member('乙', '13900000022')] }),
        capture: (r) => ({ teamEntry: r.id }),
        same: (r) => r.status,
      },
      { title: '个人报名列表', as: 'org_gov', method: 'GET', url: (v) => `/api/competition/players?id=${v.id}`, same: entriesOf },
      { title: '团队报名列表', as: 'org_gov', method: 'GET', url: (v) => `/api/competition/teams?id=${v.id}&keyword=差分`, same: entriesOf },
      { title: '另一家机构读团队列表', as: 'org_youth', method: 'GET', url: (v) => `/api/competition/teams?id=${v.id}` },
      { title: '报名人读自己的报名', as: 'athlete', method: 'GET', url: (v) => `/api/competition/player/info?id=${v.entry}`, same: (r) => [r.status, r.real_name, r.extra, r.history.map((h: Result) => [h.from_status, h.to_status, h.reason])] },
      { title: '主办方读报名详情', as: 'org_gov', method: 'GET', url: (v) => `/api/competition/player/info?id=${v.entry}`, same: (r) => [r.phone, r.event_item_name] },
      { title: '另一个用户读报名详情', as: 'referee', method: 'GET', url: (v) => `/api/competition/player/info?id=${v.entry}` },
      { title: '团队报名不是个人报名', as: 'org_gov', method: 'GET', url: (v) => `/api/competition/player/info?id=${v.teamEntry}` },
      { title: '团队详情', as: 'org_gov', method: 'GET', url: (v) => `/api/competition/team/info?id=${v.teamEntry}`, same: (r) => [r.entrant_name, r.members.map((m: Result) => [m.real_name, m.is_captain])] },
      { title: '访客读团队详情', as: null, method: 'GET', url: (v) => `/api/competition/team/info?id=${v.teamEntry}` },
      {
        title: '我的报名',
        as: 'athlete',
        method: 'GET',
        url: '/api/user/sign_ups?count=100',
        same: (r, v) => r.list.filter((e: Result) => e.competition_name === v.name).map((e: Result) => [e.event_item_name, e.status]),
        shape: false,
      },
      { title: '主办方改手机号格式错误', as: 'org_gov', method: 'PUT', url: '/api/competition/sign_info', body: (v) => ({ id: v.entry, phone: '123' }) },
      { title: '个人报名不能改队员', as: 'org_gov', method: 'PUT', url: '/api/competition/sign_info', body: (v) => ({ id: v.entry, members: [member('甲', '13900000021')] }) },
      { title: '报名什么都不改', as: 'org_gov', method: 'PUT', url: '/api/competition/sign_info', body: (v) => ({ id: v.entry }) },
      { title: '另一家机构修改报名', as: 'org_youth', method: 'PUT', url: '/api/competition/sign_info', body: (v) => ({ id: v.entry, affiliation: '越权' }) },
      { title: '主办方修改姓名与单位', as: 'org_gov', method: 'PUT', url: '/api/competition/sign_info', body: (v) => ({ id: v.entry, real_name: '钱多', affiliation: '差分泳协' }) },
      {
        title: '主办方修改队员',
        as: 'org_gov',
        method: 'PUT',
        url: '/api/competition/sign_info',
        body: (v) => ({ id: v.teamEntry, members: [member('甲', '13900000021'), member('乙', '13900000022'), member('丙', '13900000023')] }),
      },
      { title: '修改后的个人列表', as: 'org_gov', method: 'GET', url: (v) => `/api/competition/players?id=${v.id}`, same: (r) => r.list.map((e: Result) => [e.entrant_name, e.real_name, e.affiliation]) },
      { title: '修改后的团队列表', as: 'org_gov', method: 'GET', url: (v) => `/api/competition/teams?id=${v.id}`, same: entriesOf },
      { title: '有报名的项目不能删除', as: 'org_gov', method: 'DELETE', url: (v) => `/api/competition/requirement/item?id=${v.item}` },
      { title: '主办方取消不填原因', as: 'org_gov', method: 'DELETE', url: (v) => `/api/competition/sign_info?id=${v.teamEntry}` },
      { title: '另一个用户取消报名', as: 'athlete', method: 'DELETE', url: (v) => `/api/competition/sign_info?id=${v.teamEntry}` },
      { title: '不带 CSRF 令牌取消', as: 'athlete', method: 'DELETE', url: (v) => `/api/competition/sign_info?id=${v.entry}`, withoutCsrf: true },
      { title: '报名人取消自己的报名', as: 'athlete', method: 'DELETE', url: (v) => `/api/competition/sign_info?id=${v.entry}` },
      { title: '已取消的不能再取消', as: 'athlete', method: 'DELETE', url: (v) => `/api/competition/sign_info?id=${v.entry}` },
      { title: '主办方填写原因取消团队', as: 'org_gov', method: 'DELETE', url: (v) => `/api/competition/sign_info?id=${v.teamEntry}&reason=${encodeURIComponent('队伍资格不符')}` },
      { title: '取消后的团队详情', as: 'org_gov', method: 'GET', url: (v) => `/api/competition/team/info?id=${v.teamEntry}`, same: (r) => [r.status, r.reason] },
      { title: '取消后的项目统计', as: 'org_gov', method: 'GET', url: (v) => `/api/competition/requirement/info?id=${v.id}`, same: itemsOf },
      // the organiser's own template is not compared: the mocks cannot build an xlsx and refuse it by design
      { title: '访客下载导入模板', as: null, method: 'GET', url: (v) => `/api/competition/sign_info/template?id=${v.id}&event_item_id=${v.item}` },
      { title: '另一家机构下载导入模板', as: 'org_youth', method: 'GET', url: (v) => `/api/competition/sign_info/template?id=${v.id}&event_item_id=${v.item}` },
      { title: '模板的项目不属于比赛', as: 'org_gov', method: 'GET', url: (v) => `/api/competition/sign_info/template?id=${v.id}&event_item_id=2147483000` },
      { title: '导入不是 xlsx 的文件', as: 'org_gov', method: 'POST', url: '/api/competition/sign_info/import', body: (v: Vars) => ({ id: v.id, event_item_id: v.item, file_name: '名单.csv', content_base64: 'AAAA' }) },
      { title: '导入的项目不属于比赛', as: 'org_gov', method: 'POST', url: '/api/competition/sign_info/import', body: (v: Vars) => ({ id: v.id, event_item_id: 2147483000, file_name: '名单.xlsx', content_base64: 'AAAA' }) },
      { title: '另一家机构导入', as: 'org_youth', method: 'POST', url: '/api/competition/sign_info/import', body: (v: Vars) => ({ id: v.id, event_item_id: v.item, file_name: '名单.xlsx', content_base64: 'AAAA' }) },
      { title: '访客导入', as: null, method: 'POST', url: '/api/competition/sign_info/import', body: (v: Vars) => ({ id: v.id, event_item_id: v.item, file_name: '名单.xlsx', content_base64: 'AAAA' }) },
      { title: '官网看不到不存在的比赛的报名表', as: null, method: 'GET', url: '/api/official/competition/sign_up?id=2147483000' },
    ],
  },
];
