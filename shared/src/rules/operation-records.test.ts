import { objectTypeLabel, operationActorText, operationLabel, recordFieldLabel } from './operation-records';

describe('operation records rules', () => {
  it('names an operation by its route summary up to the first bracket or punctuation', () => {
    expect(operationLabel('账号密码登录（scope=admin 仅限平台管理员）')).toBe('账号密码登录');
    expect(operationLabel('找回密码：凭重置凭证设置新密码')).toBe('找回密码');
    expect(operationLabel('新建赛事系列')).toBe('新建赛事系列');
    expect(operationLabel(undefined)).toBe('');
    expect(operationLabel('长'.repeat(80))).toHaveLength(64);
  });

  it('names the actor: their name, else 访客 or 用户 with the id', () => {
    expect(operationActorText('李晓彤', 3)).toBe('李晓彤');
    expect(operationActorText('', 3)).toBe('用户 3');
    expect(operationActorText(null, null)).toBe('访客');
  });

  it('names objects and fields in Chinese, or by themselves when unknown', () => {
    expect(objectTypeLabel('competition_series')).toBe('赛事系列');
    expect(objectTypeLabel('a_new_table')).toBe('a_new_table');
    expect(recordFieldLabel('password_hash')).toBe('密码');
    expect(recordFieldLabel('nickname')).toBe('昵称');
    expect(recordFieldLabel('reason')).toBe('驳回原因');
    expect(recordFieldLabel('amount_cents')).toBe('金额');
    expect(recordFieldLabel('mobile')).toBe('手机号');
    expect(recordFieldLabel('zz_column')).toBe('zz_column');
  });
});
