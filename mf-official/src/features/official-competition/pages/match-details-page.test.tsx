import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { renderWithProviders } from 'shared/testing';
import { fail, ok } from 'shared/mocks';
import { setupPageTest, signInForTest } from 'shared/mocks/testing';
import routes from '../../../app/routes';
import { knockoutBracket, scheduleFixture as fixture } from 'shared/testing';

jest.setTimeout(60_000);
const server = setupPageTest();

const renderAt = (route: string, account?: string) => {
  const rootStore = account ? signInForTest(account).rootStore : undefined;
  return renderWithProviders(null, { routes: routes.publicRoutes, route, rootStore });
};
const breadcrumb = () => screen.getByRole('navigation', { name: '面包屑' });

const league = [
  fixture({ id: 1, round: 1, round_name: '第1轮', status: 'finished', home_score: 2, away_score: 1, winner_id: 1 }),
  fixture({ id: 2, round: 2, round_name: '第2轮', position: 1, home_id: 3, home_name: '温州队', away_id: 1, away_name: '杭州队', status: 'live', home_score: 0, away_score: 0 }),
];
const schedule = {
  id: 13,
  name: '2026年浙江省田径锦标赛',
  items: [
    { id: 1, name: '男子组', phases: [{ id: 11, name: '联赛', format: 'league', status: 'generated', fixtures: league }] },
    { id: 2, name: '女子组', phases: [{ id: 12, name: '淘汰赛', format: 'knockout', status: 'generated', fixtures: knockoutBracket(13).fixtures }] },
  ],
};

describe('OfficialMatchDetails 赛事详情', () => {
  it('shows base info, the sanitised introduction and the breadcrumb of its section', async () => {
    renderAt('/official/match/2/details/13');
    expect(await screen.findByText('加载中，请稍等....')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '比赛 2026年浙江省田径锦标赛' })).toBeInTheDocument();
    const info = screen.getByLabelText('基本信息');
    expect(within(info).getByText('田径')).toBeInTheDocument();
    expect(within(info).getByText('2026-06-13 08:00')).toBeInTheDocument();
    expect(within(info).getAllByText('浙江省田径协会')).toHaveLength(2); // organiser institution and 承办/协办
    expect(within(info).getByText('0571-87000000')).toBeInTheDocument();
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('2026年浙江省田径锦标赛')).toBeInTheDocument();
    expect(breadcrumb()).toHaveTextContent('当前位置：首页 / 赛事直播 / 赛事详情');
    expect(within(breadcrumb()).getByRole('link', { name: '赛事直播' })).toHaveAttribute('href', '/official/match/2');
  });

  it('uses 赛事查询 / 成绩查询 / 最高纪录 for switchId 1 / 3 / other and no section on match/{id}', async () => {
    for (const [route, trail] of [
      ['/official/match/1/details/13', '首页 / 赛事查询 / 赛事详情'],
      ['/official/match/3/details/13', '首页 / 成绩查询 / 赛事详情'],
      ['/official/match/7/details/13', '首页 / 最高纪录 / 赛事详情'],
      ['/match/13', '首页 / 赛事详情'],
      ['/calendar/details/13', '首页 / 赛事日历 / 赛事详情'],
    ]) {
      const { unmount } = renderAt(route);
      await screen.findByRole('heading', { name: '比赛 2026年浙江省田径锦标赛' });
      expect(breadcrumb()).toHaveTextContent(`当前位置：${trail}`);
      unmount();
    }
  });

  it('says 暂无数据 for a competition that is not published', async () => {
    renderAt('/match/5');
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('shows the schedule by item, phase and round', async () => {
    server.use(mswHttp.get('/api/official/competition/schedule', () => ok(schedule)));
    const { user } = renderAt('/match/13?tab=schedule');
    const round1 = await screen.findByRole('table', { name: '联赛 第1轮' });
    const row = within(round1).getAllByRole('row')[1];
    expect(within(row).getByText('杭州队')).toHaveStyle({ fontWeight: '700' });
    expect(within(row).getByText('2 : 1')).toBeInTheDocument();
    expect(within(row).getByText('已结束')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: '联赛 第2轮' })).getByText('进行中')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '女子组' }));
    // the knockout's bye fixtures are not games: the first round lists its 5 real fixtures
    expect(within(await screen.findByRole('table', { name: '淘汰赛 1/8决赛' })).getAllByRole('row')).toHaveLength(1 + 5);
  });

  it('shows the group tables with the tiebreaker explanation', async () => {
    server.use(
      mswHttp.get('/api/official/competition/schedule', () => ok(schedule)),
      mswHttp.get('/api/official/competition/standings', ({ request }) => {
        expect(new URL(request.url).searchParams.get('phase_id')).toBe('11');
        const row = { sign_up_id: 1, name: '杭州队', affiliation: '杭州市', played: 2, wins: 1, draws: 1, losses: 0, forfeits: 0, scored: 2, conceded: 1, difference: 1, points: 4, fair_play: 0, tiebreak_values: [], tiebreaker: null, reason: '' };
        return ok({
          phase_id: 11,
          name: '联赛',
          format: 'league',
          status: 'generated',
          tables: [{ group_no: null, group_name: '', complete: 0, columns: [], rows: [{ ...row, rank: 1, tiebreaker: 'head_to_head', reason: '与温州队积分相同，相互间比赛积分更高' }, { ...row, rank: 2, sign_up_id: 3, name: '温州队', affiliation: '' }] }],
        });
      }),
    );
    const { user } = renderAt('/match/13');
    await user.click(await screen.findByRole('tab', { name: '积分榜' }));
    const table = await screen.findByRole('table', { name: '联赛积分榜' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]).getByText('与温州队积分相同，相互间比赛积分更高')).toBeInTheDocument();
    expect(within(rows[1]).getByText('+1')).toBeInTheDocument();
    expect(within(rows[2]).getByText('温州队')).toBeInTheDocument();
  });

  it('shows a Swiss table with its tiebreak columns in the configured order', async () => {
    const swissSchedule = { ...schedule, items: [{ id: 1, name: '公开组', phases: [{ id: 14, name: '瑞士制', format: 'swiss', status: 'generated', fixtures: league }] }] };
    server.use(
      mswHttp.get('/api/official/competition/schedule', () => ok(swissSchedule)),
      mswHttp.get('/api/official/competition/standings', () => {
        const row = { sign_up_id: 1, name: '杭州队', affiliation: '', played: 2, wins: 2, draws: 0, losses: 0, forfeits: 0, scored: 4, conceded: 1, difference: 3, points: 6, fair_play: 0, tiebreaker: null, reason: '', note: '' };
        return ok({
          phase_id: 14,
          name: '瑞士制',
          format: 'swiss',
          status: 'generated',
          tables: [
            {
              group_no: null,
              group_name: '',
              complete: 0,
              columns: [
                { key: 'buchholz_cut1', name: '布赫霍尔茨分（去最低）' },
                { key: 'buchholz', name: '布赫霍尔茨分' },
              ],
              rows: [
                { ...row, rank: 1, tiebreak_values: [4.5, 7], tiebreaker: 'buchholz_cut1', reason: '积分相同，布赫霍尔茨分（去掉最低一轮） 4.5 比 3' },
                { ...row, rank: 2, sign_up_id: 3, name: '温州队', tiebreak_values: [3, 7.5], note: '第 2 轮后退赛' },
              ],
            },
          ],
        });
      }),
    );
    const { user } = renderAt('/match/13');
    await user.click(await screen.findByRole('tab', { name: '积分榜' }));
    const table = await screen.findByRole('table', { name: '瑞士制积分榜' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['排名', '参赛者', '场次', '胜', '平', '负', '积分', '布赫霍尔茨分（去最低）', '布赫霍尔茨分']);
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]).getByText('积分相同，布赫霍尔茨分（去掉最低一轮） 4.5 比 3')).toBeInTheDocument();
    expect(within(rows[1]).getByText('4.5')).toBeInTheDocument();
    expect(within(rows[2]).getByText('7.5')).toBeInTheDocument();
    // 退赛 and 补录 are noted beside the name
    expect(within(rows[2]).getByText('（第 2 轮后退赛）')).toBeInTheDocument();
    expect(within(rows[1]).queryByText(/退赛|补录/)).not.toBeInTheDocument();
  });

  it('draws the knockout phase as a bracket', async () => {
    server.use(
      mswHttp.get('/api/official/competition/schedule', () => ok(schedule)),
      mswHttp.get('/api/official/competition/bracket', () => ok({ ...knockoutBracket(13), phase_id: 12 })),
    );
    const { user } = renderAt('/match/13');
    await user.click(await screen.findByRole('tab', { name: '对阵图' }));
    const svg = await screen.findByRole('group', { name: '淘汰赛对阵图' });
    expect(within(svg).getAllByRole('group', { name: /轮空/ })).toHaveLength(3);
  });

  it('shows results by item with places and marks', async () => {
    server.use(
      mswHttp.get('/api/competition/grade_items', () =>
        ok({ list: [{ event_item_id: 5, name: '男子100米', gender: 1, age_group: '成年组', entrant_count: 3, result_count: 3, updated_at: null }] }),
      ),
      mswHttp.get('/api/competition/grades', () =>
        ok({
          event_item_id: 5,
          competition_id: 13,
          competition_name: '2026年浙江省田径锦标赛',
          item_name: '男子100米',
          gender: 1,
          age_group: '成年组',
          model: 'timed',
          direction: 'lower',
          precision: 2,
          list: [
            { place: 1, sign_up_id: 1, entrant_name: '张伟', affiliation: '杭州', value: 10.28, status: 'ok' },
            { place: null, sign_up_id: 2, entrant_name: '李强', affiliation: '', value: null, status: 'DNF' },
          ],
        }),
      ),
    );
    renderAt('/official/match/3/details/13?tab=results');
    const table = await screen.findByRole('table', { name: '男子100米成绩' });
    expect(within(table).getByText('10.28秒')).toBeInTheDocument();
    expect(within(table).getByText('未完成')).toBeInTheDocument();
    expect(screen.getByText('男子100米 · 男子 · 成年组 · 3 条成绩')).toBeInTheDocument();
  });

  it('lists the award winners per item', async () => {
    server.use(
      mswHttp.get('/api/official/competition/achievements', () =>
        ok({
          competition_id: 13,
          list: [
            {
              event_item_id: 1,
              name: '男子组',
              model: 'goals',
              final: 1,
              list: [
                { place: 1, sign_up_id: 1, name: '杭州队', affiliation: '', value: null, status: 'ok', group_name: '', award: '冠军' },
                { place: 4, sign_up_id: 4, name: '嘉兴队', affiliation: '', value: null, status: 'ok', group_name: '', award: '' },
              ],
            },
          ],
        }),
      ),
    );
    renderAt('/match/13?tab=awards');
    const table = await screen.findByRole('table', { name: '男子组获奖名单' });
    expect(within(table).getByText('冠军')).toBeInTheDocument();
    expect(within(table).queryByText('嘉兴队')).not.toBeInTheDocument();
  });

  it("shows the competition's published videos in the 视频 tab, each opening the player page", async () => {
    const asked: URL[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/official/videos') asked.push(new URL(request.url));
    });
    renderAt('/match/1?tab=videos');
    const list = await screen.findByRole('list', { name: '赛事视频' });
    const card = within(list).getByRole('link', { name: '2026年杭州市青少年田径锦标赛 赛事集锦' });
    expect(card).toHaveAttribute('href', '/video/details/1');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(asked[0]!.searchParams.get('competition_id')).toBe('1');
    expect(screen.getByRole('tab', { name: '视频' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the 集锦 tab: the composed results in order, with their captions', async () => {
    renderAt('/match/13?tab=highlights');
    const list = await screen.findByRole('list', { name: '赛事集锦' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveAccessibleName('成绩 许嘉豪');
    expect(within(first!).getByText('10.28')).toBeInTheDocument();
    expect(within(first!).getByText('男子100米决赛冠军，10.28 超过最高纪录')).toBeInTheDocument();
    expect(second).toHaveAccessibleName('成绩 陈子豪');
    expect(screen.getByRole('tab', { name: '集锦' })).toHaveAttribute('aria-selected', 'true');
  });

  it('plays a video, shows a photo and puts a ratified record first with its badge', async () => {
    const base = { caption: '', video_url: '', item_name: '', value: null, result_status: null, result_text: '', visible: 1, record: null };
    const record = { id: 5, result_id: 9001, item_name: '男子100米', gender: 1, age_group: '成年组', value: 10.28, holder_name: '许嘉豪', affiliation: '杭州市体育运动学校', current: 1, ratified_at: '2026-06-14T02:00:00.000Z', badge: '打破最高纪录' };
    server.use(
      mswHttp.get('/api/competition/highlight_list', () =>
        ok({
          competition_id: 13,
          competition_name: '2026年浙江省田径锦标赛',
          list: [
            { ...base, source: 'record', id: null, position: null, kind: null, ref_id: null, kind_name: '最高纪录', title: '许嘉豪', image: '', item_name: '男子100米', value: 10.28, result_text: '男子100米 10.28', record },
            { ...base, source: 'item', id: 1, position: 1, kind: 'video', ref_id: 3, kind_name: '视频', title: '第一比赛日回放', image: '/api/media/poster.jpg', video_url: '/api/media/day1.mp4', caption: '全程回放' },
            { ...base, source: 'item', id: 2, position: 2, kind: 'photo', ref_id: 7, kind_name: '照片', title: '男子100米决赛', image: '/api/media/final.jpg' },
          ],
        }),
      ),
    );
    renderAt('/match/13?tab=highlights');
    const list = await screen.findByRole('list', { name: '赛事集锦' });
    const [rec, video, photo] = within(list).getAllByRole('listitem');
    expect(rec).toHaveAccessibleName('最高纪录 男子100米 许嘉豪');
    expect(within(rec!).getByText('打破最高纪录')).toBeInTheDocument();
    expect(within(rec!).getByText('许嘉豪 · 杭州市体育运动学校')).toBeInTheDocument();
    expect(within(video!).getByLabelText('播放：第一比赛日回放')).toHaveAttribute('src', '/api/media/day1.mp4');
    expect(within(video!).getByText('全程回放')).toBeInTheDocument();
    expect(within(photo!).getByRole('img', { name: '男子100米决赛' })).toHaveAttribute('src', '/api/media/final.jpg');
  });

  it('says 暂无数据 in the 视频 tab of a competition without published videos', async () => {
    renderAt('/match/13?tab=videos');
    expect(await within(await screen.findByRole('tabpanel')).findByText('暂无数据')).toBeInTheDocument();
  });

  it('says 暂无数据 in a tab without content', async () => {
    server.use(mswHttp.get('/api/official/competition/schedule', () => ok({ id: 13, name: '2026年浙江省田径锦标赛', items: [] })));
    renderAt('/match/13?tab=bracket');
    expect(await within(await screen.findByRole('tabpanel')).findByText('暂无数据')).toBeInTheDocument();
  });
});

describe('报名 sign-up entry', () => {
  const form = {
    competition_id: 13,
    competition_name: '2026年浙江省田径锦标赛',
    open: 1,
    reason: '',
    opens_at: null,
    closes_at: '2026-05-10T15:59:00.000Z',
    review_required: 1,
    waiting_list: 0,
    required_fields: [
      { key: 'real_name', label: '姓名' },
      { key: 'id_card', label: '身份证号' },
      { key: 'phone', label: '手机号' },
    ],
    custom_fields: [{ key: 'size', label: '服装尺码', required: true }],
    items: [
      { id: 21, name: '男子100米', entry_type: 'individual', gender: 1, age_group: '', birth_from: null, birth_to: null, capacity: 8, fee: '50.00', fee_cents: 5000, team_min: 1, team_max: 1, free_places: 3, full: 0 },
      { id: 22, name: '男子4×100米接力', entry_type: 'team', gender: 1, age_group: '', birth_from: null, birth_to: null, capacity: 0, fee: '0.00', fee_cents: 0, team_min: 2, team_max: 4, free_places: null, full: 0 },
    ],
  };
  let posted: Record<string, unknown>[] = [];
  beforeEach(() => {
    posted = [];
    server.use(
      mswHttp.get('/api/official/competition/sign_up', () => ok(form)),
      mswHttp.post('/api/competition/sign_info', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        posted.push(body);
        if (body.real_name === '满员') return fail(40000, '名额已满');
        return ok({ id: 99, status: 'pending' });
      }),
    );
  });

  it('sends a visitor to OfficialLogin with redirect back to the competition', async () => {
    const { user, router } = renderAt('/official/match/1/details/13?tab=schedule');
    server.use(mswHttp.get('/api/official/competition/schedule', () => ok(schedule)));
    await user.click(await screen.findByRole('button', { name: '我要报名' }));
    await waitFor(() => expect(router!.state.location.pathname).toBe('/official/login'));
    expect(router!.state.location.search).toBe(`?redirect=${encodeURIComponent('/official/match/1/details/13?tab=schedule')}`);
  });

  it('tells an institution user to use a personal account', async () => {
    renderAt('/match/13', 'org_gov');
    expect(await screen.findByText('报名请使用个人用户（运动员）账号登录')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '我要报名' })).not.toBeInTheDocument();
  });

  it('lets an athlete sign up for an individual item, checking the ID card and mobile first', async () => {
    const { user } = renderAt('/match/13', 'athlete');
    await user.click(await screen.findByRole('button', { name: '我要报名' }));
    const sheet = await screen.findByRole('form', { name: '报名表' });
    expect(within(sheet).getByText('个人 · 报名费 ¥50.00 · 剩余 3 个名额')).toBeInTheDocument();
    expect(within(sheet).getByRole('radio', { name: /男子100米/ })).toBeChecked();
    await user.type(within(sheet).getByRole('textbox', { name: '姓名' }), '张伟');
    await user.type(within(sheet).getByRole('textbox', { name: '身份证号' }), '330106199001011234');
    await user.type(within(sheet).getByRole('textbox', { name: '手机号' }), '13800000005');
    await user.type(within(sheet).getByRole('textbox', { name: '服装尺码' }), 'L');
    await user.click(within(sheet).getByRole('button', { name: '提交报名' }));
    expect(await within(sheet).findByRole('alert')).toHaveTextContent('身份证号格式错误');
    expect(posted).toHaveLength(0);

    await user.clear(within(sheet).getByRole('textbox', { name: '身份证号' }));
    await user.type(within(sheet).getByRole('textbox', { name: '身份证号' }), '11010519491231002X');
    await user.clear(within(sheet).getByRole('textbox', { name: '手机号' }));
    await user.type(within(sheet).getByRole('textbox', { name: '手机号' }), '2380000000');
    await user.click(within(sheet).getByRole('button', { name: '提交报名' }));
    expect(await within(sheet).findByRole('alert')).toHaveTextContent('手机号格式错误');

    await user.clear(within(sheet).getByRole('textbox', { name: '手机号' }));
    await user.type(within(sheet).getByRole('textbox', { name: '手机号' }), '13800000005');
    await user.click(within(sheet).getByRole('button', { name: '提交报名' }));
    expect(await screen.findByText('报名已提交，请等待主办方审核')).toBeInTheDocument();
    expect(posted).toEqual([{ id: 13, event_item_id: 21, real_name: '张伟', id_card: '11010519491231002X', phone: '13800000005', extra: { size: 'L' } }]);
  });

  it('enters a team with its captain and members', async () => {
    const { user } = renderAt('/match/13', 'athlete');
    await user.click(await screen.findByRole('button', { name: '我要报名' }));
    const sheet = await screen.findByRole('form', { name: '报名表' });
    await user.click(within(sheet).getByRole('radio', { name: /男子4×100米接力/ }));
    await user.type(within(sheet).getByRole('textbox', { name: '队伍名称' }), '西湖飞人');
    await user.type(within(sheet).getByRole('textbox', { name: '队长姓名' }), '张伟');
    await user.type(within(sheet).getByRole('textbox', { name: '队长身份证号' }), '11010519491231002X');
    await user.type(within(sheet).getByRole('textbox', { name: '队长手机号' }), '13800000005');
    await user.type(within(sheet).getByRole('textbox', { name: '服装尺码' }), 'M');
    await user.click(within(sheet).getByRole('button', { name: '提交报名' }));
    expect(await within(sheet).findByRole('alert')).toHaveTextContent('队员人数应在 2–4 人之间');

    await user.click(within(sheet).getByRole('button', { name: '添加队员' }));
    await user.type(within(sheet).getByRole('textbox', { name: '第2名队员姓名' }), '李强');
    await user.type(within(sheet).getByRole('textbox', { name: '第2名队员身份证号' }), '330106199001011230');
    await user.type(within(sheet).getByRole('textbox', { name: '第2名队员手机号' }), '13800000006');
    await user.click(within(sheet).getByRole('button', { name: '提交报名' }));
    expect(await within(sheet).findByRole('alert')).toHaveTextContent('第2名队员身份证号格式错误');
    await user.clear(within(sheet).getByRole('textbox', { name: '第2名队员身份证号' }));
    await user.type(within(sheet).getByRole('textbox', { name: '第2名队员身份证号' }), '330106198503152046');
    await user.click(within(sheet).getByRole('button', { name: '提交报名' }));
    expect(await screen.findByText('报名已提交，请等待主办方审核')).toBeInTheDocument();
    expect(posted[0]).toEqual({
      id: 13,
      event_item_id: 22,
      team_name: '西湖飞人',
      members: [
        { real_name: '张伟', id_card: '11010519491231002X', phone: '13800000005' },
        { real_name: '李强', id_card: '330106198503152046', phone: '13800000006' },
      ],
      extra: { size: 'M' },
    });
  });

  it("shows the server's refusal and a closed sign-up's reason", async () => {
    const { user, unmount } = renderAt('/match/13', 'athlete');
    await user.click(await screen.findByRole('button', { name: '我要报名' }));
    const sheet = await screen.findByRole('form', { name: '报名表' });
    await user.type(within(sheet).getByRole('textbox', { name: '姓名' }), '满员');
    await user.type(within(sheet).getByRole('textbox', { name: '身份证号' }), '11010519491231002X');
    await user.type(within(sheet).getByRole('textbox', { name: '手机号' }), '13800000005');
    await user.type(within(sheet).getByRole('textbox', { name: '服装尺码' }), 'L');
    await user.click(within(sheet).getByRole('button', { name: '提交报名' }));
    expect(await within(sheet).findByRole('alert')).toHaveTextContent('名额已满');
    unmount();

    server.use(mswHttp.get('/api/official/competition/sign_up', () => HttpResponse.json({ errno: 0, result: { ...form, open: 0, reason: '报名已截止' } })));
    const again = renderAt('/match/13', 'athlete');
    expect(await screen.findByText('报名已截止')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '我要报名' })).not.toBeInTheDocument();
    again.unmount();

    // every item full and no waiting list: nobody is offered a form
    server.use(
      mswHttp.get('/api/official/competition/sign_up', () =>
        HttpResponse.json({ errno: 0, result: { ...form, waiting_list: 0, items: form.items.map((i) => ({ ...i, full: 1 })) } }),
      ),
    );
    renderAt('/match/13');
    expect(await screen.findByText('名额已满')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '我要报名' })).not.toBeInTheDocument();
  });
});
