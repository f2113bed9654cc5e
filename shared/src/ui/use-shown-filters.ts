import { useCallback, useRef } from 'react';
import type { ListFetcher, PageQuery } from './use-list-query';

type Filters<Q> = Omit<Q, keyof PageQuery>;

/**
 * A list's fetcher that keeps the filters of the page shown (its last read, without start / count), for the 导出 of
 * that list: `const { fetcher, shown } = useShownFilters(getList, initial)`, then `start={() => exportList(shown())}`.
 */
export function useShownFilters<T, Q extends object>(fetch: ListFetcher<T, Q>, initial: Filters<Q>) {
  const last = useRef<Filters<Q>>(initial);
  const fetcher = useCallback<ListFetcher<T, Q>>(
    (query) => {
      const { start: _start, count: _count, ...filters } = query;
      last.current = filters as Filters<Q>;
      return fetch(query);
    },
    [fetch],
  );
  const shown = useCallback(() => last.current, []);
  return { fetcher, shown };
}
