/**
 * The plumbing the content mocks (articles, albums, videos, live, directory) share, so a handler is the route's
 * adapter and nothing more: a store per mock database, the next id, a row or 404, the newest-first order.
 */
import { notFound } from './envelope';
import { refuse } from './route';

/** A store kept per mock database (resetMockDb gives a fresh one): `const store = perDb(() => ({ rows: createRows() }))`. */
export { perMockDb as perDb } from './db';

/** The row, or the 404 refusal (as the server answers a missing row or another tenant's). */
export const orNotFound = <T>(row: T | null | undefined | false): T => (row ? row : refuse(notFound()));

/** The next id of a store's counter: `id = nextId(s)`. */
export const nextId = (s: { nextId: number }) => (s.nextId += 1);

/** Newest first: by created_at, then by id. */
export const byNewest = <T extends { created_at: string; id: number }>(x: T, y: T) => y.created_at.localeCompare(x.created_at) || y.id - x.id;

/** Whether `value` contains `needle` (case-insensitive, trimmed); an empty or missing needle matches everything. */
export const hasText = (value: string, needle: string | undefined) => !needle?.trim() || value.toLowerCase().includes(needle.trim().toLowerCase());

export const nowIso = () => new Date().toISOString();
