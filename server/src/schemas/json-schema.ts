/**
 * The pieces every response schema is built from: the scalar types, a named object (`obj`: its `$id` is the
 * OpenAPI component name, every property is required and no other is allowed), a `$ref` to a named schema
 * (`refTo`), a page of a list (`listOf`) and an array of a named schema (`arrayOfRef`).
 *
 * Each named schema carries, as a type only, the value it describes (`Typed`, src/http/type-provider.ts), and a
 * `$ref` to it carries the same: so a route's reply is typed from its named schema (`okResponse(ref('Name'))`).
 */
import type { JSONSchema } from 'json-schema-to-ts';
import type { Reply, Typed } from '../http/type-provider.js';

export const int = { type: 'integer' } as const;
export const num = { type: 'number' } as const;
export const str = { type: 'string' } as const;
/** 0 | 1 */
export const flag = { type: 'integer', enum: [0, 1] } as const;
export const dateTime = { type: 'string', format: 'date-time' } as const;
export const nullableInt = { type: ['integer', 'null'] } as const;
export const nullableNum = { type: ['number', 'null'] } as const;
export const nullableStr = { type: ['string', 'null'] } as const;
export const nullableDateTime = { type: ['string', 'null'], format: 'date-time' } as const;

/** A schema with an `$id`, registered with `app.addSchema` (src/schemas/components.ts `allSchemas`). */
export type NamedSchema = { readonly $id: string };

/** The value of an object whose properties are the schemas `P`, all of them required. */
type ValueOfProperties<P> = { -readonly [K in keyof P]: Reply<P[K]> };

/** A named object schema (`obj`), typed as the value it describes. */
export type ObjectSchema<Id extends string, P, Nullable extends boolean> = {
  $id: Id;
  title: string;
  type: Nullable extends true ? ['object', 'null'] : 'object';
  required: (keyof P & string)[];
  properties: P;
  additionalProperties: false;
} & Typed<Nullable extends true ? ValueOfProperties<P> | null : ValueOfProperties<P>>;

/** A named object schema; `nullable`: the value may be null instead. */
export const obj = <const Id extends string, const P extends Record<string, JSONSchema>, const Nullable extends boolean = false>(
  id: Id,
  title: string,
  properties: P,
  nullable?: Nullable,
): ObjectSchema<Id, P, Nullable> => ({
  $id: id,
  title,
  type: (nullable ? ['object', 'null'] : 'object') as ObjectSchema<Id, P, Nullable>['type'],
  required: Object.keys(properties) as (keyof P & string)[],
  properties,
  additionalProperties: false,
});

/** A `$ref` to the named schema `S`, typed as the value that schema describes. */
export type RefTo<S extends NamedSchema> = { $ref: `${S['$id']}#` } & Typed<Reply<S>>;

/**
 * A `$ref` to a named schema: given the schema, or (where importing it would be an import cycle) its `$id` with
 * the schema's type, `refTo<typeof Court>('Court')` (without the type argument no `$id` is accepted).
 */
export function refTo<const S extends NamedSchema>(schema: S): RefTo<S>;
export function refTo<S extends NamedSchema = never>(id: S['$id']): RefTo<S>;
export function refTo(schema: NamedSchema | string): { $ref: string } {
  return { $ref: `${typeof schema === 'string' ? schema : schema.$id}#` };
}

export const arrayOf = <const I extends JSONSchema>(item: I) => ({ type: 'array', items: item }) as const;

type ArrayOfRef<S extends NamedSchema> = { type: 'array'; items: RefTo<S> } & Typed<Reply<S>[]>;

/** An array of the named schema `item` (the schema, or its `$id` with the schema's type as for `refTo`). */
export function arrayOfRef<const S extends NamedSchema>(item: S): ArrayOfRef<S>;
export function arrayOfRef<S extends NamedSchema = never>(id: S['$id']): ArrayOfRef<S>;
export function arrayOfRef(item: NamedSchema | string): JSONSchema {
  return arrayOf({ $ref: `${typeof item === 'string' ? item : item.$id}#` });
}

/** A page of a list: `list` of the named schema `item` and the `total` of all pages. */
export const listOf = <const Id extends string, const S extends NamedSchema>(id: Id, title: string, item: S) =>
  obj(id, title, { list: arrayOfRef(item), total: int });

/** The value of a `flag` property: 1 when `on`, else 0. */
export const toFlag = (on: unknown): 0 | 1 => (on ? 1 : 0);
