/**
 * A business rule refused what it was asked (errno 40000 with a Chinese reason), thrown by the pure rules of
 * shared/rules (schedule, ranking) so that they import no server code. The server's error handler answers it as it
 * answers its own `refused(…)` (HTTP 200, errno 40000, the message); a mock turns it into the same envelope.
 */
export class RuleRefusal extends Error {
  readonly errno = 40000;

  constructor(message: string) {
    super(message);
    this.name = 'RuleRefusal';
  }
}
