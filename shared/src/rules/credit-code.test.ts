import { CREDIT_CODE_MESSAGE, creditCodeCheckChar, isCreditCode } from './credit-code';

describe('统一社会信用代码', () => {
  it('accepts published codes with their check character', () => {
    expect(isCreditCode('91350100M000100Y43')).toBe(true);
    expect(isCreditCode('91110000802100433B')).toBe(true);
    expect(isCreditCode(' 91350100m000100y43 ')).toBe(true);
  });

  it('refuses a wrong check character, wrong length and letters outside the set', () => {
    expect(isCreditCode('91350100M000100Y44')).toBe(false);
    expect(isCreditCode('91350100M000100Y4')).toBe(false);
    expect(isCreditCode('91350100M000100Y433')).toBe(false);
    expect(isCreditCode('91350100O000100Y43')).toBe(false);
    expect(isCreditCode('')).toBe(false);
    expect(isCreditCode(null)).toBe(false);
  });

  it('writes a check value of 31 as 0 and has a Chinese message', () => {
    for (const first17 of ['12330100002493041', '51330000MJ8794301', '91330106MA2B0E1X5']) {
      expect(isCreditCode(first17 + creditCodeCheckChar(first17))).toBe(true);
    }
    expect(CREDIT_CODE_MESSAGE).toBe('统一社会信用代码格式错误');
  });
});
