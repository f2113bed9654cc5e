import { Link } from 'react-router-dom';
import { Typography } from 'antd';
import { AuthCard } from '../components/auth-card';
import { LoginPanel } from '../components/login-panel';

/** /login: institution users (organisers, venue managers, personal users). */
export function LoginPage() {
  return (
    <AuthCard title="机构用户登录">
      <LoginPanel />
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
        <Link to="/official/login/retrieveAccount">找回账号/密码</Link>
        <Typography.Text type="secondary"> · </Typography.Text>
        <Link to="/">返回官网首页</Link>
      </Typography.Paragraph>
    </AuthCard>
  );
}
