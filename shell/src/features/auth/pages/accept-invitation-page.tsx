import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Form, Input, Result, Typography } from 'antd';
import { acceptInvitation, sendInvitationCode } from 'shared';
import { INSTITUTION_LOGIN_PATH } from 'shared/rules';
import { AuthCard } from '../components/auth-card';
import { NewPasswordFields } from '../components/new-password-fields';
import { SmsLoginForm, type SmsLoginValues } from '../components/sms-login-form';

interface AcceptValues extends SmsLoginValues {
  password?: string;
  confirm?: string;
  nickname?: string;
}

/**
 * /login/acceptInvitation (接受邀请, docs/auth.md "Staff and permissions"): the invitee's mobile and the SMS code of the
 * invitation (获取验证码 sends a new one), which is their consent; a new account sets its password (named m<mobile>),
 * an existing one may change it. Then the institutions joined and the way to the login. No login needed.
 */
export function AcceptInvitationPage() {
  const [joined, setJoined] = useState<{ account: string; institutions: string[] } | null>(null);

  return (
    <AuthCard title="接受邀请">
      {joined ? (
        <Result
          status="success"
          title="已加入"
          subTitle={`账号 ${joined.account} 已加入：${joined.institutions.join('、')}。请使用该账号或手机号登录。`}
          extra={
            <Link to={INSTITUTION_LOGIN_PATH}>
              <Button type="primary">去登录</Button>
            </Link>
          }
        />
      ) : (
        <>
          <Typography.Paragraph type="secondary">
            机构邀请您成为成员：填写收到邀请短信的手机号与验证码（验证码过期可重新获取）。没有账号的将以该手机号新建账号，请设置登录密码。
          </Typography.Paragraph>
          <SmsLoginForm<AcceptValues>
            submitText="接受邀请"
            sendCode={(mobile) => sendInvitationCode(mobile)}
            onSubmit={async ({ mobile, code, password, nickname }) => {
              setJoined(await acceptInvitation({ mobile, code, ...(password ? { password } : {}), ...(nickname?.trim() ? { nickname: nickname.trim() } : {}) }));
            }}
          >
            <NewPasswordFields label="登录密码" required={false} extra="新账号必填；已有账号可不填，填写则更换为新密码" />
            <Form.Item label="昵称（选填）" name="nickname">
              <Input maxLength={32} placeholder="新账号的昵称，默认“成员”加手机尾号" />
            </Form.Item>
          </SmsLoginForm>
        </>
      )}
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
        <Link to={INSTITUTION_LOGIN_PATH}>返回登录</Link>
      </Typography.Paragraph>
    </AuthCard>
  );
}
