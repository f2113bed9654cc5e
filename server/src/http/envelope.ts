/** Success envelope: `{ errno: 0, result }`. */
export const ok = <T>(result: T) => ({ errno: 0 as const, result });

import type { JSONSchema } from 'json-schema-to-ts';

/**
 * Response schema map for a route whose result follows `result`. Typed `as const`, so a route's reply is
 * `{ errno: 0, result }`: with an inline result schema its type, with a named one (`ref`) `unknown`.
 */
export const okResponse = <const R extends JSONSchema>(result: R, description = '成功') => ({
  200: {
    description,
    type: 'object',
    required: ['errno', 'result'],
    properties: { errno: { type: 'integer', enum: [0] }, result },
  } as const,
});

/** A named component schema (`$id`, src/schemas/components.ts); not resolved by the type provider. */
export const ref = (id: string): { $ref: string } => ({ $ref: `${id}#` });

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

/** A calendar day `YYYY-MM-DD` (a day that exists, years 1900–2099: src/http/schema-policy.ts). */
export const dateSchema = { type: 'string', format: 'date' } as const;

/** A month `YYYY-MM` (years 1900–2099). */
export const yearMonthSchema = { type: 'string', format: 'year-month' } as const;
