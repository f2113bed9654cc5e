import type { setupPageTest } from 'shared/mocks/testing';

/** For tests: the JSON bodies of the `method` requests to exactly `pathname`, recorded afresh for each test. */
export function recordBodies(server: ReturnType<typeof setupPageTest>, method: string, pathname: string): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  beforeEach(() => {
    bodies.length = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === method && new URL(request.url).pathname === pathname) {
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
