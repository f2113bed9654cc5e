import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { envelope, pngFile, renderWithProviders } from 'shared/testing';
import { setupPageTest, signInForTest } from 'shared/mocks/testing';
import { demoIdCard } from 'shared/demo';
import type { PersonIdentity } from '../api/registrations';
import routes from '../../../app/routes';

// antd forms and uploads are slow in jsdom on a busy 2-core machine.
jest.setTimeout(150_000);

const server = setupPageTest();

const NONE: PersonIdentity = { real_name: '', id_card: '', gender: 0, birth_date: '', photo: '', status: 'none', status_text: '未认证', verified_by_name: '', verified_at: null };

describe('实名认证', () => {
  it('after 提交认证 the page shows what was submitted (the details route reuses the page)', async () => {
    // the mock's persons are verified already: this one has none yet, and the server answers what it saved
    const posted: Record<string, unknown>[] = [];
    server.use(
      http.get('/api/register/identity', () => HttpResponse.json(envelope(NONE)), { once: true }),
      http.post('/api/register/identity', async ({ request }) => {
        const body = (await request.json()) as { real_name: string; id_card: string; photo: string };
        posted.push(body);
        return HttpResponse.json(envelope({ ...NONE, ...body, gender: 2, birth_date: '2003-04-17', status: 'pending', status_text: '待审核' }));
      }),
    );
    const { rootStore } = signInForTest('athlete');
    const { user } = renderWithProviders(null, { routes: routes.adminRoutes, route: '/admin/person/realName', rootStore });
    expect(await screen.findByText('尚未实名认证')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /去\s*认\s*证/ }));
    await user.type(await screen.findByLabelText('真实姓名'), '周嘉怡');
    await user.type(screen.getByLabelText('身份证号'), '3301061999023');
    await user.click(screen.getByRole('button', { name: /提交认证/ }));
    expect(await screen.findByText('身份证号格式错误')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('身份证号'));
    await user.type(screen.getByLabelText('身份证号'), demoIdCard('2003-04-17', 777, false));
    await user.upload(screen.getByLabelText('本人照片'), pngFile('本人照片.png', 120, 160));
    await screen.findByRole('img', { name: '已上传的图片' });
    await user.click(screen.getByRole('button', { name: /提交认证/ }));
    expect(await screen.findByText('实名信息已提交，将在注册审核时一并审核')).toBeInTheDocument();
    expect(await screen.findByText('待审核')).toBeInTheDocument();
    expect(screen.queryByText('尚未实名认证')).not.toBeInTheDocument();
    expect(screen.getByText('周嘉怡')).toBeInTheDocument();
    expect(screen.getByText('2003-04-17')).toBeInTheDocument();
    expect(posted).toEqual([expect.objectContaining({ real_name: '周嘉怡', id_card: demoIdCard('2003-04-17', 777, false) })]);
  });
});
