import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';
import { allSchemas } from '../schemas/components.js';
import { okResponse, ref } from './envelope.js';
import { buildResponseSerializer, reachableSchemas, referencedIds } from './response-serializers.js';

const fromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));
const { SerializerSelector } = fromFastify('@fastify/fast-json-stringify-compiler') as {
  SerializerSelector: () => (shared: unknown, options: unknown) => (route: { schema: unknown }) => (data: unknown) => string;
};

const shared = Object.fromEntries(allSchemas.map((s) => [(s as { $id: string }).$id, s])) as Record<string, unknown>;
const route = (schema: unknown) => ({ schema, method: 'GET', url: '/x', httpStatus: '200' }) as never;

describe('response serializers', () => {
  it('finds the shared schemas a schema reaches through $ref, transitively', () => {
    assert.deepEqual([...referencedIds({ a: { $ref: 'A#' }, b: [{ $ref: 'B#/properties/x' }], c: { $ref: '#/definitions/local' } })], ['A', 'B']);
    const reached = reachableSchemas(
      { $ref: 'Outer#' },
      { Outer: { type: 'object', properties: { inner: { $ref: 'Inner#' } } }, Inner: { type: 'object', properties: { x: { $ref: 'Leaf#' } } }, Leaf: { type: 'string' }, Other: {} },
    );
    assert.deepEqual(Object.keys(reached).sort(), ['Inner', 'Leaf', 'Outer']);
  });

  it('serializes exactly as Fastify’s default compiler, with only the reachable shared schemas', () => {
    const ours = buildResponseSerializer(shared as never, {} as never);
    const theirs = SerializerSelector()(shared, {});
    const schema = okResponse(ref('SignUpRequirement'))[200];
    const data = {
      errno: 0,
      result: {
        settings: {
          competition_id: 7,
          opens_at: null,
          closes_at: '2027-04-01T00:00:00.000Z',
          review_required: 0,
          waiting_list: 1,
          required_fields: ['real_name'],
          custom_fields: [{ key: 'size', label: '尺码', required: true }],
          enabled: 1,
          secret: 'dropped',
        },
        items: [
          {
            id: 3,
            name: '男子100米',
            entry_type: 'individual',
            gender: 1,
            age_group: '',
            birth_from: null,
            birth_to: '2010-12-31',
            capacity: 0,
            fee: '30.00',
            fee_cents: 3000,
            team_min: 1,
            team_max: 1,
            free_places: null,
            competition_id: 7,
            sort: 0,
            approved_count: 2,
            pending_count: 0,
            waiting_count: 0,
            extra: 'dropped',
          },
        ],
        field_options: [{ key: 'phone', label: '手机号' }],
      },
    };
    const text = ours(route(schema))(data);
    assert.equal(text, theirs(route(schema))(data));
    assert.ok(text.includes('"fee":"30.00"') && !text.includes('dropped'));
  });

  it('compiles a schema once however many routes repeat it', () => {
    const ours = buildResponseSerializer(shared as never, {} as never);
    const first = ours(route(okResponse(ref('CreatedId'))[200]));
    assert.equal(ours(route(okResponse(ref('CreatedId'))[200])), first);
    assert.notEqual(ours(route(okResponse(ref('Empty'))[200])), first);
  });
});
