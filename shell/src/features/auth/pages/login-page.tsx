import { Link, useSearchParams } from 'react-router-dom';
import { Typography } from 'antd';
import { AuthCard } from '../components/auth-card';
import { LoginPanel } from '../components/login-panel';
import { WechatErrorAlert } from '../components/wechat-error-alert';
import { WechatLoginButton } from '../components/wechat-login-button';

/** /login: institution users (organisers, venue managers, personal users). */
export function LoginPage() {
  const [params] = useSearchParams();
  return (
    <AuthCard title="机构用户登录">
      <WechatErrorAlert />
      <LoginPanel />
      <WechatLoginButton redirect={params.get('redirect')} />
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
        <Link to="/official/login/retrieveAccount">忘记密码</Link>
        <Typography.Text type="secondary"> · </Typography.Text>
        <Link to="/">返回官网首页</Link>
      </Typography.Paragraph>
    </AuthCard>
  );
}
