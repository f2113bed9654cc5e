import { screen, within } from '@testing-library/react';
import { setupPageTest } from 'shared/mocks/testing';
import { renderAdmin } from '../test-helpers';

jest.setTimeout(60_000);
setupPageTest();

describe('achievementList 成绩', () => {
  it('shows the places of every item with the awards, and one item when picked', async () => {
    const { user } = renderAdmin('/admin/institution/match/2/1/achievement', 'org_gov');
    const u15 = await screen.findByRole('table', { name: 'U15组成绩' });
    expect(screen.getByRole('table', { name: 'U13组成绩' })).toBeInTheDocument();
    const first = within(u15).getAllByRole('row')[1];
    expect(within(first).getByText('1')).toBeInTheDocument();
    expect(within(first).getByText('冠军')).toBeInTheDocument();
    expect(within(u15).getAllByText('季军').length).toBeGreaterThan(0);
    expect(screen.getAllByText('比赛未结束，名次为当前排名')).toHaveLength(2);

    await user.click(screen.getByRole('combobox', { name: '项目' }));
    await user.click(await screen.findByTitle('U13组'));
    expect(screen.queryByRole('table', { name: 'U15组成绩' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'U13组成绩' })).getByText('暂无数据')).toBeInTheDocument();
  });
});
