/**
 * Idempotency-Key of the money routes (docs/finance.md): what a key may look like, a fresh one for a client, and the
 * canonical text of a request body — stated once for the server (http/idempotency.ts), the mocks and the apps.
 */

/** An Idempotency-Key a client may send: 1–64 letters, digits, '-' or '_' (a UUID fits). */
export const isIdempotencyKey = (key: string) => /^[A-Za-z0-9_-]{1,64}$/.test(key);

/**
 * A fresh Idempotency-Key (a UUID). `crypto.randomUUID` exists only in secure contexts (https, localhost); a demo
 * opened over plain http on a LAN address falls back to a v4 UUID from `crypto.getRandomValues`.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** JSON with object keys sorted, so the same body in another key order is the same request. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}
