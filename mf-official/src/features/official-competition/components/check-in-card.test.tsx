import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { clearCheckInChallenge, seedCheckInChallenge, setupPageTest, signInForTest } from 'shared/mocks/testing';
import { CheckInCard } from './check-in-card';

jest.setTimeout(60_000);
setupPageTest();

/** A 1×1 PNG. */
const png = () => new File([Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='), (c) => c.charCodeAt(0))], 'shot.png', { type: 'image/png' });

describe('打卡 card of the public activity page', () => {
  it('lets a participant check in with a screenshot and shows their tally and records', async () => {
    seedCheckInChallenge();
    const { rootStore } = signInForTest('athlete');
    const { user } = renderWithProviders(<CheckInCard competitionId={3} />, { rootStore });
    const card = await screen.findByRole('region', { name: '打卡挑战' });
    expect(within(card).getByText(/累计里程 8\.00 公里 · 凭证：轨迹文件、运动截图$/)).toBeInTheDocument();
    expect(await within(card).findByText('累计 10.40 公里 · 打卡 2 天 · 当前连续 0 天 · 最长连续 2 天 · 已完成目标')).toBeInTheDocument();

    const form = within(card).getByRole('form', { name: '打卡' });
    await user.click(within(form).getByRole('radio', { name: '运动截图' }));
    await user.click(within(form).getByRole('button', { name: '提交打卡' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('请选择图片');

    await user.upload(within(form).getByLabelText('图片'), png());
    await user.click(within(form).getByRole('button', { name: '提交打卡' }));
    // the challenge is over (last month): the server's rule refuses, nothing is written
    expect(await within(form).findByRole('alert')).toHaveTextContent(/^不在打卡时间内（/);
    expect(within(card).getAllByRole('row')).toHaveLength(1 + 2);
  });

  it('checks in today with a screenshot of 3.5 公里 and shows the record', async () => {
    seedCheckInChallenge(new Date(), { open: true });
    const { rootStore } = signInForTest('athlete');
    const { user } = renderWithProviders(<CheckInCard competitionId={3} />, { rootStore });
    const form = await screen.findByRole('form', { name: '打卡' });
    await user.click(within(form).getByRole('radio', { name: '运动截图' }));
    await user.upload(within(form).getByLabelText('图片'), png());
    await user.type(within(form).getByRole('textbox', { name: '里程（公里）' }), '3.5');
    await user.type(within(form).getByRole('textbox', { name: '用时（分钟）' }), '25');
    await user.click(within(form).getByRole('button', { name: '提交打卡' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/^打卡成功（\d{4}-\d{2}-\d{2}）$/);
    expect(await screen.findByText('累计 13.90 公里 · 打卡 3 天 · 当前连续 1 天 · 最长连续 2 天 · 已完成目标')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: '我的打卡记录' })).getByText('3.50 公里')).toBeInTheDocument();
  });

  it('tells a visitor and a user who did not sign up how to take part', async () => {
    seedCheckInChallenge();
    const { rootStore } = signInForTest('org_gov');
    renderWithProviders(<CheckInCard competitionId={3} />, { rootStore });
    expect(await screen.findByText('报名并通过审核后即可打卡')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: '打卡' })).not.toBeInTheDocument();
  });

  it('shows nothing for an activity without a challenge', async () => {
    clearCheckInChallenge();
    renderWithProviders(<CheckInCard competitionId={3} />);
    await waitFor(() => expect(screen.queryByText('加载中，请稍等....')).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: '打卡挑战' })).not.toBeInTheDocument();
  });
});
