import type { RequestHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';

/**
 * An MSW server for jest with the house rules: unhandled requests fail the test, handlers reset after each
 * test, the server closes after the file. Call at the top level of a test file.
 */
export function setupMswServer(...handlers: RequestHandler[]): SetupServer {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
