import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, errorBody } from '../errors.js';
import { ENVELOPE_MSG, RuleRefusal, validationMessage, type SchemaIssue } from 'shared/rules';

const send = (reply: FastifyReply, status: number, errno: number, msg: string) =>
  reply
    .code(status)
    .type('application/json; charset=utf-8')
    .serializer((payload: unknown) => JSON.stringify(payload))
    .send(errorBody(errno, msg));

/** The one error handler: every failure becomes the envelope of docs/architecture.md; 5xx never leak details. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | RuleRefusal, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) return send(reply, error.httpStatus, error.errno, error.message);
    // a refusal of the shared rules (schedule, ranking) is answered as the server's own refused(…)
    if (error instanceof RuleRefusal) return send(reply, 200, error.errno, error.message);
    const fe = error as FastifyError;
    if (fe.validation) return send(reply, 200, 42200, validationMessage(fe.validation[0] as unknown as SchemaIssue));
    if (fe.statusCode === 429) return send(reply, 429, 429, ENVELOPE_MSG.throttled);
    if (fe.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || fe.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return send(reply, 200, 42200, '请求格式错误，请使用 JSON');
    }
    if (fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return send(reply, 200, 42200, '请求内容过大');
    if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500 && !request.url.startsWith('/api/')) {
      // Static files (e.g. a directory without index): not part of the API envelope.
      return reply.code(404).type('text/plain; charset=utf-8').send('文件不存在');
    }
    if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
      if (fe.statusCode === 404) return send(reply, 404, 404, ENVELOPE_MSG.notFound);
      return send(reply, 200, 42200, '请求参数错误');
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, 500, ENVELOPE_MSG.server);
  });
}

export { send as sendError };
