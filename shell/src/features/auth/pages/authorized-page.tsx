import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Spin, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { getWechatStatus, sendAccountCode, useSession } from 'shared';
import { ADMIN_HOME_PATH, OFFICIAL_LOGIN_PATH, safeRedirectTarget } from 'shared/rules';
import { AuthCard } from '../components/auth-card';
import { SmsLoginForm } from '../components/sms-login-form';

/**
 * /authorized: the callback page of the third-party (WeChat) login. When the browser holds a WeChat authorization
 * that no account has yet (an HttpOnly cookie the server set; GET /auth/weixin/status says so), the user proves a
 * mobile by SMS code and POST /auth/token_login binds the WeChat to that mobile's account — or to a new personal
 * account with that mobile — and signs in. Otherwise: logged in → back office, else → OfficialLogin. Spec §2.6: the
 * `token` query is read but unused (the authorization is the server's cookie, never a URL parameter).
 */
export const AuthorizedPage = observer(function AuthorizedPage() {
  const [params] = useSearchParams();
  void params.get('token'); // read, deliberately unused (spec §2.6)
  const session = useSession();
  const navigate = useNavigate();
  const [pending, setPending] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    getWechatStatus()
      .then((s) => live && setPending(s.bind_pending === 1))
      .catch(() => live && setPending(false));
    return () => {
      live = false;
    };
  }, []);

  if (pending === null) {
    return (
      <AuthCard title="微信授权登录">
        <div style={{ textAlign: 'center', padding: 24 }}>
          <Spin />
        </div>
      </AuthCard>
    );
  }
  if (!pending) return <Navigate to={session.isLoggedIn ? ADMIN_HOME_PATH : OFFICIAL_LOGIN_PATH} replace />;
  return (
    <AuthCard title="绑定手机号">
      <Typography.Paragraph>微信授权成功。首次使用微信登录，请验证手机号：已有账号的将与该微信绑定，没有账号的将以该手机号创建个人账号。</Typography.Paragraph>
      <SmsLoginForm
        submitText="绑定并登录"
        sendCode={(mobile) => sendAccountCode(mobile, 'wechat_bind')}
        onSubmit={async (values) => {
          const result = await session.wechatBindLogin(values);
          await navigate(safeRedirectTarget(result.redirect, ADMIN_HOME_PATH), { replace: true });
        }}
      />
    </AuthCard>
  );
});
