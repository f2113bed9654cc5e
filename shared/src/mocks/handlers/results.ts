/**
 * Mocks of results (成绩), highest records (最高纪录), results management and export tasks (下载任务)
 * (server: server/src/routes/competition/{results,records,exports}.ts). Same access answers as the server for the
 * demo accounts: managers of the competition's institution, platform admin for records, public result and record
 * pages for approved competitions.
 */
import { http } from 'msw';
import { mockDb, type MockDb } from '../db';
import { badInput, fail, forbidden, intParam, notFound, ok, paginate, textParam } from '../envelope';
import type { MockCompetition } from '../fixtures/competitions';
import { createResultsData, type MockRecord, type MockResult, type MockResultItem, type MockResultsData, type MockResultStatus } from '../fixtures/results';
import type { MockUser } from '../fixtures/users';
import { canSee, requireUser } from './guard';

const stores = new WeakMap<MockDb, MockResultsData>();

/** Per mock database (resetMockDb gives a fresh store). */
function store(): MockResultsData {
  let s = stores.get(mockDb);
  if (!s) {
    s = createResultsData();
    stores.set(mockDb, s);
  }
  return s;
}

const refused = (msg: string) => fail(40000, msg);
const competitionOf = (id: number | undefined): MockCompetition | undefined => mockDb.competitions.find((c) => c.id === id);
const manages = (user: MockUser, c: MockCompetition | undefined) => Boolean(c && canSee(user, c.institution_id));

async function bodyOf(request: Request): Promise<Record<string, unknown>> {
  try {
    return (await request.json()) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** Places of a measured item: ties share a place (1, 2, 2, 4), DNF/DQ/DNS and entrants without a result last. */
function rank(item: MockResultItem, rows: { value: number | null; status: MockResultStatus | null }[]): (number | null)[] {
  const f = 10 ** item.precision;
  const key = (v: number) => Math.round(v * f) * (item.direction === 'lower' ? 1 : -1);
  const placed = rows
    .map((r, i) => ({ r, i }))
    .filter(({ r }) => r.status === 'ok' && r.value !== null)
    .sort((a, b) => key(a.r.value!) - key(b.r.value!) || a.i - b.i);
  const places: (number | null)[] = rows.map(() => null);
  placed.forEach(({ r, i }, n) => {
    const prev = placed[n - 1];
    places[i] = n > 0 && key(prev.r.value!) === key(r.value!) ? places[prev.i] : n + 1;
  });
  return places;
}

const ORDER: Record<string, number> = { ok: 0, DNF: 1, DQ: 2, DNS: 3 };
function ordered<T extends { place: number | null; status: MockResultStatus | null }>(rows: T[]): T[] {
  return [...rows].sort((a, b) => (a.place ?? 1e9) - (b.place ?? 1e9) || (ORDER[a.status ?? ''] ?? 9) - (ORDER[b.status ?? ''] ?? 9));
}

const itemDto = (item: MockResultItem) => {
  const c = competitionOf(item.competition_id);
  return {
    event_item_id: item.id,
    competition_id: item.competition_id,
    competition_name: c?.name ?? '',
    item_name: item.name,
    gender: item.gender,
    age_group: item.age_group,
    model: item.model,
    direction: item.direction,
    precision: item.precision,
  };
};

function summaries(competitionId: number) {
  const s = store();
  return s.items
    .filter((i) => i.competition_id === competitionId)
    .map((i) => {
      const own = s.results.filter((r) => r.event_item_id === i.id);
      return {
        event_item_id: i.id,
        name: i.name,
        gender: i.gender,
        age_group: i.age_group,
        entrant_count: s.entrants.filter((e) => e.event_item_id === i.id).length,
        result_count: own.length,
        updated_at: own.reduce<string | null>((m, r) => (!m || r.updated_at > m ? r.updated_at : m), null),
      };
    })
    .filter((i) => i.result_count > 0);
}

const currentOf = (r: MockRecord) =>
  store().records.find((x) => x.status === 'ratified' && x.sport === r.sport && x.item_name === r.item_name && x.gender === r.gender && x.age_group === r.age_group);

const recordDto = (r: MockRecord) => ({ ...r, current_value: currentOf(r)?.value ?? null });
const publicRecord = ({ result_id: _r, status: _s, previous_id: _p, reviewer_name: _n, reviewed_at: _a, reason: _x, created_at: _c, ...rest }: MockRecord) => rest;

const beats = (value: number, record: MockRecord | undefined, direction: 'lower' | 'higher') =>
  !record || (direction === 'lower' ? value < record.value : value > record.value);

/** The result's pending proposal follows the saved value (created, updated or withdrawn). */
function propose(item: MockResultItem, result: MockResult): number | null {
  const s = store();
  const entrant = s.entrants.find((e) => e.sign_up_id === result.sign_up_id)!;
  const c = competitionOf(item.competition_id)!;
  const pending = s.records.find((r) => r.result_id === result.id && r.status === 'pending');
  const current = s.records.find((r) => r.status === 'ratified' && r.sport === c.sport && r.item_name === item.name && r.gender === item.gender && r.age_group === item.age_group);
  if (result.status !== 'ok' || result.value === null || !beats(result.value, current, item.direction)) {
    if (pending) Object.assign(pending, { status: 'rejected', reason: '成绩已更正，不再超过纪录，提议已撤回', reviewed_at: new Date().toISOString() });
    return null;
  }
  if (pending) {
    pending.value = result.value;
    return pending.id;
  }
  s.nextId += 1;
  const now = new Date().toISOString();
  s.records.push({
    id: s.nextId,
    sport: c.sport,
    item_name: item.name,
    gender: item.gender,
    age_group: item.age_group,
    direction: item.direction,
    value: result.value,
    holder_name: entrant.entrant_name,
    affiliation: entrant.affiliation,
    competition_id: c.id,
    competition_name: c.name,
    achieved_at: now,
    result_id: result.id,
    status: 'pending',
    previous_id: null,
    reviewer_name: '',
    reviewed_at: null,
    reason: '',
    created_at: now,
  });
  return s.nextId;
}

const KIND_LABEL = { sign_ups: '报名名单', schedule: '赛程', results: '成绩', rankings: '排名' } as const;

export const resultHandlers = [
  http.post('/api/admin/result', async ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const b = await bodyOf(request);
    const s = store();
    const item = s.items.find((i) => i.id === b.event_item_id);
    if (!item || !manages(auth.user, competitionOf(item.competition_id))) return notFound();
    const entrant = s.entrants.find((e) => e.sign_up_id === b.sign_up_id);
    if (!entrant || entrant.event_item_id !== item.id) return badInput('报名不属于该项目');
    const status = b.status as MockResultStatus;
    if (!['ok', 'DNF', 'DNS', 'DQ'].includes(status)) return badInput('成绩状态无效');
    let value: number | null = null;
    if (status === 'ok') {
      if (typeof b.value !== 'number') return badInput('请填写成绩');
      if (b.value < 0) return badInput('成绩不能为负数');
      if (b.value > 1_000_000 || (item.model === 'timed' && b.value === 0)) return badInput('成绩数值超出合理范围');
      if (Math.abs(b.value * 10 ** item.precision - Math.round(b.value * 10 ** item.precision)) > 1e-6) return badInput(`成绩最多保留${item.precision}位小数`);
      value = b.value;
    }
    const reason = typeof b.reason === 'string' ? b.reason.trim() : '';
    const now = new Date().toISOString();
    let result = s.results.find((r) => r.event_item_id === item.id && r.sign_up_id === entrant.sign_up_id);
    if (result) {
      if (typeof b.version === 'number' && b.version !== result.version) return refused('成绩已被他人修改，请刷新后重试');
      if (result.value === value && result.status === status) return ok({ id: result.id, version: result.version, record_id: null });
      if (!reason) return badInput('更正成绩请填写原因');
      result.history.push({ id: result.history.length + 1, before: { value: result.value, status: result.status }, after: { value, status }, actor_id: auth.user.profile.id, actor_name: auth.user.profile.nickname, reason, at: now });
      Object.assign(result, { value, status, version: result.version + 1, updated_at: now });
    } else {
      s.nextId += 1;
      result = { id: s.nextId, event_item_id: item.id, sign_up_id: entrant.sign_up_id, value, status, version: 1, updated_at: now, history: [] };
      result.history.push({ id: 1, before: null, after: { value, status }, actor_id: auth.user.profile.id, actor_name: auth.user.profile.nickname, reason, at: now });
      s.results.push(result);
    }
    return ok({ id: result.id, version: result.version, record_id: propose(item, result) });
  }),

  http.get('/api/admin/result/list', ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const s = store();
    const item = s.items.find((i) => i.id === intParam(new URL(request.url), 'event_item_id'));
    if (!item || !manages(auth.user, competitionOf(item.competition_id))) return notFound();
    const rows = s.entrants
      .filter((e) => e.event_item_id === item.id)
      .map((e) => {
        const r = s.results.find((x) => x.event_item_id === item.id && x.sign_up_id === e.sign_up_id);
        return { e, r, value: r?.value ?? null, status: r?.status ?? null };
      });
    const places = rank(item, rows);
    const list = rows.map(({ e, r }, i) => ({
      sign_up_id: e.sign_up_id,
      entrant_name: e.entrant_name,
      affiliation: e.affiliation,
      gender: e.gender,
      result_id: r?.id ?? null,
      value: r?.value ?? null,
      status: r?.status ?? null,
      version: r?.version ?? 0,
      place: places[i],
      updated_at: r?.updated_at ?? null,
    }));
    return ok({ ...itemDto(item), list: ordered(list).sort((a, b) => Number(a.status === null) - Number(b.status === null)) });
  }),

  http.get('/api/admin/result/history', ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const s = store();
    const result = s.results.find((r) => r.id === intParam(new URL(request.url), 'id'));
    const item = result && s.items.find((i) => i.id === result.event_item_id);
    if (!result || !item || !manages(auth.user, competitionOf(item.competition_id))) return notFound();
    return ok({ list: result.history });
  }),

  http.get('/api/admin/grade/list', ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const user = auth.user;
    if (!user.isPlatformAdmin && (user.isPerson || user.managerOf.length === 0)) return forbidden();
    const url = new URL(request.url);
    const keyword = textParam(url, 'keyword');
    const sport = textParam(url, 'sport');
    const rows = mockDb.competitions
      .filter((c) => (user.isPlatformAdmin ? c.status === 'approved' : canSee(user, c.institution_id)))
      .filter((c) => (!keyword || c.name.includes(keyword)) && (!sport || c.sport === sport))
      .map((c) => ({ c, items: summaries(c.id) }))
      .filter(({ items }) => items.length > 0)
      .map(({ c, items }) => ({
        competition_id: c.id,
        competition_name: c.name,
        sport: c.sport,
        institution_name: c.institution_name,
        status: c.status,
        start_at: c.start_at,
        result_count: items.reduce((n, i) => n + i.result_count, 0),
        updated_at: items.reduce<string | null>((m, i) => (i.updated_at && (!m || i.updated_at > m) ? i.updated_at : m), null),
        items,
      }));
    return ok(paginate(rows, url));
  }),

  http.get('/api/competition/grade_items', ({ request }) => {
    const c = competitionOf(intParam(new URL(request.url), 'id'));
    if (!c || c.status !== 'approved') return notFound();
    return ok({ list: summaries(c.id) });
  }),

  http.get('/api/competition/grades', ({ request }) => {
    const url = new URL(request.url);
    const c = competitionOf(intParam(url, 'id'));
    if (!c || c.status !== 'approved') return notFound();
    const s = store();
    const itemId = intParam(url, 'event_item_id') ?? summaries(c.id)[0]?.event_item_id;
    if (itemId === undefined) return refused('该赛事暂无成绩');
    const item = s.items.find((i) => i.id === itemId && i.competition_id === c.id);
    if (!item) return notFound();
    const rows = s.results.filter((r) => r.event_item_id === item.id);
    const places = rank(item, rows);
    const list = rows.map((r, i) => {
      const e = s.entrants.find((x) => x.sign_up_id === r.sign_up_id)!;
      return { place: places[i], sign_up_id: r.sign_up_id, entrant_name: e.entrant_name, affiliation: e.affiliation, value: r.value, status: r.status };
    });
    return ok({ ...itemDto(item), list: ordered(list) });
  }),

  http.get('/api/admin/records', ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    if (!auth.user.isPlatformAdmin) return forbidden();
    const url = new URL(request.url);
    const status = textParam(url, 'status');
    const sport = textParam(url, 'sport');
    const keyword = textParam(url, 'keyword');
    const rows = store()
      .records.filter((r) => (!status || r.status === status) && (!sport || r.sport === sport))
      .filter((r) => !keyword || [r.item_name, r.holder_name, r.competition_name].some((t) => t.includes(keyword)))
      .sort((a, b) => Number(a.status !== 'pending') - Number(b.status !== 'pending') || b.id - a.id);
    return ok(paginate(rows.map(recordDto), url));
  }),

  http.get('/api/admin/records/history', ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    if (!auth.user.isPlatformAdmin) return forbidden();
    const url = new URL(request.url);
    const sport = textParam(url, 'sport');
    const itemName = textParam(url, 'item_name');
    const gender = intParam(url, 'gender');
    if (!sport || !itemName || gender === undefined) return badInput('请选择纪录项目');
    const ageGroup = textParam(url, 'age_group') ?? '';
    const rows = store()
      .records.filter((r) => r.sport === sport && r.item_name === itemName && r.gender === gender && r.age_group === ageGroup)
      .sort((a, b) => b.id - a.id);
    return ok({ list: rows.map(recordDto) });
  }),

  http.post('/api/admin/records/review', async ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    if (!auth.user.isPlatformAdmin) return forbidden();
    const b = await bodyOf(request);
    const reason = typeof b.reason === 'string' ? b.reason.trim() : '';
    if (b.action !== 'ratify' && b.action !== 'reject') return badInput('审核操作无效');
    if (b.action === 'reject' && !reason) return badInput('请填写驳回原因');
    const record = store().records.find((r) => r.id === b.id);
    if (!record) return notFound();
    if (record.status !== 'pending') return refused('只有待审核的纪录可以审核');
    const now = new Date().toISOString();
    const review = { reviewer_name: auth.user.profile.nickname, reviewed_at: now, reason };
    if (b.action === 'reject') {
      Object.assign(record, { status: 'rejected', ...review });
      return ok({});
    }
    const old = currentOf(record);
    if (old && !beats(record.value, old, record.direction)) return refused('该成绩未超过当前纪录，不能认定');
    if (old) old.status = 'superseded';
    Object.assign(record, { status: 'ratified', previous_id: old?.id ?? null, ...review });
    return ok({});
  }),

  http.get('/api/competition/tops', ({ request }) => {
    const url = new URL(request.url);
    const sport = textParam(url, 'sport');
    const gender = intParam(url, 'gender');
    const ageGroup = textParam(url, 'age_group');
    const keyword = textParam(url, 'keyword');
    const rows = store()
      .records.filter((r) => r.status === 'ratified')
      .filter((r) => (!sport || r.sport === sport) && (gender === undefined || r.gender === gender) && (!ageGroup || r.age_group === ageGroup))
      .filter((r) => !keyword || [r.item_name, r.holder_name, r.competition_name].some((t) => t.includes(keyword)))
      .sort((a, b) => a.sport.localeCompare(b.sport, 'zh') || a.item_name.localeCompare(b.item_name, 'zh'));
    return ok(paginate(rows.map(publicRecord), url));
  }),

  http.get('/api/competition/top_items', ({ request }) => {
    const sport = textParam(new URL(request.url), 'sport');
    const counts = new Map<string, { sport: string; item_name: string; record_count: number }>();
    for (const r of store().records) {
      if (r.status !== 'ratified' || (sport && r.sport !== sport)) continue;
      const key = `${r.sport}|${r.item_name}`;
      const row = counts.get(key) ?? { sport: r.sport, item_name: r.item_name, record_count: 0 };
      row.record_count += 1;
      counts.set(key, row);
    }
    const list = [...counts.values()];
    return ok({ sports: [...new Set(list.map((r) => r.sport))], list });
  }),

  http.post('/api/competition/download', async ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const b = await bodyOf(request);
    const c = competitionOf(typeof b.id === 'number' ? b.id : undefined);
    if (!c || !manages(auth.user, c)) return notFound();
    const kind = b.kind as keyof typeof KIND_LABEL;
    if (!(kind in KIND_LABEL)) return badInput('导出类型无效');
    const s = store();
    let itemName = '';
    if (b.event_item_id !== undefined) {
      const item = s.items.find((i) => i.id === b.event_item_id && i.competition_id === c.id);
      if (!item) return badInput('项目不属于该赛事');
      itemName = `${item.name}-`;
    }
    s.nextId += 1;
    // the mock "worker" finishes at once
    const now = new Date().toISOString();
    s.exports.push({
      id: s.nextId,
      competition_id: c.id,
      kind,
      event_item_id: typeof b.event_item_id === 'number' ? b.event_item_id : null,
      status: 'done',
      progress: 100,
      file_name: `${c.name}-${itemName}${KIND_LABEL[kind]}.xlsx`,
      size_bytes: 6144,
      error: '',
      user_id: auth.user.profile.id,
      user_name: auth.user.profile.nickname,
      created_at: now,
      finished_at: now,
    });
    return ok({ id: s.nextId });
  }),

  http.get('/api/competition/download/list', ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const url = new URL(request.url);
    const c = competitionOf(intParam(url, 'id'));
    if (!c || !manages(auth.user, c)) return notFound();
    const rows = store()
      .exports.filter((t) => t.competition_id === c.id)
      .sort((a, b) => b.id - a.id);
    return ok(paginate(rows, url));
  }),

  http.get('/api/competition/download/file', ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const task = store().exports.find((t) => t.id === intParam(new URL(request.url), 'id'));
    if (!task || !manages(auth.user, competitionOf(task.competition_id))) return notFound();
    if (task.status !== 'done') return refused(task.status === 'failed' ? '文件生成失败，请重新导出' : '文件尚未生成');
    // the mock data has no file bytes: say so instead of serving a fake spreadsheet
    return refused('演示模式不提供文件下载，请连接服务器后导出');
  }),

  http.delete('/api/competition/download', ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const s = store();
    const task = s.exports.find((t) => t.id === intParam(new URL(request.url), 'id'));
    if (!task || !manages(auth.user, competitionOf(task.competition_id))) return notFound();
    s.exports = s.exports.filter((t) => t.id !== task.id);
    return ok({});
  }),
];
