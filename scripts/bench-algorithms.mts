/**
 * Timing of the competition algorithms and of the venue board's rules at the sizes the platform promises (a
 * measurement for `pnpm bench`, not a test) of shared/rules. Run alone with `npx tsx scripts/bench-algorithms.mts`:
 * prints one JSON line.
 */
import { pathToFileURL } from 'node:url';
import {
  advance,
  computeStandings,
  createBracket,
  drawGroups,
  findClashes,
  pairSwissRound,
  roundRobin,
  seededRandom,
  staffBoardView,
  type BoardRows,
  type ScheduledFixture,
  type ScoreRule,
  type SwissGame,
} from '../shared/src/rules/index.ts';

export interface AlgorithmTiming {
  name: string;
  /** Median of the runs, in milliseconds. */
  medianMs: number;
  runs: number;
}

function time(name: string, runs: number, work: () => unknown): AlgorithmTiming {
  work(); // warm up
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    work();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { name, medianMs: Math.round(samples[Math.floor(runs / 2)] * 1000) / 1000, runs };
}

const rule: ScoreRule = {
  points: { win: 3, draw: 1, loss: 0, forfeit: 0 },
  forfeitScore: { winner: 3, loser: 0 },
  tiebreakers: ['points', 'head_to_head', 'difference', 'scored', 'lots'],
};

/**
 * The board of a venue with 20 courts, open 00:00–24:00, weekday / weekend / peak price rules on every court, 08:00–12:00
 * and 18:00–22:00 blocked on every court (as scripts/bench-venues.mts writes it): the rows of each day of a week.
 */
function venueBoardRows(firstDay: string): { days: string[]; rows: Map<string, BoardRows> } {
  const courts = Array.from({ length: 20 }, (_, i) => ({ id: i + 1, venueId: 1, name: `${i + 1}号场`, sport: '羽毛球', indoor: true, capacity: 4, sort: i, pricePerHourCents: 4000, status: 'open', active: true }));
  const priceRules = courts.flatMap((c, i) => [
    { id: i * 3 + 1, courtId: c.id, band: 'weekday' as const, startsMinute: 360, endsMinute: 1080, priceCents: 5000, memberPriceCents: 4000 },
    { id: i * 3 + 2, courtId: c.id, band: 'weekend' as const, startsMinute: 360, endsMinute: 1320, priceCents: 7000, memberPriceCents: null },
    { id: i * 3 + 3, courtId: c.id, band: 'peak' as const, startsMinute: 1080, endsMinute: 1320, priceCents: 9000, memberPriceCents: null },
  ]);
  const openingHours = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, opensMinute: 0, closesMinute: 1440 }));
  const start = Date.parse(`${firstDay}T00:00:00+08:00`);
  const days = Array.from({ length: 7 }, (_, i) => new Date(start + i * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10));
  const at = (day: string, clock: string) => new Date(`${day}T${clock}:00+08:00`);
  const rows = new Map<string, BoardRows>();
  days.forEach((day, d) => {
    const occupancies = courts.flatMap((c, i) =>
      [['08:00', '12:00'], ['18:00', '22:00']].map(([from, to], j) => ({
        id: d * 1000 + i * 2 + j,
        courtId: c.id,
        during: { start: at(day, from), end: at(day, to) },
        kind: 'block' as const,
        status: 'active' as const,
        holdExpiresAt: null,
        userId: null,
        name: '',
        mobile: '',
        checkInCode: null,
        note: '基准锁场',
      })),
    );
    rows.set(day, { venue: { id: 1, name: '基准测试体育馆', status: 'approved' }, courts, openingHours, specialDays: [], closures: [], priceRules, occupancies });
  });
  return { days, rows };
}

/**
 * The games of the first `rounds` rounds of a Swiss phase of `n` entrants paired by pairSwissRound: the lower
 * pairing number wins, every third board is drawn.
 */
function swissHistory(n: number, rounds: number): SwissGame<number>[] {
  const entrants = Array.from({ length: n }, (_, i) => i + 1);
  let games: SwissGame<number>[] = [];
  for (let round = 1; round <= rounds; round++) {
    const r = pairSwissRound(entrants, games, { round, byePoints: 1 });
    games = games.concat(
      r.pairings.map((p) => {
        const draw = p.board % 3 === 0;
        const homeWins = p.home < p.away;
        return { round, home: p.home, away: p.away, homePoints: draw ? 0.5 : homeWins ? 1 : 0, awayPoints: draw ? 0.5 : homeWins ? 0 : 1 };
      }),
      r.byeGame ? [r.byeGame] : [],
    );
  }
  return games;
}

export function benchCompetitionAlgorithms(runs = 11): AlgorithmTiming[] {
  const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
  const random = seededRandom('bench');
  const league = roundRobin(ids(64), { cycles: 2 })
    .flatMap((r) => r.fixtures)
    .map((f) => ({ ...f, homeScore: Math.floor(random() * 3), awayScore: Math.floor(random() * 3) }));
  const league20 = roundRobin(ids(20), { cycles: 2 })
    .flatMap((r) => r.fixtures)
    .map((f) => ({ ...f, homeScore: Math.floor(random() * 3), awayScore: Math.floor(random() * 3) }));
  const board = venueBoardRows('2026-06-01');
  const swissAfter4 = swissHistory(1024, 4);
  const swissAfter8 = swissHistory(1024, 8);
  const boardNow = new Date('2026-06-03T12:00:00+08:00');
  const day = Date.UTC(2026, 4, 1);
  const schedule: ScheduledFixture[] = league.map((f, i) => ({
    id: i,
    label: `${f.home} vs ${f.away}`,
    start: day + Math.floor(i / 16) * 3_600_000,
    end: day + Math.floor(i / 16) * 3_600_000 + 3_000_000,
    court: { id: i % 16, name: `${(i % 16) + 1}号场` },
    teams: [
      { id: f.home, name: String(f.home) },
      { id: f.away, name: String(f.away) },
    ],
  }));
  return [
    time('双循环赛程 64 队', runs, () => roundRobin(ids(64), { cycles: 2 })),
    time('淘汰赛签表 1024 人', runs, () => createBracket(ids(1024), { thirdPlace: true })),
    time('淘汰赛 1024 人录完全部结果', runs, () => {
      let b = createBracket(ids(1024));
      for (let round = 1; round <= b.rounds; round++) {
        for (const f of b.fixtures.filter((x) => x.round === round)) {
          const current = b.fixtures.find((x) => x.id === f.id)!;
          b = advance(b, f.id, Math.min(Number(current.home), Number(current.away)));
        }
      }
      return b;
    }),
    time('分组抽签 64 队 16 组（同机构回避）', runs, () =>
      drawGroups(
        ids(64).map((i) => ({ id: i, pot: Math.ceil(i / 16), attributes: { institution_id: i % 13 } })),
        { groupCount: 16, method: 'pots', seed: 'bench', constraints: [{ attribute: 'institution_id', label: '机构' }] },
      ),
    ),
    time('积分榜 64 队双循环', runs, () => computeStandings({ entrants: ids(64), fixtures: league, rule })),
    time(`冲突检测 ${schedule.length} 场`, runs, () => findClashes(schedule)),
    // issue 3 targets: schedule generation for 1,024 entrants ≤ 50 ms, standings of 20 teams double round robin ≤ 5 ms
    time('赛程生成 1024 人淘汰赛（含季军赛）', runs, () => createBracket(ids(1024), { draw: 'random', seed: 'bench', protectedSeeds: 32, thirdPlace: true })),
    time('赛程生成 1024 人分 256 组（每组 4 人单循环）', runs, () =>
      drawGroups(
        ids(1024).map((i) => ({ id: i, seedRank: i })),
        { groupCount: 256, method: 'snake' },
      ).map((g) => roundRobin(g.entrants, { cycles: 1, seed: `bench|${g.name}` })),
    ),
    time('积分榜 20 队双循环', runs, () => computeStandings({ entrants: ids(20), fixtures: league20, rule })),
    // issue 25: Swiss pairing of 1,024 entrants per round ≤ 200 ms
    time('瑞士制编排 1024 人第 1 轮', runs, () => pairSwissRound(ids(1024), [], { round: 1, byePoints: 1 })),
    time('瑞士制编排 1024 人第 5 轮', runs, () => pairSwissRound(ids(1024), swissAfter4, { round: 5, byePoints: 1 })),
    time('瑞士制编排 1024 人第 9 轮', runs, () => pairSwissRound(ids(1024), swissAfter8, { round: 9, byePoints: 1 })),
    // issue 22: the slot grid of a venue with 20 courts for a week ≤ 30 ms per request; this is the rules' part
    time('场馆预订看板 20 块场地 × 7 天（规则视图，每天 960 个半小时）', runs, () => board.days.map((day) => staffBoardView(board.rows.get(day)!, day, boardNow))),
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(JSON.stringify(benchCompetitionAlgorithms()));
}
