/**
 * The instance every route function receives: Fastify with a type provider built on json-schema-to-ts, so a
 * handler's `request.query`, `request.params`, `request.body` and `request.headers` are the types of the route's
 * own schemas (written `as const`, docs/api.md "Adding a route"); no request generic is written beside a schema.
 *
 * Replies are typed from their schemas too, named ones included: `okResponse` types the envelope
 * `{ errno: 0, result }`, with the result of an inline schema read by json-schema-to-ts and the result of a named
 * one (`okResponse(ref('Name'))`) the value that schema describes. A named schema (`obj`, src/schemas/json-schema.ts)
 * carries that value as a type (`Typed`), worked out once from its properties, and a `$ref` to it carries it on
 * (json-schema-to-ts's own `references` would parse every referenced schema again, twice per level, for every
 * reply). So a handler that answers a shape its schema does not allow fails `pnpm typecheck`.
 *
 * What a reply may hold is what the serializer (fast-json-stringify) writes: a file answered as `format: 'binary'`
 * is bytes, and a `format: 'date-time'` string may be given as a `Date` (written as its ISO form).
 */
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyTypeProvider,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';

type SerializerOptions = {
  deserialize: [
    { pattern: { type: 'string'; format: 'binary' }; output: Buffer | string },
    { pattern: { type: 'string'; format: 'date-time' }; output: Date | string },
  ];
};

declare const valueOf: unique symbol;

/**
 * Type only, never present at run time: the value a schema describes, carried by the schema so it is worked out
 * once (named schemas, `$ref`s to them, `okResponse`).
 */
export interface Typed<T> {
  readonly [valueOf]?: { value: T };
}

/** The value a response schema allows: the one it carries (`Typed`), else json-schema-to-ts's reading of it. */
export type Reply<S> = typeof valueOf extends keyof S
  ? S extends Typed<infer T>
    ? T
    : never
  : S extends JSONSchema
    ? FromSchema<S, SerializerOptions>
    : unknown;

interface ApiTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends JSONSchema ? FromSchema<this['schema']> : unknown;
  serializer: Reply<this['schema']>;
}

export type ApiInstance = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ApiTypeProvider>;

export type { FromSchema } from 'json-schema-to-ts';

/**
 * The type of a body made of the fields `P` (the `properties` of a schema, `as const`): for a helper that checks
 * the fields several routes share, so its parameter is the schema's type too.
 */
export type FieldsOf<P extends Record<string, JSONSchema>> = FromSchema<{ type: 'object'; properties: P; additionalProperties: false }>;
