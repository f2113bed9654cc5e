/**
 * Mock 打卡 (check-in challenges of activities; server: routes/competition/check-ins.ts over services/check-ins.ts):
 * the organiser's 打卡设置, records and their review, the ranking, a participant's days and records, and a
 * participant's check-in with an uploaded screenshot or photo. Every decision is shared/rules check-in.ts (settings
 * and submission refusals, the status a record starts in, the tally, the ranking and its reasons); access as the
 * server's (access/check-ins.ts): organisers, anyone for an approved activity, a participant for their own.
 * Participants are the sign-up mock's approved entries with a user (each user's first). Track files are parsed by the
 * server only: here a track check-in is answered with `trackNotInDemo`.
 */
import {
  CHECK_IN_MSG,
  checkInAmount,
  checkInCalendarDays,
  checkInPace,
  checkInSettingsOfBody,
  checkInSettingsView,
  checkInSubmitProblem,
  initialCheckInStatus,
  rankCheckIns,
  tallyCheckIns,
  checkInTallyView,
  type CheckInSettingsValues,
} from '../../rules/check-in';
import type { components } from '../../api/generated/schema.ts';
import { chinaDate } from '../../rules/china-time';
import { DEMO_CHECK_IN_ACTIVITY, DEMO_CHECK_IN_PARTICIPANTS, demoCheckInPlan, demoCompetitionId, demoNickname } from '../../demo/index.ts';
import { mockCheckInUserId } from '../fixtures/sign-ups';
import { reviewReason } from '../../rules/review';
import { competitionOf, organises, refuseWith } from '../competition-kit';
import { perMockDb } from '../db';
import { badInput, notFound, paginate } from '../envelope';
import type { MockCompetition } from '../fixtures/competitions';
import type { MockUser } from '../fixtures/users';
import { mock, refuse } from '../route';
import { mockSignUps } from './sign-up';
import { uploadedMedia } from './upload';

/** A check-in as the server's `check_ins` row holds it: the API's CheckInRecord without the participant's name, with the activity and the user. */
type MockCheckIn = Omit<components['schemas']['CheckInRecord'], 'name' | 'route'> & { competition_id: number; user_id: number; route: [number, number][] };

/**
 * A check-in of a participant's entry (the demo's, a submission's, a test's): unreviewed, without a note, flags or a
 * track (the server parses track files; the demo's records bring their start and route), paced from its distance and time.
 */
export const checkInRow = (
  id: number,
  entry: { id: number; competition_id: number; user_id: number | null },
  v: Pick<MockCheckIn, 'day' | 'evidence' | 'distance_meters' | 'duration_seconds' | 'status' | 'created_at'> & Partial<MockCheckIn>,
): MockCheckIn => ({
  id, competition_id: entry.competition_id, sign_up_id: entry.id, user_id: entry.user_id!, evidence_url: '', evidence_name: '', pace_seconds: checkInPace(v.distance_meters, v.duration_seconds),
  note: '', flags: [], review_reason: '', reviewer_name: '', reviewed_at: null, start_at: null, route: [], ...v,
});

/** A demo participant's (DEMO_CHECK_IN_PARTICIPANTS key) approved entry on the demo challenge. */
export function demoCheckInEntry(key: string) {
  const competitionId = demoCompetitionId(DEMO_CHECK_IN_ACTIVITY);
  const userId = mockCheckInUserId(DEMO_CHECK_IN_PARTICIPANTS.find((x) => x.key === key)!);
  return mockSignUps().entries.find((e) => e.competition_id === competitionId && e.user_id === userId && e.status === 'approved')!;
}

/** The demo challenge (shared/demo check-ins.ts, as the server seed writes it), on its participants' approved entries. */
function createCheckInData() {
  const competitionId = demoCompetitionId(DEMO_CHECK_IN_ACTIVITY);
  const { settings, records } = demoCheckInPlan();
  const entryOf = demoCheckInEntry;
  const reviewer = demoNickname('org_gov');
  const rows = records.map((r, i) =>
    checkInRow(i + 1, entryOf(r.participant), {
      day: r.day, evidence: r.evidence, distance_meters: r.distanceMeters, duration_seconds: r.durationSeconds, pace_seconds: r.paceSeconds, note: r.note, flags: r.flags, status: r.status,
      review_reason: r.reviewReason, reviewer_name: r.reviewedAt ? reviewer : '', reviewed_at: r.reviewedAt, created_at: r.createdAt, start_at: r.startAt, route: r.route,
    }),
  );
  return { settings: new Map<number, CheckInSettingsValues>([[competitionId, settings]]), records: rows, nextId: rows.length + 1 };
}

const store = perMockDb(createCheckInData);

interface Participant {
  signUpId: number;
  userId: number;
  name: string;
}

/** access/check-ins.ts organisedChallenge: the activity if the user organises it (404), never a match (40000). */
function organisedChallenge(user: MockUser, id: number): MockCompetition {
  const c = competitionOf(id);
  if (!c || !organises(user, c)) return refuse(notFound());
  if (c.c_type !== 2) return refuseWith(CHECK_IN_MSG.notActivity);
  return c;
}

/** access/check-ins.ts visibleChallenge: an approved activity, or one the user organises; else 404. */
function visibleChallenge(user: MockUser | null, id: number): { competition: MockCompetition; organiser: boolean } {
  const c = competitionOf(id);
  if (!c || c.c_type !== 2) return refuse(notFound());
  const organiser = user !== null && organises(user, c);
  if (!organiser && c.status !== 'approved') return refuse(notFound());
  return { competition: c, organiser };
}

/** repositories/check-ins.ts participants: each user with an approved entry, by their first one, in entry order. */
function participants(competitionId: number): Participant[] {
  const seen = new Map<number, Participant>();
  for (const e of [...mockSignUps().entries].sort((a, b) => a.id - b.id)) {
    if (e.competition_id !== competitionId || e.status !== 'approved' || e.user_id === null || seen.has(e.user_id)) continue;
    seen.set(e.user_id, { signUpId: e.id, userId: e.user_id, name: e.entrant_name });
  }
  return [...seen.values()].sort((a, b) => a.signUpId - b.signUpId);
}

const recordDto = (r: MockCheckIn) => {
  const { competition_id: _c, user_id: _u, ...rest } = r;
  return { ...rest, name: participants(r.competition_id).find((p) => p.signUpId === r.sign_up_id)?.name ?? '' };
};

function tallies(competitionId: number, s: CheckInSettingsValues, only?: Participant[]) {
  const people = only ?? participants(competitionId);
  const ids = new Set(people.map((p) => p.signUpId));
  const approved = store().records.filter((r) => r.competition_id === competitionId && r.status === 'approved' && ids.has(r.sign_up_id));
  const list = tallyCheckIns(
    people.map((p) => p.signUpId),
    approved.map((r) => ({ participant: r.sign_up_id, day: r.day, amount: checkInAmount(s.goalKind, { distanceMeters: r.distance_meters, durationSeconds: r.duration_seconds }) })),
    s,
    chinaDate(new Date()),
  );
  return { people, list, approved };
}

const settingsOrRefuse = (competitionId: number) => store().settings.get(competitionId) ?? refuse(badInput(CHECK_IN_MSG.notSet));

export const checkInHandlers = [
  mock.public.get('/competition/clock/info', ({ query, user }) => {
    const { competition } = visibleChallenge(user, query.id);
    const s = store().settings.get(competition.id);
    const own = user ? participants(competition.id).find((p) => p.userId === user.profile.id) : undefined;
    return { competition_id: competition.id, competition_name: competition.name, settings: s ? checkInSettingsView(competition.id, s) : null, sign_up_id: own?.signUpId ?? null };
  }),

  mock.get('/competition/clock/settings', ({ query, user }) => {
    const c = organisedChallenge(user, query.id);
    const s = store().settings.get(c.id);
    return s ? checkInSettingsView(c.id, s) : null;
  }),

  mock.put('/competition/clock/settings', ({ body, user }) => {
    const c = organisedChallenge(user, body.id);
    const values = checkInSettingsOfBody(body);
    store().settings.set(c.id, values);
    return checkInSettingsView(c.id, values);
  }),

  mock.get('/competition/clock/records', ({ query, user, url }) => {
    const c = organisedChallenge(user, query.id);
    const keyword = query.keyword?.trim();
    const rows = store()
      .records.filter((r) => r.competition_id === c.id)
      .filter((r) => (!query.status || r.status === query.status) && (query.flagged !== 1 || r.flags.length > 0) && (!query.sign_up_id || r.sign_up_id === query.sign_up_id))
      .map(recordDto)
      .filter((r) => !keyword || r.name.toLowerCase().includes(keyword.toLowerCase()))
      .sort((a, b) => b.id - a.id);
    return paginate(rows, url);
  }),

  mock.post('/competition/clock/review', ({ body, user }) => {
    const reason = reviewReason(body);
    const record = store().records.find((r) => r.id === body.id);
    if (!record) return refuse(notFound());
    organisedChallenge(user, record.competition_id);
    if (record.status !== 'pending') return refuseWith(CHECK_IN_MSG.reviewOnlyPending);
    record.status = body.action === 'approve' ? 'approved' : 'rejected';
    record.review_reason = reason;
    record.reviewer_name = user.profile.nickname;
    record.reviewed_at = new Date().toISOString();
    return {};
  }),

  mock.public.get('/competition/clock_rank', ({ query, user }) => {
    const { competition } = visibleChallenge(user, query.id);
    const s = store().settings.get(competition.id);
    if (!s) return { settings: null, list: [] };
    const { people, list } = tallies(competition.id, s);
    const names = new Map(people.map((p) => [p.signUpId, p.name]));
    return {
      settings: checkInSettingsView(competition.id, s),
      list: rankCheckIns(list, s.goalKind).map((r) => ({ rank: r.rank, ...checkInTallyView(names.get(Number(r.participant)) ?? '', r), reason_key: r.reason?.key ?? null, reason: r.reason?.text ?? '' })),
    };
  }),

  mock.get('/competition/clock_list', ({ query, user, url }) => {
    const { competition, organiser } = visibleChallenge(user, query.id);
    const people = participants(competition.id);
    const own = people.find((p) => p.userId === user.profile.id);
    let participant: Participant | undefined;
    if (query.sign_up_id !== undefined) {
      participant = people.find((p) => p.signUpId === query.sign_up_id);
      if (!participant || (!organiser && participant.userId !== user.profile.id)) return refuse(notFound());
    } else {
      participant = own ?? refuse(notFound());
    }
    const s = settingsOrRefuse(competition.id);
    const { list, approved } = tallies(competition.id, s, [participant]);
    const records = store()
      .records.filter((r) => r.competition_id === competition.id && r.sign_up_id === participant.signUpId)
      .sort((a, b) => b.id - a.id)
      .map(recordDto);
    const page = paginate(records, url);
    return {
      settings: checkInSettingsView(competition.id, s),
      tally: checkInTallyView(participant.name, list[0]!),
      days: checkInCalendarDays(
        approved.map((r) => ({ day: r.day, distanceMeters: r.distance_meters, durationSeconds: r.duration_seconds })),
        s,
      ).map((d) => ({ day: d.day, amount: d.amount, records: d.records, goal_met: d.goalMet ? (1 as const) : (0 as const) })),
      list: page.list,
      total_records: page.total,
    };
  }),

  mock.post('/competition/clock', ({ body, user }) => {
    const { competition } = visibleChallenge(user, body.id);
    const participant = participants(competition.id).find((p) => p.userId === user.profile.id);
    if (!participant) return refuse(badInput(CHECK_IN_MSG.notParticipant));
    const s = settingsOrRefuse(competition.id);
    if (!s.evidence.includes(body.evidence)) return refuse(badInput(CHECK_IN_MSG.evidenceNotAllowed(body.evidence)));
    const m = uploadedMedia(body.media_id);
    if (!m || m.owner !== user.profile.id) return refuse(badInput(CHECK_IN_MSG.evidenceMissing));
    if (m.kind !== (body.evidence === 'track' ? 'file' : 'image')) return refuse(badInput(CHECK_IN_MSG.evidenceKind(body.evidence)));
    if (body.evidence === 'track') return refuse(badInput(CHECK_IN_MSG.trackNotInDemo));
    const day = chinaDate(new Date());
    const distanceMeters = body.distance_meters ?? null;
    const durationSeconds = body.duration_seconds ?? null;
    const sameDayCount = store().records.filter((r) => r.sign_up_id === participant.signUpId && r.day === day && r.status !== 'rejected').length;
    const problem = checkInSubmitProblem(s, { evidence: body.evidence, day, sameDayCount, distanceMeters, durationSeconds });
    if (problem) return refuseWith(problem);
    const status = initialCheckInStatus(s.reviewRequired, []);
    const id = store().nextId++;
    const given = { day, evidence: body.evidence, evidence_url: m.url, evidence_name: m.name, distance_meters: distanceMeters, duration_seconds: durationSeconds, note: body.note?.trim() ?? '' };
    store().records.push(checkInRow(id, { id: participant.signUpId, competition_id: competition.id, user_id: participant.userId }, { ...given, status, created_at: new Date().toISOString() }));
    return { id, status, day, flags: [] };
  }),
];

/** The 打卡 mock's data (challenges by activity, records), for tests that set up a challenge in progress. */
export const mockCheckIns = () => store();

/** repositories/check-ins.ts finishers: the participants whose tally meets the challenge's goal, with it (none without one). */
export function checkInFinishers(competitionId: number) {
  const s = store().settings.get(competitionId);
  if (!s) return [];
  const { people, list } = tallies(competitionId, s);
  return people.map((p, i) => ({ ...p, settings: s, tally: list[i]! })).filter((f) => f.tally.goalMet);
}
export type { MockCheckIn };
