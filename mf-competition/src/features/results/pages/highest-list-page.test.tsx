import { screen, waitFor, within } from '@testing-library/react';
import { recordRequests, setupPageTest } from 'shared/mocks/testing';
import { dialogWith, label } from '../../competition/test-helpers';
import { recordBodies, renderAdmin } from '../test-helpers';

jest.setTimeout(60_000);
const server = setupPageTest();
const lists = recordRequests(server, '/api/admin/records?');
const reviews = recordBodies(server, 'POST', '/admin/records/review');

const route = '/admin/gradeManage/highestList';

describe('highestList 最高纪录', () => {
  it('puts the pending proposal first, filters by status and shows the history of a record key', async () => {
    const { user } = renderAdmin(route, 'admin');
    const table = await screen.findByRole('table', { name: '最高纪录' });
    const first = (await within(table).findAllByRole('row'))[1];
    expect(within(first).getByText('许嘉豪（杭州市体育运动学校）')).toBeInTheDocument();
    expect(within(first).getByText('待确认')).toBeInTheDocument();
    expect(within(first).getByText('10.32')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: '状态' }));
    await user.click(await screen.findByTitle('已被打破'));
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(lists.at(-1)!.searchParams.get('status')).toBe('superseded'));
    expect(await within(table).findByText('周逸飞（宁波市体育运动学校）')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(2);

    await user.click(within(table).getByRole('button', { name: '男子100米的纪录历史' }));
    const drawer = await dialogWith('纪录历史：田径 男子100米（男子 成年组）');
    expect(await within(drawer).findByLabelText('纪录 10.28')).toHaveTextContent('待确认');
    expect(within(drawer).getByLabelText('纪录 10.32')).toHaveTextContent('已确认');
    expect(within(drawer).getByLabelText('纪录 10.45')).toHaveTextContent('已被打破');
  });

  it('rejects a proposal only with a reason', async () => {
    const { user } = renderAdmin(route, 'admin');
    await user.click(await screen.findByRole('button', { name: '驳回许嘉豪的男子100米纪录' }));
    const modal = await dialogWith('驳回纪录');
    await user.click(within(modal).getByRole('button', { name: label('驳回') }));
    expect(await screen.findByText('请填写驳回原因')).toBeInTheDocument();
    expect(reviews).toHaveLength(0);
    await user.type(within(modal).getByRole('textbox', { name: '驳回原因' }), '风速超标');
    await user.click(within(modal).getByRole('button', { name: label('驳回') }));
    expect(await screen.findByText('已驳回')).toBeInTheDocument();
    expect(reviews).toEqual([{ id: 6, action: 'reject', reason: '风速超标' }]);
    const row = (await screen.findByText('风速超标')).closest('tr')!;
    expect(within(row).getByText('已驳回')).toBeInTheDocument();
  });

  it('ratifies a proposal, which supersedes the current record', async () => {
    const { user } = renderAdmin(route, 'admin');
    await user.click(await screen.findByRole('button', { name: '确认许嘉豪的男子100米纪录' }));
    await user.click(await screen.findByRole('button', { name: label('确定') }));
    expect(await screen.findByText('已确认为新纪录')).toBeInTheDocument();
    expect(reviews).toEqual([{ id: 6, action: 'ratify' }]);
    const row = (await screen.findByText('许嘉豪（杭州市体育运动学校）')).closest('tr')!;
    await waitFor(() => expect(within(row).getByText('已确认')).toBeInTheDocument());
    expect(within(row).queryByRole('button', { name: '确认许嘉豪的男子100米纪录' })).not.toBeInTheDocument();
  });
});
