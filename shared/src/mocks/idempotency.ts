/**
 * Idempotency-Key of the mocked money routes (the server's http/idempotency.ts): the same key with the same request
 * (method, route, canonical body) answers the first answer, refusals included; with another request it is refused;
 * keys are per user; an unexpected failure (5xx) leaves no record, so the key may be used again.
 */
import { canonicalJson, isIdempotencyKey } from '../rules/finance/idempotency';
import { PAY_MSG } from '../rules/finance/payments';
import { mockDb } from './db';
import { RuleRefusal } from '../rules/rule-refusal';
import { badInput, fail, ok, refused } from './envelope';
import type { MockUser } from './fixtures/users';
import { Refusal, refuse } from './route';

/** What a mock route hands over: its request (method and path), headers, body and the signed-in user. */
export interface IdempotentInput {
  user: MockUser;
  request: Request;
  headers: Record<string, string | undefined>;
  body: object;
}

/** Runs `run` once per (user, Idempotency-Key) and answers its result in the success envelope, or its refusal. */
export function idempotent({ user, request, headers, body }: IdempotentInput, run: () => object): Response {
  const key = headers['idempotency-key'];
  if (!key) return refuse(badInput(PAY_MSG.idempotencyKeyMissing));
  if (!isIdempotencyKey(key)) return refuse(badInput(PAY_MSG.idempotencyKeyInvalid));
  const id = `${user.profile.id}:${key}`;
  const fingerprint = `${request.method} ${new URL(request.url).pathname} ${canonicalJson(body)}`;
  const seen = mockDb.idempotency.get(id);
  if (seen) {
    if (seen.request !== fingerprint) return refuse(refused(PAY_MSG.idempotencyKeyReused));
    return seen.answer.clone();
  }
  let answer: Response;
  try {
    answer = ok(run());
  } catch (error) {
    // a shared rule's refusal is an answer too (the server's error handler answers it inside its idempotent run)
    if (error instanceof RuleRefusal) answer = fail(error.errno, error.message);
    else if (error instanceof Refusal) answer = error.response;
    else throw error;
  }
  if (answer.status < 500) mockDb.idempotency.set(id, { request: fingerprint, answer: answer.clone() });
  return answer;
}
