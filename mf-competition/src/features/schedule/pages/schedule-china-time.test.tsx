/**
 * @jest-environment ./shared/src/testing/los-angeles-environment.cjs
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { setupPageTest, signInForTest } from 'shared/mocks/testing';
import routes from '../../../app/routes';
import { recordBodies } from '../../../components/record-bodies';
import { dialogWith, label } from '../../competition/test-helpers';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 15_000 });
const server = setupPageTest();
const matchInfoBodies = recordBodies(server, 'POST', '/api/admin/schedule/match_info/save');
const phaseBodies = recordBodies(server, 'POST', '/api/admin/schedule/create_phase');

function renderAt(route: string) {
  const { rootStore } = signInForTest('org_gov');
  return renderWithProviders(null, { routes: routes.adminRoutes, route, rootStore });
}

const tab = (text: string) => screen.findByText(text, { selector: '[role=tab], [role=tab] *' }, { timeout: 15_000 });
const confirmPicker = () => within(document.querySelector<HTMLElement>('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)')!).getByRole('button', { name: /确\s*定/ });

describe('schedule times in China time, with the browser in Los Angeles', () => {
  it('runs in a zone far from Shanghai', () => {
    // 2026-05-16 03:00 UTC is 11:00 in Shanghai, 20:00 of the day before in Los Angeles
    expect(new Date('2026-05-16T03:00:00.000Z').getHours()).toBe(20);
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('America/Los_Angeles');
  });

  it('shows and edits a fixture\'s time (编辑比赛信息) as Shanghai time, and lists it so', async () => {
    const { user } = renderAt('/admin/institution/match/2/1/schedule/step/1');
    await user.click(await tab('第2轮（0/3）'));
    // round 2 of the league: 2026-05-16 02:00 and 03:00 UTC, 10:00 and 11:00 in Shanghai
    const row = await waitFor(() => screen.getByText('2026-05-16 11:00').closest('tr')!);
    expect(screen.getByText('2026-05-16 10:00')).toBeInTheDocument();
    await user.click(within(row).getByText('编辑', { selector: 'button > span' }));
    const modal = await dialogWith('比赛时间');
    const time = within(modal).getByLabelText('比赛时间');
    expect(time).toHaveValue('2026-05-16 11:00');

    // 2026-05-17 00:30 in Shanghai is 2026-05-16 16:30 UTC (in Los Angeles it would be 2026-05-17 07:30 UTC)
    await user.click(time);
    await user.clear(time);
    await user.type(time, '2026-05-17 00:30');
    await user.click(confirmPicker());
    await waitFor(() => expect(time).toHaveValue('2026-05-17 00:30'));
    await user.click(within(modal).getByText(label('保存'), { selector: 'button > span' }));
    expect(await screen.findByText('比赛信息已保存')).toBeInTheDocument();
    await waitFor(() => expect(matchInfoBodies).toHaveLength(1));
    expect(matchInfoBodies[0]).toMatchObject({ starts_at: '2026-05-16T16:30:00.000Z' });
    expect(await screen.findByText('2026-05-17 00:30')).toBeInTheDocument();
  });

  it('sends the 首轮时间 of a new phase as the Shanghai time picked and shows it back', async () => {
    const { user } = renderAt('/admin/institution/match/2/1/schedule');
    await screen.findByText('联赛', { selector: 'a' }, { timeout: 15_000 });
    await user.click(screen.getByText(label('新建阶段'), { selector: 'button > span' }));
    let modal = await dialogWith('循环方式');
    await user.type(within(modal).getByRole('textbox', { name: '阶段名称' }), '夏季联赛');
    // 2026-07-01 09:00 in Shanghai is 01:00 UTC (in Los Angeles it would be 16:00 UTC)
    const first = within(modal).getByLabelText('首轮时间');
    await user.click(first);
    await user.type(first, '2026-07-01 09:00');
    await user.click(confirmPicker());
    await waitFor(() => expect(first).toHaveValue('2026-07-01 09:00'));
    await user.click(within(modal).getByRole('button', { name: label('保存') }));
    expect(await screen.findByText('阶段已创建')).toBeInTheDocument();
    await waitFor(() => expect(phaseBodies).toHaveLength(1));
    expect(phaseBodies[0]).toMatchObject({ name: '夏季联赛', config: { first_round_at: '2026-07-01T01:00:00.000Z' } });

    const row = (await screen.findByText('夏季联赛', { selector: 'a' })).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: '编辑' }));
    modal = await dialogWith('编辑阶段');
    expect(within(modal).getByLabelText('首轮时间')).toHaveValue('2026-07-01 09:00');
  });
});
