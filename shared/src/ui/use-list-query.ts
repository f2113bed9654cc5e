import { useCallback, useEffect, useRef, useState } from 'react';

/** The list envelope of every list endpoint (docs/architecture.md "Lists"). */
export interface ListResult<T> {
  list: T[];
  total: number;
}

/** Offset pagination of every list endpoint: `start` (offset) and `count` (page size). */
export interface PageQuery {
  start: number;
  count: number;
}

export type ListFetcher<T, Q extends object> = (query: Q & PageQuery) => Promise<ListResult<T>>;

export interface ListQueryState<T, Q extends object> {
  list: T[];
  total: number;
  loading: boolean;
  /** 1-based page number shown by the pagination. */
  page: number;
  pageSize: number;
  query: Q;
  /** Replace the filters and go back to page 1. */
  search: (query: Q) => void;
  changePage: (page: number, pageSize: number) => void;
  /** Fetch the current page again (after an edit, a review…). */
  reload: () => void;
}

/** Drops empty filter values so the request only carries what the user chose. */
export function compactQuery<Q extends object>(query: Q): Q {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    out[key] = typeof value === 'string' ? value.trim() : value;
  }
  return out as Q;
}

export function pageToStart(page: number, pageSize: number): number {
  return Math.max(0, (page - 1) * pageSize);
}

// The first page of a list is asked for during the list's first render. React may throw that render away and render
// again (a navigation is a transition, which a more urgent update interrupts): the render that replaces it takes the
// request still on its way for the same query instead of asking again. Only while it is on its way: an answer, or a
// failure (a session that has just expired), is never handed to a later render.
const firstPages = new Map<object, { key: string; promise: Promise<unknown> }>();

/** The first page's request: the one still on its way for the same query, or a new one. */
export function askFirstPage<T, Q extends object>(fetcher: ListFetcher<T, Q>, query: Q & PageQuery): Promise<ListResult<T>> {
  const key = JSON.stringify(query);
  const pending = firstPages.get(fetcher);
  if (pending && pending.key === key) return pending.promise as Promise<ListResult<T>>;
  const promise = fetcher(query);
  firstPages.set(fetcher, { key, promise });
  const settled = () => {
    if (firstPages.get(fetcher)?.promise === promise) firstPages.delete(fetcher);
  };
  // a failure is handled where the answer is taken
  promise.then(settled, settled);
  return promise;
}

/**
 * Loads one page of a list endpoint with the current filters; page n of size s asks for
 * `start = (n - 1) * s`, `count = s`. Answers of superseded requests are ignored.
 */
export function useListQuery<T, Q extends object>(
  fetcher: ListFetcher<T, Q>,
  options: { initialQuery?: Q; pageSize?: number } = {},
): ListQueryState<T, Q> {
  const [query, setQuery] = useState<Q>(() => compactQuery(options.initialQuery ?? ({} as Q)));
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(options.pageSize ?? 10);
  const [reloadKey, setReloadKey] = useState(0);
  const [list, setList] = useState<T[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;
  const requestId = useRef(0);
  // The first page is asked for while the page renders (the first render), not once it has been drawn and its
  // effects run: on a page's first visit that render takes longer than the request itself.
  // Its answer serves only until another page, filter or reload is asked for (coming back to page 1 asks again).
  const [first] = useState(() => ({
    query,
    pageSize,
    promise: askFirstPage(fetcher, { ...query, start: 0, count: pageSize }) as Promise<ListResult<T>> | null,
  }));

  useEffect(() => {
    const id = ++requestId.current;
    setLoading(true);
    const isFirst = query === first.query && page === 1 && pageSize === first.pageSize && reloadKey === 0;
    if (!isFirst) first.promise = null;
    (first.promise ?? fetcherRef.current({ ...query, start: pageToStart(page, pageSize), count: pageSize }))
      .then((result) => {
        if (id !== requestId.current) return;
        setList(result.list);
        setTotal(result.total);
      })
      .catch(() => {
        // The shared client has already told the user what went wrong.
        if (id !== requestId.current) return;
        setList([]);
        setTotal(0);
      })
      .finally(() => {
        if (id === requestId.current) setLoading(false);
      });
  }, [query, page, pageSize, reloadKey, first]);

  const search = useCallback((next: Q) => {
    setQuery(compactQuery(next));
    setPage(1);
  }, []);
  const changePage = useCallback((nextPage: number, nextSize: number) => {
    setPage(nextSize === pageSize ? nextPage : 1);
    setPageSize(nextSize);
  }, [pageSize]);
  const reload = useCallback(() => setReloadKey((k) => k + 1), []);

  return { list, total, loading, page, pageSize, query, search, changePage, reload };
}
