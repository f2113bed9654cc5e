import { passwordShapeProblem } from './password';

describe('password shape', () => {
  it('wants 8 to 32 characters with letters and digits, named by the field', () => {
    expect(passwordShapeProblem('Ab1', '新密码')).toBe('新密码长度为8-32位');
    expect(passwordShapeProblem(`a1${'x'.repeat(31)}`)).toBe('密码长度为8-32位');
    expect(passwordShapeProblem('abcdefgh')).toBe('密码须同时包含字母和数字');
    expect(passwordShapeProblem('12345678')).toBe('密码须同时包含字母和数字');
    expect(passwordShapeProblem('Saishi2026')).toBeNull();
  });
});
