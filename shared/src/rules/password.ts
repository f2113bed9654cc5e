/**
 * What a new password must look like (docs/auth.md): 8–32 characters with letters and digits, and not one of the
 * published demo passwords (the server's are its seed's, server/src/services/password-policy.ts; the mocks' their
 * demo accounts'): the same check and messages on both sides.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 32;

/** Why a new password is refused (Chinese, after `label`), or null when its shape is acceptable. */
export function passwordShapeProblem(password: string, label = '密码'): string | null {
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
    return `${label}长度为${PASSWORD_MIN_LENGTH}-${PASSWORD_MAX_LENGTH}位`;
  }
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return `${label}须同时包含字母和数字`;
  return null;
}

/** Why a new password is refused: its shape, then one of the published `demoPasswords`; null when it is acceptable. */
export function newPasswordProblem(password: string, demoPasswords: readonly string[], label = '密码'): string | null {
  return passwordShapeProblem(password, label) ?? (demoPasswords.includes(password) ? `${label}不能使用公开的演示密码` : null);
}
