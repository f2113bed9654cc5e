import { Link, useOutlet, useSearchParams } from 'react-router-dom';
import { Typography } from 'antd';
import { ACCEPT_INVITATION_PATH } from 'shared/rules';
import { AuthCard } from '../components/auth-card';
import { LoginPanel } from '../components/login-panel';
import { WechatErrorAlert } from '../components/wechat-error-alert';
import { WechatLoginButton } from '../components/wechat-login-button';

/** /login: institution users (organisers, venue managers, personal users); child acceptInvitation (接受邀请). */
export function LoginPage() {
  const child = useOutlet();
  const [params] = useSearchParams();
  if (child) return child;
  return (
    <AuthCard title="机构用户登录">
      <WechatErrorAlert />
      <LoginPanel />
      <WechatLoginButton redirect={params.get('redirect')} />
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
        <Link to="/official/login/retrieveAccount">忘记密码</Link>
        <Typography.Text type="secondary"> · </Typography.Text>
        <Link to={ACCEPT_INVITATION_PATH}>接受邀请</Link>
        <Typography.Text type="secondary"> · </Typography.Text>
        <Link to="/">返回官网首页</Link>
      </Typography.Paragraph>
    </AuthCard>
  );
}
