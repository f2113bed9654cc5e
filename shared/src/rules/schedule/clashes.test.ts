/** @jest-environment node */
import assert from 'node:assert/strict';
import { findClashes, type ScheduledFixture } from './clashes.ts';

const court1 = { id: 1, name: '1号场' };
const court2 = { id: 2, name: '2号场' };
const team = (id: number, name: string) => ({ id, name });
const at = (hhmm: string) => `2026-05-01T${hhmm}:00+08:00`;

describe('findClashes', () => {
  it('finds nothing in a clean schedule, also when one fixture ends as the next starts', () => {
    const fixtures: ScheduledFixture[] = [
      { id: 'f1', label: '第1轮 甲 vs 乙', start: at('09:00'), end: at('10:00'), court: court1, teams: [team(1, '甲'), team(2, '乙')] },
      { id: 'f2', label: '第1轮 丙 vs 丁', start: at('09:00'), end: at('10:00'), court: court2, teams: [team(3, '丙'), team(4, '丁')] },
      { id: 'f3', label: '第2轮 甲 vs 丙', start: at('10:00'), end: at('11:00'), court: court1, teams: [team(1, '甲'), team(3, '丙')] },
    ];
    assert.deepEqual(findClashes(fixtures), []);
  });

  it('reports a double-booked court, team, athlete and referee with a Chinese description', () => {
    const fixtures: ScheduledFixture[] = [
      {
        id: 'f1',
        label: '男子组 第1轮 甲 vs 乙',
        start: at('09:00'),
        end: at('10:00'),
        court: court1,
        teams: [team(1, '甲'), team(2, '乙')],
        athletes: [{ id: 'u7', name: '张三' }],
        referees: [{ id: 'r1', name: '王强' }],
      },
      {
        id: 'f2',
        label: '女子组 第1轮 丙 vs 丁',
        start: at('09:30'),
        end: at('10:30'),
        court: court2,
        teams: [team(3, '丙'), team(4, '丁')],
        referees: [{ id: 'r1', name: '王强' }],
      },
      {
        id: 'f3',
        label: '男子组 第1轮 戊 vs 乙',
        start: at('09:45'),
        end: at('11:00'),
        court: court1,
        teams: [team(5, '戊'), team(2, '乙')],
        athletes: [{ id: 'u7', name: '张三' }],
      },
    ];
    const clashes = findClashes(fixtures);
    assert.deepEqual(
      clashes.map((c) => c.message),
      [
        '裁判「王强」在 2026-05-01 09:30–10:00 同时安排在「男子组 第1轮 甲 vs 乙」和「女子组 第1轮 丙 vs 丁」',
        '场地「1号场」在 2026-05-01 09:45–10:00 同时安排在「男子组 第1轮 甲 vs 乙」和「男子组 第1轮 戊 vs 乙」',
        '队伍「乙」在 2026-05-01 09:45–10:00 同时安排在「男子组 第1轮 甲 vs 乙」和「男子组 第1轮 戊 vs 乙」',
        '运动员「张三」在 2026-05-01 09:45–10:00 同时安排在「男子组 第1轮 甲 vs 乙」和「男子组 第1轮 戊 vs 乙」',
      ],
    );
    const referee = clashes.find((c) => c.kind === 'referee')!;
    assert.deepEqual(referee.fixtureIds, ['f1', 'f2']);
    assert.equal(referee.from.toISOString(), '2026-05-01T01:30:00.000Z');
  });

  it('lists every pair when three fixtures overlap, and spans days in the message', () => {
    const fixtures: ScheduledFixture[] = ['a', 'b', 'c'].map((id) => ({
      id,
      label: `对阵${id}`,
      start: '2026-05-01T23:00:00+08:00',
      end: '2026-05-02T01:00:00+08:00',
      court: court1,
    }));
    const clashes = findClashes(fixtures);
    assert.deepEqual(clashes.map((c) => c.fixtureIds.join('-')).sort(), ['a-b', 'a-c', 'b-c']);
    assert.match(clashes[0].message, /2026-05-01 23:00–2026-05-02 01:00/);
    assert.match(findClashes(fixtures, { timeZone: 'UTC' })[0].message, /2026-05-01 15:00–17:00/);
  });

  it('refuses a fixture that ends before it starts', () => {
    assert.throws(
      () => findClashes([{ id: 1, label: '决赛', start: at('10:00'), end: at('09:00') }]),
      /对阵「决赛」的结束时间必须晚于开始时间/,
    );
  });

  it('checks two thousand fixtures quickly', () => {
    const fixtures: ScheduledFixture[] = Array.from({ length: 2000 }, (_, i) => ({
      id: i,
      label: `对阵${i}`,
      start: Date.UTC(2026, 4, 1) + Math.floor(i / 20) * 3_600_000,
      end: Date.UTC(2026, 4, 1) + Math.floor(i / 20) * 3_600_000 + 3_000_000,
      court: { id: i % 20, name: `${(i % 20) + 1}号场` },
      teams: [team(2 * (i % 20), 'x'), team(2 * (i % 20) + 1, 'y')],
    }));
    const started = performance.now();
    assert.deepEqual(findClashes(fixtures), []);
    assert.ok(performance.now() - started < 1000);
  });
});
