/**
 * The statuses an operation really answers, written into the OpenAPI document (not into the runtime serializers):
 * @fastify/swagger's `transform` passes every route through `documentRoute`.
 *
 * - 200: the route's success schema (errno 0) or a `Refusal` (errno 42200 / 40000 / 40300 with HTTP 200, as
 *   docs/api.md says);
 * - 401 `Unauthorized`: routes that need a session (config.auth 'user' or 'admin'), and every mutation that needs
 *   the CSRF token (it is bound to a session);
 * - 403 `CsrfRejected`: mutations that need the CSRF token;
 * - 404 `NotFound`: routes that name an object (an id in the path, query or body), and those that say so
 *   (`config.documented.notFound`);
 * - 429 `Throttled`: rate-limited routes (`config.rateLimit`) and those that say so (`config.documented.throttled`).
 * Request bodies and query strings drop undeclared fields (src/http/schema-policy.ts); each body says so.
 * The fuzz suite (server/test/fuzz) holds every answer of every operation to this document.
 */
import type { FastifySchema, RouteOptions } from 'fastify';
import type { JsonSchema } from './schema-policy.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const DROPPED_FIELDS_NOTE = '未在此声明的字段会被忽略（丢弃），不会报错。';

/** Request field names that name an object: `id`, `ids`, `vid` (an upload), `album_id`, `referee_ids`, … */
export const OBJECT_ID_FIELD = /^(?:id|ids|vid|.+_ids?)$/;

type RouteLike = Pick<RouteOptions, 'method' | 'config'>;

function namesObject(schema: unknown): boolean {
  if (!schema || typeof schema !== 'object') return false;
  const s = schema as JsonSchema;
  const props = (s.properties ?? {}) as Record<string, JsonSchema>;
  for (const [name, prop] of Object.entries(props)) {
    const types = [prop.type, (prop.items as JsonSchema | undefined)?.type].flat();
    if (OBJECT_ID_FIELD.test(name) && (types.includes('integer') || types.includes('string'))) return true;
    if (namesObject(prop) || namesObject(prop.items)) return true;
  }
  for (const key of ['anyOf', 'oneOf', 'allOf']) {
    if (Array.isArray(s[key]) && (s[key] as unknown[]).some(namesObject)) return true;
  }
  return false;
}

const methodsOf = (route: RouteLike) => [route.method].flat().map((m) => String(m).toUpperCase());

/** The error statuses of a route (beside 200), each with the component that describes its body. */
export function errorStatuses(route: RouteLike, schema: Record<string, unknown>): Record<string, string> {
  const config = route.config ?? {};
  const auth = config.auth ?? 'user';
  const mutation = methodsOf(route).some((m) => !SAFE_METHODS.has(m));
  const needsToken = mutation && config.csrf !== false && config.csrf !== 'grant' && config.csrf !== 'gateway';
  const statuses: Record<string, string> = {};
  if (auth !== 'public' || needsToken) statuses['401'] = 'Unauthorized';
  if (needsToken) statuses['403'] = 'CsrfRejected';
  const named = schema.params !== undefined || namesObject(schema.querystring) || namesObject(schema.body);
  if (named || config.documented?.notFound) statuses['404'] = 'NotFound';
  if (config.rateLimit || config.documented?.throttled) statuses['429'] = 'Throttled';
  return statuses;
}

const ref = (id: string) => ({ $ref: `${id}#` });

const DESCRIPTIONS: Record<string, string> = {
  Unauthorized: '未登录或登录已失效（errno 401，请先登录）',
  CsrfRejected: 'CSRF 令牌缺失或不属于本会话（errno 403，登录过期，请重新登录）',
  NotFound: '对象不存在或属于其他机构（errno 404，请求的资源不存在）',
  Throttled: '操作过于频繁（errno 429，操作过于频繁，请稍后再试）',
};

/** @fastify/swagger `transform`: the route's schema as the document shows it. */
export function documentRoute({ schema, url, route }: { schema: FastifySchema; url: string; route: RouteLike }): { schema: FastifySchema; url: string } {
  if (!schema || typeof schema !== 'object' || schema.hide) return { schema, url };
  const s: Record<string, unknown> = { ...schema };
  const responses = { ...((s.response as Record<string, JsonSchema> | undefined) ?? {}) };
  const success = responses['200'];
  if (success) {
    if (success.content && typeof success.content === 'object') {
      // a file on success (e.g. xlsx): refusals still come as JSON
      responses['200'] = { ...success, content: { ...(success.content as JsonSchema), 'application/json': { schema: ref('Refusal') } } };
    } else {
      const { description, ...body } = success;
      responses['200'] = { description: `${String(description ?? '成功')}（errno 0）；或业务拒绝 Refusal`, oneOf: [body, ref('Refusal')] };
    }
  }
  for (const [status, id] of Object.entries(errorStatuses(route, s))) {
    if (!responses[status]) responses[status] = { ...ref(id), description: DESCRIPTIONS[id] };
  }
  s.response = responses;
  if (s.body && typeof s.body === 'object' && (s.body as JsonSchema).type === 'object') {
    const body = s.body as JsonSchema;
    s.body = { ...body, description: body.description ? `${String(body.description)} ${DROPPED_FIELDS_NOTE}` : DROPPED_FIELDS_NOTE };
  }
  return { schema: s as FastifySchema, url };
}
