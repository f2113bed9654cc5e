import type { EnvelopeError } from './api-error';

/** `{ errno, result }` — the body of every /api response (docs/architecture.md). */
export interface Envelope<T = unknown> {
  errno: number;
  result: T;
}

export interface ErrorResult {
  errors: EnvelopeError[];
}

export function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    'errno' in value &&
    typeof (value as { errno: unknown }).errno === 'number'
  );
}

/** The first Chinese message of an error envelope (`result.errors[0].msg`), if any. */
export function envelopeMessage(value: unknown): string | undefined {
  if (!isEnvelope(value)) return undefined;
  const result = value.result as Partial<ErrorResult> | null | undefined;
  const first = Array.isArray(result?.errors) ? result.errors[0] : undefined;
  return typeof first?.msg === 'string' ? first.msg : undefined;
}

export function envelopeErrors(value: unknown): EnvelopeError[] {
  if (!isEnvelope(value)) return [];
  const result = value.result as Partial<ErrorResult> | null | undefined;
  return Array.isArray(result?.errors) ? result.errors : [];
}
