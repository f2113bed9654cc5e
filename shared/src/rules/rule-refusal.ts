/**
 * A business rule refused what it was asked (errno 40000 with a Chinese reason, 42200 for input it finds wrong, or
 * 40300 when the caller may not do it at all), thrown by the pure rules of shared/rules (schedule, ranking) so that they import no server code. The
 * server's error handler answers it as it answers its own `refused(…)` / `badInput(…)` (HTTP 200, the errno, the
 * message); a mock turns it into the same envelope.
 */
export class RuleRefusal extends Error {
  constructor(
    message: string,
    readonly errno: 40000 | 42200 | 40300 = 40000,
  ) {
    super(message);
    this.name = 'RuleRefusal';
  }
}
