/**
 * Demo schedules (赛程) on approved competitions, so the public site shows standings, a champion and a bracket:
 * - 2026年西湖区青少年足球联赛 (西湖区青少年足球俱乐部): item U10组, 6 teams, a completed double round robin with
 *   every result, awards 冠军/亚军/季军 — the table and the champion appear on the official site;
 * - 2026年浙江省三人篮球联赛 (浙江赛道体育): item 男子公开组, 13 seeded teams, a knockout with a third-place game,
 *   in progress: seeds 1–3 have byes, the first round is played, one quarter-final is live and the others are
 *   assigned to the demo referee (王正裁), who can enter them.
 * - 2026年西湖区青少年足球联赛 also has item U12组: 7 teams in a 5-round Swiss phase (瑞士制), rounds 1–3 played (a
 *   bye each round), round 4 paired and not yet played — the standings show the tiebreak columns (布赫霍尔茨分 …).
 * - 2026年浙江省三人篮球联赛 also has item 女子公开组: 8 seeded teams in a double-elimination phase (双败淘汰赛, with
 *   the grand final reset): winners round 1 played (seed 5 beats seed 4), the first winners semi-final played, losers
 *   round 1 played — the bracket tab shows the winners bracket, the losers bracket and the grand final. No referee is
 *   assigned (the demo referee's games stay those of 男子公开组).
 * All items have their own approved entries (the sign-up seed leaves these competitions' items alone).
 * Generated with the same code as the API (planSchedule, domain advance), with fixed seeds: deterministic.
 */
import type { Db } from './client.js';
import { awards, eventItems, fixtures, phaseEntrants, phases, scoreRules, signUpMembers, signUps } from './schema/index.js';
import { demoIdCard as idCard, demoName as name, demoPhone as phone, type DemoCompetitionName } from 'shared/demo';
import { advance, createBracket, decideScore, nextSwissRound, scoreColumns, type PhaseFixture } from 'shared/rules';
import { bracketFixtures, planSchedule } from 'shared/rules';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

interface Ids {
  byAccount: Record<string, number>;
  comps: { id: number; institutionId: number; name: string; status: string }[];
}

/** China time, e.g. at('2026-03-14', 9). */
const at = (date: string, hour = 9, minute = 0) => new Date(`${date}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00+08:00`);

function prng(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1664525 + 1013904223) % 4294967296;
    return s / 4294967296;
  };
}

/** Members of every seeded team: real-looking players (valid ID cards), the first one captain. */
interface Roster {
  size: number;
  gender: 1 | 2;
  birthYear: number;
  /** Offset of the name/ID sequence, so teams of different items never share a person. */
  from: number;
}

async function entries(
  tx: Tx,
  competitionId: number,
  eventItemId: number,
  teams: { name: string; affiliation: string; seed?: number }[],
  roster: Roster,
) {
  const members = teams.map((_, t) =>
    Array.from({ length: roster.size }, (_, m) => {
      const n = roster.from + t * roster.size + m;
      const birth = `${roster.birthYear}-0${1 + (n % 9)}-1${n % 10}`;
      return { realName: name(n), idCard: idCard(birth, n, roster.gender === 1), phone: phone(n), gender: roster.gender, birthDate: birth, isCaptain: m === 0, sort: m };
    }),
  );
  const rows = await tx
    .insert(signUps)
    .values(
      teams.map((t, i) => ({
        competitionId,
        eventItemId,
        entrantName: t.name,
        entryType: 'team',
        status: 'approved' as const,
        affiliation: t.affiliation,
        seed: t.seed ?? null,
        source: 'organiser',
        reviewedAt: at('2026-02-20'),
        // The captain stands for the team, as when the organiser adds a team in the back office.
        realName: members[i][0].realName,
        idCard: members[i][0].idCard,
        phone: members[i][0].phone,
      })),
    )
    .returning({ id: signUps.id });
  await tx.insert(signUpMembers).values(rows.flatMap((r, i) => members[i].map((m) => ({ signUpId: r.id, ...m }))));
  return rows.map((r) => r.id);
}

async function seedLeague(tx: Tx, competitionId: number, refereeId: number) {
  const [item] = await tx
    .insert(eventItems)
    .values({ competitionId, name: 'U10组', entryType: 'team', ageGroup: 'U10', capacity: 8, teamMin: 7, teamMax: 12, sort: 10 })
    .returning({ id: eventItems.id });
  const clubs = ['西湖小学', '文三小学', '求是小学', '保俶塔实验', '学军小学', '天长小学'];
  const ids = await entries(
    tx,
    competitionId,
    item.id,
    clubs.map((c) => ({ name: `${c}U10足球队`, affiliation: c })),
    { size: 8, gender: 1, birthYear: 2016, from: 700 },
  );
  await tx.insert(scoreRules).values({ eventItemId: item.id, competitionId });
  const config = { cycles: 2 as const, first_round_at: at('2026-03-14', 9).toISOString(), round_interval_minutes: 7 * 24 * 60 };
  const seed = 'xihu-u10-2026';
  const plan = planSchedule(
    'league',
    config,
    seed,
    ids.map((id) => ({ signUpId: id, seed: null, affiliation: '' })),
  );
  const [phase] = await tx
    .insert(phases)
    .values({ competitionId, eventItemId: item.id, name: '联赛', format: 'league', sort: 1, config, seed, status: 'completed', generatedAt: at('2026-03-01'), progress: 100 })
    .returning({ id: phases.id });
  await tx.insert(phaseEntrants).values(plan.entrants.map((e) => ({ phaseId: phase.id, signUpId: e.signUpId, seed: e.seed, groupNo: e.groupNo })));
  const random = prng(20260314);
  // stronger clubs first in the list: their goals are weighted up
  const strength = new Map(ids.map((id, i) => [id, 6 - i]));
  await tx.insert(fixtures).values(
    plan.fixtures.map((f, i) => {
      const home = Math.floor(random() * (1 + strength.get(f.homeId!)! / 2));
      const away = Math.floor(random() * (1 + strength.get(f.awayId!)! / 2));
      return {
        ...f,
        // three games a round at 9:00, 10:30 and 14:00
        startsAt: new Date(f.startsAt!.getTime() + [0, 90, 300][(f.position - 1) % 3] * 60_000),
        phaseId: phase.id,
        competitionId,
        courtName: `西湖区青少年足球基地 ${((i % 3) + 1)}号场`,
        refereeIds: i % 4 === 0 ? [refereeId] : [],
        status: 'finished',
        homeScore: home,
        awayScore: away,
        winnerId: home > away ? f.homeId : away > home ? f.awayId : null,
        version: 1,
      };
    }),
  );
  await tx.insert(awards).values([
    { competitionId, eventItemId: item.id, name: '冠军', placeFrom: 1, placeTo: 1 },
    { competitionId, eventItemId: item.id, name: '亚军', placeFrom: 2, placeTo: 2 },
    { competitionId, eventItemId: item.id, name: '季军', placeFrom: 3, placeTo: 3 },
  ]);
}

/**
 * U12组 of the league competition: a Swiss phase (瑞士制) of 5 rounds, 3 played and round 4 paired from them. 天长小学
 * left after round 2 (退赛), 翠苑一小 entered late from round 3 (补录, its missed rounds scoring nothing), and
 * 胜利小学's approved entry is not in the phase yet (a candidate for 补录).
 */
async function seedSwiss(tx: Tx, competitionId: number) {
  const [item] = await tx
    .insert(eventItems)
    .values({ competitionId, name: 'U12组', entryType: 'team', ageGroup: 'U12', capacity: 10, teamMin: 7, teamMax: 12, sort: 20 })
    .returning({ id: eventItems.id });
  const clubs = ['西湖小学', '文三小学', '求是小学', '保俶塔实验', '学军小学', '天长小学', '崇文实验', '翠苑一小', '胜利小学'];
  const ids = await entries(
    tx,
    competitionId,
    item.id,
    clubs.map((c, i) => ({ name: `${c}U12足球队`, affiliation: c, seed: i < 7 ? i + 1 : undefined })),
    { size: 8, gender: 1, birthYear: 2014, from: 900 },
  );
  await tx.insert(scoreRules).values({ eventItemId: item.id, competitionId });
  const points = { win: 3, draw: 1, loss: 0, forfeit: 0 };
  const config = { rounds: 5, bye_points: 3, swiss_tiebreakers: ['buchholz_cut1' as const, 'buchholz' as const, 'sonneborn_berger' as const, 'progressive' as const, 'direct_encounter' as const], first_round_at: at('2026-04-11', 9).toISOString(), round_interval_minutes: 7 * 24 * 60 };
  const seed = 'xihu-u12-2026';
  const plan = planSchedule('swiss', config, seed, ids.slice(0, 7).map((id, i) => ({ signUpId: id, seed: i + 1, affiliation: '' })));
  const random = prng(20260411);
  const strength = new Map(ids.map((id, i) => [id, 8 - i]));
  let nextId = 1;
  const rows: PhaseFixture[] = [];
  const add = (planned: typeof plan.fixtures, play: boolean) => {
    for (const f of planned) {
      const row: PhaseFixture = { ...f, id: nextId++, homeScore: null, awayScore: null, sets: null, forfeit: null, homeFairPlay: 0, awayFairPlay: 0, liveHomeScore: null, liveAwayScore: null, liveStartedAt: null, version: 0 };
      if (play && !f.bye) {
        const home = Math.floor(random() * (1 + strength.get(f.homeId!)! / 2));
        const away = Math.floor(random() * (1 + strength.get(f.awayId!)! / 2));
        Object.assign(row, { homeScore: home, awayScore: away, status: 'finished', winnerId: home > away ? f.homeId : away > home ? f.awayId : null, version: 1 });
      }
      rows.push(row);
    }
  };
  // the entrants as 退赛 and 补录 leave them: 天长小学 after round 2, 翠苑一小 from round 3
  const entrants = [
    ...plan.entrants.map((e) => ({ ...e, joinedRound: null as number | null, leftAfterRound: e.signUpId === ids[5] ? 2 : null, missedRoundPoints: 0 })),
    { signUpId: ids[7], seed: null, groupNo: null, joinedRound: 3, leftAfterRound: null, missedRoundPoints: 0 },
  ];
  add(plan.fixtures, true);
  // each round pairs those playing in it (a later 退赛 or 补录 does not change an earlier round)
  for (const round of [2, 3, 4]) add(nextSwissRound('swiss', config, seed, entrants, rows, points).fixtures, round < 4);
  const [phase] = await tx
    .insert(phases)
    .values({ competitionId, eventItemId: item.id, name: '瑞士制', description: '5 轮瑞士制，积分相同按布赫霍尔茨分等依次比较', format: 'swiss', sort: 1, config, seed, status: 'generated', generatedAt: at('2026-04-01'), progress: 100 })
    .returning({ id: phases.id });
  await tx.insert(phaseEntrants).values(entrants.map((e) => ({ phaseId: phase.id, ...e })));
  await tx.insert(fixtures).values(
    rows.map(({ id: _id, ...f }, i) => ({
      ...f,
      startsAt: f.startsAt ? new Date(f.startsAt.getTime() + (f.position - 1) * 90 * 60_000) : null,
      phaseId: phase.id,
      competitionId,
      courtName: f.bye ? '' : `西湖区青少年足球基地 ${(i % 3) + 1}号场`,
    })),
  );
}

async function seedKnockout(tx: Tx, competitionId: number, refereeId: number) {
  const [item] = await tx
    .insert(eventItems)
    .values({ competitionId, name: '男子公开组', entryType: 'team', gender: 1, capacity: 16, teamMin: 3, teamMax: 4, sort: 10 })
    .returning({ id: eventItems.id });
  const cities = ['杭州', '宁波', '温州', '嘉兴', '湖州', '绍兴', '金华', '衢州', '舟山', '台州', '丽水', '义乌', '余姚'];
  const ids = await entries(
    tx,
    competitionId,
    item.id,
    cities.map((c, i) => ({ name: `${c}三人篮球队`, affiliation: `${c}市篮球协会`, seed: i + 1 })),
    { size: 4, gender: 1, birthYear: 1998, from: 800 },
  );
  await tx.insert(scoreRules).values({ eventItemId: item.id, competitionId, pointsDraw: 0 });
  const config = { draw: 'seeded' as const, third_place: true, first_round_at: at('2026-11-21', 14).toISOString(), round_interval_minutes: 7 * 24 * 60 };
  const seed = 'zj-3x3-2026';
  const plan = planSchedule(
    'knockout',
    config,
    seed,
    ids.map((id, i) => ({ signUpId: id, seed: i + 1, affiliation: '' })),
  );
  // play the first round: the better seed wins except in one upset (seed 9 beats seed 8)
  let bracket = createBracket(ids, { thirdPlace: true });
  const seedOf = new Map(ids.map((id, i) => [id, i + 1]));
  const scores = new Map<string, [number, number]>();
  for (const f of bracket.fixtures.filter((x) => x.round === 1 && !x.bye)) {
    const [h, a] = [Number(f.home), Number(f.away)];
    const upset = seedOf.get(h) === 8;
    const homeWins = upset ? false : seedOf.get(h)! < seedOf.get(a)!;
    scores.set(f.id, homeWins ? [21, 15 + (seedOf.get(a)! % 5)] : [17, 21]);
    bracket = advance(bracket, f.id, homeWins ? h : a);
  }
  const rows = bracketFixtures(bracket, config);
  const [phase] = await tx
    .insert(phases)
    .values({ competitionId, eventItemId: item.id, name: '淘汰赛', format: 'knockout', sort: 1, config, seed, status: 'generated', generatedAt: at('2026-11-10'), progress: 100 })
    .returning({ id: phases.id });
  await tx.insert(phaseEntrants).values(plan.entrants.map((e) => ({ phaseId: phase.id, signUpId: e.signUpId, seed: e.seed, groupNo: e.groupNo })));
  await tx.insert(fixtures).values(
    rows.map((f) => {
      const score = scores.get(f.code);
      const quarter = f.kind === 'knockout' && f.roundNo === 2;
      return {
        ...f,
        // games last an hour: two courts side by side, except the quarter-finals, which the one demo referee
        // takes one after another (no clash warnings in the demo)
        startsAt: f.startsAt ? new Date(f.startsAt.getTime() + (quarter ? f.position - 1 : Math.floor((f.position - 1) / 2)) * 60 * 60_000) : null,
        phaseId: phase.id,
        competitionId,
        courtName: f.bye ? '' : `黄龙体育中心篮球馆 ${((f.position - 1) % 2) + 1}号场`,
        refereeIds: quarter ? [refereeId] : [],
        // the first quarter-final is being played
        status: score ? ('finished' as const) : quarter && f.position === 1 ? ('live' as const) : f.status,
        homeScore: score ? score[0] : null,
        awayScore: score ? score[1] : null,
        // its running score (直播比分), not counted until the final score is entered
        ...(!score && quarter && f.position === 1 ? { liveHomeScore: 12, liveAwayScore: 9, liveStartedAt: f.startsAt } : {}),
        version: score ? 1 : 0,
      };
    }),
  );
  await tx.insert(awards).values([
    { competitionId, eventItemId: item.id, name: '冠军', placeFrom: 1, placeTo: 1 },
    { competitionId, eventItemId: item.id, name: '亚军', placeFrom: 2, placeTo: 2 },
    { competitionId, eventItemId: item.id, name: '季军', placeFrom: 3, placeTo: 3 },
    { competitionId, eventItemId: item.id, name: '优秀奖', placeFrom: 4, placeTo: 8 },
  ]);
}

/**
 * 女子公开组 of the 3x3 competition: a double-elimination phase of 8 seeded teams. The results are entered as score entry
 * enters them (decideScore: the winner and the loser placed by advanceDouble, the moves written), so the data is the
 * server's own.
 */
async function seedDoubleElimination(tx: Tx, competitionId: number) {
  const [item] = await tx
    .insert(eventItems)
    .values({ competitionId, name: '女子公开组', entryType: 'team', gender: 2, capacity: 8, teamMin: 3, teamMax: 4, sort: 20 })
    .returning({ id: eventItems.id });
  const cities = ['杭州', '宁波', '温州', '绍兴', '嘉兴', '台州', '金华', '湖州'];
  const ids = await entries(
    tx,
    competitionId,
    item.id,
    cities.map((c, i) => ({ name: `${c}女子三人篮球队`, affiliation: `${c}市篮球协会`, seed: i + 1 })),
    { size: 4, gender: 2, birthYear: 2000, from: 1000 },
  );
  await tx.insert(scoreRules).values({ eventItemId: item.id, competitionId, pointsDraw: 0 });
  const config = { draw: 'seeded' as const, grand_final_reset: true, first_round_at: at('2026-11-22', 14).toISOString(), round_interval_minutes: 7 * 24 * 60 };
  const seed = 'zj-3x3-women-2026';
  const plan = planSchedule('double_elimination', config, seed, ids.map((id, i) => ({ signUpId: id, seed: i + 1, affiliation: '' })));
  let nextId = 1;
  const rows: PhaseFixture[] = plan.fixtures.map((f) => ({ ...f, id: nextId++, homeScore: null, awayScore: null, sets: null, forfeit: null, homeFairPlay: 0, awayFairPlay: 0, liveHomeScore: null, liveAwayScore: null, liveStartedAt: null, version: 0 }));
  const seedOf = new Map(ids.map((id, i) => [id, i + 1]));
  // the better seed wins, except seed 5 over seed 4 in winners round 1
  const play = (code: string) => {
    const f = rows.find((r) => r.code === code)!;
    const [h, a] = [seedOf.get(f.homeId!)!, seedOf.get(f.awayId!)!];
    const homeWins = (h < a) !== (Math.min(h, a) === 4 && Math.max(h, a) === 5 && f.kind === 'winners' && f.roundNo === 1);
    const losing = 12 + ((h + a) % 7);
    const decision = decideScore(f, { homeScore: homeWins ? 21 : losing, awayScore: homeWins ? losing : 21, version: f.version }, rows);
    if (decision.kind !== 'change') throw new Error(`demo double elimination: ${code} unchanged`);
    Object.assign(f, scoreColumns(decision.after), { version: f.version + 1 });
    for (const { id, ...m } of decision.moves) Object.assign(rows.find((r) => r.id === id)!, m);
  };
  for (const code of ['WB1-1', 'WB1-2', 'WB1-3', 'WB1-4', 'LB1-1', 'LB1-2', 'WB2-1']) play(code);
  const [phase] = await tx
    .insert(phases)
    .values({ competitionId, eventItemId: item.id, name: '双败淘汰赛', description: '负两场即淘汰；败者组冠军赢下总决赛时加赛一场', format: 'double_elimination', sort: 1, config, seed, status: 'generated', generatedAt: at('2026-11-10'), progress: 100 })
    .returning({ id: phases.id });
  await tx.insert(phaseEntrants).values(plan.entrants.map((e) => ({ phaseId: phase.id, signUpId: e.signUpId, seed: e.seed, groupNo: e.groupNo })));
  await tx.insert(fixtures).values(
    rows.map(({ id: _id, ...f }) => ({
      ...f,
      // Sundays after the men's Saturdays; games last an hour, two courts side by side, a losers round an hour after
      // the winners round of the same day (no court clashes in the demo)
      startsAt: f.startsAt ? new Date(f.startsAt.getTime() + ((f.kind === 'losers' ? 1 : 0) + Math.floor((f.position - 1) / 2)) * 60 * 60_000) : null,
      phaseId: phase.id,
      competitionId,
      courtName: f.bye ? '' : `黄龙体育中心篮球馆 ${((f.position - 1) % 2) + 1}号场`,
    })),
  );
  await tx.insert(awards).values([
    { competitionId, eventItemId: item.id, name: '冠军', placeFrom: 1, placeTo: 1 },
    { competitionId, eventItemId: item.id, name: '亚军', placeFrom: 2, placeTo: 2 },
    { competitionId, eventItemId: item.id, name: '季军', placeFrom: 3, placeTo: 3 },
  ]);
}

export async function seedSchedule(tx: Tx, ids: Ids) {
  const byName = (n: DemoCompetitionName) => ids.comps.find((c) => c.name === n && c.status === 'approved');
  const league = byName('2026年西湖区青少年足球联赛');
  const knockout = byName('2026年浙江省三人篮球联赛');
  if (league) await seedLeague(tx, league.id, ids.byAccount.referee);
  if (league) await seedSwiss(tx, league.id);
  if (knockout) await seedKnockout(tx, knockout.id, ids.byAccount.referee);
  if (knockout) await seedDoubleElimination(tx, knockout.id);
}
