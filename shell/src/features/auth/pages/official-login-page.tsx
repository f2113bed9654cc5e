import { Link, useOutlet, useSearchParams } from 'react-router-dom';
import { Typography } from 'antd';
import { AuthCard } from '../components/auth-card';
import { LoginPanel } from '../components/login-panel';
import { WechatErrorAlert } from '../components/wechat-error-alert';
import { WechatLoginButton } from '../components/wechat-login-button';

/** /official/login (OfficialLogin): login of the official site with `redirect`; child retrieveAccount. */
export function OfficialLoginPage() {
  const child = useOutlet();
  const [params] = useSearchParams();
  if (child) return child;
  return (
    <AuthCard title="用户登录">
      <WechatErrorAlert />
      <LoginPanel />
      <WechatLoginButton redirect={params.get('redirect')} />
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
        <Link to="retrieveAccount">忘记密码</Link>
        <Typography.Text type="secondary"> · </Typography.Text>
        <Link to="/">返回官网首页</Link>
      </Typography.Paragraph>
    </AuthCard>
  );
}
