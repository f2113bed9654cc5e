/**
 * The instance every route function receives: Fastify with the JSON-schema-to-ts type provider, so a handler's
 * `request.query`, `request.params`, `request.body` and `request.headers` are the types of the route's own schemas
 * (written `as const`, docs/api.md "Adding a route"); no request generic is written beside a schema.
 *
 * Replies: `okResponse` types the envelope `{ errno: 0, result }`; an inline result schema gives the result its type,
 * a named one (`okResponse(ref('Name'))`) is not resolved here and stays `unknown`; a file answered as
 * `format: 'binary'` is bytes.
 */
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';

type ApiTypeProvider = JsonSchemaToTsProvider<{
  SerializerSchemaOptions: { deserialize: [{ pattern: { type: 'string'; format: 'binary' }; output: Buffer | string }] };
}>;

export type ApiInstance = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ApiTypeProvider>;

export type { FromSchema } from 'json-schema-to-ts';

/**
 * The type of a body made of the fields `P` (the `properties` of a schema, `as const`): for a helper that checks
 * the fields several routes share, so its parameter is the schema's type too.
 */
export type FieldsOf<P extends Record<string, JSONSchema>> = FromSchema<{ type: 'object'; properties: P; additionalProperties: false }>;
