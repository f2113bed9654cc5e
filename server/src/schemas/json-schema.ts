/**
 * The pieces every response schema is built from: the scalar types, a named object (`obj`: its `$id` is the
 * OpenAPI component name, every property is required and no other is allowed), a page of a list (`listOf`) and an
 * array of a named schema (`arrayOfRef`).
 */
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

/** A named object schema; `nullable`: the value may be null instead. */
export const obj = (id: string, title: string, properties: Record<string, unknown>, nullable = false) => ({
  $id: id,
  title,
  type: nullable ? ['object', 'null'] : 'object',
  required: Object.keys(properties),
  properties,
  additionalProperties: false,
});

export const arrayOf = (item: Record<string, unknown>) => ({ type: 'array', items: item });

/** An array of the named schema `id`. */
export const arrayOfRef = (id: string) => arrayOf({ $ref: `${id}#` });

/** A page of a list: `list` of the named schema `item` and the `total` of all pages. */
export const listOf = (id: string, title: string, item: string) => obj(id, title, { list: arrayOfRef(item), total: int });
