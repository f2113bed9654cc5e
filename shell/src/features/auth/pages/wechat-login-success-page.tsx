import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Result } from 'antd';
import { useSession } from 'shared';
import { ADMIN_HOME_PATH, OFFICIAL_LOGIN_PATH, safeRedirectTarget } from 'shared/rules';

/**
 * /wechat/loginSuccess (title 登录成功): the WeChat callback started a session (the server's cookie); the page takes
 * it over like any login (GET /user/info, GET /auth/token, the token and account cookies) and goes to `redirect`
 * (a same-site path) or the back office.
 */
export function WechatLoginSuccessPage() {
  const navigate = useNavigate();
  const session = useSession();
  const [params] = useSearchParams();
  const destination = safeRedirectTarget(params.get('redirect'), ADMIN_HOME_PATH);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    let timer = 0;
    session
      .adoptServerSession()
      .then(() => {
        if (live) timer = window.setTimeout(() => void navigate(destination, { replace: true }), 800);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [navigate, session, destination]);
  if (failed) {
    return (
      <Result
        status="warning"
        title="登录未完成"
        subTitle="登录状态已失效，请重新登录。"
        extra={
          <Link to={OFFICIAL_LOGIN_PATH}>
            <Button type="primary">去登录</Button>
          </Link>
        }
      />
    );
  }
  return <Result status="success" title="登录成功" subTitle="正在进入后台…" />;
}
