import { http as mswHttp, HttpResponse } from 'msw';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { updateUserInfo } from '../api/user';
import { http } from '../http/default-client';
import { useRootStore } from '../session/store-context';
import { envelope, errorEnvelope, loginAs, makeAccount } from './fixtures';
import { setupMswServer } from './msw-server';
import { renderWithProviders } from './render';
import { removeCookie } from '../session/cookies';

const server = setupMswServer();

afterEach(() => {
  removeCookie('token');
  removeCookie('account');
});

function Where() {
  const location = useLocation();
  return <p>当前位置：{`${location.pathname}${location.search}`}</p>;
}

function Profile() {
  const { session } = useRootStore();
  const [text, setText] = useState('加载中，请稍等....');
  useEffect(() => {
    session.loadUserInfo().then(
      (user) => setText(`你好，${user.nickname}`),
      () => setText('加载失败'),
    );
  }, [session]);
  return <p>{text}</p>;
}

function SaveNickname() {
  const [text, setText] = useState('');
  return (
    <button type="button" onClick={() => void updateUserInfo({ nickname: '赵磊' }).then(() => setText('已保存'), () => setText('保存失败'))}>
      {text || '保存昵称'}
    </button>
  );
}

describe('renderWithProviders', () => {
  it('endpoint functions (the one http client) report to the rendered store', async () => {
    loginAs(makeAccount(), 'page-token');
    let header: string | null = null;
    server.use(
      mswHttp.post('/api/user/info', ({ request }) => {
        header = request.headers.get('x-csrf-token');
        return HttpResponse.json(envelope({ user: {} }));
      }),
    );
    const { user, findByRole, getByRole, rootStore } = renderWithProviders(<SaveNickname />);
    await user.click(getByRole('button', { name: '保存昵称' }));
    expect(await findByRole('button', { name: '已保存' })).toBeInTheDocument();
    expect(header).toBe('page-token');
    expect(rootStore.http).toBe(http);
  });

  it('renders ui inside a memory router at the given route with a fresh store', () => {
    const { rootStore } = renderWithProviders(<Where />, { route: '/admin/match/list?status=1' });
    expect(document.body).toHaveTextContent('当前位置：/admin/match/list?status=1');
    expect(rootStore.session.isLoggedIn).toBe(false);
  });

  it('a store built after loginAs starts logged in and loads data through MSW', async () => {
    loginAs(makeAccount());
    server.use(mswHttp.get('/api/user/info', () => HttpResponse.json(envelope({ user: { id: 1, account: 'wf', nickname: '王芳', image: '', mobile: '13800138000' }, account: makeAccount(), expire_time: 1 }))));
    const { findByText, rootStore } = renderWithProviders(<Profile />);
    expect(rootStore.session.isLoggedIn).toBe(true);
    expect(await findByText('你好，王芳')).toBeInTheDocument();
  });

  it('with routes, a 401 navigates inside the memory router to OfficialLogin with redirect', async () => {
    loginAs(makeAccount());
    server.use(mswHttp.get('/api/user/info', () => HttpResponse.json(errorEnvelope(401, '请先登录'), { status: 401 })));
    const { router, findByText } = renderWithProviders(null, {
      route: '/admin/admininfo',
      routes: [
        { path: '/admin/admininfo', element: <Profile /> },
        { path: '/official/login', element: <Where /> },
      ],
    });
    expect(await findByText('当前位置：/official/login?redirect=%2Fadmin%2Fadmininfo')).toBeInTheDocument();
    expect(router?.state.location.pathname).toBe('/official/login');
  });
});
