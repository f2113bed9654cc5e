import { screen, waitFor, within } from '@testing-library/react';
import { addChinaDays, bookingRefundPolicyText, chinaDate, chinaWeekday } from 'shared/rules';
import { renderWithProviders } from 'shared/testing';
import { recordRequests, setupPageTest, signInForTest } from 'shared/mocks/testing';
import routes from '../../../app/routes';

// antd tables, selects and pickers are slow in jsdom on a busy 2-core machine.
jest.setTimeout(60_000);

const server = setupPageTest();
const priceSaves = recordRequests(server, '/api/admin/venue_price_rules');
const closureAdds = recordRequests(server, '/api/admin/venue_closure');
const settingsSaves = recordRequests(server, '/api/admin/venue_booking_settings');

function renderAt(account = 'venue_mgr') {
  const { rootStore } = signInForTest(account);
  return renderWithProviders(null, { routes: routes.adminRoutes, route: '/admin/reserve/settings', rootStore });
}

const today = () => chinaDate(Date.now());
/** The first China day after today that falls on `weekday` (1 Monday … 7 Sunday). */
function next(weekday: number): string {
  for (let i = 1; ; i++) if (chinaWeekday(addChinaDays(today(), i)) === weekday) return addChinaDays(today(), i);
}
/** antd names every modal by the id `test-id` under jest, which the page's tabs use too: find a modal by its title. */
const dialogTitled = async (title: string) => (await screen.findByText(title, { selector: '.ant-modal-title' }, { timeout: 5000 })).closest<HTMLElement>('[role=dialog]')!;
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

async function pick(user: ReturnType<typeof renderAt>['user'], label: string, option: string, search = false) {
  await user.click(screen.getByRole('combobox', { name: label }));
  if (search) await user.type(screen.getByRole('combobox', { name: label }), option);
  const options = await screen.findAllByTitle(option);
  await user.click(options.at(-1)!);
}

/**
 * 黄龙体育中心体育场 (venue 1 of venue_mgr) (shared demo data): 主田径场 and 热身场 (田径) and 足球场（天然草） (足球) with the demo's price rules
 * (田径: 平日价 06:00–18:00 ¥400（会员 ¥320）, 周末价 ¥600, 高峰价 18:00–22:00 ¥800), the athlete's 田径 booking
 * tomorrow 07:00–08:00 and venue_mgr's block of 足球场（天然草） tomorrow 16:00–18:00.
 */
describe('ReserveSettings 订场设置', () => {
  it("edits a court's price and explains the price of a slot with the shared pricing rule", async () => {
    const { user } = renderAt();
    expect(await screen.findByText('订场设置（黄龙体育中心体育场）')).toBeInTheDocument();
    await screen.findByRole('tab', { name: '场地与价格' });
    expect(within(rowOf('主田径场')).getByText('平日价 06:00–18:00 ¥400/小时（会员 ¥320/小时）')).toBeInTheDocument();
    expect(within(rowOf('主田径场')).getByText('¥1,500.00/小时')).toBeInTheDocument();

    await user.click(within(rowOf('主田径场')).getByRole('button', { name: '价格规则' }));
    const dialog = await dialogTitled('价格规则：主田径场');
    const price = within(dialog).getByRole('spinbutton', { name: '第1条 价格（元/小时）' });
    await user.clear(price);
    await user.type(price, '450');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));

    await waitFor(() => expect(priceSaves).toHaveLength(1));
    expect(priceSaves[0].pathname).toBe('/api/admin/venue_price_rules');
    expect(await within(rowOf('主田径场')).findByText('平日价 06:00–18:00 ¥450/小时（会员 ¥320/小时）')).toBeInTheDocument();

    // 价格试算: a Monday 08:00 is the edited weekday band; a Saturday 19:00 the peak band
    await pick(user, '试算场地', '主田径场');
    await user.click(screen.getByPlaceholderText('试算日期'));
    await user.type(screen.getByPlaceholderText('试算日期'), `${next(1)}{Enter}`);
    await pick(user, '试算时段', '08:00', true);
    expect(await screen.findByText('主田径场：周一 06:00–18:00 平日价 ¥450/小时')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: '按会员价' }));
    expect(await screen.findByText('主田径场：周一 06:00–18:00 平日会员价 ¥320/小时')).toBeInTheDocument();

    await user.clear(screen.getByPlaceholderText('试算日期'));
    await user.type(screen.getByPlaceholderText('试算日期'), `${next(6)}{Enter}`);
    await pick(user, '试算时段', '19:00', true);
    expect(await screen.findByText('主田径场：周六 18:00–22:00 高峰价 ¥800/小时')).toBeInTheDocument();
  });

  it("refuses a closure over the athlete's booking with the server's message, and adds one over a staff block", async () => {
    const { user } = renderAt();
    await user.click(await screen.findByRole('tab', { name: '营业时间与休场' }));
    expect(await screen.findByText('暂无闭馆安排')).toBeInTheDocument();
    const tomorrow = addChinaDays(today(), 1);

    await user.click(screen.getByRole('button', { name: '新增闭馆' }));
    const dialog = await dialogTitled('新增闭馆');
    await user.click(within(dialog).getByPlaceholderText('开始日期'));
    await user.type(within(dialog).getByPlaceholderText('开始日期'), `${tomorrow}{Enter}`);
    await user.type(within(dialog).getByPlaceholderText('结束日期'), `${tomorrow}{Enter}`);
    await user.type(within(dialog).getByRole('textbox', { name: '原因' }), '设备检修');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('该时段内还有1个有效预订，请先取消这些预订再设置闭馆')).toBeInTheDocument();
    expect(screen.getByText('暂无闭馆安排')).toBeInTheDocument();

    // only 足球场（天然草）, whose one slot tomorrow is the venue's own block: allowed
    await pick(user, '闭馆范围', '足球场（天然草）');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(closureAdds).toHaveLength(2));
    await waitFor(() => expect(screen.queryByText('新增闭馆', { selector: '.ant-modal-title' })).toBeNull());
    const row = await screen.findByRole('row', { name: /设备检修/ });
    expect(within(row).getByText('足球场（天然草）')).toBeInTheDocument();
    expect(within(row).getByText(`${tomorrow} 00:00`)).toBeInTheDocument();
    expect(within(row).getByText(`${addChinaDays(tomorrow, 1)} 00:00`)).toBeInTheDocument();
  });

  it('saves the booking settings and states the refund policy in words', async () => {
    const { user } = renderAt();
    await user.click(await screen.findByRole('tab', { name: '预订设置' }));
    const standard = bookingRefundPolicyText({ tiers: [{ hoursBefore: 24, percent: 100 }, { hoursBefore: 2, percent: 50 }] });
    expect(await screen.findByText(`当前（默认规则）：${standard}`)).toBeInTheDocument();
    const window = screen.getByRole('spinbutton', { name: '支付时限（分钟）' });
    await user.clear(window);
    await user.type(window, '15');
    const second = screen.getByRole('spinbutton', { name: '第2档 退款比例' });
    await user.clear(second);
    await user.type(second, '30');
    await user.click(screen.getByRole('button', { name: /保存预订设置/ }));
    await waitFor(() => expect(settingsSaves).toHaveLength(1));
    const own = bookingRefundPolicyText({ tiers: [{ hoursBefore: 24, percent: 100 }, { hoursBefore: 2, percent: 30 }] });
    expect(await screen.findByText(`当前（本场馆自定）：${own}`)).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: '支付时限（分钟）' })).toHaveValue('15');
  });
});
