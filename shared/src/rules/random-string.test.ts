import { RANDOM_ALPHABET, randomString } from './random-string';

describe('random string (spec §9)', () => {
  it('defaults to 32 characters from the alphabet', () => {
    const value = randomString();
    expect(value).toHaveLength(32);
    for (const ch of value) expect(RANDOM_ALPHABET).toContain(ch);
  });

  it('alphabet excludes confusable characters', () => {
    for (const ch of ['0', 'O', 'o', '1', 'l', 'I', '9', 'g', 'q', 'U', 'u', 'V', 'v']) expect(RANDOM_ALPHABET).not.toContain(ch);
    expect(new Set(RANDOM_ALPHABET).size).toBe(RANDOM_ALPHABET.length);
  });

  it('respects a length and uses crypto random values', () => {
    const spy = jest.spyOn(globalThis.crypto, 'getRandomValues');
    expect(randomString(8)).toHaveLength(8);
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
    expect(randomString(0)).toBe('');
    expect(() => randomString(-1)).toThrow(RangeError);
  });

  it('is not repeated', () => {
    const values = new Set(Array.from({ length: 200 }, () => randomString()));
    expect(values.size).toBe(200);
  });
});
