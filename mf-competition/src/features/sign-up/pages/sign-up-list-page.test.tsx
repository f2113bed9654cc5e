import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { renderWithProviders } from 'shared/testing';
import { fail, ok } from 'shared/mocks';
import { recordRequests, setupPageTest, signInForTest } from 'shared/mocks/testing';
import routes from '../../../app/routes';
import { dialogWith, label, recordBodies, rowOf } from '../test-helpers';

jest.setTimeout(60_000);
const server = setupPageTest();
const listRequests = recordRequests(server, '/api/competition/players');
const created = recordBodies(server, 'POST', '/api/competition/sign_info');
const exports = recordBodies(server, 'POST', '/api/competition/download');
const imports = recordBodies(server, 'POST', '/api/competition/sign_info/import');

function renderAt(path: string, id = 1) {
  const { rootStore } = signInForTest('org_gov');
  return renderWithProviders(null, { routes: routes.adminRoutes, route: `/admin/institution/match/${id}/1/${path}`, rootStore });
}

const openSelect = async (user: ReturnType<typeof renderAt>['user'], name: string, option: string, scope: HTMLElement = document.body) => {
  await user.click(within(scope).getByRole('combobox', { name }));
  const options = await screen.findAllByTitle(option);
  await user.click(options[options.length - 1]);
};

describe('ActivitySignUpList 个人报名名单', () => {
  it('lists the individual entries with their items, statuses and fee orders, and filters them', async () => {
    const { user } = renderAt('signUp_player');
    const row = await rowOf('黄浩宇');
    expect(within(row).getByText('女子100米')).toBeInTheDocument();
    expect(within(row).getByText('杭州市天长小学')).toBeInTheDocument();
    expect(within(row).getByText('已通过')).toBeInTheDocument();
    expect(within(row).getByText('待支付')).toBeInTheDocument();
    expect(within(row).getByText('¥30.00')).toBeInTheDocument();
    expect(within(await rowOf('吴可馨')).getByText('候补')).toBeInTheDocument();
    expect(listRequests[0].searchParams.get('id')).toBe('1');

    await openSelect(user, '状态', '候补');
    await user.type(screen.getByRole('textbox', { name: '关键字' }), '吴');
    await user.click(screen.getByRole('button', { name: label('查询') }));
    await waitFor(() => expect(listRequests.at(-1)!.searchParams.get('status')).toBe('waiting'));
    expect(listRequests.at(-1)!.searchParams.get('keyword')).toBe('吴');
    await waitFor(() => expect(screen.queryByText('黄浩宇')).not.toBeInTheDocument());
    expect(screen.getByText('吴可馨')).toBeInTheDocument();

    await openSelect(user, '项目', '男子100米');
    await user.click(screen.getByRole('button', { name: label('重置') }));
    await waitFor(() => expect(listRequests.at(-1)!.searchParams.get('status')).toBeNull());
    expect(await screen.findByText('黄浩宇')).toBeInTheDocument();
  });

  it('shows the detail with the history and marks the unpaid fee order as paid offline', async () => {
    const { user } = renderAt('signUp_player');
    await user.click(within(await rowOf('黄浩宇')).getByRole('button', { name: label('详情') }));
    const drawer = await dialogWith('报名详情：黄浩宇');
    expect(await within(drawer).findByText('杭州市天长小学')).toBeInTheDocument();
    expect(within(drawer).getByText('主办方添加')).toBeInTheDocument();
    expect(within(drawer).getByText('待审核 → 已通过')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: '标记线下收款' }));
    const modal = await dialogWith('确认已在线下收到这笔报名费，订单将变为已支付，并记录操作人和时间。');
    await user.click(within(modal).getByRole('button', { name: label('确定') }));
    expect(await within(modal).findByText('请填写收款说明')).toBeInTheDocument();
    await user.type(within(modal).getByRole('textbox', { name: '收款说明' }), '现场现金收款');
    await user.click(within(modal).getByRole('button', { name: label('确定') }));
    expect(await screen.findByText('已标记为线下收款')).toBeInTheDocument();
    await waitFor(() => expect(within(drawer).getByText('已支付')).toBeInTheDocument());
    expect(within(drawer).queryByRole('button', { name: '标记线下收款' })).not.toBeInTheDocument();
  });

  it('adds an entry after checking the ID card and the phone like the server', async () => {
    const { user } = renderAt('signUp_player');
    await rowOf('黄浩宇');
    await user.click(screen.getByRole('button', { name: '新增报名' }));
    const dialog = await dialogWith('新增个人报名');
    await openSelect(user, '报名项目', '男子100米', dialog);
    await user.type(within(dialog).getByRole('textbox', { name: '姓名' }), '钱多多');
    await user.type(within(dialog).getByRole('textbox', { name: '身份证号' }), '330106200801011234');
    await user.type(within(dialog).getByRole('textbox', { name: '手机号' }), '1380000');
    await user.click(within(dialog).getByRole('button', { name: label('保存') }));
    expect(await within(dialog).findByText('身份证号格式错误')).toBeInTheDocument();
    expect(within(dialog).getByText('手机号格式错误')).toBeInTheDocument();
    expect(created).toHaveLength(0);

    const card = within(dialog).getByRole('textbox', { name: '身份证号' });
    await user.clear(card);
    await user.type(card, '110101200801010019');
    const phone = within(dialog).getByRole('textbox', { name: '手机号' });
    await user.clear(phone);
    await user.type(phone, '13912345678');
    await user.type(within(dialog).getByRole('textbox', { name: '单位' }), '杭州市文澜中学');
    await user.click(within(dialog).getByRole('button', { name: label('保存') }));
    expect(await screen.findByText('已添加报名（待审核）')).toBeInTheDocument();
    expect(created[0]).toMatchObject({ id: 1, event_item_id: 3, real_name: '钱多多', id_card: '110101200801010019', phone: '13912345678', affiliation: '杭州市文澜中学' });
    expect(await screen.findByText('钱多多')).toBeInTheDocument();
  });

  it('shows the refusal of the server when adding an entry', async () => {
    server.use(mswHttp.post('/api/competition/sign_info', () => fail(40000, '该项目仅限女子报名')));
    const { user } = renderAt('signUp_player');
    await rowOf('黄浩宇');
    await user.click(screen.getByRole('button', { name: '新增报名' }));
    const dialog = await dialogWith('新增个人报名');
    await openSelect(user, '报名项目', '女子100米', dialog);
    await user.type(within(dialog).getByRole('textbox', { name: '姓名' }), '钱多多');
    await user.type(within(dialog).getByRole('textbox', { name: '身份证号' }), '110101200801010019');
    await user.type(within(dialog).getByRole('textbox', { name: '手机号' }), '13912345678');
    await user.click(within(dialog).getByRole('button', { name: label('保存') }));
    expect(await screen.findByText('该项目仅限女子报名')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: '姓名' })).toHaveValue('钱多多');
  });

  it('edits an entry and cancels another with a reason', async () => {
    const { user } = renderAt('signUp_player');
    await user.click(within(await rowOf('赵天佑')).getByRole('button', { name: label('编辑') }));
    const dialog = await dialogWith('编辑报名');
    const affiliation = within(dialog).getByRole('textbox', { name: '单位' });
    await waitFor(() => expect(affiliation).toHaveValue('杭州市十三中'));
    await user.clear(affiliation);
    await user.type(affiliation, '杭州市第十四中学');
    await user.type(within(dialog).getByRole('spinbutton', { name: '种子号' }), '3');
    await user.click(within(dialog).getByRole('button', { name: label('保存') }));
    expect(await screen.findByText('报名信息已保存')).toBeInTheDocument();
    expect(await screen.findByText('杭州市第十四中学')).toBeInTheDocument();

    await user.click(within(await rowOf('黄浩宇')).getByRole('button', { name: '取消报名' }));
    const cancel = await dialogWith(/取消「黄浩宇」的报名后/);
    await user.click(within(cancel).getByRole('button', { name: label('确定') }));
    expect(await within(cancel).findByText('请填写取消原因')).toBeInTheDocument();
    await user.type(within(cancel).getByRole('textbox', { name: '取消原因' }), '选手伤病退赛');
    await user.click(within(cancel).getByRole('button', { name: label('确定') }));
    expect(await screen.findByText('已取消报名')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByText('黄浩宇').closest('tr')!).getByText('已取消')).toBeInTheDocument());
    // the waiting entry of 女子100米 took the place
    await waitFor(() => expect(within(screen.getByText('吴可馨').closest('tr')!).getByText('待审核')).toBeInTheDocument());
  });

  it('imports an xlsx file: shows the errors of each row, then the imported count', async () => {
    let answer = fail(40000, '第3行：身份证号格式错误；第5行：手机号格式错误');
    server.use(mswHttp.post('/api/competition/sign_info/import', () => answer));
    const { user } = renderAt('signUp_player');
    await rowOf('黄浩宇');
    await user.click(screen.getByRole('button', { name: label('导入') }));
    const dialog = await dialogWith('导入报名');
    expect(within(dialog).getByRole('button', { name: '开始导入' })).toBeDisabled();
    await openSelect(user, '报名项目', '男子100米', dialog);
    const file = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], '报名表.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    await user.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, file);
    expect(await within(dialog).findByText('报名表.xlsx')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '开始导入' }));
    const errors = await within(dialog).findByRole('list', { name: '导入错误' });
    expect(within(errors).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['第3行：身份证号格式错误', '第5行：手机号格式错误']);
    await waitFor(() => expect(imports).toHaveLength(1));
    expect(imports[0]).toMatchObject({ id: 1, event_item_id: 3, file_name: '报名表.xlsx', content_base64: 'UEsDBA==' });

    answer = ok({ count: 3, waiting_count: 1, list: [{ id: 2001, status: 'pending' }, { id: 2002, status: 'pending' }, { id: 2003, status: 'waiting' }] });
    await user.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, file);
    await user.click(within(dialog).getByRole('button', { name: '开始导入' }));
    expect((await screen.findAllByText('成功导入 3 条报名，其中 1 条进入候补')).length).toBeGreaterThan(0);
    // the list reloads behind the modal; the modal keeps its result and its item
    await rowOf('黄浩宇');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(within(dialog).getByText('成功导入 3 条报名，其中 1 条进入候补')).toBeInTheDocument();
    expect(within(dialog).getByText('男子100米')).toBeInTheDocument();
    expect(within(dialog).queryByRole('list', { name: '导入错误' })).not.toBeInTheDocument();
  });

  it('refuses a file that is not xlsx without calling the server', async () => {
    const { user } = renderAt('signUp_player');
    await rowOf('黄浩宇');
    await user.click(screen.getByRole('button', { name: label('导入') }));
    const dialog = await dialogWith('导入报名');
    await openSelect(user, '报名项目', '男子100米', dialog);
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    // the browser's accept filter can be bypassed (drag and drop): the dialog checks the name itself
    fireEvent.change(input, { target: { files: [new File(['a,b'], '报名表.csv', { type: 'text/csv' })] } });
    expect(await within(dialog).findByText('请上传 xlsx 格式的文件')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '开始导入' })).toBeDisabled();
    expect(imports).toHaveLength(0);
  });

  it('creates an export task of the sign-ups and links to 下载', async () => {
    const { user, router } = renderAt('signUp_player');
    await rowOf('黄浩宇');
    await user.click(screen.getByRole('button', { name: label('导出') }));
    expect(await screen.findByText(/导出任务已创建/)).toBeInTheDocument();
    await waitFor(() => expect(exports[0]).toEqual({ id: 1, kind: 'sign_ups' }));
    await user.click(screen.getByRole('button', { name: label('下载') }));
    await waitFor(() => expect(router!.state.location.pathname).toBe('/admin/institution/match/1/1/downList'));
  });
});

describe('ActivitySignUpTeamList 团队报名名单', () => {
  it('lists the teams and shows the members with the captain', async () => {
    const { user } = renderAt('signUp', 2);
    const row = await rowOf('建兰中学篮球队');
    expect(within(row).getByText('U15组')).toBeInTheDocument();
    expect(within(row).getByText('5人')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: label('详情') }));
    const drawer = await dialogWith('报名详情：建兰中学篮球队');
    expect(await within(drawer).findByText('队员（5人）')).toBeInTheDocument();
    expect(within(drawer).getByText('队长', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(within(drawer).getByText('无报名费订单（免费项目或尚未审核通过）')).toBeInTheDocument();
  });

  it('adds a team: too few members are refused, then the team is added', async () => {
    const { user } = renderAt('signUp', 2);
    await rowOf('建兰中学篮球队');
    await user.click(screen.getByRole('button', { name: '新增报名' }));
    const dialog = await dialogWith('新增团队报名');
    await user.click(within(dialog).getByRole('textbox', { name: '队名' }));
    await user.paste('钱塘中学篮球队');
    // choosing the item U15组 prepares its minimum of 5 member rows
    await openSelect(user, '报名项目', 'U15组', dialog);
    await waitFor(() => expect(within(dialog).getAllByRole('textbox', { name: /^队员\d+姓名$/ })).toHaveLength(5));
    await user.click(within(dialog).getByRole('button', { name: '删除队员5' }));
    await user.click(within(dialog).getByRole('button', { name: label('保存') }));
    expect(await within(dialog).findByText('队员人数应在 5–12 人之间')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /添加队员/ }));
    const cards = ['11010120120101001X', '110101201201020015', '110101201201030010', '110101201201040016', '110101201201050011'];
    // pasted, not typed key by key: fifteen fields typed one key at a time took most of a minute on a busy CI machine
    const fill = async (name: string, text: string) => {
      await user.click(within(dialog).getByRole('textbox', { name }));
      await user.paste(text);
    };
    for (let i = 0; i < 5; i += 1) {
      await fill(`队员${i + 1}姓名`, `队员甲${i + 1}`);
      await fill(`队员${i + 1}身份证号`, cards[i]);
      await fill(`队员${i + 1}手机号`, `1391234567${i}`);
    }
    await user.click(within(dialog).getByRole('button', { name: label('保存') }));
    expect(await screen.findByText('已添加报名（待审核）')).toBeInTheDocument();
    expect(created[0]).toMatchObject({ id: 2, event_item_id: 5, team_name: '钱塘中学篮球队' });
    expect((created[0].members as unknown[]).length).toBe(5);
    expect(await screen.findByText('钱塘中学篮球队')).toBeInTheDocument();
    // a whole team form (15 member fields and their checks) takes 40–55 s on a busy 2-core machine: a generous limit
  }, 180_000);
});
