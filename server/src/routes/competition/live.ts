/**
 * Live scores (直播比分): POST /admin/schedule/live starts a game (开始比赛), updates its running score (更新比分)
 * or takes back a start made by mistake (取消开始). Organisers or the fixture's assigned referees, like score entry
 * (src/access/schedule.ts). The running score is shown by the public live view; standings ignore it.
 */
import { decideLive } from 'shared/rules';
import { ok, okResponse, ref } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';
import { fixtureViews } from '../../services/schedule-view.js';
import { scheduleAccess } from './schedule-shared.js';
import { toFlag } from '../../schemas/json-schema.js';

const SCORE = { type: 'integer', maximum: 100000 } as const;

export default async function liveRoutes(app: ApiInstance) {
  const access = scheduleAccess(app);

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
      const fixture = await access.scoring(request.principal!, b.fixture_id);
      const now = new Date();
      const { decision, fixture: saved } = await app.scores.applyLive(fixture.id, b.action, access.actor(request), (row) =>
        decideLive(row, { action: b.action, homeScore: b.home_score, awayScore: b.away_score, version: b.version }, now),
      );
      const [view] = await fixtureViews(app.repos, [saved ?? fixture]);
      return ok({ changed: toFlag(decision.kind === 'change'), fixture: view });
    },
  );
}
