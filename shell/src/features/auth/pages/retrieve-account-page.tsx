import { Link } from 'react-router-dom';
import { Steps, Typography } from 'antd';
import { AuthCard } from '../components/auth-card';

/** /official/login/retrieveAccount: how to get back into an account. */
export function RetrieveAccountPage() {
  return (
    <AuthCard title="找回账号/密码">
      <Steps
        orientation="vertical"
        size="small"
        current={-1}
        items={[
          {
            title: '使用手机验证码登录',
            content: (
              <>
                账号绑定了手机号时，可直接
                <Link to="/official/login?tab=sms">用验证码登录</Link>
                ，登录后在「账号管理 › 修改密码」中设置新密码。
              </>
            ),
          },
          {
            title: '联系本机构管理员',
            content: '机构账号由本机构管理员在「账号管理 › 权限管理」中维护，可请其重置您的密码。',
          },
          {
            title: '联系平台客服',
            content: '手机号已停用或忘记账号时，请携带机构名称与经办人身份证明联系平台客服核实后找回。',
          },
        ]}
      />
      <Typography.Paragraph style={{ marginTop: 8, marginBottom: 0, textAlign: 'center' }}>
        <Link to="/official/login">返回登录</Link>
      </Typography.Paragraph>
    </AuthCard>
  );
}
