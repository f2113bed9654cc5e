import { configure, screen, within } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { recordRequests, setupPageTest, signInForTest } from 'shared/mocks/testing';
import routes from '../../../app/routes';
import { dialogWith } from '../../competition/test-helpers';

jest.setTimeout(60_000);
// the CI machine is shared and busy: wait for the lazy pages and their requests longer than the default second
configure({ asyncUtilTimeout: 15_000 });
const server = setupPageTest();
const fixtureRequests = recordRequests(server, '/api/admin/schedule/phase_match');

function renderAt(account = 'org_gov') {
  const { rootStore } = signInForTest(account);
  return renderWithProviders(null, { routes: routes.adminRoutes, route: '/admin/institution/match/2/1/score', rootStore });
}

/** Text and label queries: role queries over the whole antd page are slow enough to starve the page's effects. */
const count = (n: number) => screen.findByText(`共 ${n} 场`, {}, { timeout: 15_000 });
async function choose(user: ReturnType<typeof renderAt>['user'], select: string, option: string) {
  await user.click(screen.getByLabelText(select));
  const options = await screen.findAllByTitle(option);
  await user.click(options[options.length - 1]);
}

describe('score entry 比分录入', () => {
  it('lists the fixtures awaiting a result, filters them and enters a score from a row', async () => {
    const { user } = renderAt();
    // U15组: rounds 2–5 of the league wait for results, round 1 is played
    expect(await count(12)).toBeInTheDocument();
    expect(fixtureRequests.map((u) => u.searchParams.get('phase_id'))).toContain('1');

    await choose(user, '轮次', '第2轮');
    expect(await count(3)).toBeInTheDocument();
    await choose(user, '状态', '已录入');
    expect(await count(0)).toBeInTheDocument();
    await choose(user, '轮次', '全部轮次');
    expect(await count(3)).toBeInTheDocument();
    expect(screen.getByText('68:61')).toBeInTheDocument();
    await choose(user, '状态', '待录入');
    expect(await count(12)).toBeInTheDocument();

    const row = screen.getAllByText('录入比分', { selector: 'button > span' })[0].closest('tr')!;
    expect(within(row).getByText('U15组')).toBeInTheDocument();
    await user.click(within(row).getByText('录入比分', { selector: 'button > span' }));
    const modal = await dialogWith('主队公平竞赛分');
    await user.type(within(modal).getByLabelText('主队得分'), '1');
    await user.type(within(modal).getByLabelText('客队得分'), '0');
    await user.click(within(modal).getByText('保存比分', { selector: 'button > span' }));
    expect(await screen.findByText('比分已保存')).toBeInTheDocument();
    expect(await count(11)).toBeInTheDocument();
  });

  it('switches to a knockout item: only fixtures with both sides known wait for a result', async () => {
    const { user } = renderAt();
    await count(12);
    await choose(user, '项目', 'U13组');
    // 4 v 5 of the first round and the semi-final of seeds 2 and 3 (both through on byes); the other semi-final
    // waits for the winner of 4 v 5
    expect(await count(2)).toBeInTheDocument();
    expect(screen.getByText('天长小学U13篮球队（4号种子）')).toBeInTheDocument();
    expect(screen.getByText('求是小学U13篮球队')).toBeInTheDocument();
    expect(screen.queryByText('学军小学U13篮球队')).not.toBeInTheDocument();
    expect(fixtureRequests.map((u) => u.searchParams.get('phase_id'))).toContain('2');
  });
});
