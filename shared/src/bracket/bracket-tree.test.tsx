import { render, screen, within } from '@testing-library/react';
import { doubleEliminationBracket, knockoutBracket } from '../testing/schedule-data';
import { layoutBracket } from './bracket-layout';
import { BracketTree } from './bracket-tree';

describe('BracketTree 对阵图', () => {
  it('draws 13 entrants as a 16-line tree whose 3 byes sit on the lines of seeds 1–3', () => {
    render(<BracketTree bracket={knockoutBracket(13)} />);
    const svg = screen.getByRole('group', { name: '淘汰赛对阵图' });
    const firstRound = within(svg).getAllByRole('group', { name: /^1\/8决赛 第\d场/ });
    expect(firstRound).toHaveLength(8);
    const byes = firstRound.filter((g) => g.getAttribute('aria-label')!.includes('轮空'));
    expect(byes.map((g) => g.getAttribute('aria-label'))).toEqual([
      '1/8决赛 第1场：[1] 选手1 对 轮空，胜者 选手1',
      '1/8决赛 第5场：[3] 选手3 对 轮空，胜者 选手3',
      '1/8决赛 第8场：[2] 选手2 对 轮空，胜者 选手2',
    ]);
    // the real first-round fixtures pair seeds standardly (8 v 9, 4 v 13 …) and have no winner yet
    expect(within(svg).getByRole('group', { name: '1/8决赛 第2场：[8] 选手8 对 [9] 选手9' })).toBeInTheDocument();
    expect(within(svg).getByRole('group', { name: '1/8决赛 第3场：[5] 选手5 对 [12] 选手12' })).toBeInTheDocument();
    expect(within(svg).getByRole('group', { name: '1/8决赛 第4场：[4] 选手4 对 [13] 选手13' })).toBeInTheDocument();
    // the bye winners already stand in the quarter-finals, their opponents are still 待定
    expect(within(svg).getByRole('group', { name: '1/4决赛 第1场：选手1 对 待定' })).toBeInTheDocument();
    expect(within(svg).getByRole('group', { name: '1/4决赛 第4场：待定 对 选手2' })).toBeInTheDocument();
    for (const name of ['1/8决赛', '1/4决赛', '半决赛', '决赛']) expect(within(svg).getByText(name)).toBeInTheDocument();
    expect(within(svg).queryByRole('group', { name: /^冠军/ })).not.toBeInTheDocument();
  });

  it('marks a fixture in progress', () => {
    const bracket = knockoutBracket(4);
    Object.assign(bracket.fixtures[0], { status: 'live', home_score: 10, away_score: 8 });
    render(<BracketTree bracket={bracket} />);
    const live = screen.getByRole('group', { name: '半决赛 第1场：[1] 选手1 对 [4] 选手4（进行中）' });
    expect(live).toHaveTextContent('进行中');
    expect(live).toHaveTextContent('10');
  });

  it('highlights winners with their scores and shows the champion after the final', () => {
    const bracket = knockoutBracket(2);
    const final = bracket.fixtures[0];
    Object.assign(final, { status: 'finished', home_score: 1, away_score: 3, winner_id: 2 });
    Object.assign(bracket, { champion_id: 2, champion_name: '选手2' });
    render(<BracketTree bracket={bracket} />);
    expect(screen.getByRole('group', { name: '决赛 第1场：[1] 选手1 对 [2] 选手2，胜者 选手2' })).toBeInTheDocument();
    expect(screen.getByLabelText('[2] 选手2（胜）')).toBeInTheDocument();
    expect(screen.getByLabelText('[1] 选手1')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '冠军：选手2' })).toHaveTextContent('冠军选手2');
  });

  it('places rounds left to right, each fixture between the two it follows', () => {
    const layout = layoutBracket(knockoutBracket(13));
    const box = (round: number, position: number) => layout.boxes.find((b) => b.round === round && b.position === position)!;
    expect(box(1, 1).x).toBeLessThan(box(2, 1).x);
    expect(box(2, 1).x).toBeLessThan(box(3, 1).x);
    expect(box(2, 1).y).toBe((box(1, 1).y + box(1, 2).y) / 2);
    expect(box(4, 1).y).toBe((box(3, 1).y + box(3, 2).y) / 2);
    expect(layout.connectors).toHaveLength(8 + 4 + 2);
  });

  it('draws a double-elimination bracket: the winners bracket, the losers bracket below it and the grand final with its reset', () => {
    // favourites win, except the first grand final: the losers bracket champion (2) forces the reset, which 1 wins
    const bracket = doubleEliminationBracket(6, { reset: true, play: (f) => (f.id === 'GF1' ? Number(f.away) : Math.min(Number(f.home), Number(f.away))) });
    render(<BracketTree bracket={bracket} />);
    const svg = screen.getByRole('group', { name: '双败淘汰赛对阵图' });
    for (const name of ['胜者组第1轮', '胜者组决赛', '败者组第1轮', '败者组决赛', '总决赛', '总决赛加赛']) expect(within(svg).getByText(name)).toBeInTheDocument();
    expect(within(svg).getByRole('group', { name: '胜者组第1轮 第2场：[4] 选手4 对 [5] 选手5，胜者 选手4' })).toBeInTheDocument();
    // the loser of 4 v 5 passed the losers bye straight on
    expect(within(svg).getByRole('group', { name: '败者组第1轮 第1场：轮空 对 选手5，胜者 选手5' })).toBeInTheDocument();
    expect(within(svg).getByRole('group', { name: '败者组决赛 第1场：选手3 对 选手2，胜者 选手2' })).toBeInTheDocument();
    expect(within(svg).getByRole('group', { name: '总决赛 第1场：选手1 对 选手2，胜者 选手2' })).toBeInTheDocument();
    expect(within(svg).getByRole('group', { name: '总决赛加赛 第1场：选手2 对 选手1，胜者 选手1' })).toBeInTheDocument();
    expect(within(svg).getByRole('group', { name: '冠军：选手1' })).toBeInTheDocument();
  });

  it('lays the losers bracket out below the winners bracket and leaves out a reset that is not needed', () => {
    const layout = layoutBracket(doubleEliminationBracket(8, { reset: true, play: (f) => Math.min(Number(f.home), Number(f.away)) }));
    const box = (code: string) => layout.boxes.find((b) => b.fixture.code === code);
    expect(box('LB1-1')!.y).toBeGreaterThan(box('WB1-4')!.y);
    expect(box('LB2-1')!.y).toBe(box('LB1-1')!.y);
    expect(box('LB3-1')!.y).toBe((box('LB2-1')!.y + box('LB2-2')!.y) / 2);
    expect(box('GF1')!.x).toBeGreaterThan(box('LB4-1')!.x);
    expect(box('GF2')).toBeUndefined();
    expect(layout.champion?.name).toBe('选手1');
    expect(layout.height).toBeGreaterThan(box('LB1-2')!.y);
  });
});
