/**
 * Timing of the competition algorithms at the sizes the platform promises (a measurement for `pnpm bench`, not
 * a test) of shared/rules. Run alone with `npx tsx scripts/bench-algorithms.mts`: prints one JSON line.
 */
import { pathToFileURL } from 'node:url';
import {
  advance,
  computeStandings,
  createBracket,
  drawGroups,
  findClashes,
  roundRobin,
  seededRandom,
  type ScheduledFixture,
  type ScoreRule,
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

export function benchCompetitionAlgorithms(runs = 11): AlgorithmTiming[] {
  const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
  const random = seededRandom('bench');
  const league = roundRobin(ids(64), { cycles: 2 })
    .flatMap((r) => r.fixtures)
    .map((f) => ({ ...f, homeScore: Math.floor(random() * 3), awayScore: Math.floor(random() * 3) }));
  const league20 = roundRobin(ids(20), { cycles: 2 })
    .flatMap((r) => r.fixtures)
    .map((f) => ({ ...f, homeScore: Math.floor(random() * 3), awayScore: Math.floor(random() * 3) }));
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
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(JSON.stringify(benchCompetitionAlgorithms()));
}
