/**
 * Live scores (直播比分): POST /admin/schedule/live starts a game (开始比赛), updates its running score (更新比分)
 * or takes back a start made by mistake (取消开始). Organisers or the fixture's assigned referees, like score entry
 * (src/access/schedule.ts). The running score is shown by the public live view; standings ignore it.
 */
import { scoreAccess } from '../../access/schedule.js';
import { forbidden, notFound } from '../../errors.js';
import { ok, okResponse, ref } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';
import { decideLive } from '../../services/schedule-live.js';
import { fixtureViews } from '../../services/schedule-view.js';

const SCORE = { type: 'integer', maximum: 100000 } as const;

export default async function liveRoutes(app: ApiInstance) {
  app.post(
    '/admin/schedule/live',
    {
      schema: {
        tags: ['schedule'],
        summary: '直播比分：开始比赛（0:0）、更新实时比分、取消开始（赛事管理者或该场比赛的裁判；终场比分请用比分录入）',
        body: {
          type: 'object',
          required: ['fixture_id', 'action', 'version'],
          properties: {
            fixture_id: { type: 'integer', minimum: 1 },
            action: { type: 'string', enum: ['start', 'update', 'stop'] },
            home_score: SCORE,
            away_score: SCORE,
            version: { type: 'integer', minimum: 0 },
          },
          additionalProperties: false,
        },
        response: okResponse(ref('ScoreSaved')),
      },
    },
    async (request) => {
      const b = request.body;
      const principal = request.principal!;
      const fixture = await app.repos.schedule.fixture(b.fixture_id);
      if (!fixture) throw notFound();
      const c = await app.repos.filing.findForAccess(fixture.competitionId);
      if (!c) throw notFound();
      const manages = scoreAccess(principal, c, c.grants, fixture.refereeIds, false) === 'organiser';
      const allowed = manages ? 'organiser' : scoreAccess(principal, c, c.grants, fixture.refereeIds, await app.repos.schedule.isReferee(principal.userId));
      if (allowed === 'not_found') throw notFound();
      if (allowed === 'forbidden') throw forbidden();
      const now = new Date();
      const { decision, fixture: saved } = await app.repos.liveScores.apply(fixture.id, b.action, { userId: principal.userId, ip: request.ip }, (row) =>
        decideLive(row, { action: b.action, homeScore: b.home_score, awayScore: b.away_score, version: b.version }, now),
      );
      const [view] = await fixtureViews(app.repos, [saved ?? fixture]);
      return ok({ changed: decision.kind === 'change' ? 1 : 0, fixture: view });
    },
  );
}
