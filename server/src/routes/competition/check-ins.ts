/**
 * 打卡 (check-in challenges of activities, issue 24; spec §2.4 clock, §7 /competition clock_rank, clock_list,
 * clock/info): the organiser's 打卡设置, 打卡记录 and their review, the ranking, a participant's records and days,
 * and a participant's check-in from the public activity page with an uploaded image or track file. Who may:
 * access/check-ins.ts; the workflows: services/check-ins.ts; the rules: shared/src/rules/check-in.ts.
 */
import type { FastifyRequest } from 'fastify';
import {
  CHECK_IN_EVIDENCE,
  CHECK_IN_GOAL_KINDS,
  CHECK_IN_GOAL_SCOPES,
  CHECK_IN_MSG,
  CHECK_IN_STATUSES,
  checkInCalendarDays,
  checkInSettingsOfBody,
  checkInSettingsView,
  checkInTallyView,
  rankCheckIns,
  TRACK_SPORTS,
} from 'shared/rules';
import { organisedChallenge, participantToRead, visibleChallenge } from '../../access/check-ins.js';
import { badInput, notFound } from '../../errors.js';
import { dateSchema, idQuery, ok, okResponse, pageQuery, ref } from '../../http/envelope.js';
import { reviewBody, reviewReason } from '../../http/review.js';
import type { ApiInstance } from '../../http/type-provider.js';
import type { CheckInRecordView } from '../../repositories/check-ins.js';
import { toFlag } from '../../schemas/json-schema.js';
import { parseTrackEvidence } from '../../services/track-files.js';

const actorOf = (request: FastifyRequest) => ({ userId: request.principal!.userId, ip: request.ip });

const recordDto = (r: CheckInRecordView) => ({
  id: r.id,
  sign_up_id: r.signUpId,
  name: r.name,
  day: r.day,
  evidence: r.evidence,
  evidence_url: r.mediaKey ? `/api/media/${r.mediaKey}` : '',
  evidence_name: r.mediaName ?? '',
  distance_meters: r.distanceMeters,
  duration_seconds: r.durationSeconds,
  pace_seconds: r.paceSeconds,
  start_at: r.startAt?.toISOString() ?? null,
  route: r.route,
  flags: r.flags,
  note: r.note,
  status: r.status,
  review_reason: r.reviewReason,
  reviewer_name: r.reviewerName ?? '',
  reviewed_at: r.reviewedAt?.toISOString() ?? null,
  created_at: r.createdAt.toISOString(),
});

export default async function checkInRoutes(app: ApiInstance) {
  const repo = () => app.repos.checkIns;

  /** The competition as the access helpers read it (its organisers and its kind). */
  const challengeOf = (id: number) => app.repos.filing.findForAccess(id);

  const settingsOrRefuse = async (competitionId: number) => {
    const settings = await repo().settings(competitionId);
    if (!settings) throw badInput(CHECK_IN_MSG.notSet);
    return settings;
  };

  app.get(
    '/competition/clock/info',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['check-in'],
        summary: '活动的打卡挑战（官网活动页：已审核通过的活动；登录的参与者另得到本人的报名）',
        querystring: idQuery,
        response: okResponse(ref('CheckInInfo')),
      },
    },
    async (request) => {
      const { competition } = visibleChallenge(request.principal, await challengeOf(request.query.id));
      const settings = await repo().settings(competition.id);
      const own = request.principal ? await repo().participantOf(competition.id, request.principal.userId) : undefined;
      return ok({ competition_id: competition.id, competition_name: competition.name, settings: settings ? checkInSettingsView(competition.id, settings) : null, sign_up_id: own?.signUpId ?? null });
    },
  );

  app.get(
    '/competition/clock/settings',
    {
      schema: { tags: ['check-in'], summary: '打卡设置（活动的组织者；未设置时为 null）', querystring: idQuery, response: okResponse(ref('CheckInSettingsOrNone')) },
    },
    async (request) => {
      const c = organisedChallenge(request.principal!, await challengeOf(request.query.id));
      const settings = await repo().settings(c.id);
      return ok(settings ? checkInSettingsView(c.id, settings) : null);
    },
  );

  app.put(
    '/competition/clock/settings',
    {
      schema: {
        tags: ['check-in'],
        summary: '保存打卡设置：日期范围、目标（里程/时长/次数/照片打卡，每日或累计）、允许的凭证、每日上限、是否审核',
        body: {
          type: 'object',
          required: ['id', 'starts_on', 'ends_on', 'goal_kind', 'goal_scope', 'goal_value', 'evidence', 'daily_limit', 'review_required'],
          properties: {
            id: { type: 'integer', minimum: 1 },
            starts_on: dateSchema,
            ends_on: dateSchema,
            goal_kind: { type: 'string', enum: [...CHECK_IN_GOAL_KINDS] },
            goal_scope: { type: 'string', enum: [...CHECK_IN_GOAL_SCOPES] },
            goal_value: { type: 'integer', minimum: 1, maximum: 100_000_000 },
            goal_days: { type: 'integer', minimum: 1, maximum: 366 },
            sport: { anyOf: [{ type: 'string', enum: [...TRACK_SPORTS] }, { type: 'null' }] },
            evidence: { type: 'array', minItems: 1, maxItems: 3, uniqueItems: true, items: { type: 'string', enum: [...CHECK_IN_EVIDENCE] } },
            daily_limit: { type: 'integer', minimum: 1, maximum: 20 },
            review_required: { type: 'integer', enum: [0, 1] },
          },
          additionalProperties: false,
        },
        response: okResponse(ref('CheckInSettings')),
      },
    },
    async (request) => {
      const b = request.body;
      const c = organisedChallenge(request.principal!, await challengeOf(b.id));
      const values = checkInSettingsOfBody(b);
      await app.checkIns.saveSettings(c.id, values, actorOf(request));
      return ok(checkInSettingsView(c.id, values));
    },
  );

  app.get(
    '/competition/clock/records',
    {
      schema: {
        tags: ['check-in'],
        summary: '打卡记录（活动的组织者）：按状态、是否被标记、参与者、姓名筛选，新的在前',
        querystring: {
          type: 'object',
          required: ['id'],
          properties: {
            ...pageQuery,
            id: { type: 'integer', minimum: 1 },
            status: { type: 'string', enum: [...CHECK_IN_STATUSES] },
            flagged: { type: 'integer', enum: [0, 1] },
            sign_up_id: { type: 'integer', minimum: 1 },
            keyword: { type: 'string', maxLength: 50 },
          },
        },
        response: okResponse(ref('CheckInRecordList')),
      },
    },
    async (request) => {
      const q = request.query;
      const c = organisedChallenge(request.principal!, await challengeOf(q.id));
      const { list, total } = await repo().records(
        { competitionId: c.id, status: q.status, flagged: q.flagged === 1, signUpId: q.sign_up_id, keyword: q.keyword?.trim() || undefined },
        { start: q.start, count: q.count },
      );
      return ok({ list: list.map(recordDto), total });
    },
  );

  app.post(
    '/competition/clock/review',
    {
      schema: { tags: ['check-in'], summary: '审核打卡记录：通过或驳回（驳回必须填写原因）', body: reviewBody, response: okResponse(ref('Empty')) },
    },
    async (request) => {
      const reason = reviewReason(request.body);
      const record = await repo().recordById(request.body.id);
      if (!record) throw notFound();
      organisedChallenge(request.principal!, await challengeOf(record.competitionId));
      await app.checkIns.review(record.id, request.body.action, reason, actorOf(request));
      return ok({});
    },
  );

  app.get(
    '/competition/clock_rank',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['check-in'],
        summary: '打卡排行：累计、打卡天数、最长连续天数，每行说明为何在上一名之后（已审核通过的活动公开；组织者可看未发布的）',
        querystring: idQuery,
        response: okResponse(ref('CheckInRanking')),
      },
    },
    async (request) => {
      const { competition } = visibleChallenge(request.principal, await challengeOf(request.query.id));
      const settings = await repo().settings(competition.id);
      if (!settings) return ok({ settings: null, list: [] });
      const { participants, tallies } = await repo().tallies(competition.id, settings);
      const names = new Map(participants.map((p) => [p.signUpId, p.name]));
      const rows = rankCheckIns(tallies, settings.goalKind).map((r) => ({
        rank: r.rank,
        ...checkInTallyView(names.get(Number(r.participant)) ?? '', r),
        reason_key: r.reason?.key ?? null,
        reason: r.reason?.text ?? '',
      }));
      return ok({ settings: checkInSettingsView(competition.id, settings), list: rows });
    },
  );

  app.get(
    '/competition/clock_list',
    {
      schema: {
        tags: ['check-in'],
        summary: '参与者的打卡数据：统计、打卡日历与记录（组织者可看任一参与者；参与者看本人，不传 sign_up_id）',
        querystring: {
          type: 'object',
          required: ['id'],
          properties: { ...pageQuery, id: { type: 'integer', minimum: 1 }, sign_up_id: { type: 'integer', minimum: 1 } },
        },
        response: okResponse(ref('CheckInParticipant')),
      },
    },
    async (request) => {
      const q = request.query;
      const principal = request.principal!;
      const { competition, organiser } = visibleChallenge(principal, await challengeOf(q.id));
      const asked = q.sign_up_id === undefined ? undefined : await repo().participantBySignUp(competition.id, q.sign_up_id);
      const own = await repo().participantOf(competition.id, principal.userId);
      const participant = participantToRead(principal, organiser, asked, own, q.sign_up_id);
      const settings = await settingsOrRefuse(competition.id);
      const [{ tallies }, amounts, page] = await Promise.all([
        repo().tallies(competition.id, settings, [participant]),
        repo().approvedAmounts(competition.id, [participant.signUpId]),
        repo().records({ competitionId: competition.id, signUpId: participant.signUpId }, { start: q.start, count: q.count }),
      ]);
      const days = checkInCalendarDays(amounts, settings).map((d) => ({ day: d.day, amount: d.amount, records: d.records, goal_met: toFlag(d.goalMet) }));
      return ok({
        settings: checkInSettingsView(competition.id, settings),
        tally: checkInTallyView(participant.name, tallies[0]!),
        days,
        list: page.list.map(recordDto),
        total_records: page.total,
      });
    },
  );

  app.post(
    '/competition/clock',
    {
      schema: {
        tags: ['check-in'],
        summary:
          '参与者打卡（先上传凭证：图片 POST /api/upload/image，轨迹文件 GPX/TCX/FIT POST /api/upload/file）；轨迹由服务端解析，异常记录标记待审核',
        body: {
          type: 'object',
          required: ['id', 'evidence', 'media_id'],
          properties: {
            id: { type: 'integer', minimum: 1 },
            evidence: { type: 'string', enum: [...CHECK_IN_EVIDENCE] },
            media_id: { type: 'integer', minimum: 1 },
            distance_meters: { type: 'integer', minimum: 1, maximum: 1_000_000 },
            duration_seconds: { type: 'integer', minimum: 1, maximum: 604_800 },
            note: { type: 'string', maxLength: 200 },
          },
          additionalProperties: false,
        },
        response: okResponse(ref('CheckInSubmitted')),
      },
    },
    async (request) => {
      const b = request.body;
      const principal = request.principal!;
      const { competition } = visibleChallenge(principal, await challengeOf(b.id));
      const participant = await repo().participantOf(competition.id, principal.userId);
      if (!participant) throw badInput(CHECK_IN_MSG.notParticipant);
      const settings = await settingsOrRefuse(competition.id);
      if (!settings.evidence.includes(b.evidence)) throw badInput(CHECK_IN_MSG.evidenceNotAllowed(b.evidence));
      const m = await repo().evidenceMedia(b.media_id);
      // only the caller's own upload, of the kind the evidence needs
      if (!m || m.ownerUserId !== principal.userId || m.hidden) throw badInput(CHECK_IN_MSG.evidenceMissing);
      if (m.kind !== (b.evidence === 'track' ? 'file' : 'image')) throw badInput(CHECK_IN_MSG.evidenceKind(b.evidence));
      const track = b.evidence === 'track' ? await parseTrackEvidence(app, m) : null;
      const done = await app.checkIns.submit(
        {
          competitionId: competition.id,
          participant,
          settings,
          evidence: b.evidence,
          mediaId: m.id,
          distanceMeters: b.distance_meters ?? null,
          durationSeconds: b.duration_seconds ?? null,
          note: b.note?.trim() ?? '',
          track,
          now: new Date(),
        },
        actorOf(request),
      );
      return ok(done);
    },
  );
}
