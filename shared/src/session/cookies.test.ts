import { COOKIE_LIFETIME_MS, getCookie, getJsonCookie, removeCookie, setCookie } from './cookies';

afterEach(() => {
  for (const name of ['token', 'account', 'other']) removeCookie(name);
});

describe('cookies', () => {
  it('default lifetime is 7 days (604800000 ms)', () => {
    expect(COOKIE_LIFETIME_MS).toBe(604800000);
  });

  it('sets with expires = now + 7 days by default, path /', () => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => '',
      set: (v: string) => writes.push(v),
    });
    try {
      const now = Date.UTC(2026, 0, 1, 8, 0, 0);
      jest.spyOn(Date, 'now').mockReturnValue(now);
      setCookie('token', 'abc');
      expect(writes[0]).toBe(`token=abc; expires=${new Date(now + 604800000).toUTCString()}; path=/; SameSite=Lax`);
    } finally {
      jest.restoreAllMocks();
      delete (document as unknown as Record<string, unknown>).cookie;
      Object.defineProperty(Document.prototype, 'cookie', descriptor);
    }
  });

  it('round-trips values with special characters and JSON', () => {
    setCookie('other', 'a=b; c');
    expect(getCookie('other')).toBe('a=b; c');
    setCookie('account', JSON.stringify({ user_id: 3, name: '王芳' }));
    expect(getJsonCookie('account')).toEqual({ user_id: 3, name: '王芳' });
  });

  it('distinguishes names that are prefixes of each other and removes', () => {
    setCookie('token', 't1');
    setCookie('other', 'x');
    expect(getCookie('token')).toBe('t1');
    removeCookie('token');
    expect(getCookie('token')).toBeUndefined();
    expect(getCookie('other')).toBe('x');
  });

  it('getJsonCookie returns undefined for broken JSON', () => {
    setCookie('account', '{broken');
    expect(getJsonCookie('account')).toBeUndefined();
  });
});
