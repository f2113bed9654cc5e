import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { renderWithProviders } from 'shared/testing';
import { fail } from 'shared/mocks';
import { setupPageTest, signInForTest } from 'shared/mocks/testing';
import routes from '../../../app/routes';
import { dialogWith, label, recordBodies, rowOf } from '../test-helpers';

jest.setTimeout(60_000);
const server = setupPageTest();
const settingsBodies = recordBodies(server, 'PUT', '/api/competition/requirement');
const itemBodies = recordBodies(server, 'POST', '/api/competition/requirement/item');

function renderAt(id = 1) {
  const { rootStore } = signInForTest('org_gov');
  return renderWithProviders(null, { routes: routes.adminRoutes, route: `/admin/institution/match/${id}/1/signUp/setting`, rootStore });
}

const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);

describe('ActivitySignUpSetting 报名设置', () => {
  it('shows the event items with their counts and saves the settings with a custom field', async () => {
    const { user } = renderAt();
    const women = await rowOf('女子100米');
    // 女子 · ¥30.00 · 名额 2 · 已报名 1 · 待审核 1 · 候补 1 · 剩余 0
    expect(cells(women)).toEqual(expect.arrayContaining(['女', '¥30.00', '2', '1', '1', '1', '0']));
    expect(cells(await rowOf('男子100米'))).toEqual(expect.arrayContaining(['免费', '8', '6']));

    const form = screen.getByRole('form', { name: '报名设置' });
    expect(within(form).getByRole('checkbox', { name: '真实姓名' })).toBeDisabled();
    expect(within(form).getByRole('checkbox', { name: '身份证号' })).toBeChecked();
    await user.click(within(form).getByRole('checkbox', { name: '性别' }));
    await user.click(within(form).getByRole('button', { name: /添加自定义字段/ }));
    await user.click(within(form).getByRole('button', { name: '保存设置' }));
    expect(await within(form).findByText('请填写字段名称')).toBeInTheDocument();
    expect(settingsBodies).toHaveLength(0);

    await user.type(within(form).getByRole('textbox', { name: '自定义字段1名称' }), '服装尺码');
    await user.click(within(form).getByRole('checkbox', { name: '必填' }));
    await user.click(within(form).getByRole('button', { name: /添加自定义字段/ }));
    await user.type(within(form).getByRole('textbox', { name: '自定义字段2名称' }), '紧急联系人');
    // reorder: 紧急联系人 first
    await user.click(within(form).getByRole('button', { name: '上移自定义字段2' }));
    await user.click(within(form).getByRole('button', { name: '保存设置' }));
    expect(await screen.findByText('报名设置已保存')).toBeInTheDocument();
    await waitFor(() => expect(settingsBodies).toHaveLength(1));
    expect(settingsBodies[0]).toMatchObject({
      id: 1,
      review_required: 1,
      waiting_list: 1,
      enabled: 1,
      required_fields: ['real_name', 'id_card', 'phone', 'gender'],
      custom_fields: [
        { label: '紧急联系人', required: false },
        { label: '服装尺码', required: true },
      ],
    });
    const keys = (settingsBodies[0].custom_fields as { key: string }[]).map((f) => f.key);
    expect(new Set(keys).size).toBe(2);
    keys.forEach((k) => expect(k).toMatch(/^[a-z][a-z0-9_]*$/));
  });

  it('shows the refusal of the server when saving the settings', async () => {
    server.use(mswHttp.put('/api/competition/requirement', () => fail(40000, '截止时间必须晚于开始时间')));
    const { user } = renderAt();
    await rowOf('女子100米');
    await user.click(screen.getByRole('button', { name: '保存设置' }));
    expect(await screen.findByText('截止时间必须晚于开始时间')).toBeInTheDocument();
  });

  it('adds a paid event item after validating it', async () => {
    const { user } = renderAt();
    await rowOf('女子100米');
    await user.click(screen.getByRole('button', { name: /新增项目/ }));
    const dialog = await dialogWith('新增项目');
    await user.click(within(dialog).getByRole('button', { name: label('保存') }));
    expect(await within(dialog).findByText('请填写项目名称')).toBeInTheDocument();
    expect(itemBodies).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: '项目名称' }), '男子200米');
    const capacity = within(dialog).getByRole('spinbutton', { name: '名额' });
    await user.clear(capacity);
    await user.type(capacity, '16');
    const fee = within(dialog).getByRole('spinbutton', { name: '报名费（元）' });
    await user.clear(fee);
    await user.type(fee, '25.5');
    await user.click(within(dialog).getByRole('button', { name: label('保存') }));
    expect(await screen.findByText('项目已添加')).toBeInTheDocument();
    const row = await rowOf('男子200米');
    expect(cells(row)).toEqual(expect.arrayContaining(['个人', '¥25.50', '16']));
    expect(itemBodies[0]).toMatchObject({ competition_id: 1, name: '男子200米', entry_type: 'individual', capacity: 16, fee: '25.5' });
  });

  it('checks the team size of a team item', async () => {
    const { user } = renderAt();
    await rowOf('女子100米');
    await user.click(screen.getByRole('button', { name: /新增项目/ }));
    const dialog = await dialogWith('新增项目');
    await user.type(within(dialog).getByRole('textbox', { name: '项目名称' }), '4x100米接力');
    await user.click(within(dialog).getByRole('radio', { name: '团队' }));
    const min = await within(dialog).findByRole('spinbutton', { name: '每队最少人数' });
    const max = within(dialog).getByRole('spinbutton', { name: '每队最多人数' });
    await user.clear(min);
    await user.type(min, '6');
    await user.clear(max);
    await user.type(max, '4');
    await user.click(within(dialog).getByRole('button', { name: label('保存') }));
    expect(await within(dialog).findByText('队员人数上限不能小于下限')).toBeInTheDocument();
    await user.clear(max);
    await user.type(max, '6');
    await user.click(within(dialog).getByRole('button', { name: label('保存') }));
    expect(await screen.findByText('项目已添加')).toBeInTheDocument();
    expect(cells(await rowOf('4x100米接力'))).toEqual(expect.arrayContaining(['团队', '6–6 人']));
  });

  it('shows the refusal when the capacity is below the entries and when deleting an item with entries', async () => {
    const { user } = renderAt();
    await user.click(within(await rowOf('女子100米')).getByRole('button', { name: label('编辑') }));
    const dialog = await dialogWith('编辑项目');
    const capacity = within(dialog).getByRole('spinbutton', { name: '名额' });
    await waitFor(() => expect(capacity).toHaveValue('2'));
    await user.clear(capacity);
    await user.type(capacity, '1');
    await user.click(within(dialog).getByRole('button', { name: label('保存') }));
    expect(await screen.findByText('名额不能少于已报名人数（2）')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: label('取消') }));

    await user.click(within(await rowOf('男子100米')).getByRole('button', { name: label('删除') }));
    const confirm = await dialogWith('确定删除项目「男子100米」吗？');
    await user.click(within(confirm).getByRole('button', { name: label('确定') }));
    expect(await screen.findByText('该项目已有报名，不能删除')).toBeInTheDocument();
    expect(screen.getByText('男子100米')).toBeInTheDocument();
  });

  it('raises the capacity so the waiting entry is promoted', async () => {
    const { user } = renderAt();
    await user.click(within(await rowOf('女子100米')).getByRole('button', { name: label('编辑') }));
    const dialog = await dialogWith('编辑项目');
    const capacity = within(dialog).getByRole('spinbutton', { name: '名额' });
    await waitFor(() => expect(capacity).toHaveValue('2'));
    await user.clear(capacity);
    await user.type(capacity, '4');
    await user.click(within(dialog).getByRole('button', { name: label('保存') }));
    expect(await screen.findByText('项目已保存')).toBeInTheDocument();
    // 已报名 1 · 待审核 2 (the waiting entry was promoted) · 候补 0 · 剩余 1
    await waitFor(() => expect(cells(screen.getByText('女子100米').closest('tr')!)).toEqual(expect.arrayContaining(['4', '1', '2', '0'])));
  });
});
