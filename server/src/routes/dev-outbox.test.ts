import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Fastify from 'fastify';
import { loadConfig } from '../config.js';
import { allSchemas } from '../schemas/components.js';
import apiRoutes from './index.js';

/** The routes alone (no database): the dev outbox exists only with SMS_SENDER=outbox. */
async function routesWith(smsSender: 'outbox' | 'log') {
  const app = Fastify();
  app.decorate('config', loadConfig({}, { smsSender }));
  for (const schema of allSchemas) app.addSchema(schema);
  await app.register(apiRoutes, { prefix: '/api' });
  await app.ready();
  return app;
}

describe('GET /api/dev/sms_outbox', () => {
  it('is registered with the outbox sender', async () => {
    const app = await routesWith('outbox');
    assert.ok(app.hasRoute({ method: 'GET', url: '/api/dev/sms_outbox' }));
    await app.close();
  });

  it('does not exist with the log sender', async () => {
    const app = await routesWith('log');
    assert.equal(app.hasRoute({ method: 'GET', url: '/api/dev/sms_outbox' }), false);
    assert.ok(app.hasRoute({ method: 'POST', url: '/api/send_sms' }));
    await app.close();
  });
});
