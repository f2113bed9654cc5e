import { schedulePreload, whenIdle } from './preload-remotes';

describe('idle preloading', () => {
  afterEach(() => {
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
    delete (window as { cancelIdleCallback?: unknown }).cancelIdleCallback;
    jest.useRealTimers();
  });

  it('uses requestIdleCallback when the browser has it', () => {
    const callbacks: Array<() => void> = [];
    (window as { requestIdleCallback?: unknown }).requestIdleCallback = (cb: () => void) => callbacks.push(cb);
    const preload = jest.fn(async () => undefined);
    schedulePreload(preload, ['mf_finance', 'mf_venue', 'mf_finance']);
    expect(preload).not.toHaveBeenCalled();
    callbacks[0]();
    expect(preload).toHaveBeenCalledWith(['mf_finance', 'mf_venue']);
  });

  it('falls back to setTimeout and can be cancelled', () => {
    jest.useFakeTimers();
    const task = jest.fn();
    whenIdle(task, 1000);
    jest.advanceTimersByTime(999);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);

    const cancelled = jest.fn();
    whenIdle(cancelled, 1000)();
    jest.advanceTimersByTime(2000);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('does nothing without remotes', () => {
    const preload = jest.fn(async () => undefined);
    schedulePreload(preload, [])();
    expect(preload).not.toHaveBeenCalled();
  });
});
