/**
 * fast-check arbitraries from the OpenAPI document's request schemas: `valid(schema)` draws values the schema
 * accepts (as a client that follows the document would send), `boundary(schema)` values at and beyond its edges
 * (as a fuzzer or an attacker would): int32 ± 1, 64-bit numbers, days that do not exist, NUL bytes, lone UTF-16
 * surrogates, strings one character too long, wrong types, missing required fields, unknown fields. The fuzz suite
 * and the authorization matrix build every request from these, so a new route is covered without anyone writing a
 * test for it.
 */
import fc from 'fast-check';
import { CALENDAR_YEARS, PLAIN_TEXT_PATTERN } from 'shared/rules';
import { INT32_MAX, INT32_MIN } from '../../src/http/schema-policy.js';

export type Schema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  default?: unknown;
  $ref?: string;
};

/** Longest free text the generators draw (long texts are covered by the maxLength boundary). */
const TEXT_DRAW_MAX = 24;

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const leap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

const yearArb = fc.oneof(fc.integer({ min: 2020, max: 2030 }), fc.integer({ min: CALENDAR_YEARS.min, max: CALENDAR_YEARS.max }));
const dateArb = fc
  .tuple(yearArb, fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }))
  .map(([y, m, d]) => `${y}-${pad(m)}-${pad(Math.min(d, m === 2 && leap(y) ? 29 : DAYS[m - 1]))}`);
const dateTimeArb = fc
  .tuple(dateArb, fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), fc.constantFrom('Z', '+08:00', '.000Z', '-05:30'))
  .map(([d, h, m, z]) => `${d}T${pad(h)}:${pad(m)}:00${z}`);
const yearMonthArb = fc.tuple(yearArb, fc.integer({ min: 1, max: 12 })).map(([y, m]) => `${y}-${pad(m)}`);

/** Characters a Chinese user types: CJK, ASCII letters and digits, punctuation, a space, a line break. */
const textChar = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 0x4e00, max: 0x9fa5 }).map((c) => String.fromCharCode(c)) },
  { weight: 4, arbitrary: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789') },
  { weight: 1, arbitrary: fc.constantFrom(' ', '，', '。', '-', '_', '\n', "'", '"', '<', '>', '&', '%', '/', '😀') },
);

/** Astral characters count twice in JavaScript lengths and once in Ajv's: stay well within both. */
const codePoints = (s: string) => [...s].length;

function textArb(min: number, max: number): fc.Arbitrary<string> {
  const hi = Math.max(min, Math.min(max, TEXT_DRAW_MAX));
  const drawn = fc.array(textChar, { minLength: min, maxLength: hi }).map((cs) => cs.join(''));
  if (max === Number.POSITIVE_INFINITY || max <= TEXT_DRAW_MAX) return drawn;
  // now and then the longest text the schema takes
  return fc.oneof({ weight: 9, arbitrary: drawn }, { weight: 1, arbitrary: fc.constant('长'.repeat(max)) });
}

function patternArb(pattern: string, min: number, max: number): fc.Arbitrary<string> {
  return fc
    .stringMatching(new RegExp(pattern, 'u'), { size: 'small' })
    .filter((s) => codePoints(s) >= min && codePoints(s) <= max);
}

export interface Resolver {
  resolve(schema: Schema): Schema;
}

/** `$ref: '#/components/schemas/X'` against the document. */
export function resolverOf(doc: { components?: { schemas?: Record<string, Schema> } }): Resolver {
  return {
    resolve(schema: Schema): Schema {
      let s = schema;
      for (let i = 0; s.$ref && i < 10; i += 1) {
        const name = s.$ref.replace(/^#\/components\/schemas\//, '');
        s = doc.components?.schemas?.[name] ?? {};
      }
      return s;
    },
  };
}

const typesOf = (s: Schema): string[] => (s.type === undefined ? [] : Array.isArray(s.type) ? s.type : [s.type]);

/** Object ids are small numbers most of the time, so requests meet the demo data and each other's objects. */
const isIdName = (name: string | undefined) => name !== undefined && /^(?:id|ids|.+_ids?)$/.test(name);

export function valid(schema: Schema, r: Resolver, name?: string): fc.Arbitrary<unknown> {
  const s = r.resolve(schema);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  if (s.anyOf || s.oneOf) return fc.oneof(...(s.anyOf ?? s.oneOf)!.map((b) => valid(b, r, name)));
  if (s.allOf) return valid(Object.assign({}, ...s.allOf.map((b) => r.resolve(b))), r, name);
  const types = typesOf(s);
  if (types.length > 1) return fc.oneof(...types.map((t) => valid({ ...s, type: t }, r, name)));
  const type = types[0] ?? (s.properties ? 'object' : 'string');
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer': {
      const min = Math.max(s.minimum ?? INT32_MIN, s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : INT32_MIN);
      const max = Math.min(s.maximum ?? INT32_MAX, s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : INT32_MAX);
      const small = fc.integer({ min: Math.max(min, Math.min(max, 0)), max: Math.min(max, Math.max(min, 12)) });
      const edges = fc.constantFrom(min, max);
      const any = fc.integer({ min, max });
      return isIdName(name)
        ? fc.oneof({ weight: 6, arbitrary: small }, { weight: 1, arbitrary: edges }, { weight: 1, arbitrary: any })
        : fc.oneof({ weight: 3, arbitrary: small }, { weight: 1, arbitrary: edges }, { weight: 2, arbitrary: any });
    }
    case 'number': {
      const min = s.minimum ?? -1e6;
      const max = s.maximum ?? 1e6;
      return fc.oneof(fc.integer({ min: Math.ceil(min), max: Math.floor(max) }), fc.double({ min, max, noNaN: true, noDefaultInfinity: true }));
    }
    case 'string': {
      const min = s.minLength ?? 0;
      const max = s.maxLength ?? Number.POSITIVE_INFINITY;
      if (s.format === 'date') return dateArb;
      if (s.format === 'date-time') return dateTimeArb;
      if (s.format === 'year-month') return yearMonthArb;
      if (s.format === 'uri') return fc.webUrl();
      if (s.format === 'email') return fc.emailAddress();
      if (s.pattern && s.pattern !== PLAIN_TEXT_PATTERN) return patternArb(s.pattern, min, Math.min(max, 200));
      return textArb(min, max);
    }
    case 'array': {
      const item = valid(s.items ?? {}, r, name);
      const minLength = s.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(s.maxItems ?? 4, 4));
      return s.uniqueItems ? fc.uniqueArray(item, { minLength, maxLength, selector: (v) => JSON.stringify(v) }) : fc.array(item, { minLength, maxLength });
    }
    case 'object': {
      const props = s.properties ?? {};
      const model = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, valid(v, r, k)]));
      const requiredKeys = (s.required ?? []).filter((k) => k in props);
      return fc.record(model, { requiredKeys });
    }
    default:
      return fc.constant(null);
  }
}

const STRING_EDGES = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  '\ud800',
  'a\udc00b',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '2026-02-30',
  '0000-00-00',
  '9999-12',
  '2026-13-45T25:61:61Z',
  '1e309',
  '9223372036854775807',
  '-1',
  'null',
  '[]',
  '{}',
  '😀'.repeat(40),
];
/** High and low surrogates without their other half. */
const LONE_SURROGATES = ['\ud800', '\udbff', '\udc00', '\udfff', '\ud83d'];
const NUMBER_EDGES = [-1, 0, 1.5, -2147483649, 2147483648, 4294967296, 9223372036854775807, 1e308, -1e308];
const WRONG_TYPES = [null, true, 'abc', 12, 3.25, [], {}, [1, 2]];

/** A value at or beyond the schema's edges (it may or may not be accepted). */
export function boundary(schema: Schema, r: Resolver, name?: string): fc.Arbitrary<unknown> {
  const s = r.resolve(schema);
  const types = typesOf(s);
  const options: fc.Arbitrary<unknown>[] = [fc.constantFrom(...WRONG_TYPES)];
  if (types.includes('integer') || types.includes('number')) {
    options.push(fc.constantFrom(...NUMBER_EDGES));
    if (s.minimum !== undefined) options.push(fc.constantFrom(s.minimum - 1, s.minimum));
    if (s.maximum !== undefined) options.push(fc.constantFrom(s.maximum, s.maximum + 1));
  }
  if (types.includes('string') || types.length === 0) {
    options.push(fc.constantFrom(...STRING_EDGES));
    if (s.maxLength !== undefined) options.push(fc.constant('长'.repeat(s.maxLength + 1)));
    options.push(valid({ ...s, type: 'string' }, r, name).map((v) => `${String(v)}\u0000`));
    // a lone UTF-16 surrogate (JSON "\ud800"): no Unicode text at all; PostgreSQL json refuses it
    options.push(
      fc.tuple(valid({ ...s, type: 'string' }, r, name), fc.constantFrom(...LONE_SURROGATES), fc.nat()).map(([v, lone, at]) => {
        const text = String(v);
        const cut = at % (text.length + 1);
        return text.slice(0, cut) + lone + text.slice(cut);
      }),
    );
  }
  if (types.includes('array') && s.items) {
    options.push(fc.array(boundary(s.items, r, name), { minLength: 1, maxLength: 3 }));
    options.push(fc.constant(Array.from({ length: (s.maxItems ?? 100) + 1 }, (_, i) => i + 1)));
  }
  if (s.properties) options.push(mutatedObject(s, r));
  return fc.oneof(...options);
}

/** A valid object with one thing wrong: a field at its edge, a required field missing, or an unknown field. */
export function mutatedObject(schema: Schema, r: Resolver): fc.Arbitrary<unknown> {
  const s = r.resolve(schema);
  const keys = Object.keys(s.properties ?? {});
  const base = valid(s, r) as fc.Arbitrary<Record<string, unknown>>;
  const mutations: fc.Arbitrary<Record<string, unknown>>[] = [
    fc.tuple(base, fc.constantFrom('x', '__proto__', 'is_admin', 'institution_id', 'status'), fc.constantFrom(...WRONG_TYPES, 1)).map(([o, k, v]) => {
      const copy: Record<string, unknown> = { ...o };
      Object.defineProperty(copy, k, { value: v, enumerable: true, writable: true, configurable: true });
      return copy;
    }),
  ];
  if (keys.length > 0) {
    mutations.push(
      fc.constantFrom(...keys).chain((k) => fc.tuple(base, fc.constant(k), boundary(s.properties![k], r, k))).map(([o, k, v]) => ({ ...o, [k]: v })),
    );
  }
  if ((s.required ?? []).length > 0) {
    mutations.push(
      fc.tuple(base, fc.constantFrom(...s.required!)).map(([o, k]) => {
        const copy = { ...o };
        delete copy[k];
        return copy;
      }),
    );
  }
  return fc.oneof(...mutations);
}
