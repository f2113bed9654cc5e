import { Button, Form, Input, Space } from 'antd';

export interface SmsCodeFieldProps {
  /** Seconds until another code may be asked for (useCountdown); 0: 获取验证码. */
  left: number;
  sending?: boolean;
  onSend: () => void;
  /** Why the field cannot be checked yet, before its own rules (提现: 请先获取验证码), or null. */
  precondition?: () => string | null;
}

/** 短信验证码 of a form (field `sms_code`): 6 digits, with 获取验证码 and its 60 s countdown beside it (提现, 收款账户). */
export function SmsCodeField({ left, sending = false, onSend, precondition }: SmsCodeFieldProps) {
  return (
    <Form.Item label="短信验证码" required>
      <Space.Compact style={{ width: '100%' }}>
        <Form.Item
          name="sms_code"
          noStyle
          rules={[
            {
              validator: (_, value: string | undefined) => {
                const first = precondition?.();
                if (first) return Promise.reject(new Error(first));
                if (!value?.trim()) return Promise.reject(new Error('请输入短信验证码'));
                return /^\d{6}$/.test(value.trim()) ? Promise.resolve() : Promise.reject(new Error('验证码为6位数字'));
              },
            },
          ]}
        >
          <Input maxLength={6} inputMode="numeric" placeholder="6位验证码" aria-label="短信验证码" autoComplete="one-time-code" />
        </Form.Item>
        <Button onClick={onSend} disabled={left > 0} loading={sending} style={{ minWidth: 128 }}>
          {left > 0 ? `${left}秒后重新获取` : '获取验证码'}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}
