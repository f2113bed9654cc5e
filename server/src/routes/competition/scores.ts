/**
 * Scores (比分): score rules (计分规则) of an item, score entry and its history, and the referee's own fixtures.
 * Score entry: organisers or the fixture's assigned referees (src/access/schedule.ts). Standings, brackets and
 * qualification: scores-standings.ts; awards and achievements: scores-awards.ts; public pages: scores-public.ts.
 */
import { scoreAccess } from '../../access/schedule.js';
import { checkScoreRule, decideScore } from 'shared/rules';
import { notFound } from '../../errors.js';
import { ok, okResponse, ref } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';
import type { ScoreRuleValues } from '../../repositories/standings.js';
import { fixtureViews } from '../../services/schedule-view.js';
import { itemQuery, scheduleAccess } from './schedule-shared.js';
import { toFlag } from '../../schemas/json-schema.js';

const TIEBREAKERS = ['points', 'head_to_head', 'difference', 'scored', 'wins', 'fair_play', 'lots'] as const;
const SCORE = { type: 'integer', maximum: 100000 } as const;

const ruleView = (eventItemId: number, r: ScoreRuleValues & { saved: boolean }) => ({
  event_item_id: eventItemId,
  saved: toFlag(r.saved),
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
      await app.scores.saveScoreRule(item.id, item.competitionId, values, access.actor(request));
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
      const { decision, fixture: saved } = await app.scores.enterScore(fixture.id, access.actor(request), (row, phaseRows) =>
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
      return ok({ changed: toFlag(decision.kind === 'change'), fixture: view });
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
}
