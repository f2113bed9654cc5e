import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Navigate, Outlet, useLocation, useMatches, useNavigation } from 'react-router-dom';
import { documentTitle, resolveGuard, useSession } from 'shared';
import { deepestHandle } from './route-handle';

/** Root route element: applies the §2.7 guards and sets the document title from the route titles. */
export const RootLayout = observer(function RootLayout() {
  const session = useSession();
  const location = useLocation();
  const matches = useMatches();
  const navigation = useNavigation();
  const title = deepestHandle(matches, 'title');

  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);

  const decision = resolveGuard({
    routeName: deepestHandle(matches, 'name'),
    path: location.pathname,
    isLoggedIn: session.isLoggedIn,
    hasRecord: deepestHandle(matches, 'hasRecord'),
  });
  // While a navigation is pending (e.g. the 401 handler sending the user to OfficialLogin with `redirect`), the
  // guard waits for it to land instead of overriding it with its own redirect.
  if (decision.action === 'redirect' && navigation.state === 'idle') return <Navigate to={decision.to} replace />;
  return <Outlet />;
});
