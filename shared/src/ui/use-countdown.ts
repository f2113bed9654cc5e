import { useCallback, useEffect, useRef, useState } from 'react';

/** Seconds left of a countdown started with `start(seconds)`, ticking once a second; 0 when idle. */
export function useCountdown(): { left: number; start: (seconds: number) => void } {
  const [left, setLeft] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const stop = () => {
    if (timer.current !== null) clearInterval(timer.current);
    timer.current = null;
  };

  const start = useCallback((seconds: number) => {
    stop();
    setLeft(seconds);
    timer.current = setInterval(() => {
      setLeft((n) => {
        if (n <= 1) {
          stop();
          return 0;
        }
        return n - 1;
      });
    }, 1000);
  }, []);

  useEffect(() => stop, []);
  return { left, start };
}
