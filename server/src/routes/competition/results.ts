/**
 * Results per athlete (成绩) of timed and measured event items: entry and correction by the competition's managers
 * (owner, grant holder, platform admin), the entry list ranked by the item's score rule (shared/rules rankResultRows),
 * the history of a result, results management (gradeManage: gradeList) and the public results query (成绩查询).
 * A saved result that beats the highest record of its key proposes a record (records.ts).
 */
import { canManageCompetition } from '../../access/competitions.js';
import { institutionScope, managesAnyInstitution } from '../../access/institutions.js';
import type { Principal } from '../../access/principal.js';
import { checkResultEntry, isMeasuredModel, rankResultRows, RESULT_MSG, type ResultStatus } from 'shared/rules';
import { forbidden, notFound, refused } from '../../errors.js';
import { idQuery, ok, okResponse, pageQuery, ref } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';
import { summaryDto, type ItemForAccess } from '../../repositories/results.js';

const itemQuery = {
  type: 'object',
  required: ['event_item_id'],
  properties: { event_item_id: { type: 'integer', minimum: 1 } },
} as const;

const itemDto = (item: ItemForAccess) => ({
  event_item_id: item.id,
  competition_id: item.competitionId,
  competition_name: item.competitionName,
  item_name: item.name,
  gender: item.gender,
  age_group: item.ageGroup,
  model: item.model ?? '',
  direction: (item.direction ?? 'higher') as 'lower' | 'higher',
  precision: item.precision ?? 2,
});

/** Rows with a result ranked by the item's rule (measured items only); rows without one come last without a place. */
const rankRows = <T extends { signUpId: number; value: number | null; status: string | null }>(item: ItemForAccess, rows: T[]) =>
  isMeasuredModel(item.model) ? rankResultRows(rows, (r) => r.signUpId, item) : rows.map((row) => ({ row, place: null }));

export default async function resultRoutes(app: ApiInstance) {
  /** The item if the caller manages its competition (404 otherwise). */
  const managedItem = async (principal: Principal, eventItemId: number) => {
    const item = await app.repos.results.itemForAccess(eventItemId);
    if (!item || !canManageCompetition(principal, item, item.grants)) throw notFound();
    return item;
  };

  app.post(
    '/admin/result',
    {
      schema: {
        tags: ['results'],
        summary: '录入或更正运动员成绩（计时/计量项目；更正须填写原因，保留修改前的成绩）',
        body: {
          type: 'object',
          required: ['event_item_id', 'sign_up_id', 'status'],
          properties: {
            event_item_id: { type: 'integer', minimum: 1 },
            sign_up_id: { type: 'integer', minimum: 1 },
            value: { type: ['number', 'null'] },
            status: { type: 'string', enum: ['ok', 'DNF', 'DNS', 'DQ'] },
            version: { type: 'integer', minimum: 0 },
            reason: { type: 'string', maxLength: 500 },
          },
          additionalProperties: false,
        },
        response: okResponse(ref('ResultSaved')),
      },
    },
    async (request) => {
      const b = request.body;
      const principal = request.principal!;
      const item = await managedItem(principal, b.event_item_id);
      const signUp = await app.repos.results.signUpOf(b.sign_up_id);
      const existing = signUp && (await app.repos.results.entrantsWithResults(item.id)).find((r) => r.signUpId === signUp.id);
      // the decision of shared/rules (the results mock makes the same)
      const { value, reason } = checkResultEntry({
        item: { model: item.model, precision: item.precision ?? 2 },
        entry: signUp && { inItem: signUp.eventItemId === item.id, approved: signUp.status === 'approved' },
        status: b.status,
        value: b.value,
        reason: b.reason,
        saved: existing?.resultId ? { value: existing.value, status: existing.status } : undefined,
      });
      if (!signUp) throw notFound();
      const saved = await app.competitions.saveResult({ item, signUp, value, status: b.status, version: b.version, reason, actorId: principal.userId });
      if (saved.kind === 'stale') throw refused(RESULT_MSG.stale);
      return ok({ id: saved.id, version: saved.version, record_id: saved.kind === 'saved' ? saved.recordId : null });
    },
  );

  app.get(
    '/admin/result/list',
    {
      schema: {
        tags: ['results'],
        summary: '项目的参赛者及成绩、名次（按计分规则排名；未录入的排在最后）',
        querystring: itemQuery,
        response: okResponse(ref('ResultList')),
      },
    },
    async (request) => {
      const item = await managedItem(request.principal!, request.query.event_item_id);
      const rows = await app.repos.results.entrantsWithResults(item.id);
      const ranked = rankRows(item, rows);
      return ok({
        ...itemDto(item),
        list: ranked.map(({ row, place }) => ({
          sign_up_id: row.signUpId,
          entrant_name: row.entrantName,
          affiliation: row.affiliation,
          gender: row.gender,
          result_id: row.resultId,
          value: row.value,
          status: row.status as ResultStatus | null,
          version: row.version ?? 0,
          place,
          updated_at: row.updatedAt ? row.updatedAt.toISOString() : null,
        })),
      });
    },
  );

  app.get(
    '/admin/result/history',
    { schema: { tags: ['results'], summary: '成绩修改历史（谁、何时、为何，修改前后）', querystring: idQuery, response: okResponse(ref('ResultHistory')) } },
    async (request) => {
      const result = await app.repos.results.findById(request.query.id);
      if (!result) throw notFound();
      await managedItem(request.principal!, result.eventItemId);
      return ok({ list: await app.repos.results.history(result.id) });
    },
  );

  app.get(
    '/admin/grade/list',
    {
      schema: {
        tags: ['results'],
        summary: '成绩管理列表（平台管理员：全部已发布赛事；主办方：本机构及获授权的赛事），按项目统计',
        querystring: {
          type: 'object',
          properties: { ...pageQuery, keyword: { type: 'string', maxLength: 50 }, sport: { type: 'string', maxLength: 32 } },
        },
        response: okResponse(ref('GradeCompetitionList')),
      },
    },
    async (request) => {
      const principal = request.principal!;
      const q = request.query;
      if (!principal.isPlatformAdmin && (principal.isPerson || !managesAnyInstitution(principal))) throw forbidden();
      const scope = principal.isPlatformAdmin
        ? ('approved' as const)
        : { institutions: institutionScope(principal), competitionIds: await app.repos.results.grantedCompetitions(principal.userId) };
      return ok(await app.repos.results.gradeList({ scope, start: q.start, count: q.count, keyword: q.keyword?.trim() || undefined, sport: q.sport?.trim() || undefined }));
    },
  );

  /** A competition whose results the caller may read: approved ones of an institution not 停用 for everyone, others for their managers. */
  const readable = async (principal: Principal | null, id: number) => {
    const c = await app.repos.results.competitionForAccess(id);
    if (!c) throw notFound();
    if ((c.status !== 'approved' || !c.institutionOpen) && !(principal && canManageCompetition(principal, c, c.grants))) throw notFound();
    return c;
  };

  app.get(
    '/competition/grade_items',
    {
      config: { auth: 'public' },
      schema: { tags: ['results'], summary: '赛事中有成绩的项目（成绩查询；已发布赛事公开）', querystring: idQuery, response: okResponse(ref('GradeItems')) },
    },
    async (request) => {
      const c = await readable(request.principal, request.query.id);
      return ok({ list: (await app.repos.results.itemSummaries([c.id])).map(summaryDto) });
    },
  );

  app.get(
    '/competition/grades',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['results'],
        summary: '赛事某项目的成绩与名次（成绩查询；不指定项目时为第一个有成绩的项目）',
        querystring: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'integer', minimum: 1 }, event_item_id: { type: 'integer', minimum: 1 } },
        },
        response: okResponse(ref('GradeBoard')),
      },
    },
    async (request) => {
      const c = await readable(request.principal, request.query.id);
      let itemId = request.query.event_item_id;
      if (itemId === undefined) {
        const [first] = await app.repos.results.itemSummaries([c.id]);
        if (!first) throw refused(RESULT_MSG.noResults);
        itemId = first.eventItemId;
      }
      const item = await app.repos.results.itemForAccess(itemId);
      if (!item || item.competitionId !== c.id) throw notFound();
      const rows = await app.repos.results.resultsOf(item.id);
      const ranked = rankRows(item, rows);
      return ok({
        ...itemDto(item),
        list: ranked.map(({ row, place }) => ({
          place,
          sign_up_id: row.signUpId,
          entrant_name: row.entrantName,
          affiliation: row.affiliation,
          value: row.value,
          status: row.status as ResultStatus,
        })),
      });
    },
  );
}
