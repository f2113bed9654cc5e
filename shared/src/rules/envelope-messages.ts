/**
 * The sentences of the envelope's standard refusals (docs/architecture.md, "Envelope"): the server's error handler
 * answers them, the HTTP client shows them when a response carries none, and the mocks answer them as the server.
 */
export const ENVELOPE_MSG = {
  /** errno 40300 */
  forbidden: '没有权限执行该操作',
  /** HTTP 401 */
  unauthorized: '请先登录',
  /** HTTP 403: the CSRF token is missing or not this session's (spec: 登录过期，请重新登录). */
  csrf: '登录过期，请重新登录',
  /** HTTP 404 */
  notFound: '请求的资源不存在',
  /** HTTP 429 */
  throttled: '操作过于频繁，请稍后再试',
  /** HTTP 500 */
  server: '服务器繁忙，请稍后再试',
} as const;
