import { useEffect, useState } from 'react';
import type { Load } from './load-state';

/**
 * Runs `fetcher` whenever `deps` change and tracks loading / failed / ready; answers of superseded calls are
 * ignored. The shared client has already shown the server's message when a call fails.
 */
export function useLoad<T>(fetcher: () => Promise<T>, deps: readonly unknown[]): [Load<T>, (data: T) => void] {
  const [load, setLoad] = useState<Load<T>>({ state: 'loading' });
  useEffect(() => {
    let alive = true;
    setLoad({ state: 'loading' });
    fetcher()
      .then((data) => alive && setLoad({ state: 'ready', data }))
      .catch(() => alive && setLoad({ state: 'failed' }));
    return () => {
      alive = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return [load, (data: T) => setLoad({ state: 'ready', data })];
}
