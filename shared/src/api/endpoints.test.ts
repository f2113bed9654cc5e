import { http as mswHttp, HttpResponse } from 'msw';
import { setNotifier } from '../http/ports';
import { envelope } from '../testing/fixtures';
import { setupMswServer } from '../testing/msw-server';
import { getInstitutionList, getManagerMenu, getMsgCount, getUnCheckCount, MENU_COUNT_PAGE } from './admin';
import { adminLogin, getCsrfToken, login, logout, sendSms, smsLogin } from './auth';
import { changePassword, getUserInfo, updateUserInfo } from './user';

const server = setupMswServer();

interface Seen {
  method: string;
  path: string;
  query: Record<string, string>;
  body?: unknown;
}

/** Records every /api call and answers with `result`. */
function record(result: unknown): Seen[] {
  const seen: Seen[] = [];
  server.use(
    mswHttp.all('/api/*', async ({ request }) => {
      const url = new URL(request.url);
      const body = request.method === 'GET' ? undefined : await request.json();
      seen.push({ method: request.method, path: url.pathname, query: Object.fromEntries(url.searchParams), ...(body === undefined ? {} : { body }) });
      return HttpResponse.json(envelope(result));
    }),
  );
  return seen;
}

beforeEach(() => setNotifier({ error: jest.fn(), success: jest.fn(), warning: jest.fn() }));
afterEach(() => setNotifier(null));

describe('auth endpoint functions', () => {
  it('login → POST /api/auth/login', async () => {
    const seen = record({ account: {}, user: {}, expire_time: 0 });
    await login({ account: 'zhangwei', password: 'p' });
    expect(seen).toEqual([{ method: 'POST', path: '/api/auth/login', query: {}, body: { account: 'zhangwei', password: 'p' } }]);
  });

  it('adminLogin → POST /api/auth/login with scope admin', async () => {
    const seen = record({});
    await adminLogin({ account: 'admin', password: 'p' });
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/api/auth/login', body: { account: 'admin', password: 'p', scope: 'admin' } });
  });

  it('sendSms → POST /api/send_sms with scene login', async () => {
    const seen = record({});
    await sendSms('13800138000');
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/api/send_sms', body: { mobile: '13800138000', scene: 'login' } });
  });

  it('smsLogin → POST /api/auth/sms_login', async () => {
    const seen = record({});
    await smsLogin({ mobile: '13800138000', code: '654321' });
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/api/auth/sms_login', body: { mobile: '13800138000', code: '654321' } });
  });

  it('getCsrfToken → GET /api/auth/token, returns result._token', async () => {
    const seen = record({ _token: 'abc' });
    await expect(getCsrfToken()).resolves.toBe('abc');
    expect(seen[0]).toMatchObject({ method: 'GET', path: '/api/auth/token' });
  });

  it('logout → POST /api/auth/logout (a GET could come from any same-site image), with a token when given', async () => {
    const seen = record({});
    const tokens: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => void tokens.push(request.headers.get('X-CSRF-TOKEN')));
    await logout();
    await logout(undefined, 'tok-1');
    server.events.removeAllListeners();
    expect(seen).toEqual([
      { method: 'POST', path: '/api/auth/logout', query: {}, body: {} },
      { method: 'POST', path: '/api/auth/logout', query: {}, body: {} },
    ]);
    expect(tokens).toEqual([null, 'tok-1']);
  });
});

describe('user endpoint functions', () => {
  it('getUserInfo → GET /api/user/info', async () => {
    const seen = record({ user: { nickname: '张伟' } });
    await expect(getUserInfo()).resolves.toEqual({ user: { nickname: '张伟' } });
    expect(seen[0]).toMatchObject({ method: 'GET', path: '/api/user/info' });
  });

  it('updateUserInfo → POST /api/user/info', async () => {
    const seen = record({ user: {} });
    await updateUserInfo({ nickname: '王芳' });
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/api/user/info', body: { nickname: '王芳' } });
  });

  it('changePassword → POST /api/user/password', async () => {
    const seen = record({});
    await changePassword({ old_password: 'a', new_password: 'b' });
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/api/user/password', body: { old_password: 'a', new_password: 'b' } });
  });
});

describe('menu and count endpoint functions', () => {
  it('getManagerMenu → GET /api/admin/manager_menu?institution_id, returns titles', async () => {
    const seen = record({ titles: ['账号管理', '账号信息'] });
    await expect(getManagerMenu(11)).resolves.toEqual(['账号管理', '账号信息']);
    expect(seen[0]).toEqual({ method: 'GET', path: '/api/admin/manager_menu', query: { institution_id: '11' } });
  });

  it('getUnCheckCount → GET /api/admin/un_check_count', async () => {
    const seen = record({ filing_count: 1 });
    await expect(getUnCheckCount()).resolves.toEqual({ filing_count: 1 });
    expect(seen[0]).toEqual({ method: 'GET', path: '/api/admin/un_check_count', query: {} });
  });

  it('getMsgCount → GET /api/admin/msg_count?belong_id', async () => {
    const seen = record({ sign_count: 2, check_register_count: 1 });
    await getMsgCount(11);
    expect(seen[0]).toEqual({ method: 'GET', path: '/api/admin/msg_count', query: { belong_id: '11' } });
  });

  it('getInstitutionList → GET /api/admin/institution_list?start&count', async () => {
    const seen = record({ list: [], total: 0 });
    await getInstitutionList();
    await getInstitutionList({ start: 20, count: 20 });
    expect(seen.map((s) => s.query)).toEqual([
      { start: '0', count: '10' },
      { start: '20', count: '20' },
    ]);
    expect(MENU_COUNT_PAGE).toEqual({ start: 0, count: 10 });
  });
});
