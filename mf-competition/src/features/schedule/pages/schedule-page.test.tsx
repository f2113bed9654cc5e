import { configure, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { http } from 'shared';
import { renderWithProviders } from 'shared/testing';
import { ok } from 'shared/mocks';
import { recordRequests, setupPageTest, signInForTest } from 'shared/mocks/testing';
import routes from '../../../app/routes';
import { dialogWith, label } from '../../competition/test-helpers';
import { createPhase } from '../api/create-phase';
import { generateSchedule } from '../api/generate-schedule';
import { getPhaseFixtures } from '../api/get-phase-fixtures';
import { getPhases } from '../api/get-phases';
import { getPhaseEntrants } from '../api/phase-entrants';
import { saveScore } from '../api/save-score';

jest.setTimeout(60_000);
// the CI machine is shared and busy: wait for the lazy pages and their requests longer than the default second
configure({ asyncUtilTimeout: 15_000 });
const server = setupPageTest();
const phaseRequests = recordRequests(server, '/api/admin/schedule/');

function renderAt(route = '/admin/institution/match/2/1/schedule', account = 'org_gov') {
  const { rootStore } = signInForTest(account);
  return renderWithProviders(null, { routes: routes.adminRoutes, route, rootStore });
}

/** The page loads lazily (route, layout, items, phases): wait longer than findBy's default second. */
const phaseLink = (name: string) => screen.findByText(name, { selector: 'a' }, { timeout: 15_000 });
/** Text queries: role queries over the whole antd page are slow enough to starve the page's effects. */
const button = (text: string) => screen.getByText(label(text), { selector: 'button > span' }).closest('button')!;
const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

describe('schedule 赛程 (ScheduleLayout)', () => {
  it('lists the phases of the item with format, status, counts and seed', async () => {
    renderAt();
    expect(await screen.findByText('U15组', { selector: '[role=tab], [role=tab] *' }, { timeout: 15_000 })).toBeInTheDocument();
    const row = (await phaseLink('联赛')).closest('tr')!;
    expect(within(row).getByText('进行中')).toBeInTheDocument();
    expect(within(row).getByText('3/15')).toBeInTheDocument();
    expect(within(row).getByText('u15-2026')).toBeInTheDocument();
    // results entered: no regeneration
    expect(within(row).queryByRole('button', { name: '重新生成' })).not.toBeInTheDocument();
    expect(within(row).getByRole('link', { name: '查看赛程' })).toHaveAttribute('href', '/admin/institution/match/2/1/schedule/step/1');
  });

  it('validates a new phase and creates a group phase', async () => {
    const { user } = renderAt();
    await phaseLink('联赛');
    await user.click(button('新建阶段'));
    const modal = await dialogWith('循环方式');
    await user.click(within(modal).getByRole('button', { name: label('保存') }));
    expect(await within(modal).findByText('请输入阶段名称')).toBeInTheDocument();

    await user.type(within(modal).getByRole('textbox', { name: '阶段名称' }), '小组赛');
    await user.click(within(modal).getByText('小组赛', { selector: 'span' }));
    await user.click(within(modal).getByRole('button', { name: label('保存') }));
    expect(await within(modal).findByText('请设置小组数量')).toBeInTheDocument();

    await user.type(within(modal).getByRole('spinbutton', { name: '组数' }), '2');
    await user.click(within(modal).getByText('分档'));
    await user.click(within(modal).getByText('同单位不同组'));
    await user.type(within(modal).getByRole('textbox', { name: '抽签种子' }), 'bad seed!');
    await user.click(within(modal).getByRole('button', { name: label('保存') }));
    expect(await within(modal).findByText('抽签种子只能包含字母、数字、下划线和短横线')).toBeInTheDocument();
    await user.clear(within(modal).getByRole('textbox', { name: '抽签种子' }));
    await user.type(within(modal).getByRole('textbox', { name: '抽签种子' }), 'groups-1');
    await user.click(within(modal).getByRole('button', { name: label('保存') }));

    expect(await screen.findByText('阶段已创建')).toBeInTheDocument();
    const row = (await phaseLink('小组赛')).closest('tr')!;
    expect(within(row).getByText('小组赛', { selector: 'td' })).toBeInTheDocument();
    expect(within(row).getByText('未生成')).toBeInTheDocument();
    expect(within(row).getByText('groups-1')).toBeInTheDocument();
  });

  it('declares qualification from the league: 每组前N名 + 成绩最好的M个第K名', async () => {
    const { user } = renderAt();
    await phaseLink('联赛');
    await user.click(button('新建阶段'));
    const modal = await dialogWith('循环方式');
    await user.type(within(modal).getByRole('textbox', { name: '阶段名称' }), '决赛阶段');
    await user.click(within(modal).getByText('淘汰赛', { selector: 'span' }));
    await user.click(within(modal).getByRole('switch', { name: '季军赛' }));
    await user.click(within(modal).getByText('参赛者由上一阶段晋级产生'));
    await user.click(within(modal).getByRole('button', { name: label('保存') }));
    expect(await within(modal).findByText('请选择晋级来源阶段')).toBeInTheDocument();
    expect(await within(modal).findByText('请设置晋级名额')).toBeInTheDocument();
    await user.click(within(modal).getByRole('combobox', { name: '晋级来源阶段' }));
    await user.click(await screen.findByTitle('联赛（联赛）'));
    await user.type(within(modal).getByRole('spinbutton', { name: '每组前N名' }), '2');
    await user.type(within(modal).getByRole('spinbutton', { name: '成绩最好的M个' }), '2');
    await user.type(within(modal).getByRole('spinbutton', { name: '第K名' }), '3');
    await user.click(within(modal).getByRole('button', { name: label('保存') }));
    expect(await screen.findByText('阶段已创建')).toBeInTheDocument();
    expect(await screen.findByText('由「联赛」晋级：每组前2名 + 成绩最好的2个第3名')).toBeInTheDocument();
    // the league is not complete: 晋级 waits for it
    expect(within(rowOf('决赛阶段')).getByRole('button', { name: '晋级' })).toBeDisabled();
  });

  it('creates a double-elimination phase with 总决赛可加赛', async () => {
    const { user } = renderAt();
    await phaseLink('联赛');
    await user.click(button('新建阶段'));
    const modal = await dialogWith('循环方式');
    await user.type(within(modal).getByRole('textbox', { name: '阶段名称' }), '双败阶段');
    await user.click(within(modal).getByText('双败淘汰赛', { selector: 'span' }));
    // no third-place game in double elimination: the losers final decides third place
    expect(within(modal).queryByRole('switch', { name: '季军赛' })).not.toBeInTheDocument();
    await user.click(within(modal).getByRole('switch', { name: '总决赛可加赛' }));
    await user.click(within(modal).getByRole('button', { name: label('保存') }));
    expect(await screen.findByText('阶段已创建')).toBeInTheDocument();
    expect(within((await phaseLink('双败阶段')).closest('tr')!).getByText('双败淘汰赛', { selector: 'td' })).toBeInTheDocument();
    const saved = (await getPhases(5)).list.find((p) => p.name === '双败阶段')!;
    expect(saved.format).toBe('double_elimination');
    expect(saved.config).toEqual({ draw: 'seeded', grand_final_reset: true });
  });

  it('creates a Swiss phase (瑞士制) with 轮数, the default tiebreaks in order and 轮空积分', async () => {
    const { user } = renderAt();
    await phaseLink('联赛');
    await user.click(button('新建阶段'));
    const modal = await dialogWith('循环方式');
    await user.type(within(modal).getByRole('textbox', { name: '阶段名称' }), '瑞士阶段');
    await user.click(within(modal).getByText('瑞士制', { selector: 'span' }));
    expect(within(modal).queryByText('循环方式')).not.toBeInTheDocument();
    // the default order: Buchholz cut 1 → Buchholz → Sonneborn–Berger → progressive → direct encounter
    for (const name of ['布赫霍尔茨分（去最低）', '布赫霍尔茨分', '索伯分', '累进分', '直胜积分']) expect(within(modal).getByText(name, { selector: '.ant-select-selection-item-content' })).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: label('保存') }));
    expect(await within(modal).findByText('请设置瑞士制轮数')).toBeInTheDocument();
    await user.type(within(modal).getByRole('spinbutton', { name: '轮数' }), '5');
    await user.type(within(modal).getByRole('spinbutton', { name: '轮空积分' }), '1');
    await user.click(within(modal).getByRole('button', { name: label('保存') }));
    expect(await screen.findByText('阶段已创建')).toBeInTheDocument();
    expect(within((await phaseLink('瑞士阶段')).closest('tr')!).getByText('瑞士制', { selector: 'td' })).toBeInTheDocument();
    const saved = (await getPhases(5)).list.find((p) => p.name === '瑞士阶段')!;
    expect(saved.format).toBe('swiss');
    expect(saved.config).toEqual({ rounds: 5, swiss_tiebreakers: ['buchholz_cut1', 'buchholz', 'sonneborn_berger', 'progressive', 'direct_encounter'], bye_points: 1, accelerated: false });
  });

  it('生成下一轮 of a Swiss phase: refused while round 1 has games without results, then pairs round 2', async () => {
    signInForTest('org_gov');
    const { id } = await createPhase({ event_item_id: 5, name: '瑞士阶段', format: 'swiss', config: { rounds: 3 } });
    await generateSchedule(id, 'swiss-rtl');
    const { user } = renderAt();
    const row = () => screen.getByText('瑞士阶段', { selector: 'a' }).closest('tr')!;
    await phaseLink('瑞士阶段');
    // a league phase has no such action
    expect(within(screen.getByText('联赛', { selector: 'a' }).closest('tr')!).queryByRole('button', { name: '生成下一轮' })).not.toBeInTheDocument();
    await user.click(within(row()).getByRole('button', { name: '生成下一轮' }));
    expect(await screen.findByText('第 1 轮还有 3 场比赛未录入成绩，录入后才能生成下一轮')).toBeInTheDocument();
    for (const f of (await getPhaseFixtures(id)).list.filter((x) => !x.bye)) await saveScore({ fixture_id: f.id, home_score: 2, away_score: 1, version: f.version });
    await user.click(within(row()).getByRole('button', { name: '生成下一轮' }));
    expect(await screen.findByText('「瑞士阶段」第 2 轮（共 3 轮）已生成：3 场比赛')).toBeInTheDocument();
    const round2 = (await getPhaseFixtures(id, { round: 2 })).list;
    expect(round2.map((f) => f.code)).toEqual(['S2-1', 'S2-2', 'S2-3']);
  });

  it('参赛名单 of a Swiss phase: 退赛 once the entrant’s game is scored, 补录 with the missed round scored, 恢复参赛', async () => {
    signInForTest('org_gov');
    // an item of five players added on 报名设置, paired in round 1; 己 signs up after the draw
    await http.put('/competition/requirement', { id: 2, review_required: 0, waiting_list: 0, enabled: 1, required_fields: ['real_name'] });
    const item = await http.post('/competition/requirement/item', { competition_id: 2, name: '棋类公开组', entry_type: 'individual', capacity: 0 });
    for (const name of ['甲', '乙', '丙', '丁', '戊']) await http.post('/competition/sign_info', { id: 2, event_item_id: item.id, real_name: name });
    const { id } = await createPhase({ event_item_id: item.id, name: '棋类瑞士制', format: 'swiss', config: { rounds: 3 } });
    await generateSchedule(id, 'swiss-entrants');
    await http.post('/competition/sign_info', { id: 2, event_item_id: item.id, real_name: '己' });
    const { user } = renderAt();
    await user.click(await screen.findByText('棋类公开组', { selector: '[role=tab], [role=tab] *' }, { timeout: 15_000 }));
    await user.click(within((await phaseLink('棋类瑞士制')).closest('tr')!).getByRole('button', { name: '参赛名单' }));
    const modal = await dialogWith('已编排第 1 轮（共 3 轮）。退赛、恢复参赛和补录都从下一轮起生效；已赛成绩保留在积分榜，缺席的轮次按规则计分。');
    const entrantRow = (name: string) => within(modal).getByText(name, { selector: 'td' }).closest('tr')!;
    await within(modal).findByText('甲', { selector: 'td' });
    expect(within(modal).getAllByText('参赛中')).toHaveLength(5);

    // 甲's round-1 game has no result yet: the server refuses and says why
    const leave = async (name: string) => {
      await user.click(within(entrantRow(name)).getByRole('button', { name: label('退赛') }));
      const confirm = await dialogWith(`「${name}」退赛后从第 2 轮起不再编排，已赛成绩保留在积分榜。确定退赛吗？`);
      await user.click(within(confirm).getByRole('button', { name: label('确定') }));
    };
    await leave('甲');
    expect(await screen.findByText('该参赛者第 1 轮的比赛尚未录入成绩，请先录入成绩（可判弃权）再退赛')).toBeInTheDocument();
    for (const f of (await getPhaseFixtures(id)).list.filter((x) => !x.bye)) await saveScore({ fixture_id: f.id, home_score: 1, away_score: 0, version: f.version });
    await leave('甲');
    expect(await screen.findByText('「甲」已退赛（第 1 轮后）')).toBeInTheDocument();
    expect(await within(entrantRow('甲')).findByText('第 1 轮后退赛')).toBeInTheDocument();

    // 补录 己 from round 2, its round 1 scored as a draw
    await user.click(within(modal).getByRole('combobox', { name: '补录报名' }));
    await user.click(await screen.findByTitle('己'));
    await user.click(within(modal).getByText(/^平局积分（\d+ 分）$/));
    await user.click(within(modal).getByRole('button', { name: label('补录') }));
    expect(await screen.findByText('已补录「己」，从第 2 轮起参赛')).toBeInTheDocument();
    expect(await within(modal).findByText('补录，第 2 轮起参赛')).toBeInTheDocument();
    expect(await within(modal).findByText('本项目已通过审核的报名都已在本阶段中；新的报名审核通过后可在此补录。')).toBeInTheDocument();

    // 甲 comes back for round 2
    await user.click(within(entrantRow('甲')).getByRole('button', { name: '恢复参赛' }));
    expect(await screen.findByText('「甲」已恢复参赛，从第 2 轮起编排')).toBeInTheDocument();
    const entrants = await getPhaseEntrants(id);
    expect(entrants.list.map((e) => [e.name, e.joined_round, e.left_after_round, e.missed_round_points > 0])).toEqual([
      ['甲', null, null, false],
      ['乙', null, null, false],
      ['丙', null, null, false],
      ['丁', null, null, false],
      ['戊', null, null, false],
      ['己', 2, null, true],
    ]);
  });

  it('generates a schedule with a progress bar and shows the seed to reproduce it', async () => {
    signInForTest('org_gov');
    await createPhase({ event_item_id: 5, name: '附加赛', format: 'knockout', config: { draw: 'seeded', third_place: false } });
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      mswHttp.post('/api/admin/schedule/create_schedule', async () => {
        await gate; // then the shared handler answers
      }),
      mswHttp.get('/api/admin/schedule/progress', () => ok({ status: 'generating', progress: 40 })),
    );
    const { user } = renderAt();
    const row = (await phaseLink('附加赛')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: '生成赛程' }));
    const modal = await dialogWith(/同一种子生成相同的赛程/);
    await user.type(within(modal).getByRole('textbox', { name: '生成用抽签种子' }), 'extra-7');
    await user.click(within(modal).getByRole('button', { name: label('生成') }));

    const bar = await screen.findByLabelText('生成进度', {}, { timeout: 4000 });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'), { timeout: 4000 });
    expect(screen.getByText('正在生成「附加赛」的赛程…')).toBeInTheDocument();
    release();

    expect(await screen.findByText('赛程已生成：5 场比赛，轮空 2 场')).toBeInTheDocument();
    expect(screen.getByText(/抽签种子 extra-7（使用同一种子重新生成可得到相同赛程）/)).toBeInTheDocument();
    expect(screen.queryByLabelText('生成进度')).not.toBeInTheDocument();
    const after = (await phaseLink('附加赛')).closest('tr')!;
    await waitFor(() => expect(within(after).getByRole('button', { name: '重新生成' })).toBeInTheDocument());
    expect(phaseRequests.some((u) => u.pathname.endsWith('/progress') && u.searchParams.get('phase_id') !== null)).toBe(true);
  });

  it('shows the refusal when a phase with results is deleted', async () => {
    const { user } = renderAt();
    const row = (await phaseLink('联赛')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: '删除' }));
    await user.click(within(await dialogWith(/及其赛程吗/)).getByRole('button', { name: label('确定') }));
    expect(await screen.findByText('已有比赛录入成绩，不能删除阶段')).toBeInTheDocument();
    expect(screen.getByText('联赛', { selector: 'a' })).toBeInTheDocument();
  });

  it('renames a generated phase without dropping its schedule', async () => {
    const requests: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'PUT' && request.url.includes('/admin/schedule/phase')) requests.push(await request.clone().json());
    });
    const { user } = renderAt();
    await phaseLink('联赛');
    await user.click(screen.getByText('U13组', { selector: '[role=tab], [role=tab] *' }));
    const row = (await phaseLink('淘汰赛')).closest('tr')!;
    expect(within(row).getByText('0/5')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: '编辑' }));
    const modal = await dialogWith('编辑阶段');
    const name = within(modal).getByRole('textbox', { name: '阶段名称' });
    await user.clear(name);
    await user.type(name, '决赛周');
    await user.click(within(modal).getByRole('button', { name: label('保存') }));
    expect(await screen.findByText('阶段已保存')).toBeInTheDocument();
    expect(requests).toEqual([{ id: 2, name: '决赛周', description: '' }]);
    const renamed = (await phaseLink('决赛周')).closest('tr')!;
    expect(within(renamed).getByText('0/5')).toBeInTheDocument();
  });

  it('renames and describes a phase that has results; its format and settings stay locked', async () => {
    const { user } = renderAt();
    const row = (await phaseLink('联赛')).closest('tr')!;
    expect(within(row).getByText('3/15')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: '编辑' }));
    const modal = await dialogWith('编辑阶段');
    expect(within(modal).getByText('本阶段已有比赛录入成绩，只能修改阶段名称和说明；赛制、设置和抽签种子不能再修改。')).toBeInTheDocument();
    expect(within(modal).getByRole('radio', { name: '淘汰赛' })).toBeDisabled();
    expect(within(modal).getByRole('radio', { name: '双循环' })).toBeDisabled();
    const name = within(modal).getByRole('textbox', { name: '阶段名称' });
    expect(name).toBeEnabled();
    await user.clear(name);
    await user.type(name, 'U15联赛');
    const description = within(modal).getByRole('textbox', { name: '阶段说明' });
    expect(description).toHaveValue('单循环，积分前四名获奖');
    await user.clear(description);
    await user.type(description, '单循环，前三名获奖');
    await user.click(within(modal).getByRole('button', { name: label('保存') }));
    expect(await screen.findByText('阶段已保存')).toBeInTheDocument();
    const renamed = (await phaseLink('U15联赛')).closest('tr')!;
    expect(within(renamed).getByText('单循环，前三名获奖')).toBeInTheDocument();
    expect(within(renamed).getByText('3/15')).toBeInTheDocument();
    expect(within(renamed).getByText('进行中')).toBeInTheDocument();
  });
});
