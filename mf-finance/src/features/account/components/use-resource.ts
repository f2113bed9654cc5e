import { useCallback, useEffect, useState } from 'react';

export type Resource<T> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; data: T };

/**
 * One read of a page (a balance, an order): loading, failed (the shared client has shown why) or ready; read again
 * when `fetch` changes (memoise it with useCallback on what it reads) or `reload()` is called. A reload keeps the
 * data on screen until the new answer arrives. `null`: nothing to read (no institution) — failed.
 */
export function useResource<T>(fetch: (() => Promise<T>) | null): [Resource<T>, () => void] {
  const [resource, setResource] = useState<Resource<T>>({ state: 'loading' });
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  useEffect(() => {
    if (!fetch) {
      setResource({ state: 'failed' });
      return;
    }
    let alive = true;
    fetch()
      .then((data) => alive && setResource({ state: 'ready', data }))
      .catch(() => alive && setResource({ state: 'failed' }));
    return () => {
      alive = false;
    };
  }, [fetch, version]);
  return [resource, reload];
}
