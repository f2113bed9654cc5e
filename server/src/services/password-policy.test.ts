import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEMO_ACCOUNTS } from '../db/seed.js';
import { DEMO_PASSWORDS, isDemoPassword, newPasswordProblem } from './password-policy.js';
import { newAdminProblem } from './platform-accounts.js';

describe('newPasswordProblem', () => {
  it('accepts 8-32 characters with letters and digits', () => {
    assert.equal(newPasswordProblem('Chief2026go'), null);
    assert.equal(newPasswordProblem('a1234567'), null);
    assert.equal(newPasswordProblem(`a${'1'.repeat(31)}`), null);
  });

  it('names the rule that is broken, after the label', () => {
    assert.equal(newPasswordProblem('a1'), '密码长度为8-32位');
    assert.equal(newPasswordProblem(`a${'1'.repeat(32)}`), '密码长度为8-32位');
    assert.equal(newPasswordProblem('abcdefgh'), '密码须同时包含字母和数字');
    assert.equal(newPasswordProblem('12345678', '新密码'), '新密码须同时包含字母和数字');
  });

  it('refuses every published demo password', () => {
    assert.deepEqual([...DEMO_PASSWORDS].sort(), ['Admin@2026', 'Saishi@2026']);
    for (const a of DEMO_ACCOUNTS) {
      assert.ok(isDemoPassword(a.password), a.account);
      assert.equal(newPasswordProblem(a.password, '新密码'), '新密码不能使用公开的演示密码');
    }
  });
});

describe('newAdminProblem', () => {
  it('checks the account name, the optional mobile and the password', () => {
    assert.equal(newAdminProblem({ account: 'chief', password: 'Chief2026go' }), null);
    assert.equal(newAdminProblem({ account: 'chief', mobile: '13912345678', password: 'Chief2026go' }), null);
    assert.equal(newAdminProblem({ account: '1chief', password: 'Chief2026go' }), '账号须以字母开头，由3-32位字母、数字或下划线组成');
    assert.equal(newAdminProblem({ account: 'ab', password: 'Chief2026go' }), '账号须以字母开头，由3-32位字母、数字或下划线组成');
    assert.equal(newAdminProblem({ account: 'chief', mobile: '2391234567', password: 'Chief2026go' }), '手机号格式错误');
    assert.equal(newAdminProblem({ account: 'chief', password: 'Admin@2026' }), '密码不能使用公开的演示密码');
  });
});
