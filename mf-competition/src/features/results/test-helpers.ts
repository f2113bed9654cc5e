import { configure } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import type { setupPageTest } from 'shared/mocks/testing';
import { signInForTest } from 'shared/mocks/testing';
import routes from '../../app/routes';

// The management layout loads the competition before the page; on a loaded CI machine that can take far longer than 5 s.
configure({ asyncUtilTimeout: 15_000 });

/** Renders an admin path of mf-competition as a demo account. */
export function renderAdmin(route: string, account: string) {
  const { rootStore } = signInForTest(account);
  return renderWithProviders(null, { routes: routes.adminRoutes, route, rootStore });
}

/** The JSON bodies of the requests to `path` with `method`, recorded afresh for each test. */
export function recordBodies(server: ReturnType<typeof setupPageTest>, method: string, path: string): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  beforeEach(() => {
    bodies.length = 0;
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (request.method === method && url.pathname === `/api${path}`) {
        void request
          .clone()
          .json()
          .then((b: Record<string, unknown>) => bodies.push(b));
      }
    });
  });
  afterEach(() => server.events.removeAllListeners());
  return bodies;
}
