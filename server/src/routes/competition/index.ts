import { FILING_MSG } from 'shared/rules';
import { canManageCompetition } from '../../access/competitions.js';
import { badInput, notFound } from '../../errors.js';
import { dateSchema, idQuery, ok, okResponse, pageQuery, ref } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';
import filingRoutes from './filing.js';
import competitionChangeRoutes from './changes.js';
import { listScope } from './list-scope.js';
import projectRoutes from './projects.js';
import seriesRoutes from './series.js';
import signUpRoutes from './sign-up.js';
import exportRoutes from './exports.js';
import certificateRoutes from './certificates.js';
import recordRoutes from './records.js';
import checkInRoutes from './check-ins.js';
import highlightRoutes from './highlights.js';
import resultRoutes from './results.js';
import scheduleRoutes from './schedule.js';
import scheduleFixtureRoutes from './schedule-fixtures.js';
import scoresRoutes from './scores.js';
import standingsRoutes from './scores-standings.js';
import awardRoutes from './scores-awards.js';
import publicScoreRoutes from './scores-public.js';
import liveRoutes from './live.js';
import liveStreamRoutes from './live-stream.js';
import competitionVenueRoutes from './venues.js';

export default async function competitionRoutes(app: ApiInstance) {
  await app.register(seriesRoutes);
  await app.register(filingRoutes);
  await app.register(competitionChangeRoutes);
  await app.register(scheduleRoutes);
  await app.register(scheduleFixtureRoutes);
  await app.register(scoresRoutes);
  await app.register(standingsRoutes);
  await app.register(awardRoutes);
  await app.register(publicScoreRoutes);
  await app.register(liveRoutes);
  await app.register(liveStreamRoutes);
  await app.register(signUpRoutes);
  await app.register(resultRoutes);
  await app.register(recordRoutes);
  await app.register(checkInRoutes);
  await app.register(highlightRoutes);
  await app.register(exportRoutes);
  await app.register(certificateRoutes);
  await app.register(projectRoutes);
  await app.register(competitionVenueRoutes);

  app.get(
    '/competition/list',
    {
      schema: {
        tags: ['competition'],
        summary: '赛事列表（平台管理员：全部，可按机构筛选；机构用户：必须指定本人所属机构，另列出通过管理权限码授权给本账号的赛事）',
        querystring: {
          type: 'object',
          properties: {
            ...pageQuery,
            status: { type: 'string', enum: ['draft', 'pending', 'approved', 'rejected', 'withdrawn'] },
            c_type: { type: 'integer', enum: [1, 2] },
            keyword: { type: 'string', maxLength: 50 },
            institution_id: { type: 'integer', minimum: 1 },
            date_from: dateSchema,
            date_to: dateSchema,
            series_id: { type: 'integer', minimum: 1 },
          },
        },
        response: okResponse(ref('CompetitionList')),
      },
    },
    async (request) => {
      const q = request.query;
      const principal = request.principal!;
      const scope = listScope(principal, q.institution_id);
      if (q.date_from && q.date_to && q.date_from > q.date_to) throw badInput(FILING_MSG.dateRange);
      // an institution user also manages the competitions granted to them by a permission code (授权管理)
      const grantsOf = principal.isPlatformAdmin || principal.isPerson || q.series_id ? null : principal.userId;
      return ok(
        await app.repos.competitions.list({
          scope,
          grantsOf,
          start: q.start,
          count: q.count,
          status: q.status,
          cType: q.c_type,
          keyword: q.keyword?.trim(),
          dateFrom: q.date_from,
          dateTo: q.date_to,
          seriesId: q.series_id,
        }),
      );
    },
  );

  app.get(
    '/competition/info',
    {
      schema: {
        tags: ['competition'],
        summary: '赛事详情（平台管理员、所属机构管理员、持有管理授权的用户）',
        querystring: idQuery,
        response: okResponse(ref('Competition')),
      },
    },
    async (request) => {
      const access = await app.repos.filing.findForAccess(request.query.id);
      if (!access || !canManageCompetition(request.principal!, access, access.grants)) throw notFound();
      return ok((await app.repos.competitions.findById(access.id))!);
    },
  );

  app.get(
    '/competition/search_institution',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['competition'],
        summary: '按名称搜索机构（平台管理员）',
        querystring: { type: 'object', properties: { keyword: { type: 'string', maxLength: 50 } } },
        response: okResponse(ref('InstitutionOptions')),
      },
    },
    async (request) => ok({ list: await app.repos.institutions.search(request.query.keyword?.trim() ?? '') }),
  );
}
