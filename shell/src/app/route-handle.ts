import type { UIMatch } from 'react-router-dom';

/** Route `handle` of the shell and the remotes (docs/architecture.md). */
export interface RouteHandle {
  /** Chinese route title → document.title (shared `documentTitle`). */
  title?: string;
  /**
   * A title that depends on the query (spec §2.7: MatchRecord `type` 1 → 比赛报备, otherwise 活动报备); it wins over
   * `title` of the same route, which stays the static fallback.
   */
  titleFor?: (search: URLSearchParams) => string;
  /** Spec route name (OfficialLogin, CreateMatch …) for the §2.7 guards. */
  name?: string;
  /** Route meta flag `has_record`. */
  hasRecord?: boolean;
  /**
   * Back-office pages that are not menu items themselves (an edit form, a review detail) name the menu path they
   * belong to, so the left menu keeps that item selected.
   */
  activeMenu?: string;
}

function handleOf(match: UIMatch): RouteHandle {
  const handle = match.handle;
  return handle && typeof handle === 'object' ? (handle as RouteHandle) : {};
}

/** The deepest matched value of a handle field. */
export function deepestHandle<K extends keyof RouteHandle>(matches: UIMatch[], key: K): RouteHandle[K] | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const value = handleOf(matches[i])[key];
    if (value !== undefined) return value;
  }
  return undefined;
}

/** The document title of the deepest matched route that has one: its `titleFor(search)`, else its `title`. */
export function deepestTitle(matches: UIMatch[], search: string): string | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = handleOf(matches[i]);
    const title = handle.titleFor?.(new URLSearchParams(search)) ?? handle.title;
    if (title) return title;
  }
  return undefined;
}
