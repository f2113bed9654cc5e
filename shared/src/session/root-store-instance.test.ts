import { http as mswHttp, HttpResponse } from 'msw';
import { envelope, loginAs, makeAccount } from '../testing/fixtures';
import { setupMswServer } from '../testing/msw-server';
import { removeCookie } from './cookies';

const server = setupMswServer();

afterEach(() => {
  removeCookie('token');
  removeCookie('account');
});

describe('singleton rootStore and the one http client', () => {
  it('the exported http client sends the singleton session token and reports to that session', async () => {
    loginAs(makeAccount({ user_id: 42 }), 'singleton-token');
    let header: string | null = null;
    server.use(
      mswHttp.post('/api/user/info', ({ request }) => {
        header = request.headers.get('x-csrf-token');
        return HttpResponse.json(envelope({ user: {} }));
      }),
    );
    await jest.isolateModulesAsync(async () => {
      const shared = await import('../index');
      expect(shared.rootStore.session.isLoggedIn).toBe(true);
      expect(shared.rootStore.session.account?.user_id).toBe(42);
      expect(shared.rootStore.http).toBe(shared.http);
      await shared.http.post('/user/info', { nickname: '赵磊' });
      expect(header).toBe('singleton-token');
      shared.rootStore.session.clearSession();
      await shared.http.post('/user/info', { nickname: '赵磊' });
      expect(header).toBeNull();
    });
  });
});
