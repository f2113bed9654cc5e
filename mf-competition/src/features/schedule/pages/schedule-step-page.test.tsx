import { configure, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { renderWithProviders } from 'shared/testing';
import { fail, mockDb } from 'shared/mocks';
import { setupPageTest, signInForTest } from 'shared/mocks/testing';
import routes from '../../../app/routes';
import { recordBodies } from '../../../components/record-bodies';
import { dialogWith, label } from '../../competition/test-helpers';

jest.setTimeout(60_000);
// the CI machine is shared and busy: wait for the lazy pages and their requests longer than the default second
configure({ asyncUtilTimeout: 15_000 });
const server = setupPageTest();
const matchInfoBodies = recordBodies(server, 'POST', '/api/admin/schedule/match_info/save');

function renderAt(stepId: number, account = 'org_gov') {
  const { rootStore } = signInForTest(account);
  return renderWithProviders(null, { routes: routes.adminRoutes, route: `/admin/institution/match/2/1/schedule/step/${stepId}`, rootStore });
}

/** Text queries: role queries over the whole antd page are slow enough to starve the page's effects. */
const tab = (text: string | RegExp) => screen.findByText(text, { selector: '[role=tab], [role=tab] *' }, { timeout: 15_000 });
/** The visible round (antd keeps the other rounds' panes in the DOM). */
const pane = () => {
  const tabs = [...document.querySelectorAll<HTMLElement>('[role=tab][aria-selected=true]')];
  return document.querySelector<HTMLElement>(`[role=tabpanel][aria-labelledby="${tabs[tabs.length - 1].id}"]`)!;
};
const rowButton = (row: HTMLElement, text: string) => within(row).getByText(text, { selector: 'button > span' }).closest('button')!;

describe('schedule phase 赛程阶段 (ScheduleStep)', () => {
  it('shows the rounds of a league and flags a clash after a fixture edit', async () => {
    const { user } = renderAt(1);
    expect(await tab('第1轮（3/3）')).toBeInTheDocument();
    expect(screen.getByText('已完成 3 / 15 场')).toBeInTheDocument();
    expect(screen.getByText('单循环，积分前四名获奖')).toBeInTheDocument();
    await user.click(await tab('第2轮（0/3）'));
    // round 2: two fixtures at 10:00 and 11:00 (Beijing) refereed by 王正裁; move the second to 10:30
    const rows = await waitFor(() => {
      const list = screen.getAllByText('王正裁').map((el) => el.closest('tr')!);
      expect(list).toHaveLength(2);
      return list;
    });
    const moved = rows[1];
    const [home] = within(moved).getAllByText(/中学篮球队$/).map((el) => el.textContent);
    await user.click(rowButton(moved, '编辑'));
    const modal = await dialogWith('比赛时间');
    const time = within(modal).getByLabelText('比赛时间');
    // China time, whatever the machine's zone: 11:00 in Shanghai is 03:00 UTC; 10:30 is 02:30 UTC
    expect(time).toHaveValue('2026-05-16 11:00');
    await user.clear(time);
    await user.type(time, '2026-05-16 10:30{Enter}');
    await user.clear(within(modal).getByLabelText('场地'));
    await user.type(within(modal).getByLabelText('场地'), '黄龙体育中心 5号场');
    await user.click(within(modal).getByText(label('保存'), { selector: 'button > span' }));

    expect(await screen.findByText('发现 1 处赛程冲突')).toBeInTheDocument();
    // the server's message (findClashes of shared/rules): the period, then item, phase and round of both fixtures
    expect(screen.getByText(/^裁判「王正裁」在 .* 同时安排在「U15组 联赛 第2轮 .* vs .*」和「U15组 联赛 第2轮 .* vs .*」$/)).toBeInTheDocument();
    expect(await screen.findByText('已保存，但本场有 1 处冲突')).toBeInTheDocument();
    expect(matchInfoBodies[0]).toMatchObject({ starts_at: '2026-05-16T02:30:00.000Z' });
    const flagged = within(pane()).getByText('2026-05-16 10:30').closest('tr')!;
    expect(within(flagged).getByText('冲突')).toBeInTheDocument();
    expect(within(flagged).getByText(home!, { exact: false })).toBeInTheDocument();
    expect(within(flagged).getByText('黄龙体育中心 5号场')).toBeInTheDocument();
  });

  it('offers the courts of the competition\'s venue (run by another institution) in the fixture editor', async () => {
    // the organiser (institution 1) holds its league at a venue of the venue operator (institution 4)
    mockDb.competitions.find((c) => c.id === 2)!.venue_id = 1;
    const { user } = renderAt(1);
    await user.click(await tab('第2轮（0/3）'));
    const row = await waitFor(() => screen.getAllByText('王正裁')[0].closest('tr')!);
    await user.click(rowButton(row, '编辑'));
    const modal = await dialogWith('比赛时间');
    await user.click(within(modal).getByRole('combobox', { name: '场地' }));
    expect(await screen.findByTitle('主田径场')).toBeInTheDocument();
    await user.click(screen.getByTitle('足球场（天然草）'));
    await user.click(within(modal).getByText(label('保存'), { selector: 'button > span' }));
    expect(await within(pane()).findByText('足球场（天然草）')).toBeInTheDocument();
  });

  it('enters a score, requires a reason to correct one and keeps the history', async () => {
    const { user } = renderAt(1);
    await user.click(await tab('第2轮（0/3）'));
    const first = await waitFor(() => screen.getAllByText('录入比分', { selector: 'button > span' })[0].closest('tr')!);
    await user.click(rowButton(first, '录入比分'));
    let modal = await dialogWith('主队公平竞赛分');
    await user.type(within(modal).getByLabelText('主队得分'), '2');
    await user.type(within(modal).getByLabelText('客队得分'), '1');
    await user.click(within(modal).getByText('保存比分', { selector: 'button > span' }));
    expect(await screen.findByText('比分已保存')).toBeInTheDocument();
    expect(await tab('第2轮（1/3）')).toBeInTheDocument();
    const scored = await waitFor(() => within(pane()).getByText('2:1').closest('tr')!);

    // a correction needs a reason
    await user.click(rowButton(scored, '修改比分'));
    modal = await dialogWith('修改原因');
    const away = within(modal).getByLabelText('客队得分');
    await user.clear(away);
    await user.type(away, '2');
    await user.click(within(modal).getByText('保存比分', { selector: 'button > span' }));
    expect(await within(modal).findByText('修改比分请填写原因')).toBeInTheDocument();
    await user.type(within(modal).getByLabelText('修改原因'), '裁判报告更正');
    await user.click(within(modal).getByText('保存比分', { selector: 'button > span' }));
    const corrected = await waitFor(() => within(pane()).getByText('2:2').closest('tr')!);
    await user.click(rowButton(corrected, '比分记录'));
    const drawer = await dialogWith(/^比分记录：/);
    expect(await within(drawer).findByText('更正 2:1 → 2:2')).toBeInTheDocument();
    expect(within(drawer).getByText('录入 2:1')).toBeInTheDocument();
    expect(within(drawer).getByText('原因：裁判报告更正')).toBeInTheDocument();
  });

  it('shows a stale version refusal in the score modal', async () => {
    server.use(mswHttp.post('/api/admin/schedule/score', () => fail(40000, '比分已被他人修改，请刷新后重试')));
    const { user } = renderAt(1);
    await user.click(await tab('第2轮（0/3）'));
    const first = await waitFor(() => screen.getAllByText('录入比分', { selector: 'button > span' })[0].closest('tr')!);
    await user.click(rowButton(first, '录入比分'));
    const modal = await dialogWith('主队公平竞赛分');
    await user.type(within(modal).getByLabelText('主队得分'), '1');
    await user.type(within(modal).getByLabelText('客队得分'), '0');
    await user.click(within(modal).getByText('保存比分', { selector: 'button > span' }));
    expect(await within(modal).findByText('比分已被他人修改，请刷新后重试')).toBeInTheDocument();
    expect(within(modal).getByLabelText('主队得分')).toHaveValue('1');
  });

  it('draws the knockout bracket, refuses a draw and advances the winner', async () => {
    const { user } = renderAt(2);
    expect(await screen.findByText('签表', { selector: '.ant-card-head-title' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByLabelText('淘汰赛对阵图')).toBeInTheDocument();
    // R1-2: seed 4 v seed 5 (the only first-round game: the top three seeds have byes)
    expect(screen.getByLabelText('1/4决赛 第2场：[4] 天长小学U13篮球队 对 [5] 胜利小学U13篮球队')).toBeInTheDocument();
    const row = await waitFor(() => screen.getAllByText('天长小学U13篮球队（4号种子）').map((el) => el.closest('tr')!).find(Boolean)!);
    await user.click(rowButton(row, '录入比分'));
    const modal = await dialogWith('主队公平竞赛分');
    await user.type(within(modal).getByLabelText('主队得分'), '1');
    await user.type(within(modal).getByLabelText('客队得分'), '1');
    await user.click(within(modal).getByText('保存比分', { selector: 'button > span' }));
    expect(await within(modal).findByText('淘汰赛不能为平局')).toBeInTheDocument();
    const away = within(modal).getByLabelText('客队得分');
    await user.clear(away);
    await user.type(away, '3');
    await user.click(within(modal).getByText('保存比分', { selector: 'button > span' }));
    expect(await screen.findByText('比分已保存')).toBeInTheDocument();
    // the winner (胜利小学, seed 5) meets seed 1 in the semi-final
    expect(await screen.findByLabelText(/^1\/4决赛 第2场：.*，胜者 胜利小学U13篮球队$/, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByLabelText(/^半决赛 第1场：.*学军小学U13篮球队 对 .*胜利小学U13篮球队$/)).toBeInTheDocument();
  });
});
