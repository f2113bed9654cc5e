import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { loadConfig } from '../config.js';
import { allSchemas } from '../schemas/components.js';
import apiRoutes from './index.js';

/**
 * The routes alone: the dev outbox exists only in demo mode with SMS_SENDER=outbox. Registered but never made
 * ready, so no route plugin touches its database (a stand-in object; the media routes' start-up work runs only on
 * ready). The config is decorated directly, past the config plugin that refuses an outbox outside demo mode.
 */
async function routesWith(smsSender: 'outbox' | 'log', demo = true) {
  const app = Fastify();
  app.decorate('config', loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'saishi-routes-')) }, { smsSender, demo }));
  app.decorate('database', { db: {} } as never);
  // the sandbox gateway, as the payments plugin decorates it in demo mode (its routes are registered with it)
  app.decorate('gateways', { forChannel: () => undefined, named: () => undefined, sandboxSecret: 'x'.repeat(64) } as never);
  for (const schema of allSchemas) app.addSchema(schema);
  await app.register(apiRoutes, { prefix: '/api' });
  return app;
}

describe('GET /api/dev/sms_outbox', () => {
  it('is registered in demo mode with the outbox sender', async () => {
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

  it('does not exist outside demo mode, even with the outbox sender', async () => {
    const app = await routesWith('outbox', false);
    assert.equal(app.hasRoute({ method: 'GET', url: '/api/dev/sms_outbox' }), false);
    await app.close();
  });
});
