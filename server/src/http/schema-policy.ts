/**
 * What a request may carry, bounded by what the database can hold (docs/api.md "Bounds").
 *
 * Every route's request schema (params, querystring, body) passes through `boundRequestSchema` when the route is
 * registered (app.ts, onRoute), so a route author writes `{ type: 'integer', minimum: 1 }` and gets:
 * - integers within int32 (every id, offset and count column is `integer`): `id=2147483648` or
 *   `start=9223372036854775807` → 42200 `编号不能大于2147483647`, never a database overflow;
 * - free-text strings (no enum, const, pattern or format of their own) without control characters (NUL and the
 *   other C0 controls except tab, line feed and carriage return, and DEL): PostgreSQL text cannot hold NUL;
 * - objects that declare their properties drop the ones they do not declare (`additionalProperties: false` with
 *   Ajv's removeAdditional), as the OpenAPI document then says.
 * Beyond what a schema can say, `refusingIllFormedText` refuses a request part holding a lone UTF-16 surrogate
 * (`"\ud800"`) in any string or key, before the schema is checked: 42200 `标题包含无效字符`, whatever the field.
 * The formats `date`, `date-time` and `year-month` are real calendar values in the years 1900–2099
 * (`CALENDAR_YEARS`): `2026-02-30`, `0000-01-01` and `9999-12` are refused, not passed on to the database. They are
 * shared/rules' `CALENDAR_FORMATS` (app.ts gives them to Ajv; the mocks' request validation uses them too).
 */

import { illFormedTextIssue, PLAIN_TEXT_PATTERN } from 'shared/rules';

export type JsonSchema = Record<string, unknown>;

export const INT32_MIN = -2_147_483_648;
export const INT32_MAX = 2_147_483_647;

/**
 * Whether a route's own pattern already keeps control characters out: anchored at both ends and built only of
 * literal characters, digit/word classes and positive character classes (no `.`, no negated class or `\S`-like
 * escapes). `^1\d{10}$` does; a prefix check like `^(https?://|/)` does not, and gets PLAIN_TEXT_PATTERN beside it.
 */
export function patternExcludesControls(pattern: string): boolean {
  if (!pattern.startsWith('^') || !pattern.endsWith('$') || pattern.endsWith('\\$')) return false;
  return !/(?<!\\)\.|\[\^|\\[SDWsuxc0-9]/.test(pattern);
}

const typesOf = (schema: JsonSchema): string[] => {
  const t = schema.type;
  if (typeof t === 'string') return [t];
  return Array.isArray(t) ? (t as string[]) : [];
};

interface Walk {
  /** Inside anyOf/oneOf/allOf: Ajv's removeAdditional would strip fields another branch declares. */
  inCombinator: boolean;
}

function bound(schema: unknown, walk: Walk): unknown {
  if (Array.isArray(schema)) return schema.map((s) => bound(s, walk));
  if (!schema || typeof schema !== 'object') return schema;
  const s = { ...(schema as JsonSchema) };
  if (typeof s.$ref === 'string') return s;
  const types = typesOf(s);

  if (types.includes('integer')) {
    s.minimum = typeof s.minimum === 'number' ? Math.max(s.minimum, INT32_MIN) : INT32_MIN;
    s.maximum = typeof s.maximum === 'number' ? Math.min(s.maximum, INT32_MAX) : INT32_MAX;
  }
  if (types.includes('string') && s.enum === undefined && s.const === undefined && s.format === undefined) {
    if (s.pattern === undefined) s.pattern = PLAIN_TEXT_PATTERN;
    else if (!patternExcludesControls(String(s.pattern))) s.allOf = [...((s.allOf as unknown[]) ?? []), { pattern: PLAIN_TEXT_PATTERN }];
  }
  if (s.properties && typeof s.properties === 'object') {
    s.properties = Object.fromEntries(Object.entries(s.properties as JsonSchema).map(([k, v]) => [k, bound(v, walk)]));
    if (s.additionalProperties === undefined && !walk.inCombinator) s.additionalProperties = false;
  }
  if (s.additionalProperties && typeof s.additionalProperties === 'object') s.additionalProperties = bound(s.additionalProperties, walk);
  if (s.items) s.items = bound(s.items, walk);
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    if (Array.isArray(s[key])) s[key] = (s[key] as unknown[]).map((b) => bound(b, { inCombinator: true }));
  }
  return s;
}

/** The bounded copy of a request schema (params, querystring or body); the input is not changed. */
export function boundRequestSchema<T>(schema: T): T {
  return bound(schema, { inCombinator: false }) as T;
}

/** Route schemas parts that carry client input and are bounded (headers are left open: browsers send many). */
export const BOUNDED_PARTS = ['params', 'querystring', 'body'] as const;

/** onRoute: bounds every request part of a route's schema. */
export function applySchemaPolicy(route: { schema?: Record<string, unknown> }): void {
  if (!route.schema) return;
  const schema = { ...route.schema };
  for (const part of BOUNDED_PARTS) if (schema[part]) schema[part] = boundRequestSchema(schema[part]);
  route.schema = schema;
}

/** A compiled request validator as Fastify holds it (Ajv's: `errors` after a failed call, `schemaEnv` for coercion). */
export type RequestValidator = ((data: unknown, context?: unknown) => unknown) & { errors?: unknown; schemaEnv?: unknown };

/**
 * The validator with a check before it: text that is not well-formed Unicode (a lone surrogate in a string or an
 * object key, at any depth) fails as the schema would, with the issue `wellFormedText` at that field, which the
 * error handler words in Chinese. Applied to every route's validators (app.ts), so no field can let one through.
 */
export function refusingIllFormedText(validate: RequestValidator): RequestValidator {
  let own: unknown[] | null = null;
  const checked: RequestValidator = (data, context) => {
    const issue = illFormedTextIssue(data);
    own = issue ? [issue] : null;
    return issue ? false : validate(data, context);
  };
  Object.defineProperty(checked, 'schemaEnv', { get: () => validate.schemaEnv });
  Object.defineProperty(checked, 'errors', { get: () => own ?? validate.errors });
  return checked;
}
