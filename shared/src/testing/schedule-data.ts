/** Builders of schedule API answers for page and component tests (shapes of the generated OpenAPI types). */
import type { components } from '../api/generated/schema';
import type { EntrantId } from '../rules/entrant.ts';
import { advanceDouble, createDoubleBracket, type DoubleFixture, doubleChampion, doubleRoundName, playableDoubleFixtures } from '../rules/schedule/double-elimination.ts';

type KnockoutBracket = components['schemas']['KnockoutBracket'];
type ScheduleFixture = components['schemas']['ScheduleFixture'];

let nextId = 1000;

export function fixture(overrides: Partial<ScheduleFixture> = {}): ScheduleFixture {
  nextId += 1;
  return {
    id: nextId,
    competition_id: 8,
    competition_name: '浙江省田径锦标赛',
    event_item_id: 1,
    item_name: '男子组',
    phase_id: 1,
    phase_name: '联赛',
    format: 'league',
    group_no: null,
    group_name: '',
    round: 1,
    round_name: '第1轮',
    position: 1,
    code: `F${nextId}`,
    kind: 'league',
    home_id: 1,
    home_name: '杭州队',
    away_id: 2,
    away_name: '宁波队',
    home_seed: null,
    away_seed: null,
    bye: 0,
    starts_at: '2026-05-16T01:00:00.000Z',
    court_id: null,
    court_name: '1号场',
    referees: [],
    status: 'scheduled',
    home_score: null,
    away_score: null,
    sets: null,
    forfeit: null,
    home_fair_play: 0,
    away_fair_play: 0,
    winner_id: null,
    live_home_score: null,
    live_away_score: null,
    live_started_at: null,
    version: 1,
    ...overrides,
  };
}

/** Seed numbers line by line of a bracket of `size` lines (1 v 16, 8 v 9, 4 v 13 …), as the server seeds. */
export function seedingOrder(size: number): number[] {
  let order = [1];
  for (let lines = 2; lines <= size; lines *= 2) {
    order = order.flatMap((s, i) => (i % 2 === 0 ? [s, lines + 1 - s] : [lines + 1 - s, s]));
  }
  return order;
}

const ROUND_NAMES: Record<number, string[]> = { 4: ['1/8决赛', '1/4决赛', '半决赛', '决赛'], 3: ['1/4决赛', '半决赛', '决赛'], 2: ['半决赛', '决赛'], 1: ['决赛'] };

/**
 * A knockout bracket of `n` entrants (sign-up ids 1…n = seeds 1…n) as the server answers it before any result:
 * first-round byes for the top seeds, their winners already placed in round 2.
 */
export function knockoutBracket(n: number): KnockoutBracket {
  let size = 1;
  while (size < n) size *= 2;
  const rounds = Math.log2(size);
  const lines = seedingOrder(size);
  const name = (seed: number) => `选手${seed}`;
  const fixtures: ScheduleFixture[] = [];
  const next = new Map<string, ScheduleFixture>();
  for (let round = 1; round <= rounds; round++) {
    for (let position = 1; position <= size / 2 ** round; position++) {
      const f = fixture({ phase_name: '淘汰赛', format: 'knockout', kind: 'knockout', round, position, round_name: ROUND_NAMES[rounds][round - 1], home_id: null, home_name: '', away_id: null, away_name: '' });
      if (round === 1) {
        const homeSeed = Math.min(lines[2 * position - 2], lines[2 * position - 1]);
        const awaySeed = Math.max(lines[2 * position - 2], lines[2 * position - 1]);
        Object.assign(f, {
          home_id: homeSeed <= n ? homeSeed : null,
          home_name: homeSeed <= n ? name(homeSeed) : '',
          away_id: awaySeed <= n ? awaySeed : null,
          away_name: awaySeed <= n ? name(awaySeed) : '',
          home_seed: homeSeed,
          away_seed: awaySeed,
          bye: homeSeed > n || awaySeed > n ? 1 : 0,
        });
        if (f.bye) Object.assign(f, { status: 'finished', starts_at: null, winner_id: f.home_id ?? f.away_id });
      }
      next.set(`${round}-${position}`, f);
      fixtures.push(f);
    }
  }
  // byes: the winner already stands in round 2
  for (const f of fixtures.filter((x) => x.bye)) {
    const target = next.get(`2-${Math.ceil(f.position / 2)}`)!;
    const winner = f.winner_id!;
    if (f.position % 2 === 1) Object.assign(target, { home_id: winner, home_name: name(winner) });
    else Object.assign(target, { away_id: winner, away_name: name(winner) });
  }
  return {
    phase_id: 1,
    name: '淘汰赛',
    status: 'generated',
    rounds: ROUND_NAMES[rounds].map((roundName, i) => ({ round: i + 1, name: roundName })),
    entrants: Array.from({ length: n }, (_, i) => ({ sign_up_id: i + 1, name: name(i + 1), seed: i + 1 })),
    fixtures,
    champion_id: null,
    champion_name: '',
  };
}

/**
 * A double-elimination bracket of `n` entrants (sign-up ids 1…n = seeds 1…n) as the server answers it, built with the
 * shared rule; `play` picks the winner of each playable fixture (return null to stop), in the order of play.
 */
export function doubleEliminationBracket(n: number, options: { reset?: boolean; play?: (f: DoubleFixture) => number | null } = {}): KnockoutBracket {
  let b = createDoubleBracket(
    Array.from({ length: n }, (_, i) => i + 1),
    { reset: options.reset },
  );
  for (let f = playableDoubleFixtures(b)[0]; f && options.play; f = playableDoubleFixtures(b)[0]) {
    const winner = options.play(f);
    if (winner === null) break;
    b = advanceDouble(b, f.id, winner);
  }
  const name = (id: EntrantId | null) => (id === null ? '' : `选手${id}`);
  const fixtures = b.fixtures.map((f) =>
    fixture({
      phase_name: '双败淘汰赛',
      format: 'double_elimination',
      kind: f.kind,
      code: f.id,
      round: f.round,
      position: f.position,
      round_name: doubleRoundName(f.kind, f.round, b.winnersRounds),
      home_id: f.home === null ? null : Number(f.home),
      home_name: name(f.home),
      away_id: f.away === null ? null : Number(f.away),
      away_name: name(f.away),
      home_seed: f.homeSeed,
      away_seed: f.awaySeed,
      bye: f.bye ? 1 : 0,
      status: f.bye || (f.winner !== null && !f.bye) ? 'finished' : 'scheduled',
      home_score: f.winner === null || f.bye ? null : f.winner === f.home ? 1 : 0,
      away_score: f.winner === null || f.bye ? null : f.winner === f.away ? 1 : 0,
      winner_id: f.winner === null ? null : Number(f.winner),
    }),
  );
  const champion = doubleChampion(b);
  const rounds: { round: number; name: string }[] = [];
  for (const f of fixtures) if (!rounds.some((r) => r.name === f.round_name)) rounds.push({ round: f.round, name: f.round_name });
  return {
    phase_id: 2,
    name: '双败淘汰赛',
    status: champion === null ? 'generated' : 'completed',
    rounds,
    entrants: Array.from({ length: n }, (_, i) => ({ sign_up_id: i + 1, name: name(i + 1), seed: i + 1 })),
    fixtures,
    champion_id: champion === null ? null : Number(champion),
    champion_name: name(champion),
  };
}
