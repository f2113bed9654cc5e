/** Success envelope: `{ errno: 0, result }`. */
export const ok = <T>(result: T) => ({ errno: 0 as const, result });

type JsonSchema = Record<string, unknown>;

/** Response schema map for a route whose result follows `result`. */
export const okResponse = (result: JsonSchema, description = '成功') => ({
  200: {
    description,
    type: 'object',
    required: ['errno', 'result'],
    properties: { errno: { type: 'integer', enum: [0] }, result },
  },
});

export const ref = (id: string) => ({ $ref: `${id}#` });

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
