import {
  arithmeticOnly,
  createComposingFilter,
  digitsOnly,
  digitsWithPoint,
  filteredInputHandlers,
  filterNumber,
  floatNumber,
  formatCardNumber,
  INPUT_FILTERS,
  integerNoLeadingZeros,
  lettersAndDigits,
  lettersOnly,
  positiveInteger,
} from './input-filters';

describe('number filter (spec §5)', () => {
  it('strips non-digits', () => expect(filterNumber('a1b2c3')).toBe('123'));
  it('integers only by default (points stripped)', () => expect(filterNumber('12.5')).toBe('125'));
  it('limits decimals', () => {
    expect(filterNumber('12.3456', { decimals: 2 })).toBe('12.34');
    expect(filterNumber('1.2.3', { decimals: 2 })).toBe('1.23');
    expect(filterNumber('¥12.', { decimals: 2 })).toBe('12.');
  });
  it('optional leading minus', () => {
    expect(filterNumber('-12', { allowNegative: true })).toBe('-12');
    expect(filterNumber('-12')).toBe('12');
    expect(filterNumber('1-2', { allowNegative: true })).toBe('12');
    expect(filterNumber('-3.14159', { allowNegative: true, decimals: 3 })).toBe('-3.141');
  });
});

describe('filter modifiers (spec §5)', () => {
  it('digits only', () => expect(digitsOnly('12a.3-4 5')).toBe('12345'));
  it('digits with point (one point kept)', () => expect(digitsWithPoint('1a2.3.4')).toBe('12.34'));
  it('float with optional decimals limit', () => {
    expect(floatNumber('3.14159')).toBe('3.14159');
    expect(floatNumber('3.14159', 2)).toBe('3.14');
    expect(floatNumber('3.9', 0)).toBe('3');
    expect(floatNumber('x3.1.4', 3)).toBe('3.14');
  });
  it('integer without leading zeros', () => {
    expect(integerNoLeadingZeros('007')).toBe('7');
    expect(integerNoLeadingZeros('0')).toBe('0');
    expect(integerNoLeadingZeros('000')).toBe('0');
    expect(integerNoLeadingZeros('1200')).toBe('1200');
  });
  it('positive integer not starting with zero', () => {
    expect(positiveInteger('0')).toBe('');
    expect(positiveInteger('012')).toBe('12');
    expect(positiveInteger('10a0')).toBe('100');
  });
  it('letters only', () => expect(lettersOnly('aB3 c_d中')).toBe('aBcd'));
  it('letters and digits', () => expect(lettersAndDigits('aB3 c_d-9中')).toBe('aB3cd9'));
  it('arithmetic characters only', () => expect(arithmeticOnly('(1+2)*3/4-5.5 = x')).toBe('(1+2)*3/4-5.5  '));
  it('named modifiers map to the filters', () => {
    expect(INPUT_FILTERS.digits('a1')).toBe('1');
    expect(INPUT_FILTERS.positiveInteger('05')).toBe('5');
    expect(Object.keys(INPUT_FILTERS).sort()).toEqual(
      ['arithmetic', 'digits', 'digitsWithPoint', 'float', 'integer', 'letters', 'lettersAndDigits', 'positiveInteger'].sort(),
    );
  });
});

describe('composition suspension (spec §5)', () => {
  it('does not filter while composing; filters on compositionend', () => {
    const emitted: string[] = [];
    const f = createComposingFilter(lettersOnly, (v) => emitted.push(v));
    expect(f.onChange('ab1')).toBe('ab');
    f.onCompositionStart();
    expect(f.composing).toBe(true);
    expect(f.onChange('abzhong')).toBe('abzhong');
    expect(f.onChange('ab中')).toBe('ab中');
    expect(f.onCompositionEnd('ab中')).toBe('ab');
    expect(f.composing).toBe(false);
    expect(f.onChange('ab2')).toBe('ab');
    expect(emitted).toEqual(['ab', 'abzhong', 'ab中', 'ab', 'ab']);
  });

  it('input handlers read the event value', () => {
    const values: string[] = [];
    const handlers = filteredInputHandlers(digitsOnly, (v) => values.push(v));
    handlers.onChange({ currentTarget: { value: '1a' } });
    handlers.onCompositionStart();
    handlers.onChange({ currentTarget: { value: '1ni' } });
    handlers.onCompositionEnd({ currentTarget: { value: '1你' } });
    expect(values).toEqual(['1', '1ni', '1']);
  });
});

describe('card number grouping (spec §5)', () => {
  it('groups digits in fours', () => {
    expect(formatCardNumber('6222021234567890123')).toBe('6222 0212 3456 7890 123');
    expect(formatCardNumber('62220212')).toBe('6222 0212');
    expect(formatCardNumber('6222 0212 34')).toBe('6222 0212 34');
    expect(formatCardNumber(123456)).toBe('1234 56');
    expect(formatCardNumber(null)).toBe('');
  });
});
