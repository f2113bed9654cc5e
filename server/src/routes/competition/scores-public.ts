/**
 * Public pages (官网) of scores, approved competitions only: achievements (final places and awards), standings and
 * knockout brackets. A competition or phase that is missing or not approved is 404.
 */
import { notFound } from '../../errors.js';
import { idQuery, ok, okResponse, ref } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';
import { achievementsView } from './scores-awards.js';
import { bracketView, phaseStandingsView } from './scores-standings.js';
import { phaseIdQuery } from './schedule-shared.js';

export default async function publicScoreRoutes(app: ApiInstance) {
  app.get(
    '/official/competition/achievements',
    {
      config: { auth: 'public', cache: 'public' },
      schema: { tags: ['official'], summary: '官网比赛成绩（最终名次与奖项，仅已审核通过的赛事）', querystring: idQuery, response: okResponse(ref('Achievements')) },
    },
    async (request) => {
      const c = await app.repos.schedule.publicCompetition(request.query.id);
      if (!c) throw notFound();
      return ok(await achievementsView(app, c.id));
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
      config: { auth: 'public', cache: 'public' },
      schema: { tags: ['official'], summary: '官网积分榜（联赛或各小组）', querystring: phaseIdQuery, response: okResponse(ref('PhaseStandings')) },
    },
    async (request) => ok(await phaseStandingsView(app, await publicPhase(request.query.phase_id))),
  );

  app.get(
    '/official/competition/bracket',
    {
      config: { auth: 'public', cache: 'public' },
      schema: { tags: ['official'], summary: '官网淘汰赛签表', querystring: phaseIdQuery, response: okResponse(ref('KnockoutBracket')) },
    },
    async (request) => ok(await bracketView(app, await publicPhase(request.query.phase_id))),
  );
}
