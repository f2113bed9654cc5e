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

export const MSG = {
  forbidden: '没有权限执行该操作',
  unauthorized: '请先登录',
  csrf: '登录过期，请重新登录',
  notFound: '请求的资源不存在',
  throttled: '操作过于频繁，请稍后再试',
  server: '服务器繁忙，请稍后再试',
} as const;

export const badInput = (msg: string) => new AppError(200, 42200, msg);
export const refused = (msg: string) => new AppError(200, 40000, msg);
export const forbidden = () => new AppError(200, 40300, MSG.forbidden);
export const unauthorized = () => new AppError(401, 401, MSG.unauthorized);
export const csrfRejected = () => new AppError(403, 403, MSG.csrf);
export const notFound = () => new AppError(404, 404, MSG.notFound);
export const throttled = (msg: string = MSG.throttled) => new AppError(429, 429, msg);

export interface ErrorBody {
  errno: number;
  result: { errors: { msg: string }[] };
}

export const errorBody = (errno: number, msg: string): ErrorBody => ({ errno, result: { errors: [{ msg }] } });
