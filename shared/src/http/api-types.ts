/**
 * The types of a client call, read from the server's OpenAPI document (`../api/generated/schema.ts`, written by
 * `pnpm openapi`): the paths a method may call, the query or JSON body each takes and the `result` of its 200
 * envelope. Paths are written without the `/api` prefix, which the client adds once (`API_BASE_URL`).
 * See docs/api.md "Typed client calls".
 */
import type { paths } from '../api/generated/schema.ts';

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

/** The paths (without `/api`) that have an operation for `M`, e.g. `ApiPath<'get'>` ∋ `'/competition/detail'`. */
export type ApiPath<M extends HttpMethod> = {
  [K in keyof paths]: K extends `/api${infer P}` ? (paths[K][M] extends { responses: unknown } ? P : never) : never;
}[keyof paths];

/** The generated operation of a path (without `/api`) and method. */
export type Operation<P extends ApiPath<M>, M extends HttpMethod> = `/api${P}` extends infer K extends keyof paths
  ? NonNullable<paths[K][M]>
  : never;

/** The query parameters of an operation (`never` when it takes none). */
export type Query<P extends ApiPath<M>, M extends HttpMethod> =
  Operation<P, M> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

/** The JSON request body of an operation (`never` when it takes none). */
export type Json<P extends ApiPath<M>, M extends HttpMethod> =
  Operation<P, M> extends { requestBody?: infer R } ? JsonContent<NonNullable<R>> : never;
type JsonContent<R> = [R] extends [never] ? never : R extends { content: { 'application/json': infer B } } ? B : never;

/** The `result` of the operation's success envelope `{ errno: 0, result }` (HTTP 200). */
export type Result<P extends ApiPath<M>, M extends HttpMethod> =
  Operation<P, M> extends { responses: { 200: { content: { 'application/json': infer E } } } }
    ? Extract<E, { errno: 0 }> extends { result: infer R }
      ? R
      : never
    : never;

/** The item type of a list endpoint's `{ list, total }` result. */
export type ListItem<P extends ApiPath<'get'>> = Result<P, 'get'> extends { list: (infer T)[] } ? T : never;

/**
 * The arguments after the path: the query (GET, DELETE) or body (POST, PUT), then the request options. The input
 * is required when the operation requires it, optional when it is optional, and absent when there is none.
 */
export type InputArgs<Input, Required extends boolean, Options> = [Input] extends [never]
  ? [input?: undefined, options?: Options]
  : Required extends true
    ? [input: Input, options?: Options]
    : [input?: Input, options?: Options];

/** Whether the operation's query parameters must be given. */
export type QueryRequired<P extends ApiPath<M>, M extends HttpMethod> =
  Operation<P, M> extends { parameters: { query: unknown } } ? true : false;

/** Whether the operation's JSON body must be given. */
export type BodyRequired<P extends ApiPath<M>, M extends HttpMethod> =
  Operation<P, M> extends { requestBody: unknown } ? true : false;
