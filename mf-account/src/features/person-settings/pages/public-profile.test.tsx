import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import { setupPageTest, signInForTest } from 'shared/mocks/testing';
import routes from '../../../app/routes';

jest.setTimeout(60_000);
const server = setupPageTest();
afterEach(() => server.events.removeAllListeners());

function renderAs(account: string) {
  const { rootStore } = signInForTest(account);
  return renderWithProviders(null, { routes: routes.adminRoutes, route: '/admin/person/set', rootStore });
}

describe('AccountSettings 在官网公开 (the person’s public profile switch)', () => {
  it('lists the person’s registrations and switches 在官网公开 with the CSRF token', async () => {
    const posts: { body: unknown; csrf: string | null }[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && request.url.includes('/api/user/person/public')) posts.push({ body: await request.clone().json(), csrf: request.headers.get('X-CSRF-TOKEN') });
    });
    const { user } = renderAs('athlete');
    const athlete = await screen.findByRole('switch', { name: '运动员林晓跑（田径）在官网公开' });
    const swimming = screen.getByRole('switch', { name: '运动员林晓跑（游泳）在官网公开' });
    expect(screen.getAllByRole('switch')).toHaveLength(2);
    expect(athlete).toBeChecked();
    expect(swimming).not.toBeChecked();
    expect(screen.getAllByText('已通过')).toHaveLength(2);

    await user.click(swimming);
    expect(await screen.findByText('已在官网公开')).toBeInTheDocument();
    await waitFor(() => expect(swimming).toBeChecked());
    await user.click(athlete);
    expect(await screen.findByText('已取消公开')).toBeInTheDocument();
    await waitFor(() => expect(athlete).not.toBeChecked());
    expect(posts.map((p) => p.body)).toEqual([
      { id: 11, is_public: 1 },
      { id: 1, is_public: 0 },
    ]);
    expect(posts.every((p) => p.csrf)).toBe(true);
    expect(screen.getByText(/身份证号、手机号和出生日期不会公开/)).toBeInTheDocument();
  });

  it('says 暂无数据 for a user without registrations', async () => {
    renderAs('org_gov');
    const card = (await screen.findByText('我的运动员/裁判员注册')).closest('.ant-card') as HTMLElement;
    await waitFor(() => expect(within(card).getByText('暂无数据')).toBeInTheDocument());
    expect(within(card).queryByRole('switch')).not.toBeInTheDocument();
  });
});
