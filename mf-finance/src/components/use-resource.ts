import { useCallback, useEffect, useMemo, useState } from 'react';

export type Resource<T> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; data: T };

/**
 * One read of a page (a balance, an order): loading, failed (the shared client has shown why) or ready; read again
 * when `fetch` changes (memoise it with useCallback on what it reads) or `reload()` is called. A reload keeps the
 * data on screen until the new answer arrives. `null`: nothing to read (no institution) — failed. The third item
 * counts the reloads, for what is read beside it (an order's refunds).
 */
export function useResource<T>(fetch: (() => Promise<T>) | null): [Resource<T>, () => void, number] {
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
  return [resource, reload, version];
}

/**
 * The object a detail page shows (订单详情, 退款详情, 提现审核), read by `get` with the id of its route: failed for an
 * id that is not a positive whole number. `get` is one endpoint function (stable).
 */
export function useRecord<T>(id: number, get: (id: number) => Promise<T>): [Resource<T>, () => void, number] {
  return useResource(useMemo(() => (Number.isInteger(id) && id > 0 ? () => get(id) : null), [id, get]));
}
