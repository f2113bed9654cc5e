import { configure, screen, within } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { recordRequests, setupPageTest, signInForTest } from 'shared/mocks/testing';
import routes from '../../../app/routes';
import { dialogWith } from '../../competition/test-helpers';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 15_000 });
const server = setupPageTest();
const ruleRequests = recordRequests(server, '/api/admin/schedule/ranking_rules');
const scoreRequests = recordRequests(server, '/api/admin/schedule/score');

function renderAt(account = 'referee') {
  const { rootStore } = signInForTest(account);
  return renderWithProviders(null, { routes: routes.adminRoutes, route: '/admin/match/referee', rootStore });
}

const count = (n: number) => screen.findByText(`共 ${n} 场`, {}, { timeout: 15_000 });
const buttonIn = (el: HTMLElement, text: string) => within(el).getByText(text, { selector: 'button > span' });
const rowOf = (text: string) => screen.getByText(text).closest('tr')!;
async function choose(user: ReturnType<typeof renderAt>['user'], select: string, option: string) {
  await user.click(screen.getByLabelText(select));
  const options = await screen.findAllByTitle(option);
  await user.click(options[options.length - 1]);
}

describe('我的执裁 (the referee’s assigned fixtures)', () => {
  it('lists the assigned fixtures with match, phase, round, time and court, runs the live score and enters the final score', async () => {
    const { user } = renderAt();
    // the demo referee is assigned to two round-2 fixtures of the U15 league
    expect(await count(2)).toBeInTheDocument();
    const rows = screen.getAllByText('开始比赛', { selector: 'button > span' }).map((b) => b.closest('tr')!);
    expect(rows).toHaveLength(2);
    const first = rows[0];
    expect(within(first).getByText('U15组')).toBeInTheDocument();
    expect(within(first).getByText('联赛')).toBeInTheDocument();
    expect(within(first).getByText('第2轮')).toBeInTheDocument();
    expect(within(first).getByText(/黄龙体育中心 \d号场/)).toBeInTheDocument();
    expect(within(first).getByText('未开始')).toBeInTheDocument();
    const competition = within(first).getAllByRole('cell')[0].textContent!;
    expect(competition).not.toBe('');
    expect(within(first).getByText('王正裁')).toBeInTheDocument();

    // 开始比赛 → 更新比分: the organiser's live modal
    await user.click(buttonIn(first, '开始比赛'));
    await user.click(buttonIn(await dialogWith(/实时比分从 0:0 开始/), '开始比赛'));
    expect(await screen.findByText('比赛已开始')).toBeInTheDocument();
    expect(await screen.findByText('0:0（实时）')).toBeInTheDocument();
    await user.click(buttonIn(rowOf('0:0（实时）'), '更新比分'));
    const liveModal = await dialogWith(/不计入积分榜/);
    await user.clear(within(liveModal).getByLabelText('主队实时得分'));
    await user.type(within(liveModal).getByLabelText('主队实时得分'), '1');
    await user.click(buttonIn(liveModal, '更新实时比分'));
    expect(await screen.findByText('1:0（实时）')).toBeInTheDocument();

    // 录入比分: the organiser's score modal, starting from the running score; the rule is read by the referee
    await user.click(buttonIn(rowOf('1:0（实时）'), '录入比分'));
    const modal = await dialogWith('主队公平竞赛分');
    expect(within(modal).getByLabelText('主队得分')).toHaveValue('1');
    await user.type(within(modal).getByLabelText('客队得分'), '{backspace}2');
    await user.click(buttonIn(modal, '保存比分'));
    expect(await screen.findByText('比分已保存')).toBeInTheDocument();
    expect(ruleRequests.length).toBeGreaterThan(0);
    expect(scoreRequests.length).toBe(1);
    // the scored fixture leaves 待录入 and shows under 已录入 with 修改比分
    expect(await count(1)).toBeInTheDocument();
    await choose(user, '状态', '已录入');
    expect(await count(1)).toBeInTheDocument();
    expect(screen.getByText('1:2')).toBeInTheDocument();
    expect(screen.getByText('修改比分', { selector: 'button > span' })).toBeInTheDocument();
  });

  it('shows 暂无数据 to an account that referees nothing', async () => {
    renderAt('athlete');
    expect(await count(0)).toBeInTheDocument();
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
  });
});
