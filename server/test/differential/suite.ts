/**
 * Differential contract suite (docs/api.md, "Mocks that cannot drift"): every scenario runs against the MSW
 * handlers of shared/src/mocks and against the real server with the demo data; HTTP status, errno, Chinese
 * message and the shape of the result must agree at every step. Runs on the PGlite app of the server suite.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { RequestHandler } from 'msw';
import type { TestContext } from '../helpers.js';
import { mockSide, report, runScenario, serverSide, shapeDifferences, shapeOf, type Scenario, type Side } from './harness.js';
import { filingScenarios } from './scenarios/filing.js';
import { signUpScenarios } from './scenarios/sign-up.js';
import { articleScenarios } from './scenarios/articles.js';
import { liveScenarios } from './scenarios/live.js';
import { scheduleScenarios } from './scenarios/schedule.js';
import { standingsScenarios } from './scenarios/standings.js';
import { homepageScenarios } from './scenarios/homepage.js';
import { signInScenarios } from './scenarios/sign-in.js';
import { payoutAccountScenarios } from './scenarios/payout-accounts.js';
import { homeBlockScenarios } from './scenarios/home-blocks.js';
import { albumScenarios } from './scenarios/albums.js';
import { liveRoomScenarios } from './scenarios/live-rooms.js';
import { videoScenarios } from './scenarios/videos.js';
import { directoryScenarios } from './scenarios/directory.js';
import { accountScenarios } from './scenarios/account.js';
import { enrolmentScenarios } from './scenarios/enrolment.js';
import { uploadScenarios } from './scenarios/uploads.js';

const ORIGIN = 'http://localhost';

/**
 * What the suite uses of `shared/mocks`. The module is loaded by name at run time: its sources are the browser
 * workspace's (extensionless imports, bundler resolution), type-checked there, not under the server's NodeNext.
 */
interface MockModule {
  handlers: RequestHandler[];
  resetMockDb(): void;
  currentSession(): { token: string } | null;
  currentUser(): { profile: { account: string } } | null;
}
const MOCKS = 'shared/mocks';

export const differentialScenarios: Scenario[] = [...filingScenarios, ...signUpScenarios, ...articleScenarios, ...liveScenarios, ...scheduleScenarios, ...standingsScenarios, ...homepageScenarios, ...signInScenarios, ...payoutAccountScenarios, ...homeBlockScenarios, ...albumScenarios, ...liveRoomScenarios, ...videoScenarios, ...directoryScenarios, ...accountScenarios, ...enrolmentScenarios, ...uploadScenarios];

export function differentialSuite(ctx: TestContext) {
  describe('differential contract: MSW mocks ≡ server', () => {
    let mock: Side;
    let server: Side;
    let close = () => {};

    before(async () => {
      // The handlers are written with paths relative to the page (`/api/...`), as in the browser: MSW resolves
      // them against `location`, which Node does not have. Only http://localhost (port 80) is answered by them.
      (globalThis as { location?: URL }).location ??= new URL(`${ORIGIN}/`);
      const { setupServer } = await import('msw/node');
      const mocks = (await import(MOCKS)) as MockModule;
      const msw = setupServer(...mocks.handlers);
      msw.listen({ onUnhandledRequest: 'bypass' });
      close = () => msw.close();
      server = serverSide(ctx.app);
      mock = mockSide(ORIGIN, {
        reset: () => mocks.resetMockDb(),
        currentSession: () => mocks.currentSession(),
        currentAccount: () => mocks.currentUser()?.profile.account ?? null,
      });
    });
    after(() => close());

    for (const scenario of differentialScenarios) {
      it(scenario.title, async () => {
        const outcomes = await runScenario(scenario, mock, server);
        // DIFF_DEBUG=1 prints what both sides answered at every step
        if (process.env.DIFF_DEBUG) for (const o of outcomes) console.log(o.step.title, JSON.stringify(o.mock), JSON.stringify(o.server));
        assert.equal(report(scenario, outcomes), '');
      });
    }

    it('compares shapes: a missing field, another type and a list of other rows are differences; null and [] fit', () => {
      const server = shapeOf({ id: 1, name: '杯', list: [{ a: 1, b: 'x' }], cover: null, tags: [] });
      assert.deepEqual(shapeDifferences(shapeOf({ id: 2, name: '赛', list: [{ a: 3, b: 'y' }], cover: 'c.png', tags: ['t'] }), server), []);
      assert.deepEqual(shapeDifferences(shapeOf({ id: 2, list: [{ a: 3, b: 'y' }] }), shapeOf({ id: 1, list: [] })), []);
      assert.deepEqual(shapeDifferences(shapeOf({ id: '2', name: '赛', list: [{ a: 3 }], cover: null, tags: [], extra: 1 }), server), [
        'result.extra: 只有模拟接口返回',
        'result.id: string ≠ number',
        'result.list[].b: 模拟接口缺少该字段',
      ]);
      assert.deepEqual(shapeDifferences(shapeOf({ list: {} }), shapeOf({ list: [] })), ['result.list: 对象 ≠ 数组']);
    });
  });
}
