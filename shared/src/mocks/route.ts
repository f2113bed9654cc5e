/**
 * How a mock handler is declared: `mock.get('/competition/list', ({ user, query }) => …)`, as the server declares a
 * route; the route's `config: { auth }` is where it is declared: `mock.get` a signed-in user's (the server's
 * default), `mock.admin.get` a platform admin's, `mock.public.get` anyone's. Before the handler runs, the request goes
 * through what the server's hooks do, in the server's order:
 * 1. access (server/src/plugins/external/csrf.ts, then server/src/plugins/app/access.ts): a user's or an admin's
 *    route needs a session (401 请先登录), a mutation with a session its CSRF token (403 登录过期，请重新登录), and an
 *    admin's then a platform admin (40300);
 * 2. validation against the route's own schemas from the server's OpenAPI document
 *    (`../api/generated/request-schemas.json`, written by `pnpm openapi`) with the server's Ajv options: query
 *    strings coerced to their types, defaults applied, undeclared fields dropped, the server's calendar formats, and
 *    the first issue answered as the server answers it (42200 with `validationMessage`, shared/rules).
 * So a mock never re-implements input checks, and its query and body are typed from the same document.
 *
 * A handler returns the `result` of the success envelope (or a Response), and refuses by throwing what
 * `refuse(…)` builds, as server handlers `throw notFound()`; a shared rule's `RuleRefusal` is answered as the
 * server answers it (errno 40000 with its message).
 */
import Ajv, { type ValidateFunction } from 'ajv';
import { http, type HttpHandler } from 'msw';
import schemas from '../api/generated/request-schemas.json';
import type { ApiPath, HttpMethod, Json, Query, Result } from '../http/api-types';
import { CALENDAR_FORMATS, illFormedTextIssue } from '../rules/request-bounds';
import { RuleRefusal } from '../rules/rule-refusal';
import { validationMessage, type SchemaIssue } from '../rules/validation-message';
import { currentSession, currentUser } from './db';
import { badInput, csrfRejected, fail, forbidden, notLoggedIn, ok } from './envelope';
import type { MockUser } from './fixtures/users';

type Auth = 'public' | 'user' | 'admin';

interface Input<P extends ApiPath<M>, M extends HttpMethod, U> {
  request: Request;
  url: URL;
  query: [Query<P, M>] extends [never] ? Record<string, never> : Query<P, M>;
  body: [Json<P, M>] extends [never] ? Record<string, never> : Json<P, M>;
  headers: Record<string, string | undefined>;
  /** The signed-in user: always there on 'user' and 'admin' routes. */
  user: U;
}

type Answer<P extends ApiPath<M>, M extends HttpMethod> = Result<P, M> | Response;
type Handler<P extends ApiPath<M>, M extends HttpMethod, U> = (input: Input<P, M, U>) => Answer<P, M> | Promise<Answer<P, M>>;

/** A refusal thrown by a handler or a helper it calls; the route answers with its response. */
export class Refusal extends Error {
  constructor(readonly response: Response) {
    super('refused');
  }
}

/** Throws the refusal: `refuse(notFound())`, `refuse(badInput('请填写驳回原因'))`. */
export function refuse(response: Response): never {
  throw new Refusal(response);
}

const ajv = new Ajv({ coerceTypes: 'array', useDefaults: true, removeAdditional: true, allErrors: false, strict: false });
for (const [name, format] of Object.entries(CALENDAR_FORMATS)) ajv.addFormat(name, format);
ajv.addFormat('binary', true);

type Place = 'query' | 'headers' | 'body';
const requestSchemas = schemas as Record<string, Partial<Record<Place, object>>>;
const compiled = new Map<string, ValidateFunction>();

/** The validator of one part of an operation's request, compiled on first use (most tests touch few routes). */
function validatorOf(operation: string, place: Place): ValidateFunction | null {
  const schema = requestSchemas[operation]?.[place];
  if (!schema) return null;
  const key = `${operation} ${place}`;
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(key, validate);
  }
  return validate;
}

function check(operation: string, place: Place, value: Record<string, unknown>) {
  const validate = validatorOf(operation, place);
  // as the server's validators (schema-policy.ts refusingIllFormedText): a lone surrogate anywhere, before the schema
  const illFormed = validate && illFormedTextIssue(value);
  if (illFormed) refuse(badInput(validationMessage(illFormed)));
  if (validate && !validate(value)) refuse(badInput(validationMessage(validate.errors?.[0] as SchemaIssue | undefined)));
}

/** Query parameters as Fastify reads them: a repeated name is an array. */
function queryOf(url: URL): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  for (const [name, value] of url.searchParams) {
    const seen = query[name];
    query[name] = seen === undefined ? value : [seen, value].flat();
  }
  return query;
}

async function bodyOf(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (!text) return {};
  try {
    const body = JSON.parse(text) as unknown;
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return refuse(badInput('请求参数错误'));
  }
}

interface Options {
  /** `false` where the server's route says `csrf: false` (public forms). */
  csrf?: false;
}

function access(request: Request, auth: Auth, { csrf }: Options): MockUser | null {
  const user = currentUser();
  if (auth !== 'public' && !user) refuse(notLoggedIn());
  // the server's CSRF hook (plugins/external/csrf.ts) runs before its access hook: a signed-in user without the
  // token is refused 403 even on a platform admin's route
  const tokenNeeded = user && csrf !== false && request.method !== 'GET';
  if (tokenNeeded && request.headers.get('X-CSRF-TOKEN') !== currentSession()?.token) refuse(csrfRejected());
  if (auth === 'admin' && !user?.isPlatformAdmin) refuse(forbidden());
  return user;
}

function declare<M extends HttpMethod, U extends MockUser | null>(method: M, auth: Auth) {
  return <P extends ApiPath<M>>(path: P, handler: Handler<P, M, U>, options: Options = {}): HttpHandler => {
    const operation = `${method.toUpperCase()} /api${path}`;
    return http[method](`/api${path}`, async ({ request }) => {
      try {
        const user = access(request, auth, options);
        const url = new URL(request.url);
        const query = queryOf(url);
        const headers = Object.fromEntries(request.headers);
        // a multipart upload's parts are the handler's to read (request.formData()), as the server's upload routes read theirs
        const multipart = request.headers.get('content-type')?.startsWith('multipart/');
        const body = (method === 'post' || method === 'put') && !multipart ? await bodyOf(request) : {};
        check(operation, 'query', query);
        check(operation, 'headers', headers);
        check(operation, 'body', body);
        const answer = await handler({ request, url, query, body, headers, user } as unknown as Input<P, M, U>);
        return answer instanceof Response ? answer : ok(answer);
      } catch (error) {
        if (error instanceof Refusal) return error.response;
        // a shared rule's refusal, answered as the server's error handler answers it
        if (error instanceof RuleRefusal) return fail(error.errno, error.message);
        throw error;
      }
    });
  };
}

/** The routes of one access level by method, typed by path from the server's OpenAPI document. */
const routes = <U extends MockUser | null>(auth: Auth) => ({
  get: declare<'get', U>('get', auth),
  post: declare<'post', U>('post', auth),
  put: declare<'put', U>('put', auth),
  delete: declare<'delete', U>('delete', auth),
});

/** Mock routes: `mock.get` (a signed-in user's), `mock.admin.get` (a platform admin's), `mock.public.get` (anyone's). */
export const mock = { ...routes<MockUser>('user'), admin: routes<MockUser>('admin'), public: routes<MockUser | null>('public') };
