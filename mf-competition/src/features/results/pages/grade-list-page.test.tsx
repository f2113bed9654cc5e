import { screen, waitFor, within } from '@testing-library/react';
import { recordRequests, setupPageTest } from 'shared/mocks/testing';
import { dialogWith } from '../../competition/test-helpers';
import { renderAdmin } from '../test-helpers';

jest.setTimeout(60_000);
const server = setupPageTest();
const requests = recordRequests(server, '/api/admin/grade/list');

describe('gradeList 成绩列表', () => {
  it('lists competitions with results, filters them and opens the results of an item', async () => {
    const { user } = renderAdmin('/admin/gradeManage/gradeList', 'admin');
    const row = (await screen.findByText('2026年浙江省田径锦标赛')).closest('tr')!;
    expect(within(row).getByText('男子100米')).toBeInTheDocument();
    expect(within(row).getByText('6')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: '运动项目' }), '足球');
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(requests.at(-1)!.searchParams.get('sport')).toBe('足球'));
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /重\s*置/ }));

    await user.click(await screen.findByRole('button', { name: '查看2026年浙江省田径锦标赛的成绩' }));
    const drawer = await dialogWith('2026年浙江省田径锦标赛 · 成绩');
    const board = await within(drawer).findByRole('table', { name: '项目成绩' });
    const first = (await within(board).findByText('许嘉豪')).closest('tr')!;
    expect(within(first).getByText('10.28')).toBeInTheDocument();
    expect(within(board).getByText('未出发')).toBeInTheDocument();
  });
});
