import type { FormRule } from 'antd';
import { SIGN_IN_MSG } from 'shared/rules';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 32;

export const MSG_OLD_REQUIRED = '请输入原密码';
export const MSG_NEW_REQUIRED = '请输入新密码';
export const MSG_NEW_LENGTH = `新密码长度为${PASSWORD_MIN}-${PASSWORD_MAX}位`;
export const MSG_NEW_SAME = SIGN_IN_MSG.samePassword;
export const MSG_CONFIRM_REQUIRED = '请再次输入新密码';
export const MSG_CONFIRM_MISMATCH = '两次输入的新密码不一致';

/** First problem of the new password, or null (same limits as POST /user/password on the server). */
export function newPasswordProblem(oldPassword: string, newPassword: string): string | null {
  if (!newPassword) return MSG_NEW_REQUIRED;
  if (newPassword.length < PASSWORD_MIN || newPassword.length > PASSWORD_MAX) return MSG_NEW_LENGTH;
  if (oldPassword && newPassword === oldPassword) return MSG_NEW_SAME;
  return null;
}

export function confirmPasswordProblem(newPassword: string, confirm: string): string | null {
  if (!confirm) return MSG_CONFIRM_REQUIRED;
  return confirm === newPassword ? null : MSG_CONFIRM_MISMATCH;
}

/** antd Form rules built from the pure checks above. */
export const oldPasswordRules: FormRule[] = [{ required: true, message: MSG_OLD_REQUIRED }];

export const newPasswordRules: FormRule[] = [
  ({ getFieldValue }) => ({
    validator(_, value: string | undefined) {
      const problem = newPasswordProblem(getFieldValue('old_password') ?? '', value ?? '');
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
    },
  }),
];

export const confirmPasswordRules: FormRule[] = [
  ({ getFieldValue }) => ({
    validator(_, value: string | undefined) {
      const problem = confirmPasswordProblem(getFieldValue('new_password') ?? '', value ?? '');
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
    },
  }),
];
