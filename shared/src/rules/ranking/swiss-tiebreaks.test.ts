/** @jest-environment node */
import assert from 'node:assert/strict';
import type { SwissGame } from '../schedule/swiss.ts';
import { computeStandings } from './standings.ts';
import { directEncounter, swissStandings, swissTiebreakValues } from './swiss-tiebreaks.ts';
import uzchess from './swiss-tiebreaks.uzchess-cup-2025.json';
import wwrc from './swiss-tiebreaks.wwrc-2024.json';

describe('Swiss tiebreaks: a published tournament', () => {
  // UzChess Cup Masters 2025: the source is the "source" field of the fixture
  const games = uzchess.games as SwissGame<string>[];
  const rows = swissStandings({ entrants: uzchess.entrants, games, rounds: uzchess.rounds, tiebreakers: ['points', 'direct_encounter', 'sonneborn_berger', 'wins'] });

  it('reproduces the final order, points, direct encounter, Sonneborn–Berger and wins of the published standings', () => {
    assert.deepEqual(
      rows.map((r) => ({ rank: r.rank, entrant: r.entrant, points: r.score, wins: r.wins })),
      uzchess.standings.map((s) => ({ rank: s.rank, entrant: s.entrant, points: s.points, wins: s.wins })),
    );
    for (const s of uzchess.standings) assert.equal(rows.find((r) => r.entrant === s.entrant)!.sonnebornBerger, s.sonnebornBerger, s.entrant);
    // direct encounter: the points among the entrants tied on points
    for (const s of uzchess.standings) {
      const tied = uzchess.standings.filter((o) => o.points === s.points).map((o) => o.entrant);
      assert.equal(tied.length === 1 ? 0 : directEncounter(tied, games)!.get(s.entrant), s.directEncounter, s.entrant);
    }
  });

  it('says why each row is above the next one', () => {
    assert.deepEqual(
      rows.map((r) => r.reason?.text ?? null),
      [
        '积分相同，直胜积分 2 比 0.5',
        '积分相同，直胜积分相同，索伯分 22.5 比 22.25',
        '积分 5.5 比 5',
        '积分 5 比 4.5',
        '积分相同，直胜积分 1.5 比 1',
        '积分相同，直胜积分 1 比 0.5',
        '积分 4.5 比 4',
        '积分 4 比 3.5',
        '积分 3.5 比 2.5',
        null,
      ],
    );
  });

  it('has Buchholz = the others’ points in a round robin, and cuts the weakest opponent', () => {
    const values = swissTiebreakValues({ entrants: uzchess.entrants, games, rounds: 9 });
    for (const s of uzchess.standings) {
      const v = values.get(s.entrant)!;
      assert.equal(v.buchholz, 45 - s.points, s.entrant);
      const weakest = s.entrant === 'Aravindh, Chithambaram VR.' ? 3.5 : 2.5;
      assert.equal(v.buchholzCut1, 45 - s.points - weakest, s.entrant);
      assert.equal(v.medianBuchholz, 45 - s.points - weakest - (s.entrant === 'Praggnanandhaa R' ? 5.5 : 5.5), s.entrant);
    }
  });
});

describe('Swiss tiebreaks: a published Swiss', () => {
  // FIDE Women's World Rapid Championship 2024: the source is the "source" field of the fixture
  const games: SwissGame<number>[] = wwrc.games.map(([round, home, away, homePoints]) => ({ round, home, away, homePoints, awayPoints: 1 - homePoints }));
  const entrants = Object.keys(wwrc.players).map(Number);

  it('reproduces every player’s points, Buchholz cut 1 and Buchholz', () => {
    const values = swissTiebreakValues({ entrants, games, rounds: wwrc.rounds });
    assert.equal(wwrc.standings.length, 110);
    for (const [id, points, cut1, buchholz] of wwrc.standings) {
      const v = values.get(id)!;
      assert.deepEqual([v.score, v.buchholzCut1, v.buchholz], [points, cut1, buchholz], wwrc.players[String(id) as keyof typeof wwrc.players]);
    }
  });

  it('orders the published table by points, Buchholz cut 1 and Buchholz', () => {
    const rows = swissStandings({ entrants, games, tiebreakers: ['points', 'buchholz_cut1', 'buchholz'] });
    // the published order, where the three values separate the players
    const key = (points: number, cut1: number, bh: number) => `${points}|${cut1}|${bh}`;
    assert.deepEqual(
      rows.map((r) => key(r.score, r.buchholzCut1, r.buchholz)),
      wwrc.standings.map(([, points, cut1, bh]) => key(points, cut1, bh)),
    );
    assert.equal(rows[0].entrant, 5008123);
    assert.equal(rows[0].reason!.text, '积分 8.5 比 8');
    assert.equal(rows[1].reason!.text, '积分相同，布赫霍尔茨分（去掉最低一轮） 75 比 72');
  });
});

describe('Swiss tiebreaks: unplayed rounds and progressive score', () => {
  // Four rounds. A: W B(bye) W D; the bye is a game against a virtual opponent.
  const g = (round: number, home: string, away: string | null, homePoints: number, awayPoints = 1 - homePoints, played = true): SwissGame<string> => ({
    round,
    home,
    away,
    homePoints,
    awayPoints: away === null ? 0 : awayPoints,
    ...(played ? {} : { played: false }),
  });
  const games = [
    g(1, 'A', 'B', 1),
    g(1, 'C', 'D', 0.5),
    g(2, 'A', null, 1),
    g(2, 'B', 'C', 0),
    g(2, 'D', null, 0), // D absent in round 2
    g(3, 'C', 'A', 0),
    g(3, 'B', 'D', 1, 0, false), // D forfeits against B
    g(4, 'D', 'A', 0.5),
    g(4, 'B', 'C', 0.5),
  ];
  const values = swissTiebreakValues({ entrants: ['A', 'B', 'C', 'D'], games, rounds: 4 });

  it('counts an opponent’s unplayed rounds as draws and an own unplayed round as a virtual opponent', () => {
    // scores: A 3.5, B 1.5, C 2, D 1
    assert.deepEqual([...values.values()].map((v) => v.score), [3.5, 1.5, 2, 1]);
    // as opponents (unplayed rounds as draws): A 3, B 1, C 2, D 2
    // A meets B 1, a virtual opponent in round 2 (1 before it + (1 − 1) not won + ½ × 2 later rounds = 2), C 2, D 2
    const a = values.get('A')!;
    assert.equal(a.buchholz, 7);
    assert.equal(a.buchholzCut1, 6);
    assert.equal(a.medianBuchholz, 4);
    // Sonneborn–Berger of A: 1 (B) + 2 (virtual, the bye counts as a win) + 2 (C) + ½ × 2 (D, a draw)
    assert.equal(a.sonnebornBerger, 6);
    // progressive: 1, 2, 3, 3.5
    assert.equal(a.progressive, 9.5);
    // D meets C 2, virtual in round 2 (½ + 1 + ½ × 2 = 2.5), virtual in round 3 (the forfeit: ½ + 1 + ½ = 2), A 3
    assert.equal(values.get('D')!.buchholz, 9.5);
    assert.equal(values.get('D')!.sonnebornBerger, 2.5);
  });

  it('applies direct encounter only when all the tied entrants met (a forfeit is no meeting)', () => {
    assert.deepEqual([...directEncounter(['A', 'B', 'C'], games)!], [['A', 2], ['B', 0.5], ['C', 1.5]]);
    assert.equal(directEncounter(['A', 'B', 'D'], games), null);
    assert.equal(directEncounter(['B', 'D'], games), null);
  });

  it('orders by Buchholz and the other Swiss tiebreakers with their Chinese reasons', () => {
    const tied = [g(1, 'A', 'B', 1), g(1, 'C', 'D', 1), g(2, 'A', 'C', 0.5), g(2, 'B', 'D', 1)];
    const entrants = ['A', 'B', 'C', 'D'];
    const rows = swissStandings({ entrants, games: tied, tiebreakers: ['points', 'buchholz', 'progressive', 'lots'], lotsSeed: 's' });
    // A and C 1.5 each: Buchholz A = 1 + 1.5 = 2.5, C = 0 + 1.5 = 1.5
    assert.deepEqual(rows.map((r) => r.entrant), ['A', 'C', 'B', 'D']);
    assert.equal(rows[0].reason!.text, '积分相同，布赫霍尔茨分 2.5 比 1.5');
    // cut 1 leaves 1.5 each; Sonneborn–Berger A = 1 × 1 + ½ × 1.5 = 1.75, C = 1 × 0 + ½ × 1.5 = 0.75
    const cut = swissStandings({ entrants, games: tied, tiebreakers: ['points', 'buchholz_cut1', 'sonneborn_berger'] });
    assert.equal(cut[0].reason!.text, '积分相同，布赫霍尔茨分（去掉最低一轮）相同，索伯分 1.75 比 0.75');
    // progressive: A 1 + 1.5 = 2.5, C 1 + 1.5 = 2.5; median Buchholz with two rounds cuts nothing
    const progressive = swissStandings({ entrants, games: tied, tiebreakers: ['points', 'progressive', 'median_buchholz'] });
    assert.equal(progressive[0].reason!.text, '积分相同，累进分相同，中位布赫霍尔茨分（去掉最高和最低一轮） 2.5 比 1.5');
  });

  it('is skipped by the general standings, which have no Swiss values', () => {
    const rows = computeStandings({
      entrants: ['甲', '乙'],
      fixtures: [{ home: '甲', away: '乙', homeScore: 1, awayScore: 1 }],
      rule: { points: { win: 3, draw: 1, loss: 0, forfeit: 0 }, forfeitScore: { winner: 3, loser: 0 }, tiebreakers: ['points', 'buchholz', 'direct_encounter', 'lots'] },
      lotsSeed: 's',
    });
    assert.equal(rows[0].reason!.text, '积分相同，抽签决定');
  });
});
