import { Link, useNavigate } from 'react-router-dom';
import { Typography } from 'antd';
import { useSession } from 'shared';
import { ADMIN_HOME_PATH } from 'shared/rules';
import { AuthCard } from '../components/auth-card';
import { PasswordLoginForm } from '../components/password-login-form';

/** /admin/login: platform administrators only (scope admin; the server refuses everyone else). */
export function AdminLoginPage() {
  const session = useSession();
  const navigate = useNavigate();
  return (
    <AuthCard title="平台管理员登录">
      <PasswordLoginForm
        onSubmit={async (values) => {
          await session.adminLogin(values);
          await navigate(ADMIN_HOME_PATH, { replace: true });
        }}
      />
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
        <Link to="/login">机构用户登录</Link>
      </Typography.Paragraph>
    </AuthCard>
  );
}
