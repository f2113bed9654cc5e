import { after, before, describe } from 'node:test';
import { setupPglite, setupPostgres, type TestContext } from './helpers.js';
import { operationRecordsSuite } from './suites/operation-records.js';
const pg = process.env.OR_PG;
describe('x', () => {
  const ctx = {} as TestContext;
  before(async () => { Object.assign(ctx, pg ? await setupPostgres(pg) : await setupPglite()); });
  after(async () => { await ctx.close?.(); });
  operationRecordsSuite(ctx);
});
