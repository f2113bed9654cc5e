/**
 * Schedule (赛程) routes, /admin/schedule/*: phases (create, list, edit, delete) and schedule generation with
 * progress. Rounds, fixtures, fixture info, clashes, referees and the public schedule and live scores:
 * schedule-fixtures.ts; scores, rules, standings and awards: scores*.ts; access helpers: schedule-shared.ts.
 * Access: organisers of the competition (canManageCompetition), 404 for everyone else.
 */
import type { PhaseConfig } from '../../repositories/schedule.js';
import { randomBytes } from 'node:crypto';
import {
  checkPhaseSettings,
  nextSwissRound,
  NOTHING_TO_CHANGE,
  type PhaseFormat,
  planSchedule,
  qualificationSourceProblem,
  SCHEDULE_MSG,
  swissEntrantNote,
  swissEntrantsOpen,
  swissJoinRound,
  swissLateEntryProblem,
  swissLeaveEffect,
  swissLeaveProblem,
  swissReturnProblem,
  swissRoundCount,
} from 'shared/rules';
import { toScoreRule } from '../../services/schedule-standings.js';
import { badInput, notFound, refused } from '../../errors.js';
import { idQuery, ok, okResponse, ref } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';
import type { PhaseRow } from '../../repositories/schedule.js';
import { phaseIdQuery, scheduleAccess } from './schedule-shared.js';
import type { NamedValue } from '../../schemas/components.js';

const FORMAT = { type: 'string', enum: ['league', 'groups', 'knockout', 'double_elimination', 'swiss'] } as const;
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
    grand_final_reset: { type: 'boolean' },
    rounds: { type: 'integer', minimum: 1, maximum: 64 },
    swiss_tiebreakers: { type: 'array', maxItems: 6, items: { type: 'string', enum: ['buchholz', 'buchholz_cut1', 'median_buchholz', 'sonneborn_berger', 'progressive', 'direct_encounter'] } },
    bye_points: { type: 'integer', minimum: 0, maximum: 100 },
    accelerated: { type: 'boolean' },
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
  status: p.status as NamedValue<'SchedulePhase'>['status'],
  progress: p.progress,
  generated_at: p.generatedAt ? p.generatedAt.toISOString() : null,
  entrant_count: p.entrantCount ?? 0,
  fixture_count: p.fixtureCount ?? 0,
  finished_count: p.finishedCount ?? 0,
});

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
        summary: '新建赛程阶段（联赛、小组赛、淘汰赛、双败淘汰赛或瑞士制）',
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
      const id = await app.schedule.createPhase(
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
      const outcome = await app.schedule.updatePhase(id, patch, access.actor(request));
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
      if (!(await app.schedule.deletePhase(phase.id, access.actor(request)))) throw refused(SCHEDULE_MSG.startedNoDelete);
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
      const problem = await app.schedule.beginGeneration(phase.id, seed);
      if (problem) throw refused(problem);
      await app.schedule.writeSchedule(phase, plan, access.actor(request));
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

  app.post(
    '/admin/schedule/next_round',
    {
      schema: {
        tags: ['schedule'],
        summary: '瑞士制生成下一轮（按已录入的成绩编排；本轮成绩未录完或已生成全部轮次时拒绝；同一成绩与抽签种子编排相同）',
        body: { type: 'object', required: ['phase_id'], properties: { phase_id: { type: 'integer', minimum: 1 } }, additionalProperties: false },
        response: okResponse(ref('SwissRoundGenerated')),
      },
    },
    async (request) => {
      const phase = await access.phase(request.principal!, request.body.phase_id);
      const points = toScoreRule(await app.repos.standings.scoreRule(phase.eventItemId)).points;
      const next = await app.schedule.addSwissRound(phase, (rows, entrants) => nextSwissRound(phase.format, phase.config, phase.seed, entrants, rows, points), access.actor(request));
      return ok({
        phase_id: phase.id,
        round: next.round,
        rounds: phase.config.rounds ?? 1,
        fixture_count: next.fixtures.filter((f) => !f.bye).length,
        bye_count: next.fixtures.filter((f) => f.bye).length,
      });
    },
  );

  app.get(
    '/admin/schedule/phase_entrants',
    {
      schema: {
        tags: ['schedule'],
        summary: '阶段参赛名单（瑞士制含补录、退赛情况与可补录的报名）',
        querystring: phaseIdQuery,
        response: okResponse(ref('PhaseEntrantList')),
      },
    },
    async (request) => {
      const phase = await access.phase(request.principal!, request.query.phase_id);
      const swiss = phase.format === 'swiss';
      const [entrants, rows] = await Promise.all([app.repos.schedule.phaseEntrants(phase.id), swiss ? app.repos.schedule.fixtures(phase.id) : []]);
      const round = swissRoundCount(rows);
      const rounds = swiss ? (phase.config.rounds ?? 1) : 0;
      const candidates = swissEntrantsOpen(phase.format, phase.config, rows) ? await app.repos.schedule.lateEntryCandidates(phase) : [];
      return ok({
        list: entrants.map((e) => ({
          sign_up_id: e.signUpId,
          name: e.name,
          affiliation: e.affiliation,
          seed: e.seed,
          group_no: e.groupNo,
          joined_round: e.joinedRound,
          left_after_round: e.leftAfterRound,
          missed_round_points: e.missedRoundPoints,
          note: swissEntrantNote(e),
        })),
        candidates: candidates.map((c) => ({ sign_up_id: c.signUpId, name: c.name, affiliation: c.affiliation })),
        round,
        rounds,
      });
    },
  );

  const entrantBody = {
    type: 'object',
    required: ['phase_id', 'sign_up_id'],
    properties: { phase_id: { type: 'integer', minimum: 1 }, sign_up_id: { type: 'integer', minimum: 1 } },
    additionalProperties: false,
  } as const;

  app.post(
    '/admin/schedule/entrant_leave',
    {
      schema: {
        tags: ['schedule'],
        summary: '瑞士制退赛（本轮成绩录入后生效，此后不再编排，已赛成绩保留在积分榜；尚未编排的补录则撤销）',
        body: entrantBody,
        response: okResponse(ref('PhaseEntrantChanged')),
      },
    },
    async (request) => {
      const { phase_id: phaseId, sign_up_id: signUpId } = request.body;
      const phase = await access.phase(request.principal!, phaseId);
      const change = await app.schedule.changeSwissEntrant(
        phase,
        signUpId,
        ({ rows, entrant }) => {
          const problem = swissLeaveProblem(phase.format, phase.config, rows, entrant);
          if (problem) throw refused(problem);
          return swissLeaveEffect(rows, entrant!);
        },
        access.actor(request),
      );
      return ok(
        change.kind === 'leave' ? { sign_up_id: signUpId, change: 'left' as const, round: change.afterRound } : { sign_up_id: signUpId, change: 'removed' as const, round: 0 },
      );
    },
  );

  app.post(
    '/admin/schedule/entrant_return',
    {
      schema: {
        tags: ['schedule'],
        summary: '瑞士制恢复参赛（从下一轮起重新编排，缺席的轮次计 0 分）',
        body: entrantBody,
        response: okResponse(ref('PhaseEntrantChanged')),
      },
    },
    async (request) => {
      const { phase_id: phaseId, sign_up_id: signUpId } = request.body;
      const phase = await access.phase(request.principal!, phaseId);
      const change = await app.schedule.changeSwissEntrant(
        phase,
        signUpId,
        ({ rows, entrant }) => {
          const problem = swissReturnProblem(phase.format, phase.config, rows, entrant);
          if (problem) throw refused(problem);
          return { kind: 'return' as const, fromRound: swissJoinRound(rows) };
        },
        access.actor(request),
      );
      return ok({ sign_up_id: signUpId, change: 'returned' as const, round: change.fromRound });
    },
  );

  app.post(
    '/admin/schedule/late_entry',
    {
      schema: {
        tags: ['schedule'],
        summary: '瑞士制补录（本项目已通过审核的报名从下一轮起参赛，此前每轮计 missed_round_points 分）',
        body: {
          type: 'object',
          required: ['phase_id', 'sign_up_id'],
          properties: {
            phase_id: { type: 'integer', minimum: 1 },
            sign_up_id: { type: 'integer', minimum: 1 },
            missed_round_points: { type: 'integer', minimum: 0, maximum: 100, default: 0 },
          },
          additionalProperties: false,
        },
        response: okResponse(ref('PhaseEntrantChanged')),
      },
    },
    async (request) => {
      const { phase_id: phaseId, sign_up_id: signUpId } = request.body;
      const missedRoundPoints = request.body.missed_round_points ?? 0;
      const phase = await access.phase(request.principal!, phaseId);
      const points = toScoreRule(await app.repos.standings.scoreRule(phase.eventItemId)).points;
      const change = await app.schedule.changeSwissEntrant(
        phase,
        signUpId,
        ({ rows, entrant, approved }) => {
          const problem = swissLateEntryProblem(phase.format, phase.config, rows, { approved, present: entrant !== undefined, missedRoundPoints }, points);
          if (problem) throw refused(problem);
          return { kind: 'join' as const, joinedRound: swissJoinRound(rows), missedRoundPoints };
        },
        access.actor(request),
      );
      return ok({ sign_up_id: signUpId, change: 'joined' as const, round: change.joinedRound });
    },
  );

  app.get(
    '/admin/schedule/progress',
    { schema: { tags: ['schedule'], summary: '赛程生成进度', querystring: phaseIdQuery, response: okResponse(ref('ScheduleProgress')) } },
    async (request) => {
      const phase = await access.phase(request.principal!, request.query.phase_id);
      return ok({ status: phase.status as NamedValue<'ScheduleProgress'>['status'], progress: phase.progress });
    },
  );
}
