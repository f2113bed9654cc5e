/**
 * What the federated singleton `react-router-dom` provides (shared/tooling/webpack.cjs): only the router API the
 * apps use, re-exported from react-router. A shared module cannot be tree-shaken (the build cannot know what the
 * other apps will import), so sharing the whole package sent its server-rendering half (static handlers, RSC,
 * <Scripts>/<Meta>, …) to every public page. `react-router-browser.test.ts` checks that every name any app imports
 * from 'react-router-dom' is listed here: add a name here before using it.
 */
export {
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  createBrowserRouter,
  createMemoryRouter,
  isRouteErrorResponse,
  matchRoutes,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useOutlet,
  useOutletContext,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router';
// react-router-dom's RouterProvider is the DOM one (it flushes state updates with react-dom's flushSync)
export { RouterProvider } from 'react-router/dom';
