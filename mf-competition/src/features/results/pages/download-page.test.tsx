import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { recordRequests, setupPageTest } from 'shared/mocks/testing';
import { dialogWith, label } from '../../competition/test-helpers';
import { recordBodies, renderAdmin } from '../test-helpers';

jest.setTimeout(60_000);
const server = setupPageTest();
const lists = recordRequests(server, '/api/competition/download/list');
const created = recordBodies(server, 'POST', '/competition/download');

const route = '/admin/institution/match/13/1/downList';

describe('downList 下载', () => {
  it('lists the tasks, refreshes while one is running, queues a new export and deletes a task', async () => {
    const { user } = renderAdmin(route, 'org_multi');
    const table = await screen.findByRole('table', { name: '导出任务' });
    const running = (await within(table).findByText('2026年浙江省田径锦标赛-男子100米-成绩.xlsx')).closest('tr')!;
    expect(within(running).getByText('生成中')).toBeInTheDocument();
    expect(within(running).getByText('40%')).toBeInTheDocument();
    expect(within(running).getByRole('button', { name: '下载2026年浙江省田径锦标赛-男子100米-成绩.xlsx' })).toBeDisabled();
    const done = within(table).getByText('2026年浙江省田径锦标赛-报名名单.xlsx').closest('tr')!;
    expect(within(done).getByText('已完成')).toBeInTheDocument();
    expect(within(done).getByText('8 KB')).toBeInTheDocument();
    // the running task makes the page poll the list
    await waitFor(() => expect(lists.length).toBeGreaterThanOrEqual(2), { timeout: 8000 });

    await user.click(screen.getByRole('button', { name: '新建导出' }));
    const modal = await dialogWith('新建导出任务');
    await user.click(within(modal).getByRole('combobox', { name: '导出内容' }));
    await user.click(await screen.findByTitle('排名'));
    await user.click(within(modal).getByRole('button', { name: label('导出') }));
    expect(await screen.findByText('导出任务已创建，文件生成后即可下载')).toBeInTheDocument();
    expect(created.at(-1)).toEqual({ id: 13, kind: 'rankings' });
    expect(await within(table).findByText('2026年浙江省田径锦标赛-排名.xlsx')).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: '删除2026年浙江省田径锦标赛-报名名单.xlsx' }));
    await user.click(await screen.findByRole('button', { name: label('确定') }));
    await waitFor(() => expect(within(table).queryByText('2026年浙江省田径锦标赛-报名名单.xlsx')).not.toBeInTheDocument());
  });

  it('saves a finished file and shows the refusal when the file cannot be served', async () => {
    const createObjectURL = jest.fn(() => 'blob:export');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const { user } = renderAdmin(route, 'org_multi');
    const button = await screen.findByRole('button', { name: '下载2026年浙江省田径锦标赛-报名名单.xlsx' });
    await user.click(button);
    expect(await screen.findByText('演示模式不提供文件下载，请连接服务器后导出')).toBeInTheDocument();
    expect(createObjectURL).not.toHaveBeenCalled();

    server.use(
      mswHttp.get('/api/competition/download/file', () =>
        new HttpResponse(new Uint8Array([0x50, 0x4b, 3, 4]).buffer, {
          headers: {
            'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'Content-Disposition': `attachment; filename="export-1.xlsx"; filename*=UTF-8''${encodeURIComponent('2026年浙江省田径锦标赛-报名名单.xlsx')}`,
          },
        }),
      ),
    );
    await user.click(button);
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
  });
});
