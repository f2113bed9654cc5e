import { Link, useOutlet } from 'react-router-dom';
import { Typography } from 'antd';
import { AuthCard } from '../components/auth-card';
import { LoginPanel } from '../components/login-panel';

/** /official/login (OfficialLogin): login of the official site with `redirect`; child retrieveAccount. */
export function OfficialLoginPage() {
  const child = useOutlet();
  if (child) return child;
  return (
    <AuthCard title="用户登录">
      <LoginPanel />
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
        <Link to="retrieveAccount">找回账号/密码</Link>
        <Typography.Text type="secondary"> · </Typography.Text>
        <Link to="/">返回官网首页</Link>
      </Typography.Paragraph>
    </AuthCard>
  );
}
