import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import LockOutlined from '@ant-design/icons/LockOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';

export interface PasswordLoginValues {
  account: string;
  password: string;
}

export function PasswordLoginForm({ onSubmit, submitText = '登录' }: { onSubmit: (values: PasswordLoginValues) => Promise<void>; submitText?: string }) {
  const [submitting, setSubmitting] = useState(false);
  const finish = async (values: PasswordLoginValues) => {
    setSubmitting(true);
    try {
      await onSubmit({ account: values.account.trim(), password: values.password });
    } catch {
      // the shared client already showed the server's message
    } finally {
      setSubmitting(false);
    }
  };
  return (
    <Form<PasswordLoginValues> layout="vertical" onFinish={finish} autoComplete="on" requiredMark={false}>
      <Form.Item label="账号" name="account" rules={[{ required: true, whitespace: true, message: '请输入账号' }]}>
        <Input prefix={<UserOutlined />} placeholder="请输入账号或手机号" autoComplete="username" maxLength={50} />
      </Form.Item>
      <Form.Item label="密码" name="password" rules={[{ required: true, message: '请输入密码' }]}>
        <Input.Password prefix={<LockOutlined />} placeholder="请输入密码" autoComplete="current-password" maxLength={50} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {submitText}
      </Button>
    </Form>
  );
}
