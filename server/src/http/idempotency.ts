/**
 * Idempotency-Key of the money routes (docs/finance.md, "Security"): a client sends one key per intended operation
 * and may send the request again (a timeout, a double click) without doing it twice.
 * - the same key with the same request (method, route, canonical body) answers the first answer, refusals included;
 * - the same key with another request is refused (PAY_MSG.idempotencyKeyReused) and nothing happens;
 * - while the first request is still being handled, a second one is refused (idempotencyInFlight), nothing happens;
 * - a first request that failed unexpectedly (5xx) leaves no record, so the key may be used again.
 * Keys are per user: nobody can replay another user's answer.
 */
import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { canonicalJson, isIdempotencyKey, PAY_MSG } from 'shared/rules';
import { idempotencyKeys } from '../db/schema/index.js';
import { AppError, badInput, refused } from '../errors.js';

/** A request still "in flight" after this long is taken as abandoned (its node stopped): the key may be used again. */
const ABANDONED_MS = 5 * 60_000;

type Stored = { ok: true; result: unknown } | { ok: false; errno: number; msg: string; httpStatus: number };

/**
 * Runs `run` once per (caller, Idempotency-Key): see the header comment. `run` returns the route's answer (the
 * success envelope); a business refusal it throws is stored and thrown again to a repeated request.
 */
export async function idempotent<T>(app: FastifyInstance, request: FastifyRequest, run: () => Promise<T>): Promise<T> {
  const raw = request.headers['idempotency-key'];
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key) throw badInput(PAY_MSG.idempotencyKeyMissing);
  if (!isIdempotencyKey(key)) throw badInput(PAY_MSG.idempotencyKeyInvalid);
  const userId = request.principal!.userId;
  const requestHash = createHash('sha256')
    .update(`${request.method} ${request.routeOptions.url} ${canonicalJson(request.body ?? null)}`)
    .digest('hex');
  const db = app.database.db;
  const mine = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
  // an abandoned first attempt gives the key back
  await db.delete(idempotencyKeys).where(and(mine, lt(idempotencyKeys.createdAt, new Date(Date.now() - ABANDONED_MS)), eq(idempotencyKeys.note, 'pending')));
  const inserted = await db.insert(idempotencyKeys).values({ userId, key, requestHash, note: 'pending' }).onConflictDoNothing().returning({ key: idempotencyKeys.key });
  if (inserted.length === 0) {
    const [row] = await db.select().from(idempotencyKeys).where(mine).limit(1);
    if (!row) throw refused(PAY_MSG.idempotencyInFlight);
    if (row.requestHash !== requestHash) throw refused(PAY_MSG.idempotencyKeyReused);
    const stored = row.response as Stored | null;
    if (!stored) throw refused(PAY_MSG.idempotencyInFlight);
    if (!stored.ok) throw new AppError(stored.httpStatus, stored.errno, stored.msg);
    return stored.result as T;
  }
  const save = (stored: Stored) => db.update(idempotencyKeys).set({ response: stored, note: 'done' }).where(mine);
  try {
    const result = await run();
    await save({ ok: true, result });
    return result;
  } catch (error) {
    if (error instanceof AppError && error.httpStatus < 500) {
      await save({ ok: false, errno: error.errno, msg: error.message, httpStatus: error.httpStatus });
    } else {
      await db.delete(idempotencyKeys).where(mine);
    }
    throw error;
  }
}
