/**
 * Mocks of the schedule, score, standings, award and achievement routes (server:
 * server/src/routes/competition/{schedule,scores,live}.ts): data, plus the server's own rules from shared/rules,
 * run on the mock's fixtures kept as the server's rows — phase settings, generation (fixtures/schedule.ts
 * planSchedule), rounds, score entry with bracket advance and correction, live scores, score rules, standings with
 * tiebreakers and reasons, qualification, clashes, brackets, final places and awards. Access as the server's:
 * managers of the competition's institution and the platform admin manage; the referee enters only assigned
 * fixtures (40300 otherwise); everyone else gets 404; public routes serve approved competitions.
 */
import {
  awardName,
  awardOverlap,
  bracketOf,
  bracketSection,
  doubleBracketOf,
  doublePlaces,
  bracketRefusal,
  bracketRounds,
  checkPhaseSettings,
  checkScoreRule,
  decideLive,
  decideScore,
  fixtureClashes,
  fixturePlace,
  fixtureView,
  scoreColumns,
  hasScore,
  knockoutPlaces,
  knockoutRoundCount,
  NOTHING_TO_CHANGE,
  phaseRounds,
  phaseTables,
  qualificationSourceProblem,
  qualifyPhase,
  refereeIdsProblem,
  SCHEDULE_MSG,
  standingsRefusal,
  nextSwissRound,
  phaseCompleteWhenScored,
  swissEntrantNote,
  swissEntrantsOpen,
  swissJoinRound,
  swissLateEntryProblem,
  swissLeaveEffect,
  swissLeaveProblem,
  swissReturnProblem,
  swissRoundCount,
  swissTables,
  tablePlaces,
  type PhaseEntrant,
  type PhaseSettings,
  type QualificationSetting,
  type ScoreRule,
  SCORE_REPLAY_LIMIT,
} from '../../rules';
import { chinaDate } from '../../rules/china-time';
import { competitionOf, organises, publicCompetition, refuseWith } from '../competition-kit';
import { mockDb, perMockDb } from '../db';
import { badInput, forbidden, notFound } from '../envelope';
import { createScheduleData, DEFAULT_RULE, planSchedule, UNPLAYED, type MockFixture, type MockPhase, type MockScheduleItem } from '../fixtures/schedule';
import type { MockUser } from '../fixtures/users';
import { mock, refuse } from '../route';
import { mockSignUps } from './sign-up';

const store = perMockDb(createScheduleData);

/** As the server's isReferee: the user holds an approved referee registration (the referee picker's list). */
export const isApprovedReferee = (userId: number) => store().referees.some((r) => r.user_id === userId);

const venueCourts = (competitionId: number) => {
  const venueId = competitionOf(competitionId)?.venue_id;
  return (venueId ? mockDb.venues.find((v) => v.id === venueId)?.courts : undefined) ?? [];
};
const manages = (user: MockUser, competitionId: number) => organises(user, competitionOf(competitionId));
/** The object if the user manages its competition, else 404 (as the server's scheduleAccess). */
const managed = <T extends { competition_id: number }>(user: MockUser, object: T | undefined): T => (object && manages(user, object.competition_id) ? object : refuse(notFound()));
const publicPhase = (id: number) => {
  const p = phaseOf(id);
  return p && competitionOf(p.competition_id)?.status === 'approved' ? p : refuse(notFound());
};

const scored = (f: MockFixture) => hasScore(f);
const started = (f: MockFixture) => scored(f) || f.status === 'live';

/** An item added on 报名设置 (the sign-up mock) is schedulable at once, its approved entries the entrants. */
function signUpItem(id: number): MockScheduleItem | undefined {
  const signUps = mockSignUps();
  const item = signUps.items.find((i) => i.id === id);
  if (!item) return undefined;
  const entrants = signUps.entries
    .filter((e) => e.event_item_id === id && e.status === 'approved')
    .sort((a, b) => a.id - b.id)
    .map((e) => ({ id: e.id, name: e.entrant_name, affiliation: e.affiliation, seed: e.seed }));
  return { id, competition_id: item.competition_id, name: item.name, entrants };
}
const itemOf = (id: number): MockScheduleItem | undefined => store().items.find((i) => i.id === id) ?? signUpItem(id);
const allItems = (): MockScheduleItem[] => {
  const s = store();
  const added = [...new Set(s.phases.map((p) => p.event_item_id))].filter((id) => !s.items.some((i) => i.id === id)).map(signUpItem);
  return [...s.items, ...added.filter((i) => i !== undefined)];
};
const phaseOf = (id: number) => store().phases.find((p) => p.id === id);
const fixtureOf = (id: number) => store().fixtures.find((f) => f.id === id);
/** 比分推送: a committed score change as the stream's event — the fixtures' views now, the scored one first. */
const pushScoreEvent = (competitionId: number, ids: number[], final: boolean) => {
  const s = store();
  s.scoreEvents.push({ id: s.nextId++, competitionId, final: final ? 1 : 0, fixtures: ids.map((id) => fixtureDto(fixtureOf(id)!)) });
};
const fixturesOf = (phaseId: number) =>
  store()
    .fixtures.filter((f) => f.phaseId === phaseId)
    .sort((a, b) => (a.groupNo ?? 0) - (b.groupNo ?? 0) || bracketSection(a.kind) - bracketSection(b.kind) || a.roundNo - b.roundNo || Number(a.kind === 'third_place') - Number(b.kind === 'third_place') || a.position - b.position);
const entrantOf = (id: number | null) => allItems().flatMap((i) => i.entrants).find((e) => e.id === id);
/** A phase's entrant with its 补录/退赛 status as the shared Swiss rules read it. */
const swissStatus = (e: MockPhase['entrants'][number]) => ({ signUpId: e.id, joinedRound: e.joined_round ?? null, leftAfterRound: e.left_after_round ?? null, missedRoundPoints: e.missed_round_points ?? 0 });
/** The phase's entrants as the shared standings read them. */
const entrantsOf = (phase: MockPhase): (PhaseEntrant & ReturnType<typeof swissStatus>)[] =>
  phase.entrants.map((e) => ({ ...swissStatus(e), groupNo: e.group_no, name: entrantOf(e.id)?.name ?? '', affiliation: entrantOf(e.id)?.affiliation ?? '' }));
const ruleOf = (itemId: number) => {
  const saved = store().rules.get(itemId);
  return { ...(saved ?? DEFAULT_RULE), saved: saved ? (1 as const) : (0 as const) };
};

/** The score rule of an item (the results mock reads whether it is timed or measured, as the server's itemForAccess). */
export const mockScoreRule = (itemId: number) => ruleOf(itemId);

function phaseDto({ entrants, ...p }: MockPhase) {
  const list = fixturesOf(p.id);
  return { ...p, entrant_count: list.length ? entrants.length : 0, fixture_count: list.filter((f) => !f.bye).length, finished_count: list.filter(scored).length };
}

/** The server's fixture view (shared fixtureView) with the mock's names. */
function fixtureDto(f: MockFixture) {
  const phase = phaseOf(f.phaseId)!;
  const item = itemOf(phase.event_item_id)!;
  return fixtureView(f, {
    competitionName: competitionOf(phase.competition_id)?.name ?? '',
    phase: { eventItemId: item.id, itemName: item.name, name: phase.name, format: phase.format },
    knockoutRounds: knockoutRoundCount(fixturesOf(f.phaseId)),
    entrantName: (id) => entrantOf(id)?.name,
    courtName: (id) => mockDb.venues.flatMap((v) => v.courts).find((c) => c.id === id)?.name,
    referee: (id) => store().referees.find((r) => r.user_id === id),
  });
}

const scoreRule = (itemId: number): ScoreRule => {
  const r = ruleOf(itemId);
  return { points: { win: r.points_win, draw: r.points_draw, loss: r.points_loss, forfeit: r.points_forfeit }, forfeitScore: { winner: r.forfeit_winner_score, loser: r.forfeit_loser_score }, tiebreakers: r.tiebreakers };
};

/** The server's phaseTables (shared/rules). */
const tables = (phase: MockPhase) =>
  phase.format === 'swiss'
    ? swissTables(entrantsOf(phase), fixturesOf(phase.id), scoreRule(phase.event_item_id), phase.config as PhaseSettings, phase.seed)
    : phaseTables(entrantsOf(phase), fixturesOf(phase.id), scoreRule(phase.event_item_id), phase.seed);
function standings(phase: MockPhase) {
  const refusal = standingsRefusal(phase.format);
  if (refusal) refuseWith(refusal);
  return { phase_id: phase.id, name: phase.name, format: phase.format, status: phase.status, tables: tables(phase).map((t) => ({ ...t, complete: t.complete ? (1 as const) : (0 as const) })) };
}

/** The server's bracketView: the rounds and champion of shared/rules' bracketRounds. */
function bracket(phase: MockPhase) {
  const refusal = bracketRefusal(phase.format);
  if (refusal) refuseWith(refusal);
  const { rounds, championId } = bracketRounds(fixturesOf(phase.id));
  return {
    phase_id: phase.id,
    name: phase.name,
    status: phase.status,
    rounds,
    entrants: phase.entrants.map((e) => ({ sign_up_id: e.id, name: entrantOf(e.id)?.name ?? '', seed: e.seed })),
    fixtures: fixturesOf(phase.id).map(fixtureDto),
    champion_id: championId,
    champion_name: championId === null ? '' : (entrantOf(championId)?.name ?? ''),
  };
}

/** The server's finalPlaces for the items of the schedule (the measured items are the results mock's). */
export function achievements(competitionId: number, itemId?: number) {
  const items = allItems().filter((i) => i.competition_id === competitionId && (itemId === undefined || i.id === itemId));
  if (itemId !== undefined && items.length === 0) refuse(notFound());
  const list = items.map((item) => {
    const awardFor = (place: number | null) => (place === null ? '' : (store().awards.find((a) => a.event_item_id === item.id && a.place_from <= place && place <= a.place_to)?.name ?? ''));
    const base = { event_item_id: item.id, name: item.name, model: ruleOf(item.id).model };
    const last = store().phases.filter((p) => p.event_item_id === item.id).sort((a, b) => a.sort - b.sort).at(-1);
    if (!last || fixturesOf(last.id).filter((f) => !f.bye).length === 0) return { ...base, final: 0 as const, list: [] };
    const final = last.status === 'completed' ? (1 as const) : (0 as const);
    if (last.format === 'knockout' || last.format === 'double_elimination') {
      const places = last.format === 'knockout' ? knockoutPlaces(bracketOf(fixturesOf(last.id))) : doublePlaces(doubleBracketOf(fixturesOf(last.id)));
      return { ...base, final, list: places.map((p) => fixturePlace(p.place, Number(p.entrant), entrantOf(Number(p.entrant)), '', awardFor(p.place))) };
    }
    return { ...base, final, list: tablePlaces(tables(last), last.format === 'league' || last.format === 'swiss', awardFor) };
  });
  return { competition_id: competitionId, list };
}

/** The server's competitionClashes (shared fixtureClashes): a fixture holds its resources for 60 minutes. */
function clashes(competitionId: number) {
  const timed = store().fixtures.filter((f) => f.competitionId === competitionId && f.startsAt !== null);
  return fixtureClashes(timed, timed.map(fixtureDto));
}

/** The server's scoreAccess: organiser, the fixture's referee, 40300 for another approved referee, else 404. */
function scoring(user: MockUser, id: number) {
  const f = fixtureOf(id);
  const phase = f && phaseOf(f.phaseId);
  if (!f || !phase) return refuse(notFound());
  if (!manages(user, phase.competition_id) && !f.refereeIds.includes(user.profile.id)) refuse(isApprovedReferee(user.profile.id) ? forbidden() : notFound());
  return { f, phase };
}

const dropSchedule = (phaseId: number) => (store().fixtures = store().fixtures.filter((f) => f.phaseId !== phaseId));
const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** As the server's checkPhaseSettings (shared/rules, the config is the route schema's) and checkSource (42200). */
function checkPhase(format: MockPhase['format'], config: MockPhase['config'], itemId: number, selfId?: number) {
  checkPhaseSettings(format, config as PhaseSettings);
  const q = config.qualification as { from_phase_id: number } | null | undefined;
  if (!q) return;
  const source = phaseOf(q.from_phase_id);
  const problem = qualificationSourceProblem(source && { id: source.id, eventItemId: source.event_item_id, format: source.format }, itemId, selfId);
  if (problem) refuse(badInput(problem));
}

function awardSaved(itemId: number, b: { name: string; place_from: number; place_to: number }, selfId?: number) {
  const name = awardName(b.name, b.place_from, b.place_to);
  const overlap = store().awards.find((a) => a.id !== selfId && a.event_item_id === itemId && a.place_from <= b.place_to && b.place_from <= a.place_to);
  if (overlap) throw awardOverlap({ name: overlap.name, placeFrom: overlap.place_from, placeTo: overlap.place_to });
  return { name, place_from: b.place_from, place_to: b.place_to };
}

export const scheduleHandlers = [
  mock.post('/admin/schedule/create_phase', ({ user, body: b }) => {
    const item = managed(user, itemOf(b.event_item_id));
    const name = b.name.trim();
    if (!name) refuse(badInput(SCHEDULE_MSG.phaseNameRequired));
    const config = b.config ?? {};
    checkPhase(b.format, config, item.id);
    const s = store();
    const sort = s.phases.filter((p) => p.event_item_id === item.id).length + 1;
    const phase: MockPhase = { id: s.nextId++, competition_id: item.competition_id, event_item_id: item.id, name, description: b.description?.trim() ?? '', format: b.format, sort, config, seed: b.seed ?? '', status: 'draft', progress: 100, generated_at: null, entrants: [] };
    s.phases.push(phase);
    return { id: phase.id };
  }),

  mock.get('/admin/schedule/phase', ({ user, query }) => {
    if (query.id !== undefined) return { list: [phaseDto(managed(user, phaseOf(query.id)))] };
    if (query.event_item_id === undefined) return refuse(badInput(SCHEDULE_MSG.itemRequired));
    const item = managed(user, itemOf(query.event_item_id));
    return { list: store().phases.filter((p) => p.event_item_id === item.id).sort((a, b) => a.sort - b.sort).map(phaseDto) };
  }),

  mock.put('/admin/schedule/phase', ({ user, body: { id, ...b } }) => {
    const phase = managed(user, phaseOf(id));
    if (b.name !== undefined && !b.name.trim()) refuse(badInput(SCHEDULE_MSG.phaseNameRequired));
    const structural = (b.format !== undefined && b.format !== phase.format) || (b.config !== undefined && !sameJson(b.config, phase.config)) || (b.seed !== undefined && b.seed !== phase.seed);
    if (b.name === undefined && !structural) {
      if (b.description !== undefined || b.config !== undefined || b.format !== undefined || b.seed !== undefined) {
        if (b.description !== undefined) phase.description = b.description.trim();
        return { id };
      }
      refuse(badInput(NOTHING_TO_CHANGE));
    }
    checkPhase(b.format ?? phase.format, b.config ?? phase.config, phase.event_item_id, phase.id);
    if (structural && fixturesOf(id).some(started)) refuseWith(SCHEDULE_MSG.startedOnlyNameAndDescription);
    if (b.name !== undefined) phase.name = b.name.trim();
    if (b.description !== undefined) phase.description = b.description.trim();
    if (structural) {
      Object.assign(phase, { format: b.format ?? phase.format, config: b.config ?? phase.config, seed: b.seed ?? phase.seed, status: 'draft', generated_at: null });
      dropSchedule(id);
    }
    return { id };
  }),

  mock.delete('/admin/schedule/phase', ({ user, query }) => {
    const phase = managed(user, phaseOf(query.id));
    const dependant = store().phases.find((p) => (p.config.qualification as { from_phase_id?: number } | null | undefined)?.from_phase_id === phase.id);
    if (dependant) refuseWith(SCHEDULE_MSG.sourceOfPhase(dependant.name));
    if (fixturesOf(phase.id).some(started)) refuseWith(SCHEDULE_MSG.startedNoDelete);
    store().phases = store().phases.filter((p) => p.id !== phase.id);
    dropSchedule(phase.id);
    return {};
  }),

  mock.post('/admin/schedule/create_schedule', ({ user, body }) => {
    const phase = managed(user, phaseOf(body.phase_id));
    const seed = body.seed || phase.seed || Math.random().toString(16).slice(2, 14);
    const item = itemOf(phase.event_item_id)!;
    const entrants = phase.config.qualification ? phase.entrants.map((e) => ({ ...e, affiliation: entrantOf(e.id)?.affiliation ?? '' })) : item.entrants;
    if (phase.config.qualification && entrants.length === 0) refuseWith(SCHEDULE_MSG.qualifyFirst);
    const plan = planSchedule(phase.format, phase.config, seed, entrants);
    if (fixturesOf(phase.id).some(started)) refuseWith(SCHEDULE_MSG.startedNoRegenerate);
    dropSchedule(phase.id);
    const s = store();
    s.fixtures.push(...plan.fixtures.map((f) => ({ ...f, id: s.nextId++, phaseId: phase.id, competitionId: phase.competition_id })));
    Object.assign(phase, { seed, status: 'generated', progress: 100, generated_at: new Date().toISOString(), entrants: plan.entrants });
    const byes = plan.fixtures.filter((f) => f.bye).length;
    return { phase_id: phase.id, seed, status: 'generated' as const, progress: 100, fixture_count: plan.fixtures.length - byes, bye_count: byes };
  }),

  mock.post('/admin/schedule/next_round', ({ user, body }) => {
    const phase = managed(user, phaseOf(body.phase_id));
    const config = phase.config as PhaseSettings;
    const next = nextSwissRound(phase.format, config, phase.seed, phase.entrants.map(swissStatus), fixturesOf(phase.id), scoreRule(phase.event_item_id).points);
    const s = store();
    s.fixtures.push(...next.fixtures.map((f) => ({ ...UNPLAYED, refereeIds: [], ...f, id: s.nextId++, phaseId: phase.id, competitionId: phase.competition_id })));
    phase.status = 'generated';
    const byes = next.fixtures.filter((f) => f.bye).length;
    return { phase_id: phase.id, round: next.round, rounds: config.rounds ?? 1, fixture_count: next.fixtures.length - byes, bye_count: byes };
  }),

  mock.get('/admin/schedule/phase_entrants', ({ user, query }) => {
    const phase = managed(user, phaseOf(query.phase_id));
    const swiss = phase.format === 'swiss';
    const rows = fixturesOf(phase.id);
    const round = swiss ? swissRoundCount(rows) : 0;
    const rounds = swiss ? ((phase.config as PhaseSettings).rounds ?? 1) : 0;
    const inPhase = new Set(phase.entrants.map((e) => e.id));
    const candidates = swissEntrantsOpen(phase.format, phase.config as PhaseSettings, rows) ? (itemOf(phase.event_item_id)?.entrants ?? []).filter((e) => !inPhase.has(e.id)) : [];
    // pairing order, as the server's: late entries after those from round 1, then by seed
    const ordered = [...phase.entrants].sort((a, b) => (a.group_no ?? 0) - (b.group_no ?? 0) || (a.joined_round ?? 1) - (b.joined_round ?? 1) || (a.seed ?? Infinity) - (b.seed ?? Infinity) || a.id - b.id);
    return {
      list: ordered.map((e) => ({
        sign_up_id: e.id,
        name: entrantOf(e.id)?.name ?? '',
        affiliation: entrantOf(e.id)?.affiliation ?? '',
        seed: e.seed,
        group_no: e.group_no,
        joined_round: e.joined_round ?? null,
        left_after_round: e.left_after_round ?? null,
        missed_round_points: e.missed_round_points ?? 0,
        note: swissEntrantNote(swissStatus(e)),
      })),
      candidates: candidates.map((e) => ({ sign_up_id: e.id, name: e.name, affiliation: e.affiliation })),
      round,
      rounds,
    };
  }),

  mock.post('/admin/schedule/entrant_leave', ({ user, body }) => {
    const phase = managed(user, phaseOf(body.phase_id));
    const rows = fixturesOf(phase.id);
    const entrant = phase.entrants.find((e) => e.id === body.sign_up_id);
    const problem = swissLeaveProblem(phase.format, phase.config as PhaseSettings, rows, entrant && swissStatus(entrant));
    if (problem) refuseWith(problem);
    const effect = swissLeaveEffect(rows, swissStatus(entrant!));
    if (effect.kind === 'remove') {
      phase.entrants = phase.entrants.filter((e) => e !== entrant);
      return { sign_up_id: body.sign_up_id, change: 'removed' as const, round: 0 };
    }
    entrant!.left_after_round = effect.afterRound;
    return { sign_up_id: body.sign_up_id, change: 'left' as const, round: effect.afterRound };
  }),

  mock.post('/admin/schedule/entrant_return', ({ user, body }) => {
    const phase = managed(user, phaseOf(body.phase_id));
    const rows = fixturesOf(phase.id);
    const entrant = phase.entrants.find((e) => e.id === body.sign_up_id);
    const problem = swissReturnProblem(phase.format, phase.config as PhaseSettings, rows, entrant && swissStatus(entrant));
    if (problem) refuseWith(problem);
    entrant!.left_after_round = null;
    return { sign_up_id: body.sign_up_id, change: 'returned' as const, round: swissJoinRound(rows) };
  }),

  mock.post('/admin/schedule/late_entry', ({ user, body }) => {
    const phase = managed(user, phaseOf(body.phase_id));
    const rows = fixturesOf(phase.id);
    const missedRoundPoints = body.missed_round_points ?? 0;
    const approved = (itemOf(phase.event_item_id)?.entrants ?? []).some((e) => e.id === body.sign_up_id);
    const present = phase.entrants.some((e) => e.id === body.sign_up_id);
    const problem = swissLateEntryProblem(phase.format, phase.config as PhaseSettings, rows, { approved, present, missedRoundPoints }, scoreRule(phase.event_item_id).points);
    if (problem) refuseWith(problem);
    const round = swissJoinRound(rows);
    phase.entrants.push({ id: body.sign_up_id, seed: null, group_no: null, joined_round: round, left_after_round: null, missed_round_points: missedRoundPoints });
    return { sign_up_id: body.sign_up_id, change: 'joined' as const, round };
  }),

  mock.get('/admin/schedule/progress', ({ user, query }) => {
    const phase = managed(user, phaseOf(query.phase_id));
    return { status: phase.status, progress: phase.progress };
  }),

  mock.get('/admin/schedule/phase_round', ({ user, query }) => {
    const phase = managed(user, phaseOf(query.phase_id));
    return { list: phaseRounds(fixturesOf(phase.id)) };
  }),

  mock.get('/admin/schedule/phase_match', ({ user, query: q }) => {
    const phase = managed(user, phaseOf(q.phase_id));
    return { list: fixturesOf(phase.id).filter((f) => (q.round === undefined || f.roundNo === q.round) && (q.group === undefined || f.groupNo === q.group)).map(fixtureDto) };
  }),

  mock.post('/admin/schedule/match_info/save', ({ user, body: b }) => {
    const f = fixtureOf(b.id);
    const phase = managed(user, f && phaseOf(f.phaseId));
    if (f!.bye) refuseWith(SCHEDULE_MSG.byeNoMatchInfo);
    const referees = b.referee_ids ?? [...f!.refereeIds];
    const refereeProblem = refereeIdsProblem(referees);
    if (refereeProblem) refuse(badInput(refereeProblem));
    if (!referees.every(isApprovedReferee)) refuse(badInput(SCHEDULE_MSG.refereeNotApproved));
    const courtId = b.court_id === undefined ? f!.courtId : b.court_id;
    if (courtId !== null && courtId !== f!.courtId) {
      if (!mockDb.venues.some((v) => v.courts.some((c) => c.id === courtId))) refuse(badInput(SCHEDULE_MSG.courtMissing));
      if (!venueCourts(phase.competition_id).some((c) => c.id === courtId)) refuse(badInput(SCHEDULE_MSG.courtNotOfVenue));
    }
    const startsAt = b.starts_at === undefined ? f!.startsAt : b.starts_at === null ? null : new Date(b.starts_at);
    Object.assign(f!, { startsAt, courtId, courtName: b.court_name?.trim() ?? f!.courtName, refereeIds: referees });
    return { fixture: fixtureDto(f!), clashes: clashes(phase.competition_id) };
  }),

  mock.get('/admin/schedule/courts', ({ user, query }) => ({ list: venueCourts(managed(user, competitionOf(query.id) && { competition_id: query.id }).competition_id) })),

  mock.get('/admin/schedule/clashes', ({ user, query }) => ({ list: clashes(managed(user, competitionOf(query.id) && { competition_id: query.id }).competition_id) })),

  mock.get('/admin/schedule/referees', ({ user, query }) => {
    if (!user.isPlatformAdmin && (user.isPerson || user.managerOf.length === 0)) refuse(notFound());
    const keyword = query.keyword?.trim();
    return { list: store().referees.filter((r) => !keyword || r.name.includes(keyword)) };
  }),

  mock.get('/admin/schedule/ranking_rules', ({ user, query }) => {
    const item = itemOf(query.event_item_id);
    // as the server: a referee of one of the item's fixtures reads the rule (the score modal needs its model)
    const referees = store().fixtures.some((f) => f.refereeIds.includes(user.profile.id) && phaseOf(f.phaseId)?.event_item_id === item?.id);
    const own = item && referees ? item : managed(user, item);
    return { event_item_id: own.id, ...ruleOf(own.id) };
  }),

  mock.put('/admin/schedule/ranking_rules', ({ user, body: { event_item_id, ...b } }) => {
    const item = managed(user, itemOf(event_item_id));
    const rule = checkScoreRule(b);
    store().rules.set(item.id, rule);
    return { event_item_id: item.id, ...rule, saved: 1 as const };
  }),

  // the server's decideScore (shared/rules); knockout results move the bracket's other fixtures
  mock.post('/admin/schedule/score', ({ user, body: b }) => {
    const { f, phase } = scoring(user, b.fixture_id);
    const input = { homeScore: b.home_score, awayScore: b.away_score, sets: b.sets, forfeit: b.forfeit, homeFairPlay: b.home_fair_play, awayFairPlay: b.away_fair_play, version: b.version, reason: b.reason };
    const d = decideScore(f, input, fixturesOf(phase.id));
    if (d.kind === 'unchanged') return { changed: 0 as const, fixture: fixtureDto(f) };
    for (const { id, ...m } of d.moves) Object.assign(fixtureOf(id)!, m);
    Object.assign(f, scoreColumns(d.after), { version: f.version + 1 });
    const s = store();
    s.history.push({ id: s.nextId++, fixture_id: f.id, before: d.before, after: d.after, actor_id: user.profile.id, actor_name: user.profile.nickname, reason: d.reason, at: new Date().toISOString() });
    const rows = fixturesOf(phase.id);
    phase.status = rows.filter((x) => !x.bye).every(scored) && phaseCompleteWhenScored(phase.format, phase.config as PhaseSettings, Math.max(0, ...rows.map((x) => x.roundNo))) ? 'completed' : 'generated';
    pushScoreEvent(f.competitionId, [f.id, ...d.moves.map((m) => m.id)], true);
    return { changed: 1 as const, fixture: fixtureDto(f) };
  }),

  // 直播比分 (server: routes/competition/live.ts with decideLive of shared/rules)
  mock.post('/admin/schedule/live', ({ user, body: b }) => {
    const { f } = scoring(user, b.fixture_id);
    const d = decideLive(f, { action: b.action, homeScore: b.home_score, awayScore: b.away_score, version: b.version }, new Date());
    if (d.kind === 'unchanged') return { changed: 0 as const, fixture: fixtureDto(f) };
    Object.assign(f, d.patch, { version: f.version + 1 });
    pushScoreEvent(f.competitionId, [f.id], false);
    return { changed: 1 as const, fixture: fixtureDto(f) };
  }),

  mock.get('/admin/schedule/score_history', ({ user, query }) => {
    const f = fixtureOf(query.fixture_id);
    const phase = f && phaseOf(f.phaseId);
    if (!f || !phase || (!manages(user, phase.competition_id) && !f.refereeIds.includes(user.profile.id))) return refuse(notFound());
    return { list: store().history.filter((h) => h.fixture_id === f.id).map(({ fixture_id: _, ...h }) => h) };
  }),

  mock.get('/referee/fixtures', ({ user }) => ({ list: store().fixtures.filter((f) => f.refereeIds.includes(user.profile.id)).map(fixtureDto) })),

  mock.get('/admin/schedule/group_ranks', ({ user, query }) => standings(managed(user, phaseOf(query.phase_id)))),
  mock.get('/admin/schedule/integral', ({ user, query }) => standings(managed(user, phaseOf(query.phase_id)))),
  mock.get('/admin/schedule/knockout_draws', ({ user, query }) => bracket(managed(user, phaseOf(query.phase_id)))),

  // the server's qualify route over qualify() of shared/rules
  mock.post('/admin/schedule/qualify', ({ user, body }) => {
    const target = managed(user, phaseOf(body.phase_id));
    const q = target.config.qualification as { from_phase_id: number; rules: QualificationSetting[] } | null | undefined;
    if (!q) return refuseWith(SCHEDULE_MSG.noQualification);
    const source = phaseOf(q.from_phase_id);
    if (!source || source.event_item_id !== target.event_item_id) return refuseWith(SCHEDULE_MSG.sourceMissing);
    const games = fixturesOf(source.id).filter((f) => !f.bye);
    if (games.length === 0 || !games.every(hasScore)) refuseWith(SCHEDULE_MSG.sourceNotFinished);
    if (fixturesOf(target.id).length > 0) refuseWith(SCHEDULE_MSG.qualifyAfterGenerated);
    const list = qualifyPhase({ entrants: entrantsOf(source), games, rule: scoreRule(target.event_item_id), rules: q.rules, lotsSeed: source.seed });
    target.entrants = list.map((x) => ({ id: x.sign_up_id, seed: x.seed, group_no: null }));
    return { phase_id: target.id, list };
  }),

  mock.get('/admin/award', ({ user, query }) => {
    const item = managed(user, itemOf(query.event_item_id));
    return { list: store().awards.filter((a) => a.event_item_id === item.id).sort((a, b) => a.place_from - b.place_from) };
  }),

  mock.post('/admin/award', ({ user, body: { event_item_id, ...b } }) => {
    const item = managed(user, itemOf(event_item_id));
    const award = { id: store().nextId++, event_item_id: item.id, ...awardSaved(item.id, b) };
    store().awards.push(award);
    return { id: award.id };
  }),

  mock.put('/admin/award', ({ user, body: { id, ...b } }) => {
    const award = store().awards.find((a) => a.id === id);
    managed(user, award && itemOf(award.event_item_id));
    Object.assign(award!, awardSaved(award!.event_item_id, b, id));
    return { id };
  }),

  mock.delete('/admin/award', ({ user, query }) => {
    const award = store().awards.find((a) => a.id === query.id);
    managed(user, award && itemOf(award.event_item_id));
    store().awards = store().awards.filter((a) => a.id !== query.id);
    return {};
  }),

  mock.get('/competition/achievements', ({ user, query }) => achievements(managed(user, competitionOf(query.id) && { competition_id: query.id }).competition_id, query.event_item_id)),

  // ---- public ----
  mock.public.get('/official/competition/schedule', ({ query }) => {
    const c = publicCompetition(query.id);
    const items = allItems().filter((i) => i.competition_id === c.id);
    return { id: c.id, name: c.name, items: items.map((i) => ({ id: i.id, name: i.name, phases: store().phases.filter((p) => p.event_item_id === i.id).sort((a, b) => a.sort - b.sort).map((p) => ({ id: p.id, name: p.name, format: p.format, status: p.status, fixtures: fixturesOf(p.id).map(fixtureDto) })) })) };
  }),

  mock.public.get('/official/competition/live', ({ query }) => {
    const c = publicCompetition(query.id);
    const today = chinaDate(new Date());
    const list = store().fixtures.filter((f) => f.competitionId === c.id && !f.bye && (f.status === 'live' || (f.startsAt !== null && chinaDate(f.startsAt) === today)));
    return { id: c.id, name: c.name, refreshed_at: new Date().toISOString(), list: list.map(fixtureDto) };
  }),

  // 比分推送, polled (server: routes/competition/live-stream.ts); the stream itself is not mocked: a page polls
  mock.public.get('/official/competition/live/events', ({ query }) => {
    const c = publicCompetition(query.id);
    const own = store().scoreEvents.filter((e) => e.competitionId === c.id);
    const lastId = own.at(-1)?.id ?? 0;
    if (query.after === undefined) return { last_id: lastId, reset: 0 as const, list: [] };
    const after = query.after;
    const list = own.filter((e) => e.id > after);
    if (list.length > SCORE_REPLAY_LIMIT) return { last_id: lastId, reset: 1 as const, list: [] };
    return { last_id: list.at(-1)?.id ?? after, reset: 0 as const, list: list.map(({ id, final, fixtures }) => ({ id, final, fixtures })) };
  }),

  mock.public.get('/official/competition/standings', ({ query }) => standings(publicPhase(query.phase_id))),
  mock.public.get('/official/competition/bracket', ({ query }) => bracket(publicPhase(query.phase_id))),
  mock.public.get('/official/competition/achievements', ({ query }) => achievements(publicCompetition(query.id).id)),
];
