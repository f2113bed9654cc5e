import { useState, type ReactNode } from 'react';
import { App, Button, Form, Input, Space } from 'antd';
import MobileOutlined from '@ant-design/icons/MobileOutlined';
import SafetyOutlined from '@ant-design/icons/SafetyOutlined';
import { useCountdown } from 'shared';
import { isMobile, MOBILE_MESSAGE } from 'shared/rules';

export const SMS_COUNTDOWN_SECONDS = 60;

export interface SmsLoginValues {
  mobile: string;
  code: string;
}

export interface SmsLoginFormProps<V extends SmsLoginValues = SmsLoginValues> {
  sendCode: (mobile: string) => Promise<unknown>;
  /** The form's values, the mobile and the code trimmed. */
  onSubmit: (values: V) => Promise<void>;
  /** The submit button's text (登录; 下一步 in 找回密码, 绑定并登录 in the WeChat bind step, 接受邀请). */
  submitText?: string;
  /** Fields after the code (接受邀请's password), whose values join `V`. */
  children?: ReactNode;
}

export function SmsLoginForm<V extends SmsLoginValues = SmsLoginValues>({ sendCode, onSubmit, submitText = '登录', children }: SmsLoginFormProps<V>) {
  const [form] = Form.useForm<V>();
  const { message } = App.useApp();
  const { left, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const requestCode = async () => {
    let mobile: string;
    try {
      ({ mobile } = (await form.validateFields(['mobile'])) as SmsLoginValues);
    } catch {
      return;
    }
    setSending(true);
    try {
      await sendCode(mobile.trim());
      start(SMS_COUNTDOWN_SECONDS);
      message.success('验证码已发送，请注意查收');
    } catch {
      // the shared client already showed the server's message
    } finally {
      setSending(false);
    }
  };

  const finish = async (values: V) => {
    setSubmitting(true);
    try {
      await onSubmit({ ...values, mobile: values.mobile.trim(), code: values.code.trim() });
    } catch {
      // message shown by the shared client
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<V> form={form} layout="vertical" onFinish={finish} requiredMark={false}>
      <Form.Item
        label="手机号"
        name="mobile"
        rules={[
          { required: true, whitespace: true, message: '请输入手机号' },
          {
            validator: (_, value: string | undefined) =>
              !value || isMobile(value.trim()) ? Promise.resolve() : Promise.reject(new Error(MOBILE_MESSAGE)),
          },
        ]}
      >
        <Input prefix={<MobileOutlined />} placeholder="请输入11位手机号" maxLength={11} inputMode="numeric" autoComplete="tel" />
      </Form.Item>
      <Form.Item label="验证码" required>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item
            name="code"
            noStyle
            rules={[
              { required: true, whitespace: true, message: '请输入验证码' },
              { pattern: /^\d{6}$/, message: '验证码为6位数字' },
            ]}
          >
            <Input prefix={<SafetyOutlined />} placeholder="请输入6位验证码" maxLength={6} inputMode="numeric" aria-label="验证码" />
          </Form.Item>
          <Button onClick={requestCode} disabled={left > 0} loading={sending} style={{ minWidth: 128 }}>
            {left > 0 ? `${left}秒后重新获取` : '获取验证码'}
          </Button>
        </Space.Compact>
      </Form.Item>
      {children}
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {submitText}
      </Button>
    </Form>
  );
}
