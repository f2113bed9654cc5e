import { Form, Input } from 'antd';
import LockOutlined from '@ant-design/icons/LockOutlined';
import { passwordShapeProblem } from 'shared/rules';

export interface NewPasswordFieldsProps {
  /** The label of the first field (新密码; 登录密码 when accepting an invitation). */
  label: string;
  /** false: both may stay empty (an existing account keeps its password). */
  required?: boolean;
  /** Below the first field: when it is needed. */
  extra?: string;
}

/**
 * A new password twice (fields `password` and `confirm`): the shape the server checks (8–32 characters, letters and
 * digits; the server also refuses the demo passwords) and the two equal. 找回密码 and 接受邀请.
 */
export function NewPasswordFields({ label, required = true, extra }: NewPasswordFieldsProps) {
  return (
    <>
      <Form.Item
        label={label}
        name="password"
        extra={extra}
        rules={[
          { required, message: `请输入${label}` },
          {
            validator: (_, value: string | undefined) => {
              const problem = value ? passwordShapeProblem(value, label) : null;
              return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
            },
          },
        ]}
      >
        <Input.Password prefix={<LockOutlined />} placeholder="8–32位，含字母和数字" autoComplete="new-password" maxLength={32} />
      </Form.Item>
      <Form.Item
        label={`确认${label}`}
        name="confirm"
        dependencies={['password']}
        rules={[
          ({ getFieldValue }) => ({
            required: required || Boolean(getFieldValue('password')),
            message: `请再次输入${label}`,
          }),
          ({ getFieldValue }) => ({
            validator: (_, value: string | undefined) =>
              (value ?? '') === (getFieldValue('password') ?? '') ? Promise.resolve() : Promise.reject(new Error('两次输入的密码不一致')),
          }),
        ]}
      >
        <Input.Password prefix={<LockOutlined />} placeholder={`请再次输入${label}`} autoComplete="new-password" maxLength={32} />
      </Form.Item>
    </>
  );
}
