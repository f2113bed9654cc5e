import { screen, waitFor, within } from '@testing-library/react';
import { setupPageTest } from 'shared/mocks/testing';
import { recordBodies, renderAdmin } from '../../results/test-helpers';

jest.setTimeout(60_000);
const server = setupPageTest();

/** 2026年浙江省田径锦标赛 (demo competition 13, org_multi): album 3's photos, the 男子100米 results. */
const PAGE = '/admin/institution/match/13/1/records';

describe('recordsList 集锦', () => {
  const added = recordBodies(server, 'POST', '/competition/highlights');

  it('adds a photo and a result from the picker, moves, captions and removes them', async () => {
    const { user } = renderAdmin(PAGE, 'org_multi');
    const table = await screen.findByRole('table', { name: '集锦' });
    // the demo's two 男子100米 results, in their order
    const rows = () => within(table).getAllByRole('row').slice(1);
    expect(rows()).toHaveLength(2);
    expect(within(rows()[0]!).getByText('说明：男子100米决赛冠军，10.28 超过最高纪录')).toBeInTheDocument();
    expect(within(rows()[0]!).getByText('男子100米 10.28')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '添加集锦' }));
    const dialog = await screen.findByRole('dialog', { name: '添加集锦' });
    await user.type(within(dialog).getByRole('textbox', { name: '说明（选填）' }), '决赛起跑');
    await user.click(within(dialog).getByRole('tab', { name: '照片' }));
    const photos = await within(dialog).findByRole('table', { name: '可加入的照片' });
    await user.click(await within(photos).findByRole('button', { name: '加入：男子100米决赛' }));
    await waitFor(() => expect(within(photos).getAllByText('已加入').length).toBe(1));
    // a photo taken down is offered with what the official site does with it
    expect(within(photos).getByText('相册：田径锦标赛精彩瞬间（未审核通过，官网不显示）')).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: '说明（选填）' }));
    await user.click(within(dialog).getByRole('tab', { name: '成绩' }));
    const results = await within(dialog).findByRole('table', { name: '可加入的成绩' });
    expect(await within(results).findAllByText('已加入')).toHaveLength(2);
    await user.click(within(results).getByRole('button', { name: '加入：沈一鸣' }));
    await user.click(within(dialog).getByRole('button', { name: /^完\s*成$/ }));
    expect(added).toEqual([
      { competition_id: 13, kind: 'photo', ref_id: 7, caption: '决赛起跑' },
      { competition_id: 13, kind: 'result', ref_id: expect.any(Number), caption: '' },
    ]);

    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(within(rows()[2]!).getByText('说明：决赛起跑')).toBeInTheDocument();
    expect(within(rows()[3]!).getByText('沈一鸣')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: '下移：沈一鸣' })).toBeDisabled();
    expect(within(table).getByRole('button', { name: '上移：许嘉豪' })).toBeDisabled();
    await user.click(within(table).getByRole('button', { name: '上移：沈一鸣' }));
    await waitFor(() => expect(within(rows()[2]!).getByText('沈一鸣')).toBeInTheDocument());

    await user.click(within(table).getByRole('button', { name: '编辑说明：男子100米决赛' }));
    const edit = await screen.findByRole('dialog', { name: '编辑说明' });
    await user.clear(within(edit).getByRole('textbox', { name: '说明' }));
    await user.type(within(edit).getByRole('textbox', { name: '说明' }), '发令枪响');
    await user.click(within(edit).getByRole('button', { name: /^保\s*存$/ }));
    expect(await within(table).findByText('说明：发令枪响')).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: '移除：男子100米决赛' }));
    await user.click(await screen.findByRole('button', { name: /^移\s*除$/ }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(within(table).queryByText('男子100米决赛')).not.toBeInTheDocument();
  });
});
