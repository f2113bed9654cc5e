import { useMatches } from 'react-router-dom';

/** The `handle` of the deepest matched route (routes.tsx), typed as the page reads it; {} when it has none. */
export function useRouteHandle<T extends object>(): Partial<T> {
  const matches = useMatches();
  return (matches[matches.length - 1]?.handle ?? {}) as Partial<T>;
}
