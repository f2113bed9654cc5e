/**
 * Schedule (赛程) routes, /admin/schedule/*: phases, generation with progress, rounds and fixtures, fixture info
 * (time, court, referees) with clash detection, the referee picker; and the public schedule, live scores,
 * standings and brackets of approved competitions. Scores, rules, standings and awards: scores.ts.
 * Access: organisers of the competition (canManageCompetition), 404 for everyone else.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { canManageCompetition } from '../../access/competitions.js';
import { managesAnyInstitution } from '../../access/institutions.js';
import type { Principal } from '../../access/principal.js';
import { scoreAccess } from '../../access/schedule.js';
import type { PhaseConfig } from '../../db/schema/index.js';
import { randomBytes } from 'node:crypto';
import { checkPhaseSettings, NOTHING_TO_CHANGE, type PhaseFormat, phaseRounds, planSchedule, qualificationSourceProblem, refereeIdsProblem, SCHEDULE_MSG } from 'shared/rules';
import { badInput, forbidden, notFound, refused } from '../../errors.js';
import { idQuery, ok, okResponse, ref } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';
import type { PhaseRow } from '../../repositories/schedule.js';
import { competitionClashes, fixtureViews } from '../../services/schedule-view.js';

const FORMAT = { type: 'string', enum: ['league', 'groups', 'knockout'] } as const;
const SEED = { type: 'string', maxLength: 64, pattern: '^[A-Za-z0-9_\\-]*$' } as const;
const DESCRIPTION = { type: 'string', maxLength: 500 } as const;
const qualificationRule = {
  oneOf: [
    { type: 'object', required: ['top'], properties: { top: { type: 'integer', minimum: 1, maximum: 64 } }, additionalProperties: false },
    {
      type: 'object',
      required: ['best_of_place', 'count'],
      properties: { best_of_place: { type: 'integer', minimum: 1, maximum: 64 }, count: { type: 'integer', minimum: 1, maximum: 64 } },
      additionalProperties: false,
    },
  ],
} as const;
export const PHASE_CONFIG = {
  type: 'object',
  properties: {
    cycles: { type: 'integer', enum: [1, 2] },
    group_count: { type: 'integer', minimum: 1, maximum: 512 },
    draw: { type: 'string', enum: ['snake', 'pots', 'seeded', 'random'] },
    pot_size: { type: 'integer', minimum: 1, maximum: 1024 },
    separate_affiliation: { type: 'boolean' },
    protected_seeds: { type: 'integer', minimum: 0, maximum: 1024 },
    third_place: { type: 'boolean' },
    first_round_at: { type: ['string', 'null'], format: 'date-time' },
    round_interval_minutes: { type: 'integer', minimum: 0, maximum: 525600 },
    qualification: {
      type: ['object', 'null'],
      required: ['from_phase_id', 'rules'],
      properties: { from_phase_id: { type: 'integer', minimum: 1 }, rules: { type: 'array', minItems: 1, maxItems: 8, items: qualificationRule } },
      additionalProperties: false,
    },
  },
  additionalProperties: false,
} as const;
const phaseIdQuery = { type: 'object', required: ['phase_id'], properties: { phase_id: { type: 'integer', minimum: 1 } } } as const;
/** The fields of a phase that POST /admin/schedule/create_phase sets and PUT /admin/schedule/phase changes. */
const phaseFields = {
  name: { type: 'string', minLength: 1, maxLength: 64 },
  description: DESCRIPTION,
  format: FORMAT,
  config: PHASE_CONFIG,
  seed: SEED,
} as const;

export const phaseView = (p: PhaseRow & { entrantCount?: number; fixtureCount?: number; finishedCount?: number }) => ({
  id: p.id,
  competition_id: p.competitionId,
  event_item_id: p.eventItemId,
  name: p.name,
  description: p.description,
  format: p.format as PhaseFormat,
  sort: p.sort,
  config: p.config as Record<string, unknown>,
  seed: p.seed,
  status: p.status,
  progress: p.progress,
  generated_at: p.generatedAt ? p.generatedAt.toISOString() : null,
  entrant_count: p.entrantCount ?? 0,
  fixture_count: p.fixtureCount ?? 0,
  finished_count: p.finishedCount ?? 0,
});

/** Access helpers shared by schedule.ts and scores.ts: the object if the caller manages its competition, else 404. */
export function scheduleAccess(app: FastifyInstance) {
  const competition = async (principal: Principal, id: number) => {
    const c = await app.repos.filing.findForAccess(id);
    if (!c || !canManageCompetition(principal, c, c.grants)) throw notFound();
    return c;
  };
  return {
    competition,
    async item(principal: Principal, id: number) {
      const item = await app.repos.schedule.item(id);
      if (!item) throw notFound();
      await competition(principal, item.competitionId);
      return item;
    },
    async phase(principal: Principal, id: number) {
      const phase = await app.repos.schedule.phase(id);
      if (!phase) throw notFound();
      await competition(principal, phase.competitionId);
      return phase;
    },
    async fixture(principal: Principal, id: number) {
      const fixture = await app.repos.schedule.fixture(id);
      if (!fixture) throw notFound();
      await competition(principal, fixture.competitionId);
      return fixture;
    },
    /** The fixture if the caller may enter its scores: its competition's organisers or its assigned referees (scoreAccess); 40300 for another approved referee. */
    async scoring(principal: Principal, id: number) {
      const fixture = await app.repos.schedule.fixture(id);
      if (!fixture) throw notFound();
      const c = await app.repos.filing.findForAccess(fixture.competitionId);
      if (!c) throw notFound();
      const manages = scoreAccess(principal, c, c.grants, fixture.refereeIds, false) === 'organiser';
      const allowed = manages ? 'organiser' : scoreAccess(principal, c, c.grants, fixture.refereeIds, await app.repos.schedule.isReferee(principal.userId));
      if (allowed === 'not_found') throw notFound();
      if (allowed === 'forbidden') throw forbidden();
      return fixture;
    },
    actor: (request: FastifyRequest) => ({ userId: request.principal!.userId, ip: request.ip }),
  };
}

/** Deep equality of two JSON values, whatever the order of object keys. */
function sameJson(a: unknown, b: unknown): boolean {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : v && typeof v === 'object'
        ? Object.fromEntries(Object.entries(v as Record<string, unknown>).filter(([, x]) => x !== undefined).sort(([x], [y]) => x.localeCompare(y)).map(([k, x]) => [k, canonical(x)]))
        : v;
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

export default async function scheduleRoutes(app: ApiInstance) {
  const access = scheduleAccess(app);
  /** Courts of the competition's venue (举办场馆), [] without one. */
  const competitionCourts = async (competitionId: number) => {
    const venueId = (await app.repos.competitions.findById(competitionId))?.venue_id;
    return venueId ? ((await app.repos.venues.findById(venueId))?.courts ?? []) : [];
  };

  /** The qualification source must be an earlier phase of the same item. */
  const checkSource = async (eventItemId: number, config: PhaseConfig, selfId?: number) => {
    const q = config.qualification;
    if (!q) return;
    const problem = qualificationSourceProblem(await app.repos.schedule.phase(q.from_phase_id), eventItemId, selfId);
    if (problem) throw badInput(problem);
  };

  app.post(
    '/admin/schedule/create_phase',
    {
      schema: {
        tags: ['schedule'],
        summary: '新建赛程阶段（联赛、小组赛或淘汰赛）',
        body: {
          type: 'object',
          required: ['event_item_id', 'name', 'format'],
          properties: { event_item_id: { type: 'integer', minimum: 1 }, ...phaseFields },
          additionalProperties: false,
        },
        response: okResponse(ref('CreatedId')),
      },
    },
    async (request) => {
      const b = request.body;
      const item = await access.item(request.principal!, b.event_item_id);
      const name = b.name.trim();
      if (!name) throw badInput(SCHEDULE_MSG.phaseNameRequired);
      const config = b.config ?? {};
      checkPhaseSettings(b.format, config);
      await checkSource(item.id, config);
      const id = await app.repos.schedule.createPhase(
        { competitionId: item.competitionId, eventItemId: item.id, name, description: b.description?.trim() ?? '', format: b.format, config, seed: b.seed ?? '' },
        access.actor(request),
      );
      return ok({ id });
    },
  );

  app.get(
    '/admin/schedule/phase',
    {
      schema: {
        tags: ['schedule'],
        summary: '赛程阶段列表（event_item_id）或单个阶段（id），含参赛者、场次与已完赛数',
        querystring: { type: 'object', properties: { event_item_id: { type: 'integer', minimum: 1 }, id: { type: 'integer', minimum: 1 } } },
        response: okResponse(ref('SchedulePhaseList')),
      },
    },
    async (request) => {
      const q = request.query;
      if (q.id !== undefined) {
        const phase = await access.phase(request.principal!, q.id);
        const listed = (await app.repos.schedule.phases(phase.eventItemId)).filter((p) => p.id === phase.id);
        return ok({ list: listed.map(phaseView) });
      }
      if (q.event_item_id === undefined) throw badInput(SCHEDULE_MSG.itemRequired);
      const item = await access.item(request.principal!, q.event_item_id);
      return ok({ list: (await app.repos.schedule.phases(item.id)).map(phaseView) });
    },
  );

  app.put(
    '/admin/schedule/phase',
    {
      schema: {
        tags: ['schedule'],
        summary: '修改赛程阶段（名称和说明随时可改；修改赛制、设置或抽签种子会清除已生成的赛程，已有比赛录入成绩后不可修改）',
        body: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'integer', minimum: 1 }, ...phaseFields },
          additionalProperties: false,
        },
        response: okResponse(ref('CreatedId')),
      },
    },
    async (request) => {
      const { id, ...b } = request.body;
      const phase = await access.phase(request.principal!, id);
      const patch: { name?: string; description?: string; format?: string; config?: PhaseConfig; seed?: string } = {};
      if (b.name !== undefined) {
        patch.name = b.name.trim();
        if (!patch.name) throw badInput(SCHEDULE_MSG.phaseNameRequired);
      }
      if (b.description !== undefined) patch.description = b.description.trim();
      if (b.format !== undefined && b.format !== phase.format) patch.format = b.format;
      // the same settings sent again (e.g. with a new name) are no change of the schedule
      if (b.config !== undefined && !sameJson(b.config, phase.config)) patch.config = b.config;
      if (b.seed !== undefined && b.seed !== phase.seed) patch.seed = b.seed;
      if (Object.keys(patch).length === 0) {
        if (b.description !== undefined || b.config !== undefined || b.format !== undefined || b.seed !== undefined) return ok({ id });
        throw badInput(NOTHING_TO_CHANGE);
      }
      const format = (patch.format ?? phase.format) as PhaseFormat;
      const config = patch.config ?? phase.config;
      checkPhaseSettings(format, config);
      await checkSource(phase.eventItemId, config, phase.id);
      const outcome = await app.repos.schedule.updatePhase(id, patch, access.actor(request));
      if (outcome === 'missing') throw notFound();
      if (outcome === 'started') throw refused(SCHEDULE_MSG.startedOnlyNameAndDescription);
      return ok({ id });
    },
  );

  app.delete(
    '/admin/schedule/phase',
    { schema: { tags: ['schedule'], summary: '删除赛程阶段（已有比赛录入成绩后不可删除）', querystring: idQuery, response: okResponse(ref('Empty')) } },
    async (request) => {
      const phase = await access.phase(request.principal!, request.query.id);
      const dependants = await app.repos.schedule.dependants(phase.id);
      if (dependants.length) throw refused(SCHEDULE_MSG.sourceOfPhase(dependants[0].name));
      if (!(await app.repos.schedule.deletePhase(phase.id, access.actor(request)))) throw refused(SCHEDULE_MSG.startedNoDelete);
      return ok({});
    },
  );

  app.post(
    '/admin/schedule/create_schedule',
    {
      schema: {
        tags: ['schedule'],
        summary: '生成赛程（同一抽签种子生成相同赛程；首场成绩录入前可重新生成）',
        body: {
          type: 'object',
          required: ['phase_id'],
          properties: { phase_id: { type: 'integer', minimum: 1 }, seed: SEED },
          additionalProperties: false,
        },
        response: okResponse(ref('ScheduleGenerated')),
      },
    },
    async (request) => {
      const phase = await access.phase(request.principal!, request.body.phase_id);
      const seed = request.body.seed || phase.seed || randomBytes(6).toString('hex');
      const entrants = phase.config.qualification
        ? (await app.repos.schedule.phaseEntrants(phase.id)).map((e) => ({ signUpId: e.signUpId, seed: e.seed, affiliation: e.affiliation }))
        : await app.repos.schedule.approvedEntrants(phase.eventItemId);
      if (phase.config.qualification && entrants.length === 0) throw refused(SCHEDULE_MSG.qualifyFirst);
      // planned before anything is written: a refused draw changes nothing
      const plan = planSchedule(phase.format as PhaseFormat, phase.config, seed, entrants);
      const problem = await app.repos.schedule.beginGeneration(phase.id, seed);
      if (problem) throw refused(problem);
      await app.repos.schedule.writeSchedule(phase, plan, access.actor(request));
      return ok({
        phase_id: phase.id,
        seed,
        status: 'generated',
        progress: 100,
        fixture_count: plan.fixtures.filter((f) => !f.bye).length,
        bye_count: plan.fixtures.filter((f) => f.bye).length,
      });
    },
  );

  app.get(
    '/admin/schedule/progress',
    { schema: { tags: ['schedule'], summary: '赛程生成进度', querystring: phaseIdQuery, response: okResponse(ref('ScheduleProgress')) } },
    async (request) => {
      const phase = await access.phase(request.principal!, request.query.phase_id);
      return ok({ status: phase.status, progress: phase.progress });
    },
  );

  app.get(
    '/admin/schedule/phase_round',
    { schema: { tags: ['schedule'], summary: '阶段的轮次（按小组）', querystring: phaseIdQuery, response: okResponse(ref('ScheduleRoundList')) } },
    async (request) => {
      const phase = await access.phase(request.principal!, request.query.phase_id);
      return ok({ list: phaseRounds(await app.repos.schedule.fixtures(phase.id)) });
    },
  );

  app.get(
    '/admin/schedule/phase_match',
    {
      schema: {
        tags: ['schedule'],
        summary: '阶段的对阵（可按轮次、小组筛选）',
        querystring: {
          type: 'object',
          required: ['phase_id'],
          properties: { phase_id: { type: 'integer', minimum: 1 }, round: { type: 'integer', minimum: 1 }, group: { type: 'integer', minimum: 1 } },
        },
        response: okResponse(ref('ScheduleFixtureList')),
      },
    },
    async (request) => {
      const q = request.query;
      const phase = await access.phase(request.principal!, q.phase_id);
      const rows = await app.repos.schedule.fixtures(phase.id, { round: q.round, group: q.group });
      return ok({ list: await fixtureViews(app.repos, rows) });
    },
  );

  app.post(
    '/admin/schedule/match_info/save',
    {
      schema: {
        tags: ['schedule'],
        summary: '保存对阵的时间、场地与裁判，返回保存后本赛事的赛程冲突',
        body: {
          type: 'object',
          required: ['id'],
          properties: {
            id: { type: 'integer', minimum: 1 },
            starts_at: { type: ['string', 'null'], format: 'date-time' },
            court_id: { type: ['integer', 'null'], minimum: 1 },
            court_name: { type: 'string', maxLength: 64 },
            referee_ids: { type: 'array', maxItems: 20, items: { type: 'integer', minimum: 1 } },
          },
          additionalProperties: false,
        },
        response: okResponse(ref('ScheduleMatchSaved')),
      },
    },
    async (request) => {
      const b = request.body;
      const fixture = await access.fixture(request.principal!, b.id);
      if (fixture.bye) throw refused(SCHEDULE_MSG.byeNoMatchInfo);
      const refereeIds = b.referee_ids ?? fixture.refereeIds;
      const problem = refereeIdsProblem(refereeIds);
      if (problem) throw badInput(problem);
      if (refereeIds.length) {
        const known = await app.repos.schedule.referees('', refereeIds);
        if (known.length !== refereeIds.length) throw badInput(SCHEDULE_MSG.refereeNotApproved);
      }
      const courtId = b.court_id === undefined ? fixture.courtId : b.court_id;
      if (courtId !== null && courtId !== fixture.courtId) {
        if (!(await app.repos.schedule.courtExists(courtId))) throw badInput(SCHEDULE_MSG.courtMissing);
        // a court of the competition's own venue (举办场馆) only
        const courtsOfVenue = await competitionCourts(fixture.competitionId);
        if (!courtsOfVenue.some((c) => c.id === courtId)) throw badInput(SCHEDULE_MSG.courtNotOfVenue);
      }
      await app.repos.schedule.saveMatchInfo(
        fixture.id,
        {
          startsAt: b.starts_at === undefined ? fixture.startsAt : b.starts_at === null ? null : new Date(b.starts_at),
          courtId,
          courtName: b.court_name === undefined ? fixture.courtName : b.court_name.trim(),
          refereeIds,
        },
        access.actor(request),
      );
      const [view] = await fixtureViews(app.repos, [(await app.repos.schedule.fixture(fixture.id))!]);
      return ok({ fixture: view, clashes: await competitionClashes(app.repos, fixture.competitionId) });
    },
  );

  app.get(
    '/admin/schedule/courts',
    {
      schema: {
        tags: ['schedule'],
        summary: '赛事举办场馆的场地（赛事管理者可读，场馆属于其他机构时也可；未选场馆时为空）',
        querystring: idQuery,
        response: okResponse(ref('ScheduleCourtList')),
      },
    },
    async (request) => {
      const c = await access.competition(request.principal!, request.query.id);
      return ok({ list: await competitionCourts(c.id) });
    },
  );

  app.get(
    '/admin/schedule/clashes',
    { schema: { tags: ['schedule'], summary: '赛事的赛程冲突（同一队伍、运动员、裁判或场地同时段重复安排）', querystring: idQuery, response: okResponse(ref('ScheduleClashList')) } },
    async (request) => {
      const c = await access.competition(request.principal!, request.query.id);
      return ok({ list: await competitionClashes(app.repos, c.id) });
    },
  );

  app.get(
    '/admin/schedule/referees',
    {
      // a caller who organises nothing gets 404, as for any organiser's object
      config: { documented: { notFound: true } },
      schema: {
        tags: ['schedule'],
        summary: '可安排的裁判员（已审核通过的裁判注册）',
        querystring: { type: 'object', properties: { keyword: { type: 'string', maxLength: 50 } } },
        response: okResponse(ref('ScheduleRefereeList')),
      },
    },
    async (request) => {
      const principal = request.principal!;
      // organisers only: someone managing an institution, a grant, or the platform admin
      if (!principal.isPlatformAdmin && (principal.isPerson || !managesAnyInstitution(principal))) throw notFound();
      return ok({ list: await app.repos.schedule.referees(request.query.keyword?.trim() ?? '') });
    },
  );

  // ---- public (approved competitions only) ----

  app.get(
    '/official/competition/schedule',
    {
      config: { auth: 'public' },
      schema: { tags: ['official'], summary: '官网赛程：项目、阶段与对阵（仅已审核通过的赛事）', querystring: idQuery, response: okResponse(ref('OfficialSchedule')) },
    },
    async (request) => {
      const c = await app.repos.schedule.publicCompetition(request.query.id);
      if (!c) throw notFound();
      const items = [];
      for (const item of await app.repos.schedule.items(c.id)) {
        const phases = [];
        for (const p of await app.repos.schedule.phases(item.id)) {
          const rows = await app.repos.schedule.fixtures(p.id);
          phases.push({ id: p.id, name: p.name, format: p.format, status: p.status, fixtures: await fixtureViews(app.repos, rows) });
        }
        items.push({ id: item.id, name: item.name, phases });
      }
      return ok({ id: c.id, name: c.name, items });
    },
  );

  app.get(
    '/official/competition/live',
    {
      config: { auth: 'public' },
      schema: { tags: ['official'], summary: '官网实时比分：进行中与今天的比赛（页面定时刷新）', querystring: idQuery, response: okResponse(ref('LiveFixtures')) },
    },
    async (request) => {
      const c = await app.repos.schedule.publicCompetition(request.query.id);
      if (!c) throw notFound();
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
      const from = new Date(`${today}T00:00:00+08:00`);
      const to = new Date(from.getTime() + 24 * 3_600_000);
      const rows = await app.repos.schedule.competitionFixtures(c.id, { from, to });
      return ok({ id: c.id, name: c.name, refreshed_at: new Date().toISOString(), list: await fixtureViews(app.repos, rows) });
    },
  );
}
