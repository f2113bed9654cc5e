import { HttpResponse } from 'msw';
import { ENVELOPE_MSG } from '../rules/envelope-messages';

/** Success envelope `{ errno: 0, result }` (docs/architecture.md). */
export function ok<T>(result: T) {
  return HttpResponse.json({ errno: 0, result });
}

/** Error envelope with the HTTP status of the architecture table. */
export function fail(errno: number, msg: string, status = 200) {
  return HttpResponse.json({ errno, result: { errors: [{ msg }] } }, { status });
}

export const notLoggedIn = () => fail(401, ENVELOPE_MSG.unauthorized, 401);
export const forbidden = () => fail(40300, ENVELOPE_MSG.forbidden);
export const notFound = () => fail(404, ENVELOPE_MSG.notFound, 404);
export const csrfRejected = () => fail(403, ENVELOPE_MSG.csrf, 403);
export const badInput = (msg: string) => fail(42200, msg);
/** A business refusal (errno 40000), as the server's `refused(msg)`. */
export const refused = (msg: string) => fail(40000, msg);

/** `start`/`count` of a list request: defaults 0 and 10, count capped at 100. */
export function pageOf(url: URL): { start: number; count: number } {
  const start = Math.max(0, Number(url.searchParams.get('start') ?? 0) || 0);
  const rawCount = Number(url.searchParams.get('count') ?? 10) || 10;
  return { start, count: Math.min(100, Math.max(1, rawCount)) };
}

export function paginate<T>(rows: T[], url: URL): { list: T[]; total: number } {
  const { start, count } = pageOf(url);
  return { list: rows.slice(start, start + count), total: rows.length };
}
