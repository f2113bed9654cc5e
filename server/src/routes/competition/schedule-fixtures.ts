/**
 * Schedule fixtures (对阵), /admin/schedule/*: rounds and fixtures of a phase, fixture info (time, court, referees)
 * with clash detection, the venue's courts, the referee picker; and the public schedule and live scores of approved
 * competitions. Access: organisers of the competition (canManageCompetition), 404 for everyone else.
 */
import { managesAnyInstitution } from '../../access/institutions.js';
import { phaseRounds, refereeIdsProblem, SCHEDULE_MSG } from 'shared/rules';
import { badInput, notFound, refused } from '../../errors.js';
import { idQuery, ok, okResponse, ref } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';
import { competitionClashes, fixtureViews } from '../../services/schedule-view.js';
import { phaseIdQuery, scheduleAccess } from './schedule-shared.js';

export default async function scheduleFixtureRoutes(app: ApiInstance) {
  const access = scheduleAccess(app);
  /** Courts of the competition's venue (举办场馆), [] without one. */
  const competitionCourts = async (competitionId: number) => {
    const venueId = (await app.repos.competitions.findById(competitionId))?.venue_id;
    return venueId ? ((await app.repos.venues.findById(venueId))?.courts ?? []) : [];
  };

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
      await app.schedule.saveMatchInfo(
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
      config: { auth: 'public', cache: 'public' },
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
