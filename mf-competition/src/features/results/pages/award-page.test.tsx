import { screen, waitFor, within } from '@testing-library/react';
import { setupPageTest } from 'shared/mocks/testing';
import { dialogWith, label } from '../../competition/test-helpers';
import { recordBodies, renderAdmin } from '../test-helpers';

jest.setTimeout(60_000);
const server = setupPageTest();
const created = recordBodies(server, 'POST', '/admin/award');

async function fill(modal: HTMLElement, user: ReturnType<typeof renderAdmin>['user'], name: string, from: string, to: string) {
  const nameBox = within(modal).getByRole('textbox', { name: '奖项名称' });
  await user.clear(nameBox);
  await user.paste(name);
  for (const [field, v] of [['起始名次', from], ['结束名次', to]] as const) {
    const box = within(modal).getByRole('spinbutton', { name: field });
    await user.clear(box);
    await user.paste(v);
  }
}

describe('award 奖项设置', () => {
  it('lists the awards of an item and keeps the modal open with the refusal of an overlapping range', async () => {
    const { user } = renderAdmin('/admin/institution/match/2/1/setting', 'org_gov');
    const table = await screen.findByRole('table', { name: '奖项' });
    expect(await within(table).findByText('冠军')).toBeInTheDocument();
    expect(within(table).getByText('第 3 名')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: label('新增') }));
    const modal = await dialogWith('新增奖项');
    await fill(modal, user, '优胜奖', '3', '6');
    await user.click(within(modal).getByRole('button', { name: label('保存') }));
    expect(await screen.findByText('名次范围与奖项「季军」（第 3–3 名）重叠')).toBeInTheDocument();
    expect(within(modal).getByRole('textbox', { name: '奖项名称' })).toHaveValue('优胜奖');
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 3);
  });

  it('adds an award for a free place range', async () => {
    const { user } = renderAdmin('/admin/institution/match/2/1/setting', 'org_gov');
    const table = await screen.findByRole('table', { name: '奖项' });
    await within(table).findByText('冠军');
    await user.click(screen.getByRole('button', { name: label('新增') }));
    const modal = await dialogWith('新增奖项');
    await fill(modal, user, '优胜奖', '4', '6');
    await user.click(within(modal).getByRole('button', { name: label('保存') }));
    expect(await screen.findByText('奖项已保存')).toBeInTheDocument();
    expect(created.at(-1)).toEqual({ event_item_id: 5, name: '优胜奖', place_from: 4, place_to: 6 });
    expect(await within(table).findByText('第 4–6 名')).toBeInTheDocument();
  });

  it('edits and deletes an award', async () => {
    const { user } = renderAdmin('/admin/institution/match/2/1/setting', 'org_gov');
    const table = await screen.findByRole('table', { name: '奖项' });
    await user.click(await within(table).findByRole('button', { name: '编辑亚军' }));
    const edit = await dialogWith('编辑奖项');
    await fill(edit, user, '亚军奖', '2', '2');
    await user.click(within(edit).getByRole('button', { name: label('保存') }));
    expect(await within(table).findByText('亚军奖')).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: '删除冠军' }));
    await user.click(await screen.findByRole('button', { name: label('确定') }));
    await waitFor(() => expect(within(table).queryByText('冠军')).not.toBeInTheDocument());
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 2);
  });
});
