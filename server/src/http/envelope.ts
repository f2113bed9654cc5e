/** Success envelope: `{ errno: 0, result }`. */
export const ok = <T>(result: T) => ({ errno: 0 as const, result });

import type { JSONSchema } from 'json-schema-to-ts';
import type { NamedSchemas } from '../schemas/components.js';
import type { RefTo } from '../schemas/json-schema.js';
import type { Reply, Typed } from './type-provider.js';

/**
 * Response schema map for a route whose result follows `result`. The 200 schema carries the reply's type
 * (src/http/type-provider.ts): `{ errno: 0, result }` with the value of the result schema, inline or named (`ref`).
 */
export const okResponse = <const R extends JSONSchema>(result: R, description = '成功'): { 200: OkSchema<R> } => ({
  200: {
    description,
    type: 'object',
    required: ['errno', 'result'],
    properties: { errno: { type: 'integer', enum: [0] }, result },
  },
});

type OkSchema<R> = {
  readonly description: string;
  readonly type: 'object';
  readonly required: readonly ['errno', 'result'];
  readonly properties: { readonly errno: { readonly type: 'integer'; readonly enum: readonly [0] }; readonly result: R };
} & Typed<{ errno: 0; result: Reply<R> }>;

/** A named component schema (`$id`, src/schemas/components.ts), typed as the value it describes. */
export const ref = <const Id extends keyof NamedSchemas>(id: Id): RefTo<NamedSchemas[Id]> => ({ $ref: `${id}#` });

/** Query parameters of every list route (docs/architecture.md: start, count ≤ 100). */
export const pageQuery = {
  start: { type: 'integer', minimum: 0, default: 0 },
  count: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
} as const;

export const idQuery = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1 } },
} as const;

/** A body of one id (POST/PUT of one object). */
export const idBody = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } }, additionalProperties: false } as const;

/** A calendar day `YYYY-MM-DD` (a day that exists, years 1900–2099: src/http/schema-policy.ts). */
export const dateSchema = { type: 'string', format: 'date' } as const;

/** A month `YYYY-MM` (years 1900–2099). */
export const yearMonthSchema = { type: 'string', format: 'year-month' } as const;
