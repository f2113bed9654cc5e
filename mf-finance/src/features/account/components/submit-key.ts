/**
 * A fresh Idempotency-Key (a UUID) for one submit attempt, as the cashier makes its own: `crypto.randomUUID` exists
 * only in secure contexts (https, localhost); a demo opened over plain http on a LAN address falls back to a v4 UUID
 * from `crypto.getRandomValues`.
 */
export function newSubmitKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The key of a form's submit attempt: the same key again while the same values are retried after an unknown
 * outcome (no answer, a 5xx), a new key once the attempt ended (answered, refused) or the values changed.
 */
export function createSubmitAttempt() {
  let current: { key: string; values: string } | null = null;
  return {
    keyFor(values: unknown): string {
      const text = JSON.stringify(values);
      if (current?.values !== text) current = { key: newSubmitKey(), values: text };
      return current.key;
    },
    end() {
      current = null;
    },
  };
}
