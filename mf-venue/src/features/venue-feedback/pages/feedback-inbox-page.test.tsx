import { screen, within } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { recordRequests, setupPageTest, signInForTest } from 'shared/mocks/testing';
import routes from '../../../app/routes';

// antd tables and modals are slow in jsdom on a busy 2-core machine.
jest.setTimeout(60_000);

const server = setupPageTest();
const reads = recordRequests(server, '/api/admin/venue_feedback_list');

function renderAt(account = 'admin') {
  const { rootStore } = signInForTest(account);
  return renderWithProviders(null, { routes: routes.adminRoutes, route: '/admin/check/feedback', rootStore });
}

/** The mocks' feedback (handlers/venue-review.ts): three about the platform, one about 黄龙体育中心体育场, all unanswered. */
describe('minifeedback 意见反馈', () => {
  it('lists every feedback for the platform, filters by status, and replies: 已回复, the badge refreshed', async () => {
    const { user, rootStore } = renderAt();
    const row = (await screen.findByText('更衣室的储物柜不够用')).closest('tr')!;
    expect(within(row).getByText('黄龙体育中心体育场')).toBeInTheDocument();
    expect(within(row).getByText('待回复')).toBeInTheDocument();
    expect(screen.getByText('共 4 条')).toBeInTheDocument();

    const counts = rootStore.ui.countsVersion;
    await user.click(within(row).getByRole('button', { name: /回复反馈/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('暂无回复')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /回\s*复/ }));
    expect(await within(dialog).findByText('请填写回复内容')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('textbox', { name: '回复内容' }));
    await user.paste('已增加储物柜');
    await user.click(within(dialog).getByRole('button', { name: /回\s*复/ }));
    expect(await screen.findByText('已回复，用户可在我的反馈中查看')).toBeInTheDocument();
    expect(rootStore.ui.countsVersion).toBe(counts + 1);
    const replied = (await screen.findByText('更衣室的储物柜不够用')).closest('tr')!;
    expect(await within(replied).findByText('已回复')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: '回复状态' }));
    await user.click(await screen.findByTitle('已回复'));
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    expect(await screen.findByText('共 1 条')).toBeInTheDocument();
    expect(reads.at(-1)!.searchParams.get('status')).toBe('replied');
  });

  it('shows a venue manager the feedback of their venue only', async () => {
    renderAt('venue_mgr');
    expect(await screen.findByText('更衣室的储物柜不够用')).toBeInTheDocument();
    expect(screen.getByText('共 1 条')).toBeInTheDocument();
  });
});
