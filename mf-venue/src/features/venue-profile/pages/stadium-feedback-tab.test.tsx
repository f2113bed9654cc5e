import { screen, within } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { recordRequests, setupPageTest, signInForTest } from 'shared/mocks/testing';
import routes from '../../../app/routes';

// antd tables and modals are slow in jsdom on a busy 2-core machine.
jest.setTimeout(60_000);

const server = setupPageTest();
const reads = recordRequests(server, '/api/admin/venue_feedback_list');

function renderAt(route: string, account = 'venue_mgr') {
  const { rootStore } = signInForTest(account);
  return renderWithProviders(null, { routes: routes.adminRoutes, route, rootStore });
}

/** venue_mgr is bound to 黄龙体育中心体育场 (venue 1); the mocks hold one feedback about it (handlers/venue-review.ts). */
describe('场馆信息 → 用户反馈 (the venue manager)', () => {
  it("lists the venue's feedback and replies to it as 场馆回复", async () => {
    const { user } = renderAt('/admin/stadium/feedback');
    expect(await screen.findByRole('tab', { name: '用户反馈', selected: true })).toBeInTheDocument();
    const row = (await screen.findByText('更衣室的储物柜不够用')).closest('tr')!;
    expect(screen.getByText('共 1 条')).toBeInTheDocument();
    expect(reads.at(-1)!.searchParams.get('venue_id')).toBe('1');
    // one venue: no 场馆 column
    expect(screen.queryByRole('columnheader', { name: '场馆' })).not.toBeInTheDocument();
    expect(within(row).getByText('待回复')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: /回复反馈/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /回\s*复/ }));
    expect(await within(dialog).findByText('请填写回复内容')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('textbox', { name: '回复内容' }));
    await user.paste('已增加20个储物柜');
    await user.click(within(dialog).getByRole('button', { name: /回\s*复/ }));
    expect(await screen.findByText('已回复，用户可在我的反馈中查看')).toBeInTheDocument();

    const replied = (await screen.findByText('更衣室的储物柜不够用')).closest('tr')!;
    expect(await within(replied).findByText('已回复')).toBeInTheDocument();
    await user.click(within(replied).getByRole('button', { name: /回复反馈/ }));
    const thread = await screen.findByRole('dialog');
    expect(await within(thread).findByText(/^场馆回复（陈志强，.+）：已增加20个储物柜$/)).toBeInTheDocument();
  });

  it('switches between the tabs: 用户反馈 beside base, photo and service', async () => {
    const { user, router } = renderAt('/admin/stadium/base');
    await screen.findByRole('textbox', { name: '场馆名称' });
    await user.click(screen.getByRole('tab', { name: '用户反馈' }));
    expect(router!.state.location.pathname).toBe('/admin/stadium/feedback');
    expect(await screen.findByText('更衣室的储物柜不够用')).toBeInTheDocument();
  });
});
