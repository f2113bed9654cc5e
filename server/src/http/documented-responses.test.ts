import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FastifySchema } from 'fastify';
import { documentRoute, DROPPED_FIELDS_NOTE, errorStatuses } from './documented-responses.js';

const idQuery = { type: 'object', properties: { id: { type: 'integer' } } };

describe('errorStatuses', () => {
  it('documents 401 for session routes, 401/403 for token mutations, 404 for routes naming an object, 429 for rate limits', () => {
    assert.deepEqual(errorStatuses({ method: 'GET', config: { auth: 'public' } }, {}), {});
    assert.deepEqual(errorStatuses({ method: 'GET', config: { auth: 'public' } }, { querystring: idQuery }), { 404: 'NotFound' });
    assert.deepEqual(errorStatuses({ method: 'GET', config: {} }, {}), { 401: 'Unauthorized' });
    assert.deepEqual(errorStatuses({ method: 'POST', config: { auth: 'admin' } }, { body: { type: 'object', properties: { ids: { type: 'array', items: { type: 'integer' } } } } }), {
      401: 'Unauthorized',
      403: 'CsrfRejected',
      404: 'NotFound',
    });
    // a public mutation that needs the token (bound to a session) still answers 401 to a visitor
    assert.deepEqual(errorStatuses({ method: 'POST', config: { auth: 'public' } }, {}), { 401: 'Unauthorized', 403: 'CsrfRejected' });
    assert.deepEqual(errorStatuses({ method: 'POST', config: { auth: 'public', csrf: false, rateLimit: { max: 5 } } as never }, {}), { 429: 'Throttled' });
    assert.deepEqual(errorStatuses({ method: 'GET', config: { auth: 'public', documented: { notFound: true, throttled: true } } }, {}), { 404: 'NotFound', 429: 'Throttled' });
    assert.deepEqual(errorStatuses({ method: 'GET', config: { auth: 'public' } }, { querystring: { type: 'object', properties: { competition_id: { type: 'integer' } } } }), { 404: 'NotFound' });
  });
});

describe('documentRoute', () => {
  it('adds the refusal to 200, the error statuses, and the dropped-fields note to the body', () => {
    const success = { description: '成功', type: 'object', properties: { errno: { type: 'integer', enum: [0] } } };
    const { schema } = documentRoute({
      url: '/api/x',
      route: { method: 'POST', config: {} },
      schema: { body: { type: 'object', properties: { id: { type: 'integer' } } }, response: { 200: success } } as FastifySchema,
    });
    const s = schema as { body: { description: string }; response: Record<string, { description?: string; oneOf?: unknown[]; $ref?: string }> };
    assert.deepEqual(s.response['200'].oneOf, [{ type: 'object', properties: { errno: { type: 'integer', enum: [0] } } }, { $ref: 'Refusal#' }]);
    assert.deepEqual(Object.keys(s.response).sort(), ['200', '401', '403', '404']);
    assert.equal(s.response['404'].$ref, 'NotFound#');
    assert.equal(s.body.description, DROPPED_FIELDS_NOTE);
  });

  it('leaves hidden routes alone and keeps a file answer beside the JSON refusal', () => {
    const hidden = { hide: true } as FastifySchema;
    assert.equal(documentRoute({ url: '/api/media/:key', route: { method: 'GET', config: {} }, schema: hidden }).schema, hidden);
    const file = { description: 'xlsx', content: { 'application/vnd.ms-excel': { schema: { type: 'string', format: 'binary' } } } };
    const { schema } = documentRoute({ url: '/api/f', route: { method: 'GET', config: {} }, schema: { response: { 200: file } } as FastifySchema });
    const content = (schema as { response: Record<string, { content: Record<string, unknown> }> }).response['200'].content;
    assert.deepEqual(Object.keys(content), ['application/vnd.ms-excel', 'application/json']);
  });
});
