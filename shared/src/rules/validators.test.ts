import { isMobile, isUrl, toFormValidator, MOBILE_MESSAGE } from './validators';

describe('mobile (spec §5: 11 digits starting with 1)', () => {
  it.each(['13800138000', '19912345678', '10000000000'])('accepts %s', (v) => expect(isMobile(v)).toBe(true));
  it.each(['23800138000', '1380013800', '138001380001', '1380013800a', ' 13800138000', '', '+8613800138000'])(
    'rejects %p',
    (v) => expect(isMobile(v)).toBe(false),
  );
  it('rejects non-strings', () => expect(isMobile(undefined)).toBe(false));
});

describe('URL (spec §5: http:// or https://)', () => {
  it.each(['http://example.cn', 'https://example.cn/a?b=1', 'HTTPS://EXAMPLE.CN'])('accepts %s', (v) => expect(isUrl(v)).toBe(true));
  it.each(['ftp://example.cn', 'example.cn', 'http://', 'https:// x', '//example.cn', 'javascript:alert(1)'])('rejects %p', (v) =>
    expect(isUrl(v)).toBe(false),
  );
});

describe('toFormValidator', () => {
  const validator = toFormValidator(isMobile, MOBILE_MESSAGE);
  it('passes empty values (required is a separate rule) and valid values', async () => {
    await expect(validator({}, '')).resolves.toBeUndefined();
    await expect(validator({}, '13800138000')).resolves.toBeUndefined();
  });
  it('rejects with the Chinese message', async () => {
    await expect(validator({}, '123')).rejects.toThrow('手机号格式错误');
  });
});
