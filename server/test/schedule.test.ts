/** Private fast runner of the schedule suite (PGlite; PostgreSQL too when TEST_DATABASE_URL is set). */
import { after, before, describe } from 'node:test';
import { setupPglite, setupPostgres, type TestContext } from './helpers.js';
import { scheduleSuite } from './suites/schedule.js';

const targets: { name: string; setup: () => Promise<TestContext> }[] = [{ name: 'PGlite', setup: setupPglite }];
if (process.env.TEST_DATABASE_URL) targets.push({ name: 'PostgreSQL', setup: () => setupPostgres(process.env.TEST_DATABASE_URL!) });
for (const target of targets) {
  describe(`schedule on ${target.name}`, () => {
    const ctx = {} as TestContext;
    before(async () => Object.assign(ctx, await target.setup()));
    after(async () => ctx.close?.());
    scheduleSuite(ctx);
  });
}
