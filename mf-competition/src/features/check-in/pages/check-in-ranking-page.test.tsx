import { screen, waitFor, within } from '@testing-library/react';
import { clearCheckInChallenge, seedCheckInChallenge, setupPageTest } from 'shared/mocks/testing';
import { renderAdmin } from '../../results/test-helpers';

jest.setTimeout(60_000);
setupPageTest();

describe('ClockList 打卡排行', () => {
  it('ranks the participants by total with why each is below the one above, and who met the goal', async () => {
    const { month } = seedCheckInChallenge();
    const { user } = renderAdmin('/admin/institution/match/3/2/clock/clocklist', 'org_gov');
    const table = await screen.findByRole('table', { name: '打卡排行' });
    expect(screen.getByText(`${month}-01 至 ${month}-30 · 累计里程 8.00 公里 · 凭证：轨迹文件、运动截图`)).toBeInTheDocument();
    for (const h of ['排名', '参与者', '累计', '打卡天数', '最长连续', '当前连续', '目标']) expect(within(table).getByRole('columnheader', { name: h })).toBeInTheDocument();
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first).getByText('林晓跑')).toBeInTheDocument();
    expect(within(first).getByText('10.40 公里')).toBeInTheDocument();
    expect(within(first).getByText('已完成')).toBeInTheDocument();
    expect(within(second).getByText('王正裁')).toBeInTheDocument();
    expect(within(second).getByText('3.00 公里')).toBeInTheDocument();
    expect(within(second).getByText('未完成')).toBeInTheDocument();
    // the pending flagged 10 km does not count until it is approved
    await user.click(within(second).getByRole('button', { name: '展开行' }));
    expect(await within(table).findByText('为何此名次：累计里程 3.00 公里，上一名 10.40 公里')).toBeInTheDocument();
  });

  it('says the challenge is not set yet', async () => {
    clearCheckInChallenge();
    renderAdmin('/admin/institution/match/3/2/clock/clocklist', 'org_gov');
    expect(await screen.findByText('尚未设置打卡')).toBeInTheDocument();
  });
});

describe('ClockPlayerData 打卡数据', () => {
  it('opens a participant from the ranking: tally, calendar of days and records', async () => {
    const { month, referee } = seedCheckInChallenge();
    const { user } = renderAdmin('/admin/institution/match/3/2/clock/clocklist', 'org_gov');
    await user.click(await screen.findByRole('link', { name: '王正裁的打卡数据' }));
    expect(await screen.findByText('打卡数据：王正裁')).toBeInTheDocument();
    const calendar = screen.getByRole('list', { name: '打卡日历' });
    expect(within(calendar).getAllByRole('listitem', { name: /未打卡$/ })).toHaveLength(29);
    expect(within(calendar).getByRole('listitem', { name: `${month}-03 已打卡 1 次，3.00 公里` })).toBeInTheDocument();
    // a total goal: a day is checked in or not (no daily target to meet)
    expect(screen.getByLabelText('图例')).toHaveTextContent(/^已打卡未打卡$/);
    const records = screen.getByRole('table', { name: '打卡记录' });
    expect(within(records).getAllByRole('row')).toHaveLength(1 + 2);
    expect(within(records).getByText('配速快于健步走世界纪录，需人工审核')).toBeInTheDocument();
    expect(within(records).getByText('待审核')).toBeInTheDocument();
    expect(referee).toBeGreaterThan(0);
  });
});

describe('ClockPlayerList 打卡参与者', () => {
  it('lists the participants by name from the ranking, found by name', async () => {
    seedCheckInChallenge();
    const { user } = renderAdmin('/admin/institution/match/3/2/clock/clocklist', 'org_gov');
    await user.click(await screen.findByRole('link', { name: '参与者名单' }));
    const table = await screen.findByRole('table', { name: '打卡参与者' });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 2);
    await user.type(screen.getByRole('searchbox', { name: '参与者姓名' }), '王{Enter}');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(1 + 1));
    expect(within(table).getByRole('link', { name: '王正裁的打卡数据' })).toHaveAttribute('href', expect.stringMatching(/\/clock\/playerdata\/\d+$/));
  });
});
