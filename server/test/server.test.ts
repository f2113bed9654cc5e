/**
 * The server suite: one app per database target (PGlite in memory; PostgreSQL too when TEST_DATABASE_URL is set,
 * on a fresh database created and dropped by this run). All suites share the app of their target and isolate
 * themselves with their own users and data.
 */
import { after, before, describe } from 'node:test';
import { setupPglite, setupPostgres, type TestContext } from './helpers.js';
import { authSuite } from './suites/auth.js';
import { envelopeSuite } from './suites/envelope.js';
import { menuCountsSuite } from './suites/menu-counts.js';
import { smsSuite } from './suites/sms.js';
import { staticSuite } from './suites/static.js';
import { tenancySuite } from './suites/tenancy.js';

const targets: { name: string; setup: () => Promise<TestContext> }[] = [{ name: 'PGlite', setup: setupPglite }];
const pgUrl = process.env.TEST_DATABASE_URL;
if (pgUrl) targets.push({ name: 'PostgreSQL', setup: () => setupPostgres(pgUrl) });

for (const target of targets) {
  describe(`server on ${target.name}`, () => {
    const ctx = {} as TestContext;
    before(async () => {
      Object.assign(ctx, await target.setup());
    });
    after(async () => {
      await ctx.close?.();
    });
    authSuite(ctx);
    smsSuite(ctx);
    menuCountsSuite(ctx);
    tenancySuite(ctx);
    envelopeSuite(ctx);
    staticSuite(ctx);
  });
}
