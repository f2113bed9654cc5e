import {
  MSG_CONFIRM_MISMATCH,
  MSG_CONFIRM_REQUIRED,
  MSG_NEW_LENGTH,
  MSG_NEW_REQUIRED,
  MSG_NEW_SAME,
  confirmPasswordProblem,
  newPasswordProblem,
} from './password-rules';

describe('password rules', () => {
  it('requires a new password of 8 to 32 characters, different from the old one', () => {
    expect(newPasswordProblem('Saishi@2026', '')).toBe(MSG_NEW_REQUIRED);
    expect(newPasswordProblem('Saishi@2026', 'Ab1@xyz')).toBe(MSG_NEW_LENGTH);
    expect(newPasswordProblem('Saishi@2026', 'a'.repeat(33))).toBe(MSG_NEW_LENGTH);
    expect(newPasswordProblem('Saishi@2026', 'Saishi@2026')).toBe(MSG_NEW_SAME);
    expect(newPasswordProblem('Saishi@2026', 'Ab1@xyzw')).toBeNull();
    expect(newPasswordProblem('Saishi@2026', 'a'.repeat(32))).toBeNull();
  });
  it('requires the confirmation to repeat the new password', () => {
    expect(confirmPasswordProblem('Saishi@2027', '')).toBe(MSG_CONFIRM_REQUIRED);
    expect(confirmPasswordProblem('Saishi@2027', 'Saishi@2028')).toBe(MSG_CONFIRM_MISMATCH);
    expect(confirmPasswordProblem('Saishi@2027', 'Saishi@2027')).toBeNull();
  });
});
