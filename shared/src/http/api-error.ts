/** Error every call of the http client rejects with (business errno≠0, HTTP errors, network failures). */
export type ApiErrorKind = 'business' | 'http' | 'network';

export interface EnvelopeError {
  msg: string;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** errno of the envelope; for HTTP errors without an envelope the HTTP status; 0 for network failures. */
  readonly errno: number;
  /** HTTP status, 0 when no response arrived. */
  readonly status: number;
  readonly kind: ApiErrorKind;
  /** The server's response body as received (the envelope for /api errors). */
  readonly body: unknown;
  readonly errors: EnvelopeError[];

  constructor(init: {
    message: string;
    errno: number;
    status: number;
    kind: ApiErrorKind;
    body?: unknown;
    errors?: EnvelopeError[];
  }) {
    super(init.message);
    this.errno = init.errno;
    this.status = init.status;
    this.kind = init.kind;
    this.body = init.body;
    this.errors = init.errors ?? [];
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
