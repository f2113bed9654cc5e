import { newIdempotencyKey } from 'shared';

/**
 * The Idempotency-Key of a form's submit attempt (a fresh UUID of shared/rules `newIdempotencyKey`, as the cashier
 * makes its own): the same key again while the same values are retried after an unknown outcome (no answer, a 5xx),
 * a new key once the attempt ended (answered, refused) or the values changed.
 */
export function createSubmitAttempt() {
  let current: { key: string; values: string } | null = null;
  return {
    keyFor(values: unknown): string {
      const text = JSON.stringify(values);
      if (current?.values !== text) current = { key: newIdempotencyKey(), values: text };
      return current.key;
    },
    end() {
      current = null;
    },
  };
}
