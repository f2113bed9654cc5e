import { useState } from 'react';
import { App, Button, Card, Form, Input } from 'antd';
import { changePassword, useSession } from 'shared';
import { confirmPasswordRules, newPasswordRules, oldPasswordRules, PASSWORD_MAX } from '../components/password-rules';

interface PasswordForm {
  old_password: string;
  new_password: string;
  confirm_password: string;
}

/** 修改密码 (updatepwd): POST /user/password; on success the user logs in again. */
export function UpdatePasswordPage() {
  const { message } = App.useApp();
  const session = useSession();
  const [form] = Form.useForm<PasswordForm>();
  const [saving, setSaving] = useState(false);

  const submit = async ({ old_password, new_password }: PasswordForm) => {
    setSaving(true);
    try {
      await changePassword({ old_password, new_password });
      message.success('密码修改成功，请重新登录');
      await session.logout();
    } catch {
      // The shared client has shown the server's reason (e.g. 原密码错误).
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title="修改密码">
      <Form<PasswordForm>
        form={form}
        layout="vertical"
        style={{ maxWidth: 420 }}
        onFinish={submit}
        aria-label="修改密码"
        requiredMark
      >
        <Form.Item name="old_password" label="原密码" rules={oldPasswordRules} required>
          <Input.Password autoComplete="current-password" placeholder="请输入原密码" maxLength={128} />
        </Form.Item>
        <Form.Item name="new_password" label="新密码" rules={newPasswordRules} dependencies={['old_password']} required>
          <Input.Password autoComplete="new-password" placeholder="8-32位" maxLength={PASSWORD_MAX} />
        </Form.Item>
        <Form.Item
          name="confirm_password"
          label="确认新密码"
          rules={confirmPasswordRules}
          dependencies={['new_password']}
          required
        >
          <Input.Password autoComplete="new-password" placeholder="请再次输入新密码" maxLength={PASSWORD_MAX} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={saving}>
            确认修改
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}

export default UpdatePasswordPage;
