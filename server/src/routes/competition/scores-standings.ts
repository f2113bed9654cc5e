/**
 * Standings (积分榜 / 小组排名) and knockout brackets (签表) of a phase, and qualification (晋级) from the phase
 * a phase reads from. Standings are computed on read, so they are consistent after any correction. The views are
 * shared with the public pages (scores-public.ts).
 */
import type { FastifyInstance } from 'fastify';
import { bracketRefusal, bracketRounds, hasScore, phaseTables, qualifyPhase, SCHEDULE_MSG, standingsRefusal, swissTables } from 'shared/rules';
import { refused } from '../../errors.js';
import { ok, okResponse, ref } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';
import type { PhaseRow } from '../../repositories/schedule.js';
import { toScoreRule } from '../../services/schedule-standings.js';
import { fixtureViews } from '../../services/schedule-view.js';
import { phaseIdQuery, scheduleAccess } from './schedule-shared.js';
import { toFlag } from '../../schemas/json-schema.js';

/** Standings of a league, groups or Swiss phase (PhaseStandings; a Swiss table has its tiebreak columns). */
export async function phaseStandingsView(app: FastifyInstance, phase: PhaseRow) {
  const refusal = standingsRefusal(phase.format);
  if (refusal) throw refused(refusal);
  const [entrants, rows, rule] = await Promise.all([
    app.repos.schedule.phaseEntrants(phase.id),
    app.repos.schedule.fixtures(phase.id),
    app.repos.standings.scoreRule(phase.eventItemId),
  ]);
  const tables = (phase.format === 'swiss' ? swissTables(entrants, rows, toScoreRule(rule), phase.config, phase.seed) : phaseTables(entrants, rows, toScoreRule(rule), phase.seed)).map((t) => ({ ...t, complete: toFlag(t.complete) }));
  return { phase_id: phase.id, name: phase.name, format: phase.format, status: phase.status, tables };
}

/** The bracket of a knockout phase (KnockoutBracket). */
export async function bracketView(app: FastifyInstance, phase: PhaseRow) {
  const refusal = bracketRefusal(phase.format);
  if (refusal) throw refused(refusal);
  const rows = await app.repos.schedule.fixtures(phase.id);
  const entrants = await app.repos.schedule.phaseEntrants(phase.id);
  const { rounds, championId } = bracketRounds(rows);
  return {
    phase_id: phase.id,
    name: phase.name,
    status: phase.status,
    rounds,
    entrants: entrants.map((e) => ({ sign_up_id: e.signUpId, name: e.name, seed: e.seed })),
    fixtures: await fixtureViews(app.repos, rows),
    champion_id: championId,
    champion_name: championId === null ? '' : (entrants.find((e) => e.signUpId === championId)?.name ?? ''),
  };
}

export default async function standingsRoutes(app: ApiInstance) {
  const access = scheduleAccess(app);

  app.get(
    '/admin/schedule/group_ranks',
    { schema: { tags: ['schedule'], summary: '小组排名（每组一张积分榜，含排名原因）', querystring: phaseIdQuery, response: okResponse(ref('PhaseStandings')) } },
    async (request) => ok(await phaseStandingsView(app, await access.phase(request.principal!, request.query.phase_id))),
  );

  app.get(
    '/admin/schedule/integral',
    { schema: { tags: ['schedule'], summary: '联赛积分榜（含排名原因）', querystring: phaseIdQuery, response: okResponse(ref('PhaseStandings')) } },
    async (request) => ok(await phaseStandingsView(app, await access.phase(request.principal!, request.query.phase_id))),
  );

  app.get(
    '/admin/schedule/knockout_draws',
    { schema: { tags: ['schedule'], summary: '淘汰赛签表（轮次、对阵、种子、轮空、胜者、冠军）', querystring: phaseIdQuery, response: okResponse(ref('KnockoutBracket')) } },
    async (request) => ok(await bracketView(app, await access.phase(request.principal!, request.query.phase_id))),
  );

  app.post(
    '/admin/schedule/qualify',
    {
      schema: {
        tags: ['schedule'],
        summary: '按本阶段的晋级规则从上一阶段确定晋级名单（上一阶段全部完赛后）',
        body: { type: 'object', required: ['phase_id'], properties: { phase_id: { type: 'integer', minimum: 1 } }, additionalProperties: false },
        response: okResponse(ref('QualifyResult')),
      },
    },
    async (request) => {
      const target = await access.phase(request.principal!, request.body.phase_id);
      const q = target.config.qualification;
      if (!q) throw refused(SCHEDULE_MSG.noQualification);
      const source = await app.repos.schedule.phase(q.from_phase_id);
      if (!source || source.eventItemId !== target.eventItemId) throw refused(SCHEDULE_MSG.sourceMissing);
      const rows = await app.repos.schedule.fixtures(source.id);
      const games = rows.filter((f) => !f.bye);
      if (games.length === 0 || !games.every(hasScore)) throw refused(SCHEDULE_MSG.sourceNotFinished);
      if ((await app.repos.schedule.fixtures(target.id)).length > 0) throw refused(SCHEDULE_MSG.qualifyAfterGenerated);
      const entrants = await app.repos.schedule.phaseEntrants(source.id);
      const rule = await app.repos.standings.scoreRule(target.eventItemId);
      const list = qualifyPhase({ entrants, games, rule: toScoreRule(rule), rules: q.rules, lotsSeed: source.seed });
      await app.schedule.setPhaseEntrants(target.id, list.map((x) => ({ signUpId: x.sign_up_id, seed: x.seed })), access.actor(request));
      return ok({ phase_id: target.id, list });
    },
  );
}
