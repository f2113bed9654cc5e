import { beatsRecord } from './records';

describe('beatsRecord', () => {
  it('is any mark without a record, else strictly better in the direction at the precision', () => {
    expect(beatsRecord(10.5, null, 'lower')).toBe(true);
    expect(beatsRecord(10.5, undefined, 'higher')).toBe(true);
    expect(beatsRecord(10.28, 10.32, 'lower')).toBe(true);
    expect(beatsRecord(10.32, 10.32, 'lower')).toBe(false);
    expect(beatsRecord(10.36, 10.32, 'lower')).toBe(false);
    expect(beatsRecord(8.1, 8.05, 'higher')).toBe(true);
    expect(beatsRecord(8.0, 8.05, 'higher')).toBe(false);
    // compared at 3 decimals unless told: 10.3201 is no better than 10.32, at 4 it is worse
    expect(beatsRecord(10.3199, 10.32, 'lower')).toBe(false);
    expect(beatsRecord(10.3199, 10.32, 'lower', 4)).toBe(true);
  });
});
