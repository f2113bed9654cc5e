/**
 * A shared rule's refusal (shared/rules RuleRefusal) as the server's own error (AppError: 40300, 42200, 40000), for
 * services whose callers tell refusals apart by AppError: the Idempotency-Key store keeps an AppError refusal as the
 * answer of its key, a property test tolerates AppError refusals.
 */
import { RuleRefusal } from 'shared/rules';
import { badInput, forbidden, refused } from '../errors.js';

export function asAppError(error: unknown): unknown {
  if (!(error instanceof RuleRefusal)) return error;
  return error.errno === 40300 ? forbidden() : error.errno === 42200 ? badInput(error.message) : refused(error.message);
}

/** `run()`, its rule refusals thrown as AppError. */
export function ruled<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    throw asAppError(error);
  }
}
