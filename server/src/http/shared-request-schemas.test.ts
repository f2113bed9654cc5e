import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { shareIdenticalRequestSchemas } from './shared-request-schemas.js';

describe('shared request schemas', () => {
  it('gives routes with the same schema text one object per request part, and leaves others their own', () => {
    const share = shareIdenticalRequestSchemas();
    const idQuery = () => ({ type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } });
    const a = { schema: { querystring: idQuery(), response: { 200: {} } } };
    const b = { schema: { querystring: idQuery(), body: idQuery() } };
    const c = { schema: { querystring: { ...idQuery(), required: [] } } };
    for (const route of [a, b, c]) share(route);
    assert.equal(b.schema.querystring, a.schema.querystring);
    assert.notEqual(b.schema.body, a.schema.querystring);
    assert.notEqual(c.schema.querystring, a.schema.querystring);
    assert.deepEqual(b.schema.body, idQuery());
  });
});
