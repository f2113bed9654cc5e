import { throttle, THROTTLE_MS } from './throttle';

describe('throttle (spec §9: 500 ms)', () => {
  afterEach(() => jest.useRealTimers());

  it('runs the first call and drops calls within 500 ms', () => {
    jest.useFakeTimers();
    const fn = jest.fn((x: number) => x * 2);
    const t = throttle(fn);
    expect(THROTTLE_MS).toBe(500);
    expect(t(1)).toBe(2);
    expect(t(2)).toBeUndefined();
    jest.advanceTimersByTime(499);
    expect(t(3)).toBeUndefined();
    jest.advanceTimersByTime(1);
    expect(t(4)).toBe(8);
    expect(fn.mock.calls).toEqual([[1], [4]]);
  });

  it('cancel resets the window', () => {
    jest.useFakeTimers();
    const fn = jest.fn();
    const t = throttle(fn, 1000);
    t();
    t.cancel();
    t();
    expect(fn).toHaveBeenCalledTimes(2);
  });
});
