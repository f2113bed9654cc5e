import { useEffect, useState } from 'react';
import { secondsLeft } from 'shared/rules';

/** Whole seconds left before `expiresAt`, ticking once a second until 0 (null: the order never expires). */
export function useSecondsLeft(expiresAt: string | null | undefined): number | null {
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(expiresAt ?? null, now);
  const running = left !== null && left > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return left;
}

/** 1805 → "30:05" (minutes may pass 99 for a long-lived order). */
export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
