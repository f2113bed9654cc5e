/**
 * `pnpm --filter server differential`: the differential suite alone, on a PGlite app with the demo data (as the
 * server suite runs it), ending with `differential: N of M mocked operations compared` and the uncompared operations.
 */
import { after, before, describe } from 'node:test';
import { setupPglite, type TestContext } from '../helpers.js';
import { coverageLines, type Coverage } from './harness.js';
import { differentialSuite } from './suite.js';

let coverage: Coverage | null = null;
// printed when the process ends, after the test reporter's summary, so the count is the run's closing lines
process.on('exit', () => {
  if (coverage) process.stdout.write(`${coverageLines(coverage).join('\n')}\n`);
});

describe('server on PGlite', () => {
  const ctx = {} as TestContext;
  before(async () => {
    Object.assign(ctx, await setupPglite());
  });
  after(async () => {
    await ctx.close?.();
  });
  differentialSuite(ctx, (c) => {
    coverage = c;
  });
});
