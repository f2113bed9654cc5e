/**
 * 成绩、最高纪录与下载任务 (spec §4 results and records): a timed item of an approved competition, results entered
 * and corrected (a reason needed, a stale version refused), the ranked list and its history, the record proposal of
 * a first mark reviewed (rejected with a reason, a better mark ratified) and shown on the public records, results
 * management and the public results, export tasks; refusals of another institution, a visitor and a missing CSRF
 * token. The item's name is this run's own, so the records it proposes have a key of their own.
 *
 * Operations compared here:
 *   POST /api/admin/result, GET /api/admin/result/list, GET /api/admin/result/history, GET /api/admin/grade/list,
 *   GET /api/competition/grade_items, GET /api/competition/grades, GET /api/admin/records,
 *   GET /api/admin/records/history, POST /api/admin/records/review, GET /api/competition/tops,
 *   GET /api/competition/top_items, POST /api/competition/download, GET /api/competition/download/list,
 *   GET /api/competition/download/file, DELETE /api/competition/download
 */
import type { Result, Scenario, Step, Vars } from '../harness.js';
import { competitionWithPlayers, suffix } from './common.js';

const ITEM = `差分${suffix()}米`;
const q = encodeURIComponent(ITEM);

const TIMED = { model: 'timed', direction: 'lower', precision: 2, points_win: 3, points_draw: 1, points_loss: 0, points_forfeit: 0, tiebreakers: ['points'] };

const result = (title: string, entrant: string, body: Record<string, unknown>, capture?: Step['capture']): Step => ({
  title,
  as: 'org_gov',
  method: 'POST',
  url: '/api/admin/result',
  body: (v: Vars) => ({ event_item_id: v.item, sign_up_id: v[entrant], ...body }),
  ...(capture ? { capture } : {}),
  same: (r: Result) => [r.version, r.record_id === null],
});
const ranking = (r: Result) => r.list.map((x: Result) => [x.place, x.entrant_name, x.value, x.status, x.version]);
const records = (r: Result) => r.list.map((x: Result) => [x.item_name === ITEM, x.value, x.holder_name, x.status, x.current_value, x.reason]);

export const resultScenarios: Scenario[] = [
  {
    title: '成绩与纪录：计时项目 → 录入与更正 → 纪录驳回与批准 → 成绩查询 → 下载任务',
    vars: () => ({ name: `差分成绩赛${suffix()}` }),
    steps: [
      ...competitionWithPlayers('田径', '差分测试田径场', ITEM, ['甲一', '乙二', '丙三']),
      { title: '名次项目不能录入成绩', as: 'org_gov', method: 'POST', url: '/api/admin/result', body: (v) => ({ event_item_id: v.item, sign_up_id: 1, value: 10, status: 'ok' }) },
      { title: '计分规则：计时，越少越好', as: 'org_gov', method: 'PUT', url: '/api/admin/schedule/ranking_rules', body: (v) => ({ event_item_id: v.item, ...TIMED }), same: (r) => [r.model, r.direction, r.precision] },
      {
        title: '参赛者与成绩（未录入）',
        as: 'org_gov',
        method: 'GET',
        url: (v) => `/api/admin/result/list?event_item_id=${v.item}`,
        capture: (r: Result) => ({ a: r.list[0]?.sign_up_id, b: r.list[1]?.sign_up_id, c: r.list[2]?.sign_up_id }),
        same: (r) => [r.item_name === ITEM, r.model, r.direction, r.precision, ranking(r)],
      },
      { title: '另一家机构读成绩', as: 'org_youth', method: 'GET', url: (v) => `/api/admin/result/list?event_item_id=${v.item}` },
      { title: '报名不属于该项目', as: 'org_gov', method: 'POST', url: '/api/admin/result', body: (v) => ({ event_item_id: v.item, sign_up_id: 2147483000, value: 10, status: 'ok' }) },
      { title: '成绩为负数', as: 'org_gov', method: 'POST', url: '/api/admin/result', body: (v) => ({ event_item_id: v.item, sign_up_id: v.a, value: -1, status: 'ok' }) },
      { title: '成绩小数过多', as: 'org_gov', method: 'POST', url: '/api/admin/result', body: (v) => ({ event_item_id: v.item, sign_up_id: v.a, value: 10.123, status: 'ok' }) },
      { title: '另一家机构录入', as: 'org_youth', method: 'POST', url: '/api/admin/result', body: (v) => ({ event_item_id: v.item, sign_up_id: v.a, value: 10.5, status: 'ok' }) },
      { title: '不带 CSRF 令牌录入', as: 'org_gov', method: 'POST', url: '/api/admin/result', body: (v) => ({ event_item_id: v.item, sign_up_id: v.a, value: 10.5, status: 'ok' }), withoutCsrf: true },
      result('甲一 10.50（首个成绩即纪录提议）', 'a', { value: 10.5, status: 'ok' }, (r) => ({ resultA: r.id })),
      result('乙二 10.80', 'b', { value: 10.8, status: 'ok' }),
      result('丙三未出发', 'c', { value: null, status: 'DNS' }),
      result('同样的成绩再录一次', 'b', { value: 10.8, status: 'ok' }),
      { title: '更正不填原因', as: 'org_gov', method: 'POST', url: '/api/admin/result', body: (v) => ({ event_item_id: v.item, sign_up_id: v.b, value: 10.7, status: 'ok' }) },
      { title: '用旧版本更正', as: 'org_gov', method: 'POST', url: '/api/admin/result', body: (v) => ({ event_item_id: v.item, sign_up_id: v.b, value: 10.7, status: 'ok', version: 0, reason: '计时更正' }) },
      result('更正乙二为 10.70', 'b', { value: 10.7, status: 'ok', version: 1, reason: '计时更正' }),
      { title: '排名', as: 'org_gov', method: 'GET', url: (v) => `/api/admin/result/list?event_item_id=${v.item}`, same: ranking },
      { title: '甲一的成绩历史', as: 'org_gov', method: 'GET', url: (v) => `/api/admin/result/history?id=${v.resultA}`, same: (r) => r.list.map((h: Result) => [h.before, h.after, h.reason]) },
      { title: '另一家机构读成绩历史', as: 'org_youth', method: 'GET', url: (v) => `/api/admin/result/history?id=${v.resultA}` },
      { title: '主办方打开纪录审核', as: 'org_gov', method: 'GET', url: '/api/admin/records' },
      {
        title: '待审核的纪录提议',
        as: 'admin',
        method: 'GET',
        url: `/api/admin/records?status=pending&keyword=${q}&count=100`,
        capture: (r: Result) => ({ record: r.list[0]?.id }),
        same: records,
      },
      { title: '驳回纪录不填原因', as: 'admin', method: 'POST', url: '/api/admin/records/review', body: (v) => ({ id: v.record, action: 'reject' }) },
      { title: '主办方审核纪录', as: 'org_gov', method: 'POST', url: '/api/admin/records/review', body: (v) => ({ id: v.record, action: 'ratify' }) },
      { title: '驳回纪录并填写原因', as: 'admin', method: 'POST', url: '/api/admin/records/review', body: (v) => ({ id: v.record, action: 'reject', reason: '计时设备未经检定' }) },
      { title: '已驳回的纪录不能再审核', as: 'admin', method: 'POST', url: '/api/admin/records/review', body: (v) => ({ id: v.record, action: 'ratify' }) },
      { title: '不存在的纪录', as: 'admin', method: 'POST', url: '/api/admin/records/review', body: { id: 2147483000, action: 'ratify' } },
      result('更正甲一为 10.40（新的纪录提议）', 'a', { value: 10.4, status: 'ok', reason: '电子计时复核' }),
      {
        title: '新的纪录提议',
        as: 'admin',
        method: 'GET',
        url: `/api/admin/records?status=pending&keyword=${q}&count=100`,
        capture: (r: Result) => ({ record: r.list[0]?.id }),
        same: records,
      },
      { title: '批准纪录', as: 'admin', method: 'POST', url: '/api/admin/records/review', body: (v) => ({ id: v.record, action: 'ratify' }) },
      {
        title: '纪录的历史',
        as: 'admin',
        method: 'GET',
        url: `/api/admin/records/history?sport=${encodeURIComponent('田径')}&item_name=${q}&gender=0&age_group=`,
        same: records,
      },
      { title: '官网最高纪录', as: null, method: 'GET', url: `/api/competition/tops?keyword=${q}`, same: (r) => r.list.map((x: Result) => [x.item_name === ITEM, x.value, x.holder_name]) },
      { title: '官网纪录项目', as: null, method: 'GET', url: `/api/competition/top_items?sport=${encodeURIComponent('田径')}`, same: (r) => r.list.filter((x: Result) => x.item_name === ITEM).map((x: Result) => x.record_count), shape: false },
      {
        title: '成绩管理列表',
        as: 'org_gov',
        method: 'GET',
        url: (v) => `/api/admin/grade/list?keyword=${encodeURIComponent(String(v.name))}`,
        same: (r) => r.list.map((c: Result) => [c.status, c.result_count, c.items.map((i: Result) => [i.name === ITEM, i.entrant_count, i.result_count])]),
      },
      { title: '个人用户打开成绩管理', as: 'athlete', method: 'GET', url: '/api/admin/grade/list' },
      { title: '官网有成绩的项目', as: null, method: 'GET', url: (v) => `/api/competition/grade_items?id=${v.id}`, same: (r) => r.list.map((i: Result) => [i.name === ITEM, i.entrant_count, i.result_count]) },
      { title: '官网成绩', as: null, method: 'GET', url: (v) => `/api/competition/grades?id=${v.id}`, same: ranking },
      { title: '官网成绩：项目不属于比赛', as: null, method: 'GET', url: (v) => `/api/competition/grades?id=${v.id}&event_item_id=2147483000` },
      { title: '导出的项目不属于比赛', as: 'org_gov', method: 'POST', url: '/api/competition/download', body: (v) => ({ id: v.id, kind: 'results', event_item_id: 2147483000 }) },
      { title: '另一家机构导出', as: 'org_youth', method: 'POST', url: '/api/competition/download', body: (v) => ({ id: v.id, kind: 'sign_ups' }) },
      { title: '导出成绩', as: 'org_gov', method: 'POST', url: '/api/competition/download', body: (v) => ({ id: v.id, kind: 'results', event_item_id: v.item }), capture: (r) => ({ task: r.id }) },
      { title: '下载任务列表', as: 'org_gov', method: 'GET', url: (v) => `/api/competition/download/list?id=${v.id}`, same: (r) => r.list.map((t: Result) => [t.kind, t.file_name]) },
      { title: '另一家机构读下载任务', as: 'org_youth', method: 'GET', url: (v) => `/api/competition/download/list?id=${v.id}` },
      // the organiser's own download is not compared: the mocks build the task at once and, having no file bytes, refuse
      // it by design (演示模式不提供文件下载), while the server's task waits for its worker (文件尚未生成)
      { title: '另一家机构下载文件', as: 'org_youth', method: 'GET', url: (v) => `/api/competition/download/file?id=${v.task}` },
      { title: '访客下载文件', as: null, method: 'GET', url: (v) => `/api/competition/download/file?id=${v.task}` },
      { title: '另一家机构删除任务', as: 'org_youth', method: 'DELETE', url: (v) => `/api/competition/download?id=${v.task}` },
      { title: '删除任务', as: 'org_gov', method: 'DELETE', url: (v) => `/api/competition/download?id=${v.task}` },
      { title: '删除后的任务列表', as: 'org_gov', method: 'GET', url: (v) => `/api/competition/download/list?id=${v.id}`, same: (r) => r.total },
    ],
  },
];
