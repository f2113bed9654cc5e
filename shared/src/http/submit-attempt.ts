/**
 * One Idempotency-Key per attempt of a money mutation (docs/finance.md, "Idempotency-Key"): an attempt sends its
 * request with a fresh key — or, when the last attempt of the very same request got no answer (network, 5xx, so its
 * outcome is unknown), with that attempt's key, so a retry can never do it twice. An answer, success or refusal,
 * ends the attempt. `createSubmitAttempt` is the plain object; `useSubmitAttempt` keeps one per component.
 */
import { useMemo } from 'react';
import { canonicalJson, newIdempotencyKey } from '../rules/finance/idempotency';
import { isApiError } from './api-error';

/** No answer came (network, timeout, 5xx): the server may or may not have done it. */
export const outcomeUnknown = (error: unknown) => isApiError(error) && (error.kind === 'network' || error.status >= 500);

export interface SubmitAttempt {
  /** Sends `request` through `call` with the attempt's key; resolves or rejects with `call`'s outcome. */
  send<T>(request: unknown, call: (key: string) => Promise<T>): Promise<T>;
}

export function createSubmitAttempt(): SubmitAttempt {
  let current: { key: string; request: string } | null = null;
  return {
    async send(request, call) {
      const fingerprint = canonicalJson(request);
      const key = current?.request === fingerprint ? current.key : newIdempotencyKey();
      current = { key, request: fingerprint };
      try {
        const answer = await call(key);
        current = null;
        return answer;
      } catch (error) {
        if (!outcomeUnknown(error)) current = null;
        throw error;
      }
    },
  };
}

/** The component's submit attempt (kept across renders). */
export function useSubmitAttempt(): SubmitAttempt {
  return useMemo(createSubmitAttempt, []);
}
