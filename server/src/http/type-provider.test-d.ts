/**
 * Type tests of the replies (checked by `tsc`, `pnpm typecheck`; never run): a handler answers the shape its
 * response schema allows, named (`okResponse(ref('Name'))`) or inline, and every named schema gives a type.
 */
import type { NamedSchemas } from '../schemas/components.js';
import { ok, okResponse, ref } from './envelope.js';
import type { ApiInstance, Reply } from './type-provider.js';
import { refTo } from '../schemas/json-schema.js';

/** The `$id`s of the named schemas whose value is `unknown` (none: each `ref('Name')` reply is typed). */
type UntypedNamed = { [Id in keyof NamedSchemas]: unknown extends Reply<NamedSchemas[Id]> ? Id : never }[keyof NamedSchemas];
export const everyNamedSchemaTyped: [UntypedNamed] extends [never] ? true : UntypedNamed = true;

/** A nullable named schema (`obj(…, true)`) allows null; a `$ref` to it carries the same. */
export const noChange: Reply<NamedSchemas['CompetitionChange']> = null;
// @ts-expect-error a named object is not null unless its schema says so
export const noCreatedId: Reply<NamedSchemas['CreatedId']> = null;

export function replies(app: ApiInstance) {
  app.get('/t/named', { schema: { response: okResponse(ref('CreatedId')) } }, async () => ok({ id: 1 }));
  // @ts-expect-error a field of the wrong type
  app.get('/t/named-wrong-type', { schema: { response: okResponse(ref('CreatedId')) } }, async () => ok({ id: '1' }));
  // @ts-expect-error a required field missing
  app.get('/t/named-missing', { schema: { response: okResponse(ref('MsgCount')) } }, async () => ok({ sign_count: 1 }));
  // @ts-expect-error an id no schema has
  app.get('/t/named-unknown', { schema: { response: okResponse(ref('NoSuchSchema')) } }, async () => ok({}));

  // a named schema reached through another one (listOf → arrayOfRef), an enum, a date-time (string or Date)
  const list = okResponse(ref('CompetitionSeriesList'));
  const series = { id: 1, institution_id: 1, institution_name: '', name: '', c_type: 1 as const, description: '', status: 'draft' as const, review_reason: '', filed_at: null, reviewed_at: null, competition_count: 0 };
  app.get('/t/list', { schema: { response: list } }, async () => ok({ list: [{ ...series, created_at: new Date() }], total: 1 }));
  // @ts-expect-error an enum value the schema does not allow, in an item of the list
  app.get('/t/list-enum', { schema: { response: list } }, async () => ok({ list: [{ ...series, c_type: 3, created_at: '' }], total: 1 }));
  // @ts-expect-error a date-time is a string or a Date, not a number
  app.get('/t/list-date', { schema: { response: list } }, async () => ok({ list: [{ ...series, created_at: 0 }], total: 1 }));

  // an inline result schema
  const inline = okResponse({ type: 'object', required: ['n'], properties: { n: { type: 'integer' } }, additionalProperties: false });
  app.get('/t/inline', { schema: { response: inline } }, async () => ok({ n: 1 }));
  // @ts-expect-error the inline schema's field of the wrong type
  app.get('/t/inline-wrong', { schema: { response: inline } }, async () => ok({ n: 'one' }));
}

// @ts-expect-error a `$ref` by `$id` alone, without the schema's type, would be untyped: it is refused
export const untypedRef = refTo('CreatedId');
export const typedRef = refTo<NamedSchemas['CreatedId']>('CreatedId');
