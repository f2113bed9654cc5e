/**
 * What a new password must look like (docs/auth.md): 8–32 characters with letters and digits. The server adds that
 * it may not be one of the published demo passwords (server/src/services/password-policy.ts); the mocks answer
 * with the same messages.
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
