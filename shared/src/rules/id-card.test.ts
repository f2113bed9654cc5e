import { idCardCheckDigit, idCardFacts, isIdCard, maskIdCard, PROVINCE_CODES, validateIdCard } from './id-card';

/** Builds a valid number from 17 digits. */
const withCheck = (first17: string) => `${first17}${idCardCheckDigit(first17)}`;

describe('Chinese ID card (spec §5)', () => {
  it('accepts the GB 11643 example 11010519491231002X', () => {
    expect(isIdCard('11010519491231002X')).toBe(true);
    expect(isIdCard('11010519491231002x')).toBe(true);
    expect(validateIdCard('11010519491231002X')).toBeNull();
  });

  it('computes the ISO 7064 MOD 11-2 check character', () => {
    expect(idCardCheckDigit('11010519491231002')).toBe('X');
    expect(idCardCheckDigit('44030419900101001')).toBe(withCheck('44030419900101001').slice(-1));
    expect(isIdCard(withCheck('33010619851120123'))).toBe(true);
  });

  it('rejects a wrong check digit with 身份证号格式错误', () => {
    expect(isIdCard('110105194912310021')).toBe(false);
    expect(validateIdCard('110105194912310021')).toBe('身份证号格式错误');
  });

  it('province table covers 11..65 and 71, 81, 82', () => {
    expect(Object.keys(PROVINCE_CODES)).toHaveLength(34);
    for (const code of ['11', '46', '50', '54', '65', '71', '81', '82']) {
      expect(isIdCard(withCheck(`${code}010519900101123`))).toBe(true);
    }
  });

  it.each(['10', '16', '20', '24', '30', '38', '47', '55', '66', '70', '72', '80', '83', '91', '99'])('rejects region %s', (code) => {
    expect(isIdCard(withCheck(`${code}010519900101123`))).toBe(false);
  });

  it('rejects impossible or future birth dates', () => {
    expect(isIdCard(withCheck('11010519900230123'))).toBe(false);
    expect(isIdCard(withCheck('11010519901301123'))).toBe(false);
    expect(isIdCard(withCheck('11010518991231123'))).toBe(false);
    expect(isIdCard(withCheck('11010520990101123'), new Date('2026-01-01'))).toBe(false);
  });

  it.each(['', '11010519491231002', '1101051949123100211', '11010519491231002Y', '110105194912310 2X', '110105491231002'])(
    'rejects malformed %p',
    (value) => expect(validateIdCard(value)).toBe('身份证号格式错误'),
  );

  it('reads the birth date and the gender (odd 17th digit: male) an ID card encodes', () => {
    expect(idCardFacts(withCheck('11010120120305122'))).toEqual({ birthDate: '2012-03-05', gender: 2 });
    expect(idCardFacts(withCheck('11010120120305131'))).toEqual({ birthDate: '2012-03-05', gender: 1 });
    expect(idCardFacts(' 11010519491231002x ')).toEqual({ birthDate: '1949-12-31', gender: 2 });
  });

  it('masks an ID card to its first 6 and last 4 characters (lists never show it whole)', () => {
    expect(maskIdCard('110101199001011234')).toBe('110101********1234');
    expect(maskIdCard('123456789')).toBe('*********');
    expect(maskIdCard('')).toBe('');
  });
});
