import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Fastify from 'fastify';
import { lazySerializers, lazyValidator, lazyValidators } from './lazy-compilers.js';

describe('lazy compilers', () => {
  it('compiles a validator on its first call, once, and passes schemaEnv and errors through', () => {
    let compiles = 0;
    const compiled = Object.assign((data: unknown) => data === 1, { schemaEnv: { root: true }, errors: [{ message: 'x' }] });
    const validate = lazyValidator(() => {
      compiles += 1;
      return compiled;
    });
    assert.equal(compiles, 0, 'nothing compiled before the first request');
    assert.equal(validate(1), true);
    assert.equal(validate(2), false);
    assert.deepEqual(validate.errors, [{ message: 'x' }]);
    assert.deepEqual(validate.schemaEnv, { root: true });
    assert.equal(compiles, 1);
  });

  it('serves a Fastify app exactly as the eager compilers: coercion, defaults, dropped fields, errors, serialization', async () => {
    let serializerBuilds = 0;
    const app = Fastify({
      schemaController: {
        compilersFactory: {
          buildValidator: lazyValidators(),
          buildSerializer: lazySerializers(() => (route) => {
            serializerBuilds += 1;
            const schema = (route as { schema: { properties: Record<string, unknown> } }).schema;
            const keys = Object.keys(schema.properties);
            return (data: unknown) => JSON.stringify(Object.fromEntries(keys.map((k) => [k, (data as Record<string, unknown>)[k]])));
          }),
        },
      },
    });
    app.post(
      '/x',
      {
        schema: {
          querystring: { type: 'object', properties: { n: { type: 'integer' }, d: { type: 'integer', default: 7 } }, additionalProperties: false },
          body: { type: 'object', required: ['a'], properties: { a: { type: 'string' } }, additionalProperties: false },
          response: { 200: { type: 'object', properties: { n: { type: 'integer' }, d: { type: 'integer' }, body: { type: 'object' } } } },
        },
      },
      async (request) => ({ ...(request.query as object), body: request.body, hidden: 'not serialized' }),
    );
    await app.ready();
    assert.equal(serializerBuilds, 0, 'no serializer built at start');
    const ok = await app.inject({ method: 'POST', url: '/x?n=5&extra=1', payload: { a: 'b', extra: true } });
    assert.deepEqual(ok.json(), { n: 5, d: 7, body: { a: 'b' } });
    const bad = await app.inject({ method: 'POST', url: '/x?n=abc', payload: { a: 'b' } });
    assert.equal(bad.statusCode, 400);
    assert.match(bad.json().message, /querystring\/n must be integer/);
    const missing = await app.inject({ method: 'POST', url: '/x', payload: {} });
    assert.match(missing.json().message, /must have required property 'a'/);
    await app.inject({ method: 'POST', url: '/x', payload: { a: 'c' } });
    assert.equal(serializerBuilds, 1, 'built once, on the first response');
    await app.close();
  });
});
