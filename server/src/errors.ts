import { ENVELOPE_MSG } from 'shared/rules';

/** Business and HTTP errors, rendered by the one error handler as the envelope of docs/architecture.md. */
export class AppError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly errno: number,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}


export const badInput = (msg: string) => new AppError(200, 42200, msg);
export const refused = (msg: string) => new AppError(200, 40000, msg);
export const forbidden = () => new AppError(200, 40300, ENVELOPE_MSG.forbidden);
export const unauthorized = () => new AppError(401, 401, ENVELOPE_MSG.unauthorized);
export const csrfRejected = () => new AppError(403, 403, ENVELOPE_MSG.csrf);
export const notFound = () => new AppError(404, 404, ENVELOPE_MSG.notFound);
export const throttled = (msg: string = ENVELOPE_MSG.throttled) => new AppError(429, 429, msg);

export interface ErrorBody {
  errno: number;
  result: { errors: { msg: string }[] };
}

export const errorBody = (errno: number, msg: string): ErrorBody => ({ errno, result: { errors: [{ msg }] } });
