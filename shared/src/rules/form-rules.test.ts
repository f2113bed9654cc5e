import { idCardRule, mobileRule, urlRule } from './form-rules';

describe('form rules', () => {
  it('mobile: 手机号格式错误', async () => {
    await expect(mobileRule.validator({}, '13800138000')).resolves.toBeUndefined();
    await expect(mobileRule.validator({}, '2380013800')).rejects.toThrow('手机号格式错误');
  });
  it('URL', async () => {
    await expect(urlRule.validator({}, 'https://saishi.example.cn')).resolves.toBeUndefined();
    await expect(urlRule.validator({}, 'saishi.example.cn')).rejects.toThrow('链接须以 http:// 或 https:// 开头');
  });
  it('ID card: 身份证号格式错误', async () => {
    await expect(idCardRule.validator({}, '11010519491231002X')).resolves.toBeUndefined();
    await expect(idCardRule.validator({}, '110105194912310021')).rejects.toThrow('身份证号格式错误');
  });
  it('empty values are left to the required rule', async () => {
    await expect(idCardRule.validator({}, '')).resolves.toBeUndefined();
  });
});
