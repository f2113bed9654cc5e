import { http as mswHttp, HttpResponse } from 'msw';
import { ApiError } from './api-error';
import { createHttpClient, filenameFromDisposition } from './client';
import { LOGOUT_DELAY_MS, type HttpSessionPort } from './interceptors';
import { setNavigator, setNotifier, type Notifier } from './ports';
import { setupMswServer } from '../testing/msw-server';

const server = setupMswServer();

function fakeSession(token = ''): HttpSessionPort & { calls: string[] } {
  const calls: string[] = [];
  return {
    token,
    calls,
    setNetworkOnline: (online) => calls.push(`network:${online}`),
    clearSession: () => calls.push('clearSession'),
    expireLogin: () => calls.push('expireLogin'),
    logout: () => {
      calls.push('logout');
    },
  };
}

let notices: { error: jest.Mock; success: jest.Mock; warning: jest.Mock };
let navigations: { to: string; replace?: boolean }[];

beforeEach(() => {
  notices = { error: jest.fn(), success: jest.fn(), warning: jest.fn() };
  setNotifier(notices as Notifier);
  navigations = [];
  setNavigator((to, options) => navigations.push({ to, replace: options?.replace }), () => '/admin/match/list?page=2');
});

afterEach(() => {
  setNotifier(null);
  setNavigator(null);
  jest.useRealTimers();
});

describe('http client (axios XHR adapter + msw 2 in jest-fixed-jsdom)', () => {
  it('resolves with result on HTTP 200 and errno 0, sending GET params under /api', async () => {
    let seen: URL | undefined;
    server.use(
      mswHttp.get('/api/competition/list', ({ request }) => {
        seen = new URL(request.url);
        return HttpResponse.json({ errno: 0, result: { list: [{ id: 1, name: '全民健身马拉松' }], total: 1 } });
      }),
    );
    const client = createHttpClient(() => fakeSession());
    const result = await client.get('/competition/list', { start: 0, count: 10 });
    expect(result).toEqual({ list: [{ id: 1, name: '全民健身马拉松' }], total: 1 });
    expect(seen?.pathname).toBe('/api/competition/list');
    expect(seen?.searchParams.get('start')).toBe('0');
    expect(seen?.searchParams.get('count')).toBe('10');
  });

  it('is typed by path: the query or body and the result come from the OpenAPI document', async () => {
    server.use(mswHttp.get('/api/competition/detail', () => HttpResponse.json({ errno: 0, result: { id: 3, name: '城市定向赛' } })));
    const client = createHttpClient(() => fakeSession());
    const detail = await client.get('/competition/detail', { id: 3 });
    const name: string = detail.name;
    expect(name).toBe('城市定向赛');
    // Compile-time checks only (never awaited): an unknown path, a missing query, a wrong body.
    const unchecked = () => [
      // @ts-expect-error not a GET route of the server
      client.get('/competition/nope'),
      // @ts-expect-error /competition/detail requires { id }
      client.get('/competition/detail'),
      // @ts-expect-error the login body needs account and password
      client.post('/auth/login', { account: 'x' }),
      // @ts-expect-error a JSON route is no upload
      client.upload('/auth/login', new FormData()),
    ];
    expect(typeof unchecked).toBe('function');
  });

  it('goes through the XHR adapter, with a 30000 ms timeout and JSON UTF-8', async () => {
    server.use(mswHttp.get('/api/ping', () => HttpResponse.json({ errno: 0, result: { ok: true } })));
    const open = jest.spyOn(XMLHttpRequest.prototype, 'open');
    const client = createHttpClient(() => fakeSession());
    await expect(client.get('/ping')).resolves.toEqual({ ok: true });
    expect(open).toHaveBeenCalledWith('GET', '/api/ping', true);
    open.mockRestore();
    expect(client.instance.defaults.timeout).toBe(30000);
    expect(client.instance.defaults.baseURL).toBe('/api');
    expect(String(client.instance.defaults.headers['Content-Type'])).toBe('application/json;charset=UTF-8');
  });

  it('POST and PUT send a JSON body, DELETE sends params', async () => {
    const bodies: unknown[] = [];
    let deleteId: string | null = null;
    server.use(
      mswHttp.post('/api/user/info', async ({ request }) => {
        bodies.push(await request.json());
        expect(request.headers.get('content-type')).toContain('application/json');
        return HttpResponse.json({ errno: 0, result: { ok: 'post' } });
      }),
      mswHttp.put('/api/competition', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ errno: 0, result: { ok: 'put' } });
      }),
      mswHttp.delete('/api/competition', ({ request }) => {
        deleteId = new URL(request.url).searchParams.get('id');
        return HttpResponse.json({ errno: 0, result: { ok: 'delete' } });
      }),
    );
    const client = createHttpClient(() => fakeSession());
    await expect(client.post('/user/info', { nickname: '李娜' })).resolves.toEqual({ ok: 'post' });
    await expect(client.put('/competition', { id: 3, name: '城市定向赛' })).resolves.toEqual({ ok: 'put' });
    await expect(client.delete('/competition', { id: 3 })).resolves.toEqual({ ok: 'delete' });
    expect(bodies).toEqual([{ nickname: '李娜' }, { id: 3, name: '城市定向赛' }]);
    expect(deleteId).toBe('3');
  });

  it('sends X-CSRF-TOKEN only when the store holds a token', async () => {
    const headers: (string | null)[] = [];
    server.use(
      mswHttp.post('/api/user/password', ({ request }) => {
        headers.push(request.headers.get('x-csrf-token'));
        return HttpResponse.json({ errno: 0, result: {} });
      }),
    );
    await createHttpClient(() => fakeSession('tok-123')).post('/user/password', { old_password: 'a', new_password: 'b' });
    await createHttpClient(() => fakeSession('')).post('/user/password', { old_password: 'a', new_password: 'b' });
    expect(headers).toEqual(['tok-123', null]);
  });

  it('errno≠0: shows result.errors[0].msg and rejects with a business ApiError', async () => {
    server.use(
      mswHttp.post('/api/auth/login', () =>
        HttpResponse.json({ errno: 42200, result: { errors: [{ msg: '手机号格式错误' }] } }),
      ),
    );
    const client = createHttpClient(() => fakeSession());
    const error = await client.post('/auth/login', { account: 'x', password: 'y' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'business', errno: 42200, status: 200, message: '手机号格式错误' });
    expect(notices.error).toHaveBeenCalledWith('手机号格式错误');
  });

  it('silent calls reject without a toast', async () => {
    server.use(mswHttp.get('/api/auth/token', () => HttpResponse.json({ errno: 40000, result: { errors: [{ msg: '会话不存在' }] } })));
    const client = createHttpClient(() => fakeSession());
    await expect(client.get('/auth/token', undefined, { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(notices.error).not.toHaveBeenCalled();
  });

  it('a 2xx other than 200 is rejected (the body is returned only on exactly 200)', async () => {
    server.use(mswHttp.get('/api/ping', () => HttpResponse.json({ errno: 0, result: {} }, { status: 201 })));
    const error = await createHttpClient(() => fakeSession()).get('/ping').catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'http', status: 201 });
  });

  it('401: clears the session and goes to OfficialLogin with redirect = current full path', async () => {
    server.use(mswHttp.get('/api/user/info', () => HttpResponse.json({ errno: 401, result: { errors: [{ msg: '请先登录' }] } }, { status: 401 })));
    const session = fakeSession('t');
    const error = await createHttpClient(() => session).get('/user/info').catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'http', status: 401, errno: 401, message: '请先登录' });
    expect(session.calls).toEqual(['clearSession']);
    expect(navigations).toEqual([{ to: '/official/login?redirect=%2Fadmin%2Fmatch%2Flist%3Fpage%3D2', replace: true }]);
    expect(notices.error).not.toHaveBeenCalled();
  });

  it('403: shows 登录过期，请重新登录, empties the login state and runs logout once after 1000 ms', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    server.use(mswHttp.post('/api/user/info', () => HttpResponse.json({ errno: 403, result: { errors: [{ msg: '登录过期，请重新登录' }] } }, { status: 403 })));
    const session = fakeSession('t');
    const client = createHttpClient(() => session);
    await expect(client.post('/user/info', {})).rejects.toMatchObject({ status: 403 });
    await expect(client.post('/user/info', {})).rejects.toMatchObject({ status: 403 });
    expect(notices.error).toHaveBeenCalledWith('登录过期，请重新登录');
    expect(session.calls).toEqual(['expireLogin', 'expireLogin']);
    jest.advanceTimersByTime(LOGOUT_DELAY_MS - 1);
    expect(session.calls).not.toContain('logout');
    jest.advanceTimersByTime(1);
    expect(session.calls.filter((c) => c === 'logout')).toHaveLength(1);
  });

  it('404: shows 请求的资源不存在', async () => {
    server.use(mswHttp.get('/api/competition/info', () => HttpResponse.json({ errno: 404, result: { errors: [{ msg: '请求的资源不存在' }] } }, { status: 404 })));
    await expect(createHttpClient(() => fakeSession()).get('/competition/info', { id: 9 })).rejects.toMatchObject({ status: 404 });
    expect(notices.error).toHaveBeenCalledWith('请求的资源不存在');
  });

  it('other statuses: no special handling, rejected with the server body', async () => {
    const body = { errno: 500, result: { errors: [{ msg: '服务器繁忙，请稍后再试' }] } };
    server.use(mswHttp.get('/api/official/home', () => HttpResponse.json(body, { status: 500 })));
    const session = fakeSession();
    const error = await createHttpClient(() => session).get('/official/home').catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'http', status: 500, body, message: '服务器繁忙，请稍后再试' });
    expect(notices.error).not.toHaveBeenCalled();
    expect(session.calls).toEqual([]);
    expect(navigations).toEqual([]);
  });

  describe('no response', () => {
    const onLine = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine');
    afterEach(() => {
      if (onLine) Object.defineProperty(Navigator.prototype, 'onLine', onLine);
    });
    const setOnline = (value: boolean) => Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => value });

    it('offline: sets the network flag false and rejects', async () => {
      setOnline(false);
      server.use(mswHttp.get('/api/user/info', () => HttpResponse.error()));
      const session = fakeSession();
      await expect(createHttpClient(() => session).get('/user/info')).rejects.toMatchObject({ kind: 'network', status: 0 });
      expect(session.calls).toEqual(['network:false']);
    });

    it('online: just rejects', async () => {
      setOnline(true);
      server.use(mswHttp.get('/api/user/info', () => HttpResponse.error()));
      const session = fakeSession();
      await expect(createHttpClient(() => session).get('/user/info')).rejects.toMatchObject({ kind: 'network' });
      expect(session.calls).toEqual([]);
    });
  });

  describe('download', () => {
    it('returns the file as a Blob with the filename of Content-Disposition', async () => {
      const bytes = new TextEncoder().encode('序号,姓名\n1,王芳\n');
      server.use(
        mswHttp.get('/api/competition/download/file', ({ request }) => {
          expect(new URL(request.url).searchParams.get('id')).toBe('7');
          return new HttpResponse(bytes, {
            headers: {
              'Content-Type': 'text/csv; charset=utf-8',
              'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent('报名名单.csv')}`,
            },
          });
        }),
      );
      const file = await createHttpClient(() => fakeSession()).download('/competition/download/file', { id: 7 });
      expect(file.filename).toBe('报名名单.csv');
      expect(file.blob.size).toBe(bytes.byteLength);
      expect(await file.blob.text()).toBe('序号,姓名\n1,王芳\n');
    });

    it('a JSON envelope with errno≠0 shows its message and rejects', async () => {
      server.use(
        mswHttp.get('/api/competition/download/file', () =>
          HttpResponse.json({ errno: 40000, result: { errors: [{ msg: '暂无可下载的报名数据' }] } }),
        ),
      );
      const error = await createHttpClient(() => fakeSession()).download('/competition/download/file', { id: 7 }).catch((e: unknown) => e);
      expect(error).toMatchObject({ kind: 'business', errno: 40000, message: '暂无可下载的报名数据' });
      expect(notices.error).toHaveBeenCalledWith('暂无可下载的报名数据');
    });
  });
});

describe('filenameFromDisposition', () => {
  it('reads RFC 5987 and plain filenames', () => {
    expect(filenameFromDisposition(`attachment; filename*=UTF-8''${encodeURIComponent('成绩单.xlsx')}`)).toBe('成绩单.xlsx');
    expect(filenameFromDisposition('attachment; filename="orders.csv"')).toBe('orders.csv');
    expect(filenameFromDisposition(undefined, 'download')).toBe('download');
  });
});
