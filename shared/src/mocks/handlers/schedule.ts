/**
 * Mocks of the schedule, score, standings, award and achievement routes (server:
 * server/src/routes/competition/{schedule,scores}.ts), with the server's access answers for the demo accounts:
 * managers of the competition's institution and the platform admin manage; the referee enters only assigned
 * fixtures (40300 otherwise); everyone else gets 404; public routes serve approved competitions.
 */
import { http } from 'msw';
import { mockDb, type MockDb } from '../db';
import { badInput, fail, forbidden, intParam, notFound, ok, textParam } from '../envelope';
import {
  bracketFixtures,
  createScheduleData,
  DEFAULT_RULE,
  roundName,
  roundRobinFixtures,
  type MockFixture,
  type MockPhase,
  type MockPhaseFormat,
  type MockScheduleData,
  type MockScheduleItem,
  type MockScoreRule,
} from '../fixtures/schedule';
import type { MockUser } from '../fixtures/users';
import { canSee, requireUser } from './guard';
import { mockSignUps } from './sign-up';

const stores = new WeakMap<MockDb, MockScheduleData>();
function store(): MockScheduleData {
  let s = stores.get(mockDb);
  if (!s) {
    s = createScheduleData();
    stores.set(mockDb, s);
  }
  return s;
}

/** As the server's isReferee: the user holds an approved referee registration (the referee picker's list). */
export const isApprovedReferee = (userId: number) => store().referees.some((r) => r.user_id === userId);

const refused = (msg: string) => fail(40000, msg);
const competitionOf = (id: number) => mockDb.competitions.find((c) => c.id === id);
/** As the server: the courts of the competition's venue (举办场馆), [] without one. */
const venueCourts = (competitionId: number) => {
  const venueId = competitionOf(competitionId)?.venue_id;
  return (venueId ? mockDb.venues.find((v) => v.id === venueId)?.courts : undefined) ?? [];
};
const manages = (user: MockUser, competitionId: number) => {
  const c = competitionOf(competitionId);
  return Boolean(c && canSee(user, c.institution_id));
};
const isPublic = (competitionId: number) => competitionOf(competitionId)?.status === 'approved';

async function bodyOf(request: Request): Promise<Record<string, unknown>> {
  try {
    return (await request.json()) as Record<string, unknown>;
  } catch {
    return {};
  }
}

const hasScore = (f: MockFixture) => !f.bye && (f.forfeit !== null || (f.home_score !== null && f.away_score !== null));
/** As the server: a phase with a result or a game in progress cannot be regenerated, changed or deleted. */
const started = (f: MockFixture) => hasScore(f) || f.status === 'live';
/**
 * The items a schedule is made for. As on the server, where one table holds them, an item added on 报名设置 (the
 * sign-up mock) can be scheduled at once, its approved entries being the entrants; the demo items of
 * fixtures/schedule.ts keep the entrants written there.
 */
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
/** Every schedulable item: the demo ones, then the sign-up mock's items that have a phase. */
const allItems = (): MockScheduleItem[] => {
  const s = store();
  const demo = new Set(s.items.map((i) => i.id));
  const added = [...new Set(s.phases.map((p) => p.event_item_id))].filter((id) => !demo.has(id)).map(signUpItem);
  return [...s.items, ...added.filter((i): i is MockScheduleItem => i !== undefined)];
};
const phaseOf = (id: number) => store().phases.find((p) => p.id === id);
const fixturesOf = (phaseId: number) =>
  store()
    .fixtures.filter((f) => f.phase_id === phaseId)
    .sort((a, b) => (a.group_no ?? 0) - (b.group_no ?? 0) || a.round - b.round || (a.kind === 'third_place' ? 1 : 0) - (b.kind === 'third_place' ? 1 : 0) || a.position - b.position);
const entrantName = (id: number | null) => allItems().flatMap((i) => i.entrants).find((e) => e.id === id)?.name ?? '';
const groupLabel = (g: number | null) => (g === null ? '' : `${String.fromCharCode(64 + g)}组`);
const ruleOf = (itemId: number): MockScoreRule & { saved: boolean } => {
  const saved = store().rules.get(itemId);
  return saved ? { ...saved, saved: true } : { ...DEFAULT_RULE, saved: false };
};

function phaseDto(p: MockPhase) {
  const list = fixturesOf(p.id).filter((f) => !f.bye);
  const item = itemOf(p.event_item_id);
  return {
    ...p,
    entrant_count: list.length ? (item?.entrants.length ?? 0) : 0,
    fixture_count: list.length,
    finished_count: list.filter(hasScore).length,
  };
}

function fixtureDto(f: MockFixture) {
  const s = store();
  const phase = phaseOf(f.phase_id)!;
  const item = itemOf(phase.event_item_id)!;
  const rounds = Math.max(0, ...s.fixtures.filter((x) => x.phase_id === f.phase_id && x.kind === 'knockout').map((x) => x.round));
  const name = (id: number | null) => (id === null ? (f.bye ? '轮空' : '待定') : entrantName(id));
  return {
    id: f.id,
    competition_id: phase.competition_id,
    competition_name: competitionOf(phase.competition_id)?.name ?? '',
    event_item_id: item.id,
    item_name: item.name,
    phase_id: phase.id,
    phase_name: phase.name,
    format: phase.format,
    group_no: f.group_no,
    group_name: groupLabel(f.group_no),
    round: f.round,
    round_name: f.kind === 'third_place' ? '季军赛' : f.kind === 'knockout' ? roundName(f.round, rounds) : `第${f.round}轮`,
    position: f.position,
    code: f.code,
    kind: f.kind,
    home_id: f.home_id,
    home_name: name(f.home_id),
    away_id: f.away_id,
    away_name: name(f.away_id),
    home_seed: f.home_seed,
    away_seed: f.away_seed,
    bye: f.bye,
    starts_at: f.starts_at,
    court_id: f.court_id,
    court_name: f.court_name,
    referees: f.referee_ids.map((id) => s.referees.find((r) => r.user_id === id) ?? { user_id: id, name: '', gender: 0 }),
    status: f.status,
    home_score: f.home_score,
    away_score: f.away_score,
    sets: f.sets,
    forfeit: f.forfeit,
    home_fair_play: f.home_fair_play,
    away_fair_play: f.away_fair_play,
    winner_id: f.winner_id,
    live_home_score: f.live_home_score,
    live_away_score: f.live_away_score,
    live_started_at: f.live_started_at,
    version: f.version,
  };
}

/** Points, difference, scored (a short stand-in of the server's tiebreakers), with the reason text. */
function tables(phase: MockPhase) {
  const rule = ruleOf(phase.event_item_id);
  const item = itemOf(phase.event_item_id)!;
  const games = fixturesOf(phase.id).filter((f) => !f.bye);
  const groups = [...new Set(games.map((f) => f.group_no))];
  return groups.map((g) => {
    const own = games.filter((f) => f.group_no === g);
    const ids = [...new Set(own.flatMap((f) => [f.home_id!, f.away_id!]))];
    const rows = ids.map((id) => {
      const r = { played: 0, wins: 0, draws: 0, losses: 0, forfeits: 0, scored: 0, conceded: 0, points: 0, fair_play: 0 };
      for (const f of own.filter((x) => hasScore(x) && (x.home_id === id || x.away_id === id))) {
        const home = f.home_id === id;
        const mine = home ? f.home_score! : f.away_score!;
        const theirs = home ? f.away_score! : f.home_score!;
        r.played++;
        r.scored += mine;
        r.conceded += theirs;
        r.fair_play += home ? f.home_fair_play : f.away_fair_play;
        if (mine > theirs) {
          r.wins++;
          r.points += rule.points_win;
        } else if (mine < theirs) {
          r.losses++;
          r.points += rule.points_loss;
        } else {
          r.draws++;
          r.points += rule.points_draw;
        }
      }
      const e = item.entrants.find((x) => x.id === id)!;
      return { sign_up_id: id, name: e.name, affiliation: e.affiliation, ...r, difference: r.scored - r.conceded };
    });
    rows.sort((a, b) => b.points - a.points || b.difference - a.difference || b.scored - a.scored || a.sign_up_id - b.sign_up_id);
    const out = rows.map((r, i) => {
      const next = rows[i + 1];
      let tiebreaker: string | null = null;
      let reason = '';
      if (next) {
        if (r.points !== next.points) [tiebreaker, reason] = ['points', `积分 ${r.points} 比 ${next.points}`];
        else if (r.difference !== next.difference) [tiebreaker, reason] = ['difference', `积分相同，净胜分 ${r.difference} 比 ${next.difference}`];
        else if (r.scored !== next.scored) [tiebreaker, reason] = ['scored', `积分相同，净胜分相同，得分 ${r.scored} 比 ${next.scored}`];
        else reason = '积分、净胜分、得分均相同，名次并列';
      }
      return { rank: 0, ...r, tiebreaker, reason };
    });
    out.forEach((r, i) => (r.rank = i > 0 && out[i - 1].tiebreaker === null ? out[i - 1].rank : i + 1));
    return { group_no: g, group_name: groupLabel(g), complete: own.length > 0 && own.every(hasScore) ? 1 : 0, rows: out };
  });
}

function bracket(phase: MockPhase) {
  const list = fixturesOf(phase.id);
  const rounds = Math.max(0, ...list.filter((f) => f.kind === 'knockout').map((f) => f.round));
  const names = Array.from({ length: rounds }, (_, i) => ({ round: i + 1, name: roundName(i + 1, rounds) }));
  if (list.some((f) => f.kind === 'third_place')) names.push({ round: rounds, name: '季军赛' });
  const final = list.find((f) => f.kind === 'knockout' && f.round === rounds);
  const champion = final?.winner_id ?? null;
  const item = itemOf(phase.event_item_id)!;
  return {
    phase_id: phase.id,
    name: phase.name,
    status: phase.status,
    rounds: names,
    entrants: list.length ? item.entrants.map((e, i) => ({ sign_up_id: e.id, name: e.name, seed: e.seed ?? i + 1 })) : [],
    fixtures: list.map(fixtureDto),
    champion_id: champion,
    champion_name: champion === null ? '' : entrantName(champion),
  };
}

function achievements(competitionId: number, itemId?: number) {
  const s = store();
  return {
    competition_id: competitionId,
    list: allItems()
      .filter((i) => i.competition_id === competitionId && (itemId === undefined || i.id === itemId))
      .map((item) => {
        const phases = s.phases.filter((p) => p.event_item_id === item.id).sort((a, b) => a.sort - b.sort);
        const last = phases[phases.length - 1];
        const awardFor = (place: number | null) => (place === null ? '' : (s.awards.find((a) => a.event_item_id === item.id && a.place_from <= place && place <= a.place_to)?.name ?? ''));
        const row = (place: number, id: number, group = '') => {
          const e = item.entrants.find((x) => x.id === id)!;
          return { place, sign_up_id: id, name: e.name, affiliation: e.affiliation, value: null, status: 'ok', group_name: group, award: awardFor(place) };
        };
        let list: ReturnType<typeof row>[] = [];
        if (last && last.format === 'knockout') {
          const b = bracket(last);
          const rounds = Math.max(0, ...b.fixtures.filter((f) => f.kind === 'knockout').map((f) => f.round));
          const third = b.fixtures.find((f) => f.kind === 'third_place');
          for (const f of b.fixtures) {
            if (f.winner_id === null || f.bye) continue;
            const loser = f.winner_id === f.home_id ? f.away_id! : f.home_id!;
            if (f.kind === 'third_place') list.push(row(3, f.winner_id), row(4, loser));
            else {
              if (f.round === rounds) list.push(row(1, f.winner_id));
              if (!(third && f.round === rounds - 1)) list.push(row(2 ** (rounds - f.round) + 1, loser));
            }
          }
          list.sort((a, b) => a.place - b.place);
        } else if (last) {
          list = tables(last).flatMap((t) => t.rows.map((r) => row(r.rank, r.sign_up_id, t.group_name)));
        }
        return { event_item_id: item.id, name: item.name, model: ruleOf(item.id).model, final: last?.status === 'completed' ? 1 : 0, list };
      }),
  };
}

/** Caller and the managed object, or the answer to send. */
function managed<T extends { competition_id: number }>(request: Request, object: T | undefined): { user: MockUser; object: T } | { denied: Response } {
  const auth = requireUser(request);
  if ('denied' in auth) return auth;
  if (!object || !manages(auth.user, object.competition_id)) return { denied: notFound() };
  return { user: auth.user, object };
}

function clashes(competitionId: number) {
  const s = store();
  const phaseIds = new Set(s.phases.filter((p) => p.competition_id === competitionId).map((p) => p.id));
  const timed = s.fixtures.filter((f) => phaseIds.has(f.phase_id) && !f.bye && f.starts_at);
  const out: { kind: 'team' | 'referee' | 'court'; resource_name: string; fixture_ids: number[]; from: string; to: string; message: string }[] = [];
  const hour = 3_600_000;
  for (let i = 0; i < timed.length; i++) {
    for (let j = i + 1; j < timed.length; j++) {
      const [a, b] = [timed[i], timed[j]];
      const start = Math.max(Date.parse(a.starts_at!), Date.parse(b.starts_at!));
      const end = Math.min(Date.parse(a.starts_at!), Date.parse(b.starts_at!)) + hour;
      if (end <= start) continue;
      const label = (f: MockFixture) => `${fixtureDto(f).item_name} ${fixtureDto(f).round_name} ${fixtureDto(f).home_name} vs ${fixtureDto(f).away_name}`;
      const add = (kind: 'team' | 'referee' | 'court', name: string, what: string) =>
        out.push({ kind, resource_name: name, fixture_ids: [a.id, b.id], from: new Date(start).toISOString(), to: new Date(end).toISOString(), message: `${what}「${name}」同时安排在「${label(a)}」和「${label(b)}」` });
      for (const id of a.referee_ids.filter((r) => b.referee_ids.includes(r))) add('referee', s.referees.find((r) => r.user_id === id)?.name ?? String(id), '裁判');
      for (const id of [a.home_id, a.away_id].filter((t) => t !== null && (t === b.home_id || t === b.away_id))) add('team', entrantName(id), '队伍');
      if (a.court_name && a.court_name === b.court_name) add('court', a.court_name, '场地');
    }
  }
  return out;
}

function generate(phase: MockPhase, seed: string): Response | null {
  const s = store();
  if (fixturesOf(phase.id).some(started)) return refused('已有比赛录入成绩，不能重新生成赛程');
  const item = itemOf(phase.event_item_id)!;
  if (item.entrants.length < 2) return badInput(`参赛者只有 ${item.entrants.length} 名，至少需要 2 名才能编排赛程`);
  s.fixtures = s.fixtures.filter((f) => f.phase_id !== phase.id);
  const next = () => s.nextId++;
  const seeded = [...item.entrants].sort((a, b) => (a.seed ?? 1e9) - (b.seed ?? 1e9) || a.id - b.id).map((e) => e.id);
  const cycles = phase.config.cycles === 2 ? 2 : 1;
  let list: MockFixture[];
  if (phase.format === 'knockout') list = bracketFixtures(phase.id, seeded, phase.config.third_place === true, next);
  else if (phase.format === 'groups') {
    const count = Number(phase.config.group_count ?? 0);
    if (!count) return badInput('请设置小组数量');
    if (seeded.length < count * 2) return badInput(`参赛者 ${seeded.length} 名，不足以分成 ${count} 个每组至少 2 名的小组`);
    const groups = Array.from({ length: count }, () => [] as number[]);
    seeded.forEach((id, i) => {
      const row = Math.floor(i / count);
      groups[row % 2 === 0 ? i % count : count - 1 - (i % count)].push(id);
    });
    list = groups.flatMap((ids, g) => roundRobinFixtures(phase.id, ids, cycles, next).map((f) => ({ ...f, group_no: g + 1, kind: 'group' as const, code: `G${g + 1}-${f.round}-${f.position}` })));
  } else list = roundRobinFixtures(phase.id, seeded, cycles, next);
  s.fixtures.push(...list);
  Object.assign(phase, { seed, status: 'generated', progress: 100, generated_at: new Date().toISOString() });
  return null;
}

const SCORE_FIELDS = ['home_score', 'away_score', 'sets', 'forfeit', 'home_fair_play', 'away_fair_play', 'winner_id'] as const;
const scoreValues = (f: MockFixture) => Object.fromEntries(SCORE_FIELDS.map((k) => [k, f[k]]));

export const scheduleHandlers = [
  http.post('/api/admin/schedule/create_phase', async ({ request }) => {
    const b = await bodyOf(request);
    const item = itemOf(Number(b.event_item_id));
    const m = managed(request, item);
    if ('denied' in m) return m.denied;
    // as the server: an empty name fails its schema (名称不能为空), one of spaces only its own check
    if (b.name === undefined || b.name === '') return badInput('名称不能为空');
    const name = String(b.name).trim();
    if (!name) return badInput('阶段名称不能为空');
    const format = b.format as MockPhaseFormat;
    if (!['league', 'groups', 'knockout'].includes(format)) return badInput('参数 format 取值无效');
    const config = (b.config ?? {}) as Record<string, unknown>;
    if (format === 'groups' && !config.group_count) return badInput('请设置小组数量');
    const s = store();
    const phase: MockPhase = {
      id: s.nextId++,
      competition_id: m.object.competition_id,
      event_item_id: m.object.id,
      name,
      description: String(b.description ?? '').trim(),
      format,
      sort: s.phases.filter((p) => p.event_item_id === m.object.id).length + 1,
      config,
      seed: String(b.seed ?? ''),
      status: 'draft',
      progress: 100,
      generated_at: null,
    };
    s.phases.push(phase);
    return ok({ id: phase.id });
  }),

  http.get('/api/admin/schedule/phase', ({ request }) => {
    const url = new URL(request.url);
    const id = intParam(url, 'id');
    if (id !== undefined) {
      const m = managed(request, phaseOf(id));
      if ('denied' in m) return m.denied;
      return ok({ list: [phaseDto(m.object)] });
    }
    const itemId = intParam(url, 'event_item_id');
    if (itemId === undefined) return badInput('请选择项目');
    const m = managed(request, itemOf(itemId));
    if ('denied' in m) return m.denied;
    return ok({ list: store().phases.filter((p) => p.event_item_id === itemId).sort((a, b) => a.sort - b.sort).map(phaseDto) });
  }),

  http.put('/api/admin/schedule/phase', async ({ request }) => {
    const b = await bodyOf(request);
    const m = managed(request, phaseOf(Number(b.id)));
    if ('denied' in m) return m.denied;
    // as the server: a new name or description is always possible; new settings (format, config, seed) drop the schedule, so they are
    // refused once a game has a result or is in progress
    const same = (a: unknown, c: unknown) => JSON.stringify(a) === JSON.stringify(c);
    const structural =
      (b.format !== undefined && b.format !== m.object.format) ||
      (b.config !== undefined && !same(b.config, m.object.config)) ||
      (b.seed !== undefined && b.seed !== m.object.seed);
    if (structural && fixturesOf(m.object.id).some(started)) return refused('已有比赛录入成绩，只能修改阶段名称和说明');
    if (b.name === '') return badInput('名称不能为空');
    if (typeof b.name === 'string' && !b.name.trim()) return badInput('阶段名称不能为空');
    if (typeof b.name === 'string') m.object.name = b.name.trim();
    if (typeof b.description === 'string') m.object.description = b.description.trim();
    if (structural) {
      if (b.format) m.object.format = b.format as MockPhaseFormat;
      if (b.config) m.object.config = b.config as Record<string, unknown>;
      if (typeof b.seed === 'string') m.object.seed = b.seed;
      store().fixtures = store().fixtures.filter((f) => f.phase_id !== m.object.id);
      Object.assign(m.object, { status: 'draft', generated_at: null });
    }
    return ok({ id: m.object.id });
  }),

  http.delete('/api/admin/schedule/phase', ({ request }) => {
    const m = managed(request, phaseOf(intParam(new URL(request.url), 'id') ?? 0));
    if ('denied' in m) return m.denied;
    if (fixturesOf(m.object.id).some(started)) return refused('已有比赛录入成绩，不能删除阶段');
    const s = store();
    s.phases = s.phases.filter((p) => p.id !== m.object.id);
    s.fixtures = s.fixtures.filter((f) => f.phase_id !== m.object.id);
    return ok({});
  }),

  http.post('/api/admin/schedule/create_schedule', async ({ request }) => {
    const b = await bodyOf(request);
    const m = managed(request, phaseOf(Number(b.phase_id)));
    if ('denied' in m) return m.denied;
    const seed = String(b.seed || m.object.seed || 'mock-seed');
    const problem = generate(m.object, seed);
    if (problem) return problem;
    const list = fixturesOf(m.object.id);
    return ok({ phase_id: m.object.id, seed, status: 'generated', progress: 100, fixture_count: list.filter((f) => !f.bye).length, bye_count: list.filter((f) => f.bye).length });
  }),

  http.get('/api/admin/schedule/progress', ({ request }) => {
    const m = managed(request, phaseOf(intParam(new URL(request.url), 'phase_id') ?? 0));
    if ('denied' in m) return m.denied;
    return ok({ status: m.object.status, progress: m.object.progress });
  }),

  http.get('/api/admin/schedule/phase_round', ({ request }) => {
    const m = managed(request, phaseOf(intParam(new URL(request.url), 'phase_id') ?? 0));
    if ('denied' in m) return m.denied;
    const rounds = new Map<string, { group_no: number | null; group_name: string; round: number; name: string; fixture_count: number; finished_count: number }>();
    for (const f of fixturesOf(m.object.id).filter((x) => !x.bye)) {
      const dto = fixtureDto(f);
      const key = `${f.group_no ?? 0}|${f.round}|${f.kind === 'third_place' ? 'p3' : ''}`;
      const r = rounds.get(key) ?? { group_no: f.group_no, group_name: dto.group_name, round: f.round, name: dto.round_name, fixture_count: 0, finished_count: 0 };
      r.fixture_count++;
      if (hasScore(f)) r.finished_count++;
      rounds.set(key, r);
    }
    return ok({ list: [...rounds.values()] });
  }),

  http.get('/api/admin/schedule/phase_match', ({ request }) => {
    const url = new URL(request.url);
    const m = managed(request, phaseOf(intParam(url, 'phase_id') ?? 0));
    if ('denied' in m) return m.denied;
    const round = intParam(url, 'round');
    const group = intParam(url, 'group');
    return ok({ list: fixturesOf(m.object.id).filter((f) => (round === undefined || f.round === round) && (group === undefined || f.group_no === group)).map(fixtureDto) });
  }),

  http.post('/api/admin/schedule/match_info/save', async ({ request }) => {
    const b = await bodyOf(request);
    const fixture = store().fixtures.find((f) => f.id === Number(b.id));
    const phase = fixture ? phaseOf(fixture.phase_id) : undefined;
    const m = managed(request, phase);
    if ('denied' in m) return m.denied;
    if (fixture!.bye) return refused('轮空无需安排比赛信息');
    const referees = (b.referee_ids as number[] | undefined) ?? fixture!.referee_ids;
    if (new Set(referees).size !== referees.length) return badInput('同一裁判不能重复安排');
    if (referees.some((id) => !store().referees.some((r) => r.user_id === id))) return badInput('只能安排已审核通过的裁判员');
    if (b.court_id !== undefined && b.court_id !== null && b.court_id !== fixture!.court_id && !venueCourts(m.object.competition_id).some((c) => c.id === b.court_id)) {
      return badInput('只能选择本赛事举办场馆的场地');
    }
    if (b.starts_at !== undefined) fixture!.starts_at = b.starts_at as string | null;
    if (b.court_id !== undefined) fixture!.court_id = b.court_id as number | null;
    if (typeof b.court_name === 'string') fixture!.court_name = b.court_name.trim();
    fixture!.referee_ids = referees;
    return ok({ fixture: fixtureDto(fixture!), clashes: clashes(m.object.competition_id) });
  }),

  http.get('/api/admin/schedule/courts', ({ request }) => {
    const id = intParam(new URL(request.url), 'id') ?? 0;
    const m = managed(request, competitionOf(id) ? { competition_id: id } : undefined);
    if ('denied' in m) return m.denied;
    return ok({ list: venueCourts(id) });
  }),

  http.get('/api/admin/schedule/clashes', ({ request }) => {
    const id = intParam(new URL(request.url), 'id') ?? 0;
    const m = managed(request, competitionOf(id) ? { competition_id: id } : undefined);
    if ('denied' in m) return m.denied;
    return ok({ list: clashes(id) });
  }),

  http.get('/api/admin/schedule/referees', ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    if (!auth.user.isPlatformAdmin && (auth.user.isPerson || auth.user.managerOf.length === 0)) return notFound();
    const keyword = textParam(new URL(request.url), 'keyword');
    return ok({ list: store().referees.filter((r) => !keyword || r.name.includes(keyword)) });
  }),

  http.get('/api/admin/schedule/ranking_rules', ({ request }) => {
    const item = itemOf(intParam(new URL(request.url), 'event_item_id') ?? 0);
    // as the server: a referee of one of the item's fixtures reads the rule (the score modal needs its model)
    const auth = requireUser(request);
    const referees =
      item && !('denied' in auth) && store().fixtures.some((f) => f.referee_ids.includes(auth.user.profile.id) && phaseOf(f.phase_id)?.event_item_id === item.id);
    const m = referees && item ? { object: item } : managed(request, item);
    if ('denied' in m) return m.denied;
    const r = ruleOf(m.object.id);
    return ok({ event_item_id: m.object.id, ...r, saved: r.saved ? 1 : 0 });
  }),

  http.put('/api/admin/schedule/ranking_rules', async ({ request }) => {
    const b = await bodyOf(request);
    const m = managed(request, itemOf(Number(b.event_item_id)));
    if ('denied' in m) return m.denied;
    const tiebreakers = (b.tiebreakers as string[] | undefined) ?? [];
    if (new Set(tiebreakers).size !== tiebreakers.length) return badInput('排名规则不能重复');
    if (tiebreakers[0] !== 'points') return badInput('排名规则的第一项必须是积分');
    const rule: MockScoreRule = {
      model: (b.model as MockScoreRule['model']) ?? 'goals',
      direction: (b.direction as MockScoreRule['direction']) ?? (b.model === 'timed' ? 'lower' : 'higher'),
      precision: Number(b.precision ?? 2),
      points_win: Number(b.points_win),
      points_draw: Number(b.points_draw),
      points_loss: Number(b.points_loss),
      points_forfeit: Number(b.points_forfeit),
      forfeit_winner_score: Number(b.forfeit_winner_score ?? 3),
      forfeit_loser_score: Number(b.forfeit_loser_score ?? 0),
      tiebreakers,
    };
    if (rule.points_win < rule.points_draw || rule.points_draw < rule.points_loss) return badInput('胜、平、负的积分应依次不增');
    store().rules.set(m.object.id, rule);
    return ok({ event_item_id: m.object.id, ...rule, saved: 1 });
  }),

  http.post('/api/admin/schedule/score', async ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const b = await bodyOf(request);
    const s = store();
    const f = s.fixtures.find((x) => x.id === Number(b.fixture_id));
    const phase = f ? phaseOf(f.phase_id) : undefined;
    if (!f || !phase) return notFound();
    if (!manages(auth.user, phase.competition_id) && !f.referee_ids.includes(auth.user.profile.id)) {
      return s.referees.some((r) => r.user_id === auth.user.profile.id) ? forbidden() : notFound();
    }
    const home = Number(b.home_score);
    const away = Number(b.away_score);
    if (!(home >= 0 && away >= 0)) return badInput('比分不能为负数');
    if (f.bye) return refused('轮空无需录入比分');
    if (f.home_id === null || f.away_id === null) return refused('对阵双方尚未确定，无法录入比分');
    const knockout = f.kind === 'knockout' || f.kind === 'third_place';
    const forfeit = (b.forfeit as MockFixture['forfeit']) ?? null;
    if (knockout && !forfeit && home === away) return refused('淘汰赛不能为平局');
    const winner = forfeit === 'home' ? f.away_id : forfeit === 'away' ? f.home_id : home > away ? f.home_id : away > home ? f.away_id : null;
    const after = { home_score: home, away_score: away, sets: (b.sets as MockFixture['sets']) ?? null, forfeit, home_fair_play: Number(b.home_fair_play ?? 0), away_fair_play: Number(b.away_fair_play ?? 0), winner_id: winner };
    const before = hasScore(f) ? scoreValues(f) : null;
    if (before && JSON.stringify(before) === JSON.stringify(after)) return ok({ changed: 0, fixture: fixtureDto(f) });
    if (Number(b.version) !== f.version) return refused('比分已被他人修改，请刷新后重试');
    const reason = String(b.reason ?? '').trim();
    if (before && !reason) return badInput('修改比分请填写原因');
    if (knockout && before?.winner_id !== winner) {
      const targets = [f.next, f.loser_next].filter((t) => t !== null).map((t) => s.fixtures.find((x) => x.phase_id === f.phase_id && x.code === t!.code)!);
      if (targets.some((t) => t.winner_id !== null)) return refused('后续对阵已录入结果，无法更改本场胜者，请先撤销后续对阵的结果');
      const place = (t: MockFixture['next'], id: number | null) => {
        if (!t) return;
        const target = s.fixtures.find((x) => x.phase_id === f.phase_id && x.code === t.code)!;
        target[t.slot === 'home' ? 'home_id' : 'away_id'] = id;
      };
      place(f.next, winner);
      place(f.loser_next, winner === f.home_id ? f.away_id : f.home_id);
    }
    Object.assign(f, after, { status: 'finished', live_home_score: null, live_away_score: null, live_started_at: null, version: f.version + 1 });
    s.history.push({ id: s.nextId++, fixture_id: f.id, before, after, actor_id: auth.user.profile.id, actor_name: auth.user.profile.nickname, reason, at: new Date().toISOString() });
    const games = fixturesOf(phase.id).filter((x) => !x.bye);
    phase.status = games.every(hasScore) ? 'completed' : 'generated';
    return ok({ changed: 1, fixture: fixtureDto(f) });
  }),

  // 直播比分 (server: routes/competition/live.ts): start at 0:0, running score while live, take back a start
  http.post('/api/admin/schedule/live', async ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const b = await bodyOf(request);
    const s = store();
    const f = s.fixtures.find((x) => x.id === Number(b.fixture_id));
    const phase = f ? phaseOf(f.phase_id) : undefined;
    if (!f || !phase) return notFound();
    if (!manages(auth.user, phase.competition_id) && !f.referee_ids.includes(auth.user.profile.id)) {
      return s.referees.some((r) => r.user_id === auth.user.profile.id) ? forbidden() : notFound();
    }
    const stale = Number(b.version) !== f.version;
    if (f.bye) return refused('轮空场次无需比赛');
    if (b.action === 'start') {
      if (f.home_id === null || f.away_id === null) return refused('对阵双方尚未确定');
      if (f.status === 'finished') return refused('比赛已结束');
      if (stale) return refused('比分已被他人修改，请刷新后重试');
      if (f.status === 'live') return refused('比赛已经开始');
      Object.assign(f, { status: 'live', live_home_score: 0, live_away_score: 0, live_started_at: new Date().toISOString() });
    } else if (b.action === 'update') {
      if (b.home_score === undefined || b.away_score === undefined) return badInput('请填写双方比分');
      const home = Number(b.home_score);
      const away = Number(b.away_score);
      if (!(home >= 0 && away >= 0)) return badInput('比分不能为负数');
      if (f.status === 'finished') return refused('比赛已结束');
      if (f.status !== 'live') return refused('比赛尚未开始');
      if (f.live_home_score === home && f.live_away_score === away) return ok({ changed: 0, fixture: fixtureDto(f) });
      if (stale) return refused('比分已被他人修改，请刷新后重试');
      Object.assign(f, { live_home_score: home, live_away_score: away });
    } else if (b.action === 'stop') {
      if (f.status === 'finished') return refused('比赛已结束，不能取消开始');
      if (f.status !== 'live') return refused('比赛尚未开始');
      if (stale) return refused('比分已被他人修改，请刷新后重试');
      Object.assign(f, { status: 'scheduled', live_home_score: null, live_away_score: null, live_started_at: null });
    } else {
      return badInput('操作无效');
    }
    f.version += 1;
    return ok({ changed: 1, fixture: fixtureDto(f) });
  }),

  http.get('/api/admin/schedule/score_history', ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const id = intParam(new URL(request.url), 'fixture_id') ?? 0;
    const f = store().fixtures.find((x) => x.id === id);
    const phase = f ? phaseOf(f.phase_id) : undefined;
    if (!f || !phase || (!manages(auth.user, phase.competition_id) && !f.referee_ids.includes(auth.user.profile.id))) return notFound();
    return ok({ list: store().history.filter((h) => h.fixture_id === id).map(({ fixture_id: _, ...h }) => h) });
  }),

  http.get('/api/referee/fixtures', ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    return ok({ list: store().fixtures.filter((f) => f.referee_ids.includes(auth.user.profile.id)).map(fixtureDto) });
  }),

  ...['group_ranks', 'integral'].map((path) =>
    http.get(`/api/admin/schedule/${path}`, ({ request }) => {
      const m = managed(request, phaseOf(intParam(new URL(request.url), 'phase_id') ?? 0));
      if ('denied' in m) return m.denied;
      if (m.object.format === 'knockout') return refused('淘汰赛阶段没有积分榜，请查看签表');
      return ok({ phase_id: m.object.id, name: m.object.name, format: m.object.format, status: m.object.status, tables: tables(m.object) });
    }),
  ),

  http.get('/api/admin/schedule/knockout_draws', ({ request }) => {
    const m = managed(request, phaseOf(intParam(new URL(request.url), 'phase_id') ?? 0));
    if ('denied' in m) return m.denied;
    if (m.object.format !== 'knockout') return refused('只有淘汰赛阶段有签表');
    return ok(bracket(m.object));
  }),

  http.post('/api/admin/schedule/qualify', async ({ request }) => {
    const b = await bodyOf(request);
    const m = managed(request, phaseOf(Number(b.phase_id)));
    if ('denied' in m) return m.denied;
    const q = m.object.config.qualification as { from_phase_id: number; rules: { top?: number }[] } | null | undefined;
    if (!q) return refused('本阶段没有设置晋级规则');
    const source = phaseOf(q.from_phase_id);
    if (!source) return refused('晋级来源阶段不存在');
    const games = fixturesOf(source.id).filter((f) => !f.bye);
    if (games.length === 0 || !games.every(hasScore)) return refused('上一阶段尚未结束');
    const top = q.rules.reduce((n, r) => n + (r.top ?? 0), 0) || 2;
    const list = tables(source)
      .flatMap((t) => t.rows.slice(0, top).map((r, i) => ({ sign_up_id: r.sign_up_id, name: r.name, group_name: t.group_name, place: i + 1 })))
      .sort((a, b) => a.place - b.place)
      .map((x, i) => ({ ...x, seed: i + 1 }));
    return ok({ phase_id: m.object.id, list });
  }),

  http.get('/api/admin/award', ({ request }) => {
    const m = managed(request, itemOf(intParam(new URL(request.url), 'event_item_id') ?? 0));
    if ('denied' in m) return m.denied;
    return ok({ list: store().awards.filter((a) => a.event_item_id === m.object.id).sort((a, b) => a.place_from - b.place_from) });
  }),

  http.post('/api/admin/award', async ({ request }) => {
    const b = await bodyOf(request);
    const m = managed(request, itemOf(Number(b.event_item_id)));
    if ('denied' in m) return m.denied;
    const [from, to, name] = [Number(b.place_from), Number(b.place_to), String(b.name ?? '').trim()];
    if (!name) return badInput('奖项名称不能为空');
    if (to < from) return badInput('结束名次不能小于起始名次');
    const overlap = store().awards.find((a) => a.event_item_id === m.object.id && a.place_from <= to && from <= a.place_to);
    if (overlap) return refused(`名次范围与奖项「${overlap.name}」（第 ${overlap.place_from}–${overlap.place_to} 名）重叠`);
    const id = store().nextId++;
    store().awards.push({ id, event_item_id: m.object.id, name, place_from: from, place_to: to });
    return ok({ id });
  }),

  http.put('/api/admin/award', async ({ request }) => {
    const b = await bodyOf(request);
    const award = store().awards.find((a) => a.id === Number(b.id));
    const item = award ? itemOf(award.event_item_id) : undefined;
    const m = managed(request, item);
    if ('denied' in m) return m.denied;
    const [from, to, name] = [Number(b.place_from), Number(b.place_to), String(b.name ?? '').trim()];
    if (!name) return badInput('奖项名称不能为空');
    if (to < from) return badInput('结束名次不能小于起始名次');
    const overlap = store().awards.find((a) => a.id !== award!.id && a.event_item_id === award!.event_item_id && a.place_from <= to && from <= a.place_to);
    if (overlap) return refused(`名次范围与奖项「${overlap.name}」（第 ${overlap.place_from}–${overlap.place_to} 名）重叠`);
    Object.assign(award!, { name, place_from: from, place_to: to });
    return ok({ id: award!.id });
  }),

  http.delete('/api/admin/award', ({ request }) => {
    const id = intParam(new URL(request.url), 'id') ?? 0;
    const award = store().awards.find((a) => a.id === id);
    const m = managed(request, award ? itemOf(award.event_item_id) : undefined);
    if ('denied' in m) return m.denied;
    store().awards = store().awards.filter((a) => a.id !== id);
    return ok({});
  }),

  http.get('/api/competition/achievements', ({ request }) => {
    const url = new URL(request.url);
    const id = intParam(url, 'id') ?? 0;
    const m = managed(request, competitionOf(id) ? { competition_id: id } : undefined);
    if ('denied' in m) return m.denied;
    return ok(achievements(id, intParam(url, 'event_item_id')));
  }),

  // ---- public ----
  http.get('/api/official/competition/schedule', ({ request }) => {
    const id = intParam(new URL(request.url), 'id') ?? 0;
    if (!isPublic(id)) return notFound();
    const s = store();
    return ok({
      id,
      name: competitionOf(id)!.name,
      items: allItems()
        .filter((i) => i.competition_id === id)
        .map((i) => ({
          id: i.id,
          name: i.name,
          phases: s.phases.filter((p) => p.event_item_id === i.id).map((p) => ({ id: p.id, name: p.name, format: p.format, status: p.status, fixtures: fixturesOf(p.id).map(fixtureDto) })),
        })),
    });
  }),

  http.get('/api/official/competition/live', ({ request }) => {
    const id = intParam(new URL(request.url), 'id') ?? 0;
    if (!isPublic(id)) return notFound();
    const today = new Date().toISOString().slice(0, 10);
    const phaseIds = new Set(store().phases.filter((p) => p.competition_id === id).map((p) => p.id));
    const list = store().fixtures.filter((f) => phaseIds.has(f.phase_id) && !f.bye && (f.status === 'live' || f.starts_at?.slice(0, 10) === today));
    return ok({ id, name: competitionOf(id)!.name, refreshed_at: new Date().toISOString(), list: list.map(fixtureDto) });
  }),

  http.get('/api/official/competition/standings', ({ request }) => {
    const phase = phaseOf(intParam(new URL(request.url), 'phase_id') ?? 0);
    if (!phase || !isPublic(phase.competition_id)) return notFound();
    if (phase.format === 'knockout') return refused('淘汰赛阶段没有积分榜，请查看签表');
    return ok({ phase_id: phase.id, name: phase.name, format: phase.format, status: phase.status, tables: tables(phase) });
  }),

  http.get('/api/official/competition/bracket', ({ request }) => {
    const phase = phaseOf(intParam(new URL(request.url), 'phase_id') ?? 0);
    if (!phase || !isPublic(phase.competition_id)) return notFound();
    if (phase.format !== 'knockout') return refused('只有淘汰赛阶段有签表');
    return ok(bracket(phase));
  }),

  http.get('/api/official/competition/achievements', ({ request }) => {
    const id = intParam(new URL(request.url), 'id') ?? 0;
    if (!isPublic(id)) return notFound();
    return ok(achievements(id));
  }),
];
