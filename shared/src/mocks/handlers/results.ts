/**
 * Mocks of results (成绩), highest records (最高纪录), results management and export tasks (下载任务)
 * (server: server/src/routes/competition/{results,records,exports}.ts): data, ranked by the server's rankResultRows
 * (shared/rules: ties share a place, DNF/DQ/DNS last, entrants without a result after them); the value check,
 * record comparison, export file names and refusals are the server's too (shared/rules). Access as the server's:
 * managers of the competition's institution, the platform admin for records, public result and record pages for
 * approved competitions.
 */
import type { components } from '../../api/generated/schema.ts';
import { EXPORT_MSG, exportFileName, exportFileRefusal } from '../../rules/exports';
import { rankResultRows } from '../../rules/ranking/measured';
import { beatsRecord, RECORD_MSG } from '../../rules/records';
import type { HighlightRecord } from '../../rules/highlights';
import { reviewReason } from '../../rules/review';
import { checkResultEntry, isMeasuredModel, RESULT_MSG } from '../../rules/results';
import { competitionOf, organised, organises, publicCompetition, refuseWith } from '../competition-kit';
import { mockDb, perMockDb } from '../db';
import { badInput, forbidden, notFound, paginate } from '../envelope';
import { createResultsData, type MockEntrant, type MockRecord, type MockResultsData } from '../fixtures/results';
import type { MockUser } from '../fixtures/users';
import { mock, refuse } from '../route';
import { mockScoreRule } from './schedule';
import { mockSignUps } from './sign-up';

const store = perMockDb(createResultsData);

/** An item with its score rule as the server reads it (the result lists' heading), the model narrowed to the measured ones. */
type MockResultItem = Omit<components['schemas']['ResultList'], 'list' | 'competition_name'> & { model: 'timed' | 'measured' };

/** An event item of the sign-up mock with the score rule of the schedule mock, as the server reads an item with its rule. */
function itemOf(id: number): MockResultItem | undefined {
  const item = mockSignUps().items.find((i) => i.id === id);
  if (!item) return undefined;
  const rule = mockScoreRule(id);
  const { competition_id, name: item_name, gender, age_group } = item;
  return { event_item_id: id, competition_id, item_name, gender, age_group, model: rule.model as MockResultItem['model'], direction: rule.direction, precision: rule.precision };
}
const itemsOf = (competitionId: number) => mockSignUps().items.filter((i) => i.competition_id === competitionId).map((i) => itemOf(i.id)!);

/** Approved entrants of an item in sign-up order (the demo's, or the sign-up mock's), with their status. */
function entrantsOf(item: MockResultItem): (MockEntrant & { approved: boolean })[] {
  const own = store().entrants.filter((e) => e.event_item_id === item.event_item_id);
  if (own.length > 0) return own.map((e) => ({ ...e, approved: true }));
  return mockSignUps()
    .entries.filter((e) => e.event_item_id === item.event_item_id)
    .sort((a, b) => a.id - b.id)
    .map((e) => ({ sign_up_id: e.id, event_item_id: item.event_item_id, entrant_name: e.entrant_name, affiliation: e.affiliation, gender: e.gender, approved: e.status === 'approved' }));
}
const approvedEntrants = (item: MockResultItem) => entrantsOf(item).filter((e) => e.approved);
const entrantOf = (item: MockResultItem, signUpId: number) => entrantsOf(item).find((e) => e.sign_up_id === signUpId);

const managedItem = (user: MockUser, id: number) => {
  const item = itemOf(id);
  return item && organises(user, competitionOf(item.competition_id)) ? item : refuse(notFound());
};

/** The server's ranking (rankResultRows): entrants with a result in place order, then those without one. */
const ranked = <T extends { sign_up_id: number; value: number | null; status: string | null }>(item: MockResultItem, rows: T[]) =>
  rankResultRows(rows, (r) => r.sign_up_id, item).map(({ row, place }) => ({ ...row, place }));

const itemDto = (item: MockResultItem) => ({ ...item, competition_name: competitionOf(item.competition_id)?.name ?? '' });

function summaries(competitionId: number) {
  const s = store();
  return itemsOf(competitionId)
    .map((i) => {
      const own = s.results.filter((r) => r.event_item_id === i.event_item_id);
      const updated = own.map((r) => r.updated_at).sort().at(-1) ?? null;
      return { event_item_id: i.event_item_id, name: i.item_name, gender: i.gender, age_group: i.age_group, entrant_count: approvedEntrants(i).length, result_count: own.length, updated_at: updated };
    })
    .filter((i) => i.result_count > 0);
}

const sameRecord = (a: MockRecord, b: Pick<MockRecord, 'sport' | 'item_name' | 'gender' | 'age_group'>) => a.sport === b.sport && a.item_name === b.item_name && a.gender === b.gender && a.age_group === b.age_group;
const currentOf = (r: Pick<MockRecord, 'sport' | 'item_name' | 'gender' | 'age_group'>) => store().records.find((x) => x.status === 'ratified' && sameRecord(x, r));
const recordDto = (r: MockRecord) => ({ ...r, current_value: currentOf(r)?.value ?? null });
const publicRecord = ({ result_id: _r, status: _s, previous_id: _p, reviewer_name: _n, reviewed_at: _a, reason: _x, created_at: _c, ...rest }: MockRecord) => rest;

/** The result's pending proposal follows the saved value (created, updated or withdrawn). */
function propose(item: MockResultItem, result: MockResultsData['results'][number]): number | null {
  const s = store();
  const entrant = entrantOf(item, result.sign_up_id)!;
  const c = competitionOf(item.competition_id)!;
  const pending = s.records.find((r) => r.result_id === result.id && r.status === 'pending');
  const key = { sport: c.sport, item_name: item.item_name, gender: item.gender, age_group: item.age_group };
  if (result.status !== 'ok' || result.value === null || !beatsRecord(result.value, currentOf(key)?.value, item.direction, item.precision)) {
    if (pending) Object.assign(pending, { status: 'rejected', reason: RECORD_MSG.withdrawn, reviewed_at: new Date().toISOString() });
    return null;
  }
  if (pending) return (pending.value = result.value), pending.id;
  const now = new Date().toISOString();
  s.records.push({ ...key, id: ++s.nextId, direction: item.direction, value: result.value, holder_name: entrant.entrant_name, affiliation: entrant.affiliation, competition_id: c.id, competition_name: c.name, achieved_at: now, result_id: result.id, status: 'pending', previous_id: null, reviewer_name: '', reviewed_at: null, reason: '', created_at: now });
  return s.nextId;
}

const task = (user: MockUser, id: number) => {
  const t = store().exports.find((x) => x.id === id);
  return t && organises(user, competitionOf(t.competition_id ?? undefined)) ? t : refuse(notFound());
};

export const resultHandlers = [
  mock.post('/admin/result', ({ user, body: b }) => {
    const s = store();
    const item = managedItem(user, b.event_item_id);
    const entrant = entrantOf(item, b.sign_up_id);
    let result = s.results.find((r) => r.event_item_id === item.event_item_id && r.sign_up_id === b.sign_up_id);
    const { value, reason, unchanged } = checkResultEntry({
      item, entry: entrant && { inItem: true, approved: entrant.approved }, status: b.status, value: b.value, reason: b.reason, saved: result,
    });
    if (result && unchanged) return { id: result.id, version: result.version, record_id: null };
    const now = new Date().toISOString();
    const actor = { actor_id: user.profile.id, actor_name: user.profile.nickname, reason, at: now };
    if (result) {
      if (b.version !== undefined && b.version !== result.version) refuseWith(RESULT_MSG.stale);
      result.history.push({ id: result.history.length + 1, before: { value: result.value, status: result.status }, after: { value, status: b.status }, ...actor });
      Object.assign(result, { value, status: b.status, version: result.version + 1, updated_at: now });
    } else {
      result = { id: ++s.nextId, event_item_id: item.event_item_id, sign_up_id: b.sign_up_id, value, status: b.status, version: 1, updated_at: now, history: [{ id: 1, before: null, after: { value, status: b.status }, ...actor }] };
      s.results.push(result);
    }
    return { id: result.id, version: result.version, record_id: propose(item, result) };
  }),

  mock.get('/admin/result/list', ({ user, query }) => {
    const s = store();
    const item = managedItem(user, query.event_item_id);
    const rows = approvedEntrants(item)
      .map((e) => {
        const r = s.results.find((x) => x.event_item_id === item.event_item_id && x.sign_up_id === e.sign_up_id);
        const { event_item_id: _, approved: _a, ...entrant } = e;
        return { ...entrant, result_id: r?.id ?? null, value: r?.value ?? null, status: r?.status ?? null, version: r?.version ?? 0, updated_at: r?.updated_at ?? null };
      });
    return { ...itemDto(item), list: isMeasuredModel(item.model) ? ranked(item, rows) : rows.map((r) => ({ ...r, place: null })) };
  }),

  mock.get('/admin/result/history', ({ user, query }) => {
    const result = store().results.find((r) => r.id === query.id) ?? refuse(notFound());
    managedItem(user, result.event_item_id);
    return { list: result.history };
  }),

  mock.get('/admin/grade/list', ({ user, query: q, url }) => {
    if (!user.isPlatformAdmin && (user.isPerson || user.managerOf.length === 0)) return refuse(forbidden());
    const [keyword, sport] = [q.keyword?.trim(), q.sport?.trim()];
    const rows = mockDb.competitions
      .filter((c) => (user.isPlatformAdmin ? c.status === 'approved' : organises(user, c)))
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
        updated_at: items.map((i) => i.updated_at ?? '').sort().at(-1) || null,
        items,
      }));
    return paginate(rows, url);
  }),

  mock.public.get('/competition/grade_items', ({ query }) => {
    return { list: summaries(publicCompetition(query.id).id) };
  }),

  mock.public.get('/competition/grades', ({ query }) => {
    const c = publicCompetition(query.id);
    const s = store();
    const itemId = query.event_item_id ?? summaries(c.id)[0]?.event_item_id ?? refuseWith(RESULT_MSG.noResults);
    const item = itemsOf(c.id).find((i) => i.event_item_id === itemId) ?? refuse(notFound());
    const entrants = approvedEntrants(item);
    const rows = s.results.filter((r) => r.event_item_id === item.event_item_id && entrants.some((e) => e.sign_up_id === r.sign_up_id)).map((r) => {
      const e = entrants.find((x) => x.sign_up_id === r.sign_up_id)!;
      return { sign_up_id: r.sign_up_id, entrant_name: e.entrant_name, affiliation: e.affiliation, value: r.value, status: r.status };
    });
    return { ...itemDto(item), list: ranked(item, rows).map((r) => ({ ...r, status: r.status! })) };
  }),

  mock.admin.get('/admin/records', ({ query: q, url }) => {
    const keyword = q.keyword?.trim();
    const rows = store()
      .records.filter((r) => (!q.status || r.status === q.status) && (!q.sport || r.sport === q.sport))
      .filter((r) => !keyword || [r.item_name, r.holder_name, r.competition_name].some((t) => t.includes(keyword)))
      .sort((a, b) => Number(a.status !== 'pending') - Number(b.status !== 'pending') || b.id - a.id);
    return paginate(rows.map(recordDto), url);
  }),

  mock.admin.get('/admin/records/history', ({ query: q }) => {
    const key = { sport: q.sport, item_name: q.item_name, gender: q.gender, age_group: q.age_group ?? '' };
    return { list: store().records.filter((r) => sameRecord(r, key)).sort((a, b) => b.id - a.id).map(recordDto) };
  }),

  mock.admin.post('/admin/records/review', ({ user, body: b }) => {
    const reason = reviewReason(b);
    const record = store().records.find((r) => r.id === b.id) ?? refuse(notFound());
    if (record.status !== 'pending') refuseWith(RECORD_MSG.reviewOnlyPending);
    const review = { reviewer_name: user.profile.nickname, reviewed_at: new Date().toISOString(), reason };
    if (b.action === 'reject') return Object.assign(record, { status: 'rejected', ...review }), {};
    const old = currentOf(record);
    if (old && !beatsRecord(record.value, old.value, record.direction)) refuseWith(RECORD_MSG.notBeatingCurrent);
    if (old) old.status = 'superseded';
    Object.assign(record, { status: 'ratified', previous_id: old?.id ?? null, ...review });
    return {};
  }),

  mock.public.get('/competition/tops', ({ query: q, url }) => {
    const keyword = q.keyword?.trim();
    const rows = store()
      .records.filter((r) => r.status === 'ratified' && (!q.sport || r.sport === q.sport) && (q.gender === undefined || r.gender === q.gender) && (!q.age_group || r.age_group === q.age_group))
      .filter((r) => !keyword || [r.item_name, r.holder_name, r.competition_name].some((t) => t.includes(keyword)))
      .sort((a, b) => a.sport.localeCompare(b.sport, 'zh') || a.item_name.localeCompare(b.item_name, 'zh'));
    return paginate(rows.map(publicRecord), url);
  }),

  mock.public.get('/competition/top_items', ({ query }) => {
    const counts = new Map<string, { sport: string; item_name: string; record_count: number }>();
    for (const r of store().records.filter((x) => x.status === 'ratified' && (!query.sport || x.sport === query.sport))) {
      const row = counts.get(`${r.sport}|${r.item_name}`) ?? { sport: r.sport, item_name: r.item_name, record_count: 0 };
      row.record_count += 1;
      counts.set(`${r.sport}|${r.item_name}`, row);
    }
    const list = [...counts.values()];
    return { sports: [...new Set(list.map((r) => r.sport))], list };
  }),

  mock.post('/competition/download', ({ user, body: b }) => {
    const c = organised(user, b.id);
    const s = store();
    const found = b.event_item_id === undefined ? undefined : itemOf(b.event_item_id);
    if (b.event_item_id !== undefined && found?.competition_id !== c.id) refuse(badInput(EXPORT_MSG.itemNotInCompetition));
    const item = found;
    // the mock "worker" finishes at once
    const now = new Date().toISOString();
    const file_name = exportFileName(c.name, item?.item_name ?? '', b.kind);
    s.exports.push({ id: ++s.nextId, competition_id: c.id, kind: b.kind, event_item_id: item?.event_item_id ?? null, status: 'done', progress: 100, file_name, size_bytes: 6144, error: '', user_id: user.profile.id, user_name: user.profile.nickname, created_at: now, finished_at: now });
    return { id: s.nextId };
  }),

  mock.get('/competition/download/list', ({ user, query, url }) => {
    const c = organised(user, query.id);
    return paginate(store().exports.filter((t) => t.competition_id === c.id).sort((a, b) => b.id - a.id), url);
  }),

  mock.get('/competition/download/file', ({ user, query }) => {
    const t = task(user, query.id);
    const refusal = exportFileRefusal(t.status);
    if (refusal) refuseWith(refusal);
    // the mock data has no file bytes: say so instead of serving a fake spreadsheet
    return refuseWith('演示模式不提供文件下载，请连接服务器后导出');
  }),

  mock.delete('/competition/download', ({ user, query }) => {
    const t = task(user, query.id);
    store().exports = store().exports.filter((x) => x.id !== t.id);
    return {};
  }),
];

/** The competition's results with their entrant and item, as 集锦 reads them (handlers/highlights.ts). */
export const mockCompetitionResults = (competitionId: number) =>
  itemsOf(competitionId).flatMap((item) =>
    store()
      .results.filter((r) => r.event_item_id === item.event_item_id)
      .map((r) => {
        const entrant = entrantOf(item, r.sign_up_id);
        return { id: r.id, name: entrant?.entrant_name ?? '', affiliation: entrant?.affiliation ?? '', itemName: item.item_name, value: r.value, status: r.status };
      }),
  );

/** The competition's ratified (and since broken) records, as 集锦 merges them (repositories/highlights.ts `records`). */
export const mockCompetitionRecords = (competitionId: number): HighlightRecord[] =>
  store()
    .records.filter((r) => r.competition_id === competitionId && (r.status === 'ratified' || r.status === 'superseded') && r.reviewed_at)
    .map((r) => ({
      id: r.id,
      resultId: r.result_id,
      itemName: r.item_name,
      gender: r.gender,
      ageGroup: r.age_group,
      value: r.value,
      holderName: r.holder_name,
      affiliation: r.affiliation,
      current: r.status === 'ratified',
      ratifiedAt: r.reviewed_at!,
    }));
