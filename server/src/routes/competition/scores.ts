/**
 * Scores (比分), score rules (计分规则), standings (积分榜 / 小组排名), knockout brackets (签表), qualification
 * (晋级), awards (奖项) and achievements (比赛成绩). Standings are computed on read, so they are consistent after
 * any correction. Score entry: organisers or the fixture's assigned referees (src/access/schedule.ts).
 */
import type { FastifyInstance } from 'fastify';
import { scoreAccess } from '../../access/schedule.js';
import {
  awardName,
  awardOverlap,
  bracketRefusal,
  bracketRounds,
  checkScoreRule,
  decideScore,
  hasScore,
  phaseTables,
  qualifyPhase,
  SCHEDULE_MSG,
  standingsRefusal,
} from 'shared/rules';
import { notFound, refused } from '../../errors.js';
import { idQuery, ok, okResponse, ref } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';
import type { PhaseRow } from '../../repositories/schedule.js';
import type { ScoreRuleValues } from '../../repositories/standings.js';
import { finalPlaces } from '../../services/final-places.js';
import { toScoreRule } from '../../services/schedule-standings.js';
import { fixtureViews } from '../../services/schedule-view.js';
import { scheduleAccess } from './schedule.js';

const TIEBREAKERS = ['points', 'head_to_head', 'difference', 'scored', 'wins', 'fair_play', 'lots'] as const;
const itemQuery = { type: 'object', required: ['event_item_id'], properties: { event_item_id: { type: 'integer', minimum: 1 } } } as const;
const phaseIdQuery = { type: 'object', required: ['phase_id'], properties: { phase_id: { type: 'integer', minimum: 1 } } } as const;
const SCORE = { type: 'integer', maximum: 100000 } as const;
const PLACE = { type: 'integer', minimum: 1, maximum: 10000 } as const;

const ruleView = (eventItemId: number, r: ScoreRuleValues & { saved: boolean }) => ({
  event_item_id: eventItemId,
  saved: r.saved ? 1 : 0,
  model: r.model,
  direction: r.direction,
  precision: r.precision,
  points_win: r.pointsWin,
  points_draw: r.pointsDraw,
  points_loss: r.pointsLoss,
  points_forfeit: r.pointsForfeit,
  forfeit_winner_score: r.forfeitWinnerScore,
  forfeit_loser_score: r.forfeitLoserScore,
  tiebreakers: r.tiebreakers,
});

/** Standings of a league or groups phase (PhaseStandings). */
export async function phaseStandingsView(app: FastifyInstance, phase: PhaseRow) {
  const refusal = standingsRefusal(phase.format);
  if (refusal) throw refused(refusal);
  const [entrants, rows, rule] = await Promise.all([
    app.repos.schedule.phaseEntrants(phase.id),
    app.repos.schedule.fixtures(phase.id),
    app.repos.standings.scoreRule(phase.eventItemId),
  ]);
  const tables = phaseTables(entrants, rows, toScoreRule(rule), phase.seed).map((t) => ({ ...t, complete: t.complete ? 1 : 0 }));
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

export default async function scoresRoutes(app: ApiInstance) {
  const access = scheduleAccess(app);

  app.get(
    '/admin/schedule/ranking_rules',
    {
      schema: {
        tags: ['schedule'],
        summary: '项目的计分规则（未保存时为默认规则；该项目比赛的裁判可查看，以便录入比分）',
        querystring: itemQuery,
        response: okResponse(ref('ScoreRule')),
      },
    },
    async (request) => {
      const principal = request.principal!;
      const id = request.query.event_item_id;
      // the score modal of an assigned referee reads the rule (sets or not); everyone else: organisers only
      const item = (await app.repos.schedule.refereesItem(principal.userId, id)) ? await app.repos.schedule.item(id) : await access.item(principal, id);
      if (!item) throw notFound();
      return ok(ruleView(item.id, await app.repos.standings.scoreRule(item.id)));
    },
  );

  app.put(
    '/admin/schedule/ranking_rules',
    {
      schema: {
        tags: ['schedule'],
        summary: '保存项目的计分规则（胜平负与弃权积分、计分方式、排名规则顺序）',
        body: {
          type: 'object',
          required: ['event_item_id', 'model', 'points_win', 'points_draw', 'points_loss', 'points_forfeit', 'tiebreakers'],
          properties: {
            event_item_id: { type: 'integer', minimum: 1 },
            model: { type: 'string', enum: ['goals', 'sets', 'timed', 'measured'] },
            direction: { type: 'string', enum: ['lower', 'higher'] },
            precision: { type: 'integer', minimum: 0, maximum: 3 },
            points_win: { type: 'integer', minimum: -100, maximum: 100 },
            points_draw: { type: 'integer', minimum: -100, maximum: 100 },
            points_loss: { type: 'integer', minimum: -100, maximum: 100 },
            points_forfeit: { type: 'integer', minimum: -100, maximum: 100 },
            forfeit_winner_score: { type: 'integer', minimum: 0, maximum: 1000 },
            forfeit_loser_score: { type: 'integer', minimum: 0, maximum: 1000 },
            tiebreakers: { type: 'array', minItems: 1, maxItems: 7, items: { type: 'string', enum: [...TIEBREAKERS] } },
          },
          additionalProperties: false,
        },
        response: okResponse(ref('ScoreRule')),
      },
    },
    async (request) => {
      const item = await access.item(request.principal!, request.body.event_item_id);
      const b = checkScoreRule(request.body);
      const values: ScoreRuleValues = {
        model: b.model,
        direction: b.direction,
        precision: b.precision,
        pointsWin: b.points_win,
        pointsDraw: b.points_draw,
        pointsLoss: b.points_loss,
        pointsForfeit: b.points_forfeit,
        forfeitWinnerScore: b.forfeit_winner_score,
        forfeitLoserScore: b.forfeit_loser_score,
        tiebreakers: b.tiebreakers,
      };
      await app.repos.standings.saveScoreRule(item.id, item.competitionId, values, access.actor(request));
      return ok(ruleView(item.id, { ...values, saved: true }));
    },
  );

  app.post(
    '/admin/schedule/score',
    {
      schema: {
        tags: ['schedule'],
        summary: '录入或修改比分（赛事管理者或该场比赛的裁判；修改需填写原因，淘汰赛自动晋级）',
        body: {
          type: 'object',
          required: ['fixture_id', 'home_score', 'away_score', 'version'],
          properties: {
            fixture_id: { type: 'integer', minimum: 1 },
            home_score: SCORE,
            away_score: SCORE,
            sets: {
              type: ['array', 'null'],
              maxItems: 9,
              items: { type: 'object', required: ['home', 'away'], properties: { home: SCORE, away: SCORE }, additionalProperties: false },
            },
            forfeit: { type: ['string', 'null'], enum: ['home', 'away', 'both', null] },
            home_fair_play: SCORE,
            away_fair_play: SCORE,
            version: { type: 'integer', minimum: 0 },
            reason: { type: 'string', maxLength: 500 },
          },
          additionalProperties: false,
        },
        response: okResponse(ref('ScoreSaved')),
      },
    },
    async (request) => {
      const b = request.body;
      const fixture = await access.scoring(request.principal!, b.fixture_id);
      const { decision, fixture: saved } = await app.repos.schedule.enterScore(fixture.id, access.actor(request), (row, phaseRows) =>
        decideScore(
          row,
          {
            homeScore: b.home_score,
            awayScore: b.away_score,
            sets: b.sets,
            forfeit: b.forfeit,
            homeFairPlay: b.home_fair_play,
            awayFairPlay: b.away_fair_play,
            version: b.version,
            reason: b.reason,
          },
          phaseRows,
        ),
      );
      const [view] = await fixtureViews(app.repos, [saved ?? fixture]);
      return ok({ changed: decision.kind === 'change' ? 1 : 0, fixture: view });
    },
  );

  app.get(
    '/admin/schedule/score_history',
    {
      schema: {
        tags: ['schedule'],
        summary: '比分变更历史（谁、何时、为何、改前改后）',
        querystring: { type: 'object', required: ['fixture_id'], properties: { fixture_id: { type: 'integer', minimum: 1 } } },
        response: okResponse(ref('ScoreHistory')),
      },
    },
    async (request) => {
      const principal = request.principal!;
      const fixture = await app.repos.schedule.fixture(request.query.fixture_id);
      if (!fixture) throw notFound();
      const c = await app.repos.filing.findForAccess(fixture.competitionId);
      if (!c || scoreAccess(principal, c, c.grants, fixture.refereeIds, false) === 'not_found') throw notFound();
      return ok({ list: await app.repos.schedule.scoreHistory(fixture.id) });
    },
  );

  app.get(
    '/referee/fixtures',
    { schema: { tags: ['schedule'], summary: '裁判本人被安排的比赛（跨赛事）', response: okResponse(ref('ScheduleFixtureList')) } },
    async (request) => ok({ list: await fixtureViews(app.repos, await app.repos.schedule.refereeFixtures(request.principal!.userId)) }),
  );

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
      await app.repos.schedule.setPhaseEntrants(target.id, list.map((x) => ({ signUpId: x.sign_up_id, seed: x.seed })), access.actor(request));
      return ok({ phase_id: target.id, list });
    },
  );

  // ---- awards ----

  const awardView = (a: { id: number; eventItemId: number; name: string; placeFrom: number; placeTo: number }) => ({
    id: a.id,
    event_item_id: a.eventItemId,
    name: a.name,
    place_from: a.placeFrom,
    place_to: a.placeTo,
  });

  /** The award's trimmed name, once its places are checked against the item's other awards. */
  const checkAward = async (eventItemId: number, b: { name: string; place_from: number; place_to: number }, exceptId?: number) => {
    const name = awardName(b.name, b.place_from, b.place_to);
    const overlap = await app.repos.standings.overlappingAward(eventItemId, b.place_from, b.place_to, exceptId);
    if (overlap) throw awardOverlap(overlap);
    return name;
  };

  const awardFields = { name: { type: 'string', minLength: 1, maxLength: 64 }, place_from: PLACE, place_to: PLACE } as const;

  app.get(
    '/admin/award',
    { schema: { tags: ['schedule'], summary: '项目的奖项（名次范围）', querystring: itemQuery, response: okResponse(ref('AwardList')) } },
    async (request) => {
      const item = await access.item(request.principal!, request.query.event_item_id);
      return ok({ list: (await app.repos.standings.awards(item.id)).map(awardView) });
    },
  );

  app.post(
    '/admin/award',
    {
      schema: {
        tags: ['schedule'],
        summary: '新增奖项（名次范围不能与已有奖项重叠）',
        body: {
          type: 'object',
          required: ['event_item_id', 'name', 'place_from', 'place_to'],
          properties: { event_item_id: { type: 'integer', minimum: 1 }, ...awardFields },
          additionalProperties: false,
        },
        response: okResponse(ref('CreatedId')),
      },
    },
    async (request) => {
      const b = request.body;
      const item = await access.item(request.principal!, b.event_item_id);
      const name = await checkAward(item.id, b);
      const id = await app.repos.standings.createAward(
        { competitionId: item.competitionId, eventItemId: item.id, name, placeFrom: b.place_from, placeTo: b.place_to },
        access.actor(request),
      );
      return ok({ id });
    },
  );

  app.put(
    '/admin/award',
    {
      schema: {
        tags: ['schedule'],
        summary: '修改奖项',
        body: { type: 'object', required: ['id', 'name', 'place_from', 'place_to'], properties: { id: { type: 'integer', minimum: 1 }, ...awardFields }, additionalProperties: false },
        response: okResponse(ref('CreatedId')),
      },
    },
    async (request) => {
      const b = request.body;
      const award = await app.repos.standings.award(b.id);
      if (!award) throw notFound();
      await access.competition(request.principal!, award.competitionId);
      const name = await checkAward(award.eventItemId, b, award.id);
      await app.repos.standings.updateAward(award.id, { name, placeFrom: b.place_from, placeTo: b.place_to }, access.actor(request));
      return ok({ id: award.id });
    },
  );

  app.delete(
    '/admin/award',
    { schema: { tags: ['schedule'], summary: '删除奖项', querystring: idQuery, response: okResponse(ref('Empty')) } },
    async (request) => {
      const award = await app.repos.standings.award(request.query.id);
      if (!award) throw notFound();
      await access.competition(request.principal!, award.competitionId);
      await app.repos.standings.deleteAward(award.id, access.actor(request));
      return ok({});
    },
  );

  // ---- achievements ----

  const achievements = async (competitionId: number, eventItemId?: number) => {
    const items = (await app.repos.schedule.items(competitionId)).filter((i) => eventItemId === undefined || i.id === eventItemId);
    if (eventItemId !== undefined && items.length === 0) throw notFound();
    const list = [];
    for (const item of items) {
      const places = await finalPlaces(app.repos, item.id);
      if (places) list.push({ ...places, final: places.final ? 1 : 0 });
    }
    return { competition_id: competitionId, list };
  };

  app.get(
    '/competition/achievements',
    {
      schema: {
        tags: ['schedule'],
        summary: '比赛成绩：各项目参赛者的最终名次与所获奖项',
        querystring: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 }, event_item_id: { type: 'integer', minimum: 1 } } },
        response: okResponse(ref('Achievements')),
      },
    },
    async (request) => {
      const c = await access.competition(request.principal!, request.query.id);
      return ok(await achievements(c.id, request.query.event_item_id));
    },
  );

  app.get(
    '/official/competition/achievements',
    {
      config: { auth: 'public' },
      schema: { tags: ['official'], summary: '官网比赛成绩（最终名次与奖项，仅已审核通过的赛事）', querystring: idQuery, response: okResponse(ref('Achievements')) },
    },
    async (request) => {
      const c = await app.repos.schedule.publicCompetition(request.query.id);
      if (!c) throw notFound();
      return ok(await achievements(c.id));
    },
  );

  const publicPhase = async (id: number) => {
    const phase = await app.repos.schedule.phase(id);
    if (!phase || !(await app.repos.schedule.publicCompetition(phase.competitionId))) throw notFound();
    return phase;
  };

  app.get(
    '/official/competition/standings',
    {
      config: { auth: 'public' },
      schema: { tags: ['official'], summary: '官网积分榜（联赛或各小组）', querystring: phaseIdQuery, response: okResponse(ref('PhaseStandings')) },
    },
    async (request) => ok(await phaseStandingsView(app, await publicPhase(request.query.phase_id))),
  );

  app.get(
    '/official/competition/bracket',
    {
      config: { auth: 'public' },
      schema: { tags: ['official'], summary: '官网淘汰赛签表', querystring: phaseIdQuery, response: okResponse(ref('KnockoutBracket')) },
    },
    async (request) => ok(await bracketView(app, await publicPhase(request.query.phase_id))),
  );
}

