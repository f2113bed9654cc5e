import { useEffect, useRef, useState } from 'react';
import type { Load } from './load-state';

/**
 * Runs `fetcher` whenever `deps` change and tracks loading / failed / ready; answers of superseded calls are
 * ignored. The shared client has already shown the server's message when a call fails. A change of `refreshKey`
 * alone (a pushed final score, say) reads again while the data shown stays until the new answer arrives.
 */
export function useLoad<T>(fetcher: () => Promise<T>, deps: readonly unknown[], refreshKey: unknown = null): [Load<T>, (data: T) => void] {
  const [load, setLoad] = useState<Load<T>>({ state: 'loading' });
  const shownFor = useRef<readonly unknown[] | null>(null);
  useEffect(() => {
    let alive = true;
    const same = shownFor.current !== null && shownFor.current.length === deps.length && shownFor.current.every((d, i) => Object.is(d, deps[i]));
    shownFor.current = deps;
    if (!same) setLoad({ state: 'loading' });
    fetcher()
      .then((data) => alive && setLoad({ state: 'ready', data }))
      .catch(() => alive && !same && setLoad({ state: 'failed' }));
    return () => {
      alive = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, refreshKey]);
  return [load, (data: T) => setLoad({ state: 'ready', data })];
}
