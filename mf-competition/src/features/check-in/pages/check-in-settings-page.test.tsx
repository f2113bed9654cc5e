import { screen, waitFor } from '@testing-library/react';
import { clearCheckInChallenge, setupPageTest } from 'shared/mocks/testing';
import { label } from '../../competition/test-helpers';
import { recordBodies, renderAdmin } from '../../results/test-helpers';

jest.setTimeout(60_000);
const server = setupPageTest();
const saved = recordBodies(server, 'PUT', '/competition/clock/settings');

describe('ClockSet 打卡设置', () => {
  // the demo challenge of activity 3 set aside: these set one up from nothing
  beforeEach(clearCheckInChallenge);

  it('sets a 30-day running challenge of 100 公里 with track files, checked by the shared rule first', async () => {
    const { user } = renderAdmin('/admin/institution/match/3/2/clock/clockset', 'org_gov');
    const start = await screen.findByPlaceholderText('开始日期');
    await user.click(start);
    await user.type(start, '2026-08-30{Enter}');
    await user.type(screen.getByPlaceholderText('结束日期'), '2026-08-01{Enter}');
    await user.type(screen.getByRole('spinbutton', { name: '累计目标' }), '100');
    await user.click(screen.getByRole('button', { name: label('保存设置') }));
    expect(await screen.findByText('打卡结束日期不能早于开始日期')).toBeInTheDocument();
    expect(saved).toHaveLength(0);

    await user.clear(screen.getByPlaceholderText('开始日期'));
    await user.type(screen.getByPlaceholderText('开始日期'), '2026-08-01{Enter}');
    await user.clear(screen.getByPlaceholderText('结束日期'));
    await user.type(screen.getByPlaceholderText('结束日期'), '2026-08-30{Enter}');
    await user.click(screen.getByRole('switch', { name: '打卡记录需审核' }));
    await user.click(screen.getByRole('button', { name: label('保存设置') }));
    expect(await screen.findByText('打卡设置已保存')).toBeInTheDocument();
    expect(saved.at(-1)).toEqual({
      id: 3,
      starts_on: '2026-08-01',
      ends_on: '2026-08-30',
      goal_kind: 'distance',
      goal_scope: 'total',
      goal_value: 100_000,
      goal_days: 1,
      evidence: ['track', 'screenshot'],
      sport: 'running',
      daily_limit: 1,
      review_required: 1,
    });
  });

  it('asks the days of a daily photo goal and drops the sport without track files', async () => {
    const { user } = renderAdmin('/admin/institution/match/3/2/clock/clockset', 'org_gov');
    await user.type(await screen.findByPlaceholderText('开始日期'), '2026-08-01{Enter}');
    await user.type(screen.getByPlaceholderText('结束日期'), '2026-08-10{Enter}');
    await user.click(screen.getByRole('radio', { name: '照片打卡' }));
    await user.click(screen.getByRole('radio', { name: '每日目标' }));
    await user.type(screen.getByRole('spinbutton', { name: '每日目标' }), '1');
    const days = screen.getByRole('spinbutton', { name: '达标天数' });
    await user.clear(days);
    await user.type(days, '8');
    await user.click(screen.getByRole('checkbox', { name: '照片' }));
    await user.click(screen.getByRole('checkbox', { name: '轨迹文件' }));
    await user.click(screen.getByRole('checkbox', { name: '运动截图' }));
    expect(screen.queryByRole('combobox', { name: '运动类型' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: label('保存设置') }));
    await waitFor(() => expect(saved.at(-1)).toMatchObject({ goal_kind: 'photo', goal_scope: 'daily', goal_value: 1, goal_days: 8, evidence: ['photo'], sport: null }));
  });
});
