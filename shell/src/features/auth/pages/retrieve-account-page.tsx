import { useState } from 'react';
import { Link } from 'react-router-dom';
import { App, Button, Form, Result, Steps, Typography } from 'antd';
import { checkResetCode, resetPassword, sendAccountCode } from 'shared';
import { OFFICIAL_LOGIN_PATH } from 'shared/rules';
import { AuthCard } from '../components/auth-card';
import { NewPasswordFields } from '../components/new-password-fields';
import { SmsLoginForm } from '../components/sms-login-form';

interface NewPasswordValues {
  password: string;
  confirm: string;
}

/**
 * /official/login/retrieveAccount (找回密码): 1. the mobile and the SMS code (GET /password/check → a reset grant),
 * 2. the new password twice (POST /password/reset/home; every session of the account ends), 3. back to the login.
 */
export function RetrieveAccountPage() {
  const { message } = App.useApp();
  const [resetToken, setResetToken] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [saving, setSaving] = useState(false);
  const step = done ? 2 : resetToken ? 1 : 0;

  const savePassword = async (values: NewPasswordValues) => {
    if (!resetToken) return;
    setSaving(true);
    try {
      await resetPassword(resetToken, values.password);
      message.success('密码已重置');
      setDone(true);
    } catch {
      // the shared client showed the server's message (验证已失效… when the grant ran out: start again)
    } finally {
      setSaving(false);
    }
  };

  return (
    <AuthCard title="找回密码">
      <Steps size="small" current={step} items={[{ title: '验证手机号' }, { title: '设置新密码' }, { title: '完成' }]} style={{ marginBottom: 24 }} />
      {step === 0 && (
        <SmsLoginForm
          submitText="下一步"
          sendCode={(mobile) => sendAccountCode(mobile, 'reset_password')}
          onSubmit={async ({ mobile, code }) => {
            const grant = await checkResetCode(mobile, code);
            setResetToken(grant.reset_token);
          }}
        />
      )}
      {step === 1 && (
        <Form<NewPasswordValues> layout="vertical" onFinish={savePassword} requiredMark={false}>
          <NewPasswordFields label="新密码" />
          <Button type="primary" htmlType="submit" block loading={saving}>
            确定
          </Button>
        </Form>
      )}
      {step === 2 && (
        <Result
          status="success"
          title="密码已重置"
          subTitle="该账号在所有设备上的登录均已退出，请使用新密码登录。"
          extra={
            <Link to={OFFICIAL_LOGIN_PATH}>
              <Button type="primary">去登录</Button>
            </Link>
          }
        />
      )}
      {step < 2 && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0, fontSize: 12 }}>
          账号未绑定手机号或手机号已停用时，机构账号请联系本机构管理员，其他账号请携带身份证明联系平台客服核实后找回。
        </Typography.Paragraph>
      )}
      <Typography.Paragraph style={{ marginTop: 8, marginBottom: 0, textAlign: 'center' }}>
        <Link to={OFFICIAL_LOGIN_PATH}>返回登录</Link>
      </Typography.Paragraph>
    </AuthCard>
  );
}
