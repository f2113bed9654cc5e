import { screen, within } from '@testing-library/react';
import { setupPageTest, signInForTest } from 'shared/mocks/testing';
import { http } from 'shared';
import { dialogWith, label } from '../../competition/test-helpers';
import { recordBodies, renderAdmin } from '../test-helpers';

jest.setTimeout(60_000);
const server = setupPageTest();
const results = recordBodies(server, 'POST', '/admin/result');

describe('RankList 排行榜', () => {
  it('shows the league table with the reason of each place, then the bracket of a knockout item', async () => {
    const { user } = renderAdmin('/admin/institution/match/2/1/rank', 'org_gov');
    const table = await screen.findByRole('table', { name: '联赛积分榜' });
    for (const h of ['排名', '参赛者', '场次', '胜', '平', '负', '进/失', '净胜', '积分']) expect(within(table).getByRole('columnheader', { name: h })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 6);
    await user.click(within(table).getAllByRole('button', { name: '展开行' })[0]);
    expect(await within(table).findByText(/^排名依据：积分相同，相互战绩相同，净胜分/)).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: '项目' }));
    await user.click(await screen.findByTitle('U13组'));
    const bracket = await screen.findByRole('group', { name: '淘汰赛对阵图' });
    expect(within(bracket).getByText('半决赛')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: '联赛积分榜' })).not.toBeInTheDocument();
  });

  it('shows a Swiss phase (瑞士制) with its tiebreak columns in the configured order and the tiebreak that decided', async () => {
    signInForTest('org_gov');
    // the schedule feature's routes, through the shared client (the mocks answer them)
    const { id } = await http.post('/admin/schedule/create_phase', { event_item_id: 5, name: '瑞士阶段', format: 'swiss', config: { rounds: 2, swiss_tiebreakers: ['sonneborn_berger', 'buchholz'] } });
    await http.post('/admin/schedule/create_schedule', { phase_id: id, seed: 'swiss-rank' });
    const { list } = await http.get('/admin/schedule/phase_match', { phase_id: id });
    for (const f of list.filter((x) => !x.bye)) await http.post('/admin/schedule/score', { fixture_id: f.id, home_score: 2, away_score: 1, version: f.version });
    const { user } = renderAdmin('/admin/institution/match/2/1/rank', 'org_gov');
    await screen.findByRole('table', { name: '联赛积分榜' });
    await user.click(screen.getByText('瑞士阶段（瑞士制）'));
    const table = await screen.findByRole('table', { name: '瑞士阶段积分榜' });
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent).filter(Boolean);
    expect(headers).toEqual(['排名', '参赛者', '场次', '胜', '平', '负', '积分', '索伯分', '布赫霍尔茨分']);
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 6);
    // three winners on the same points: the first tiebreak (索伯分) or the next one decided, and the row says which
    await user.click(within(table).getAllByRole('button', { name: '展开行' })[0]);
    expect(await within(table).findByText(/^排名依据：积分相同，(索伯分|布赫霍尔茨分|抽签)/)).toBeInTheDocument();
  });

  it('ranks a timed item by its results (ties share a place) and enters a result', async () => {
    const { user } = renderAdmin('/admin/institution/match/13/1/rank', 'org_multi');
    const table = await screen.findByRole('table', { name: '成绩排名' });
    expect(screen.getByText('按成绩排名')).toBeInTheDocument();
    const first = within(table).getAllByRole('row')[1];
    expect(within(first).getByText('许嘉豪')).toBeInTheDocument();
    expect(within(first).getByText('10.28')).toBeInTheDocument();
    expect(within(within(table).getByText('沈一鸣').closest('tr')!).getByText('3')).toBeInTheDocument();
    expect(within(within(table).getByText('郑宇航').closest('tr')!).getByText('3')).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: '录入韩子墨的成绩' }));
    const modal = await dialogWith('录入成绩：韩子墨');
    await user.click(within(modal).getByRole('spinbutton', { name: '成绩' }));
    await user.paste('10.1');
    await user.click(within(modal).getByRole('button', { name: label('保存') }));
    expect(await screen.findByText('成绩已保存，该成绩超过最高纪录，已提交纪录审核')).toBeInTheDocument();
    expect(results.at(-1)).toEqual({ event_item_id: 801, sign_up_id: 8007, status: 'ok', value: 10.1 });
    expect(await within(within(table).getAllByRole('row')[1]).findByText('韩子墨')).toBeInTheDocument();
  });

  it('asks a reason for a correction and shows the history of the result', async () => {
    const { user } = renderAdmin('/admin/institution/match/13/1/rank', 'org_multi');
    const table = await screen.findByRole('table', { name: '成绩排名' });
    await user.click(within(table).getByRole('button', { name: '更正许嘉豪的成绩' }));
    const modal = await dialogWith('更正成绩：许嘉豪');
    const value = within(modal).getByRole('spinbutton', { name: '成绩' });
    await user.clear(value);
    await user.paste('10.27');
    await user.click(within(modal).getByRole('button', { name: label('保存') }));
    expect(await within(modal).findByText('更正成绩请填写原因')).toBeInTheDocument();
    expect(results).toHaveLength(0);
    await user.click(within(modal).getByRole('textbox', { name: '更正原因' }));
    await user.paste('电子计时复核');
    await user.click(within(modal).getByRole('button', { name: label('保存') }));
    expect(await screen.findByText('成绩已保存，该成绩超过最高纪录，已提交纪录审核')).toBeInTheDocument();
    expect(results.at(-1)).toEqual({ event_item_id: 801, sign_up_id: 8001, status: 'ok', value: 10.27, version: 1, reason: '电子计时复核' });

    await user.click(await screen.findByRole('button', { name: '许嘉豪的修改记录' }));
    const drawer = await dialogWith('成绩修改记录：许嘉豪');
    expect(await within(drawer).findByText('无 → 10.28')).toBeInTheDocument();
    expect(within(drawer).getByText('10.28 → 10.27')).toBeInTheDocument();
    expect(within(drawer).getByText(/电子计时复核/)).toBeInTheDocument();
  });
});
