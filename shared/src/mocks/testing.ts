/**
 * Page-test helpers (jest only): MSW server with the shared handlers, fresh mock data per test, DOM stubs antd
 * needs in jsdom, and sign-in as a demo account for both the mock server and the client session.
 */
import type { RequestHandler } from 'msw';
import { rootStore } from '../session/root-store-instance';
import { loginAs } from '../testing/fixtures';
import { setupMswServer } from '../testing/msw-server';
import { handlers } from './index';
import { resetMockDb, signInAs } from './db';

/** Call at the top level of a page test file. Extra handlers take precedence over the shared ones. */
export function setupPageTest(...extra: RequestHandler[]) {
  const server = setupMswServer(...extra, ...handlers);
  beforeEach(() => {
    resetMockDb();
    document.cookie.split(';').forEach((c) => {
      const name = c.split('=')[0]?.trim();
      if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    });
    localStorage.clear();
    rootStore.session.hydrate();
  });
  return server;
}

/**
 * Logged in as a demo account (`admin`, `org_gov`, `org_youth`, `venue_mgr`, `athlete`, `referee`,
 * `org_multi`): the mock server has the session, the cookies hold token and account, and the singleton
 * rootStore (the one the shared http client uses) is hydrated from them. Pass `rootStore` to
 * renderWithProviders so pages and client share it.
 */
export function signInForTest(account: string) {
  const result = signInAs(account);
  loginAs(result.account, result.token);
  rootStore.session.hydrate();
  return { ...result, rootStore };
}

/**
 * The URLs of every request whose URL contains `urlPart`, recorded afresh for each test of the file, so a page test
 * can assert the exact query its filters sent.
 */
export function recordRequests(server: ReturnType<typeof setupPageTest>, urlPart: string): URL[] {
  const requests: URL[] = [];
  beforeEach(() => {
    requests.length = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes(urlPart)) requests.push(new URL(request.url));
    });
  });
  afterEach(() => server.events.removeAllListeners());
  return requests;
}
