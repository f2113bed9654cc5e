import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { renderWithProviders } from 'shared/testing';
import { recordRequests, setupPageTest, signInForTest } from 'shared/mocks/testing';
import { ok } from 'shared/mocks';
import routes from '../../../app/routes';
import type { Job } from '../api/get-job-list';

jest.setTimeout(60_000);

const JOBS: Job[] = [
  {
    id: '7a1f0c2e-0000-4000-8000-000000000001',
    name: 'export-task',
    title: '下载任务',
    state: 'failed',
    retry_count: 2,
    retry_limit: 2,
    created_on: '2026-11-26T02:00:00.000Z',
    started_on: '2026-11-26T02:00:05.000Z',
    completed_on: '2026-11-26T02:01:00.000Z',
    error: '执行失败（系统错误，详见服务器日志）',
  },
  {
    id: '7a1f0c2e-0000-4000-8000-000000000002',
    name: 'video-processing-3f2a9c1b7d4e',
    title: '视频处理',
    state: 'completed',
    retry_count: 0,
    retry_limit: 2,
    created_on: '2026-11-26T01:00:00.000Z',
    started_on: '2026-11-26T01:00:01.000Z',
    completed_on: '2026-11-26T01:00:09.000Z',
    error: '',
  },
];

// the list as the server answers it: filtered by queue name and state, paged by start/count
const server = setupPageTest(
  mswHttp.get('/api/system/jobs', ({ request }) => {
    const q = new URL(request.url).searchParams;
    const list = JOBS.filter((j) => (!q.get('name') || j.name === q.get('name')) && (!q.get('state') || j.state === q.get('state')));
    const start = Number(q.get('start') ?? 0);
    return ok({ list: list.slice(start, start + Number(q.get('count') ?? 10)), total: list.length });
  }),
);
const requests = recordRequests(server, '/api/system/jobs');

function renderAt(account = 'admin') {
  const { rootStore } = signInForTest(account);
  return renderWithProviders(null, { routes: routes.adminRoutes, route: '/admin/system/jobs', rootStore });
}

describe('JobQueue 任务队列', () => {
  it('lists the jobs with Chinese states, retries, times and the error', async () => {
    renderAt();
    expect(await screen.findByText('下载任务')).toBeInTheDocument();
    for (const header of ['名称', '状态', '重试次数', '创建时间', '完成时间', '错误信息']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const failed = screen.getByText('下载任务').closest('tr')!;
    expect(within(failed).getByText('失败')).toBeInTheDocument();
    expect(within(failed).getByText('2 / 2')).toBeInTheDocument();
    expect(within(failed).getByText('执行失败（系统错误，详见服务器日志）')).toBeInTheDocument();
    const video = screen.getByText('视频处理').closest('tr')!;
    expect(within(video).getByText('已完成')).toBeInTheDocument();
    expect(within(video).getByText('（video-processing-3f2a9c1b7d4e）')).toBeInTheDocument();
    expect(screen.getByText('共 2 条')).toBeInTheDocument();
    expect(requests[0].searchParams.get('start')).toBe('0');
    expect(requests[0].searchParams.get('count')).toBe('10');
  });

  it('filters by queue (offered by its Chinese name) and state', async () => {
    const { user } = renderAt();
    await screen.findByText('下载任务');
    await user.click(screen.getByRole('combobox', { name: '队列' }));
    await user.click(await screen.findByTitle('下载任务'));
    await user.click(screen.getByRole('combobox', { name: '状态' }));
    await user.click(await screen.findByTitle('失败'));
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));

    await waitFor(() => expect(requests.at(-1)?.searchParams.get('state')).toBe('failed'));
    expect(requests.at(-1)?.searchParams.get('name')).toBe('export-task');
    expect(await screen.findByText('共 1 条')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).queryByText('视频处理')).not.toBeInTheDocument();
  });

  it('shows 暂无数据 when no job matches', async () => {
    const { user } = renderAt();
    await screen.findByText('下载任务');
    await user.click(screen.getByRole('combobox', { name: '状态' }));
    await user.click(await screen.findByTitle('等待重试'));
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });
});
