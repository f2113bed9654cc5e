import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { fail } from 'shared/mocks';
import { renderWithProviders } from 'shared/testing';
import { setupPageTest, signInForTest } from 'shared/mocks/testing';
import routes from '../../../app/routes';
import { dialogWith } from '../../competition/test-helpers';

jest.setTimeout(60_000);
const server = setupPageTest();

/** Bodies of POST /api/admin/schedule/live, in order. */
const liveBodies: { action: string; version: number; home_score?: number; away_score?: number }[] = [];
beforeEach(() => {
  liveBodies.length = 0;
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && request.url.includes('/api/admin/schedule/live')) {
      void request
        .clone()
        .json()
        .then((b) => liveBodies.push(b as (typeof liveBodies)[number]));
    }
  });
});
afterEach(() => server.events.removeAllListeners());

function renderAt(account = 'org_gov') {
  const { rootStore } = signInForTest(account);
  return renderWithProviders(null, { routes: routes.adminRoutes, route: '/admin/institution/match/2/1/score', rootStore });
}

const count = (n: number) => screen.findByText(`共 ${n} 场`, {}, { timeout: 15_000 });

async function choose(user: ReturnType<typeof renderAt>['user'], select: string, option: string) {
  await user.click(screen.getByLabelText(select));
  const options = await screen.findAllByTitle(option);
  await user.click(options[options.length - 1]);
}
const rowOf = (text: string) => screen.getByText(text).closest('tr')!;
const buttonIn = (el: HTMLElement, text: string) => within(el).getByText(text, { selector: 'button > span' });

describe('live scores 直播比分 in 比分录入', () => {
  it('starts a game, updates its running score, shows a refusal in the modal and takes back the start', async () => {
    const { user } = renderAt();
    await count(12);
    await choose(user, '轮次', '第2轮');
    expect(await count(3)).toBeInTheDocument();
    expect(screen.getAllByText('开始比赛', { selector: 'button > span' })).toHaveLength(3);
    const first = screen.getAllByText('开始比赛', { selector: 'button > span' })[0].closest('tr')!;
    const court = within(first).getAllByRole('cell')[4].textContent!;

    // 开始比赛: confirmed, the row goes live at 0:0
    await user.click(buttonIn(first, '开始比赛'));
    const confirmStart = await dialogWith(/实时比分从 0:0 开始/);
    await user.click(buttonIn(confirmStart, '开始比赛'));
    expect(await screen.findByText('比赛已开始')).toBeInTheDocument();
    expect(await screen.findByText('0:0（实时）', {}, { timeout: 15_000 })).toBeInTheDocument();
    const live = rowOf('0:0（实时）');
    expect(within(live).getByText('进行中')).toBeInTheDocument();
    expect(within(live).getAllByRole('cell')[4]).toHaveTextContent(court);
    expect(within(live).queryByText('开始比赛', { selector: 'button > span' })).not.toBeInTheDocument();

    // 更新比分: the running score modal
    await user.click(buttonIn(live, '更新比分'));
    const modal = await dialogWith(/不计入积分榜/);
    await user.clear(within(modal).getByLabelText('主队实时得分'));
    await user.type(within(modal).getByLabelText('主队实时得分'), '2');
    await user.clear(within(modal).getByLabelText('客队实时得分'));
    await user.type(within(modal).getByLabelText('客队实时得分'), '1');
    await user.click(buttonIn(modal, '更新实时比分'));
    expect(await screen.findByText('实时比分已更新')).toBeInTheDocument();
    expect(await screen.findByText('2:1（实时）', {}, { timeout: 15_000 })).toBeInTheDocument();

    // a refusal of the server stays in the modal and changes nothing
    server.use(mswHttp.post('/api/admin/schedule/live', () => fail(40000, '比分已被他人修改，请刷新后重试'), { once: true }));
    await user.click(buttonIn(rowOf('2:1（实时）'), '更新比分'));
    const again = await dialogWith(/不计入积分榜/);
    await user.clear(within(again).getByLabelText('主队实时得分'));
    await user.type(within(again).getByLabelText('主队实时得分'), '3');
    await user.click(buttonIn(again, '更新实时比分'));
    expect(await within(again).findByText('比分已被他人修改，请刷新后重试')).toBeInTheDocument();
    await user.click(within(again).getByText(/^取\s*消$/, { selector: 'button > span' }));
    expect(screen.getByText('2:1（实时）')).toBeInTheDocument();

    // 取消开始: confirmed, back to 未开始 without a running score
    await user.click(buttonIn(rowOf('2:1（实时）'), '取消开始'));
    const confirmStop = await dialogWith(/实时比分将被清除/);
    await user.click(buttonIn(confirmStop, '取消开始'));
    expect(await screen.findByText('已取消开始')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('2:1（实时）')).not.toBeInTheDocument(), { timeout: 15_000 });
    await waitFor(() => expect(screen.getAllByText('开始比赛', { selector: 'button > span' })).toHaveLength(3), { timeout: 15_000 });

    expect(liveBodies.map((b) => [b.action, b.version, b.home_score, b.away_score])).toEqual([
      ['start', 0, undefined, undefined],
      ['update', 1, 2, 1],
      ['update', 2, 3, 1],
      ['stop', 2, undefined, undefined],
    ]);
  });
});
