import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { mockDb, mockSmsCode } from 'shared/mocks';
import { setupPageTest, signInForTest } from 'shared/mocks/testing';
import routes from '../../../app/routes';

jest.setTimeout(60_000);
setupPageTest();

const athlete = () => mockDb.users.find((u) => u.profile.account === 'athlete')!.profile;

function renderSettings() {
  const { rootStore } = signInForTest('athlete');
  return renderWithProviders(null, { routes: routes.adminRoutes, route: '/admin/person/set', rootStore });
}

describe('更换手机号 (个人设置)', () => {
  it('changes the mobile with a code to the old number and one to the new number', async () => {
    const { user, rootStore } = renderSettings();
    expect(await screen.findByText('138****0005')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '更换手机号' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '获取验证码' }));
    expect(await within(dialog).findByRole('button', { name: '60秒后重新获取' })).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: '验证码' }), mockSmsCode('13800000005'));
    await user.click(within(dialog).getByRole('button', { name: '下一步' }));

    const newMobile = await within(dialog).findByRole('textbox', { name: '新手机号' });
    await user.type(newMobile, '13800000006');
    await user.click(within(dialog).getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('该手机号已被其他账号使用')).toBeInTheDocument();

    await user.clear(newMobile);
    await user.type(newMobile, '13912345678');
    await user.click(within(dialog).getByRole('button', { name: '获取验证码' }));
    expect(await within(dialog).findByRole('button', { name: '60秒后重新获取' })).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: '验证码' }), mockSmsCode('13912345678'));
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));

    expect(await screen.findByText('手机号已更换')).toBeInTheDocument();
    expect(athlete().mobile).toBe('13912345678');
    expect(rootStore.session.user?.mobile).toBe('13912345678');
    await waitFor(() => expect(screen.getByText('139****5678')).toBeInTheDocument());
  });

  it('stays on the first step when the old number’s code is wrong', async () => {
    const { user } = renderSettings();
    await user.click(await screen.findByRole('button', { name: '更换手机号' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: '验证码' }), '000000');
    await user.click(within(dialog).getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('验证码错误或已过期')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: '新手机号' })).not.toBeInTheDocument();
    expect(athlete().mobile).toBe('13800000005');
  });
});
