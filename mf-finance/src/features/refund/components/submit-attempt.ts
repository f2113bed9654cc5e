import { useCallback, useRef } from 'react';
import { isApiError } from 'shared';

/**
 * A fresh Idempotency-Key (a UUID). `crypto.randomUUID` exists only in secure contexts (https, localhost); a demo
 * opened over plain http on a LAN address falls back to a v4 UUID from `crypto.getRandomValues`.
 * (The same as the cashier's, features/pay/components/idempotency-key.ts.)
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * One Idempotency-Key per attempt of a money mutation, as the cashier keeps it: `send(request, call)` sends `request`
 * with a fresh key — or, when the last attempt of the very same request got no answer (network, 5xx), with that
 * attempt's key, so a retry can never do it twice. An answer, success or refusal, ends the attempt.
 */
export function useSubmitAttempt() {
  const attempt = useRef<{ key: string; request: string } | null>(null);
  return useCallback(async <T>(request: object, call: (key: string) => Promise<T>): Promise<T> => {
    const fingerprint = JSON.stringify(request);
    const key = attempt.current?.request === fingerprint ? attempt.current.key : newIdempotencyKey();
    attempt.current = { key, request: fingerprint };
    try {
      const answer = await call(key);
      attempt.current = null;
      return answer;
    } catch (error) {
      const unknown = isApiError(error) && (error.kind === 'network' || error.status >= 500);
      if (!unknown) attempt.current = null;
      throw error;
    }
  }, []);
}
