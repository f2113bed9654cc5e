import { Tabs } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSession } from 'shared';
import { ADMIN_HOME_PATH, safeRedirectTarget } from 'shared/rules';
import { PasswordLoginForm } from './password-login-form';

import { SmsLoginForm } from './sms-login-form';

/** Password and SMS-code login of institution users; after login goes to `redirect` (same site) or /admin. */
export function LoginPanel() {
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const destination = safeRedirectTarget(params.get('redirect'), ADMIN_HOME_PATH);
  const done = () => navigate(destination, { replace: true });

  return (
    <Tabs
      centered
      defaultActiveKey={params.get('tab') === 'sms' ? 'sms' : 'password'}
      items={[
        {
          key: 'password',
          label: '密码登录',
          children: (
            <PasswordLoginForm
              onSubmit={async (values) => {
                await session.login(values);
                await done();
              }}
            />
          ),
        },
        {
          key: 'sms',
          label: '验证码登录',
          children: (
            <SmsLoginForm
              sendCode={(mobile) => session.sendSms(mobile)}
              onSubmit={async (values) => {
                await session.smsLogin(values);
                await done();
              }}
            />
          ),
        },
      ]}
    />
  );
}
