import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { http as mswHttp } from 'msw';
import { REFUND_REQUEST_MSG } from 'shared/rules';
import { fail, mockRefunds } from 'shared/mocks';
import { setupPageTest, signInForTest } from 'shared/mocks/testing';
import { renderWithProviders } from 'shared/testing';
import routes from '../../../app/routes';
import { label, PAGE_TIMEOUT, recordBodies } from '../test-helpers';

jest.setTimeout(60_000);
const server = setupPageTest();
const policyBodies = recordBodies(server, 'PUT', '/api/competition/refund_policy');

function renderAt(id = 4) {
  const { rootStore } = signInForTest('org_gov');
  return renderWithProviders(null, { routes: routes.adminRoutes, route: `/admin/institution/match/${id}/1/signUp/setting`, rootStore });
}

/** The policy sentence's times, as the server writes them (China time, whatever the zone of the test machine). */
const shanghai = (d: Date | string) => new Date(new Date(d).getTime() + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
/** A time typed into a picker, read in the browser's zone like the pickers do. */
const picked = (text: string) => dayjs(text);

async function policyForm() {
  return screen.findByRole('form', { name: '退款规则' }, PAGE_TIMEOUT);
}

/** Types a time into the picker `name` and confirms it with the picker's 确定. */
async function pick(user: ReturnType<typeof renderAt>['user'], name: string, text: string) {
  const input = screen.getByRole('textbox', { name });
  await user.click(input);
  await user.clear(input);
  await user.type(input, text);
  const ok = await waitFor(() => {
    const open = screen.getAllByRole('button', { name: label('确定') }).filter((b) => !b.closest('.ant-picker-dropdown-hidden'));
    expect(open).toHaveLength(1);
    return open[0];
  });
  await user.click(ok);
  await waitFor(() => expect(input).toHaveValue(text));
}

/** Empties the picker `name` with its 清除 button. */
async function clearPicker(user: ReturnType<typeof renderAt>['user'], name: string) {
  const input = screen.getByRole('textbox', { name });
  await user.click(within(input.closest<HTMLElement>('.ant-picker')!).getByRole('button', { name: '清除' }));
  await waitFor(() => expect(input).toHaveValue(''));
}

async function typePercent(user: ReturnType<typeof renderAt>['user'], value: string) {
  const percent = screen.getByRole('spinbutton', { name: '部分退款比例（%）' });
  await user.clear(percent);
  if (value) await user.type(percent, value);
}

describe('ActivitySignUpSetting 退款规则', () => {
  it('shows the default policy of a competition without its own: in full until the start', async () => {
    renderAt(4);
    const form = await policyForm();
    // 2026年杭州马拉松 starts 2026-11-01 08:00 China time
    expect(screen.getByText('2026-11-01 08:00 前可全额退款，之后不可退款')).toBeInTheDocument();
    expect(screen.getByText('使用默认规则（比赛开始前可全额退款）')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: '全额退款截止时间' })).toHaveValue(dayjs('2026-11-01T00:00:00Z').format('YYYY-MM-DD HH:mm'));
    expect(within(form).getByRole('spinbutton', { name: '部分退款比例（%）' })).toHaveValue('0');
    expect(within(form).getByRole('textbox', { name: '部分退款截止时间' })).toHaveValue('');
  });

  it('shows the organiser’s own policy', async () => {
    renderAt(1);
    const form = await policyForm();
    const own = mockRefunds().policies.get(1)!;
    expect(screen.getByText(`${shanghai(own.fullUntil!)} 前可全额退款，${shanghai(own.partialUntil!)} 前可退 50%，之后不可退款`)).toBeInTheDocument();
    expect(screen.queryByText('使用默认规则（比赛开始前可全额退款）')).not.toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: '部分退款截止时间' })).toHaveValue(dayjs(own.partialUntil).format('YYYY-MM-DD HH:mm'));
    expect(within(form).getByRole('spinbutton', { name: '部分退款比例（%）' })).toHaveValue('50');
  });

  it('saves a policy with a partial window and shows its sentence', async () => {
    const { user } = renderAt(4);
    const form = await policyForm();
    await pick(user, '全额退款截止时间', '2026-09-10 10:00');
    await typePercent(user, '30');
    await pick(user, '部分退款截止时间', '2026-09-18 18:30');
    await user.click(within(form).getByRole('button', { name: '保存退款规则' }));

    expect(await screen.findByText('退款规则已保存')).toBeInTheDocument();
    const full = picked('2026-09-10 10:00').toISOString();
    const partial = picked('2026-09-18 18:30').toISOString();
    await waitFor(() => expect(policyBodies).toEqual([{ id: 4, full_until: full, percent: 30, partial_until: partial }]));
    expect(await screen.findByText(`${shanghai(full)} 前可全额退款，${shanghai(partial)} 前可退 30%，之后不可退款`)).toBeInTheDocument();
    expect(screen.queryByText('使用默认规则（比赛开始前可全额退款）')).not.toBeInTheDocument();
    expect(mockRefunds().policies.get(4)).toEqual({ fullUntil: new Date(full), percent: 30, partialUntil: new Date(partial) });
  });

  it('saves a policy without any refund (both times cleared)', async () => {
    const { user } = renderAt(4);
    const form = await policyForm();
    await clearPicker(user, '全额退款截止时间');
    await user.click(within(form).getByRole('button', { name: '保存退款规则' }));
    expect(await screen.findByText('退款规则已保存')).toBeInTheDocument();
    await waitFor(() => expect(policyBodies).toEqual([{ id: 4, full_until: null, percent: 0, partial_until: null }]));
    expect(await screen.findByText('不支持退款')).toBeInTheDocument();
  });

  it('refuses a partial window that ends before the full one, and a partial window without its percentage', async () => {
    const { user } = renderAt(4);
    const form = await policyForm();
    await pick(user, '全额退款截止时间', '2026-09-10 10:00');
    await typePercent(user, '30');
    await pick(user, '部分退款截止时间', '2026-09-10 10:00');
    await user.click(within(form).getByRole('button', { name: '保存退款规则' }));
    expect(await within(form).findByText(REFUND_REQUEST_MSG.partialAfterFull)).toBeInTheDocument();

    await pick(user, '部分退款截止时间', '2026-09-15 10:00');
    await typePercent(user, '');
    await user.click(within(form).getByRole('button', { name: '保存退款规则' }));
    expect(await within(form).findByText(REFUND_REQUEST_MSG.percentRequired)).toBeInTheDocument();
    expect(within(form).queryByText(REFUND_REQUEST_MSG.partialAfterFull)).not.toBeInTheDocument();
    expect(policyBodies).toHaveLength(0);
    expect(mockRefunds().policies.has(4)).toBe(false);
  });

  it('shows the server’s refusal and keeps the sentence', async () => {
    server.use(mswHttp.put('/api/competition/refund_policy', () => fail(40000, REFUND_REQUEST_MSG.percentRequired)));
    const { user } = renderAt(4);
    const form = await policyForm();
    await user.click(within(form).getByRole('button', { name: '保存退款规则' }));
    expect(await screen.findByText(REFUND_REQUEST_MSG.percentRequired)).toBeInTheDocument();
    expect(screen.queryByText('退款规则已保存')).not.toBeInTheDocument();
    expect(screen.getByText('2026-11-01 08:00 前可全额退款，之后不可退款')).toBeInTheDocument();
  });
});
