import { configure } from '@testing-library/react';
import { renderWithProviders } from 'shared/testing';
import type { setupPageTest } from 'shared/mocks/testing';
import { signInForTest } from 'shared/mocks/testing';
import { recordBodies as recordRequestBodies } from '../../components/record-bodies';
import routes from '../../app/routes';

// The management layout loads the competition before the page; on a loaded CI machine that can take far longer than 5 s.
configure({ asyncUtilTimeout: 15_000 });

/** Renders an admin path of mf-competition as a demo account. */
export function renderAdmin(route: string, account: string) {
  const { rootStore } = signInForTest(account);
  return renderWithProviders(null, { routes: routes.adminRoutes, route, rootStore });
}

/** The JSON bodies of the requests to `/api` + `path` with `method`, recorded afresh for each test. */
export const recordBodies = (server: ReturnType<typeof setupPageTest>, method: string, path: string) => recordRequestBodies(server, method, `/api${path}`);
