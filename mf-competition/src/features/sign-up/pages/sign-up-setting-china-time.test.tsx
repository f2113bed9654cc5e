/**
 * @jest-environment ./shared/src/testing/los-angeles-environment.cjs
 */
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { setupPageTest, signInForTest } from 'shared/mocks/testing';
import routes from '../../../app/routes';
import { recordBodies } from '../test-helpers';

jest.setTimeout(60_000);
const server = setupPageTest();
const settingsBodies = recordBodies(server, 'PUT', '/api/competition/requirement');

describe('报名设置 in China time, with the browser in Los Angeles', () => {
  it('runs in a zone far from Shanghai', () => {
    // 2026-01-01 01:00 UTC is 09:00 in Shanghai, 17:00 of the day before in Los Angeles
    expect(new Date('2026-01-01T01:00:00.000Z').getHours()).toBe(17);
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('America/Los_Angeles');
  });

  it('shows the window as Shanghai time and sends the Shanghai time picked', async () => {
    const { rootStore } = signInForTest('org_gov');
    const { user } = renderWithProviders(null, { routes: routes.adminRoutes, route: '/admin/institution/match/1/1/signUp/setting', rootStore });
    const form = await screen.findByRole('form', { name: '报名设置' }, { timeout: 15_000 });
    // the server's window of competition 1: 2026-01-01T01:00:00Z ~ 2027-06-30T10:00:00Z
    const opens = within(form).getByLabelText('报名开始时间');
    const closes = within(form).getByLabelText('报名截止时间');
    expect(opens).toHaveValue('2026-01-01 09:00');
    expect(closes).toHaveValue('2027-06-30 18:00');

    // 2027-07-01 00:30 in Shanghai is 2027-06-30 16:30 UTC (in Los Angeles it would be 07:30 UTC)
    await user.click(closes);
    await user.clear(closes);
    await user.type(closes, '2027-07-01 00:30');
    await user.click(within(document.querySelector<HTMLElement>('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)')!).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(closes).toHaveValue('2027-07-01 00:30'));
    await user.click(within(form).getByRole('button', { name: '保存设置' }));
    expect(await screen.findByText('报名设置已保存')).toBeInTheDocument();
    await waitFor(() => expect(settingsBodies).toHaveLength(1));
    expect(settingsBodies[0]).toMatchObject({ id: 1, opens_at: '2026-01-01T01:00:00.000Z', closes_at: '2027-06-30T16:30:00.000Z' });
    // the saved window comes back and is shown in Shanghai time again
    await waitFor(() => expect(within(form).getByLabelText('报名截止时间')).toHaveValue('2027-07-01 00:30'));
    expect(within(form).getByLabelText('报名开始时间')).toHaveValue('2026-01-01 09:00');
  });
});
