import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Navigate, Outlet, useLocation, useMatches, useNavigation } from 'react-router-dom';
import { useSession } from 'shared';
import { documentTitle, resolveGuard } from 'shared/rules';
import { deepestHandle, deepestTitle } from './route-handle';

/** Root route element: applies the §2.7 guards and sets the document title from the route titles. */
export const RootLayout = observer(function RootLayout() {
  const session = useSession();
  const location = useLocation();
  const matches = useMatches();
  const navigation = useNavigation();
  const title = deepestTitle(matches, location.search);

  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);

  const decision = resolveGuard({
    routeName: deepestHandle(matches, 'name'),
    path: location.pathname,
    isLoggedIn: session.isLoggedIn,
    hasRecord: deepestHandle(matches, 'hasRecord'),
  });
  if (decision.action === 'redirect') {
    // While a navigation is pending (e.g. the 401 handler sending the user to OfficialLogin with `redirect`, or the
    // guard's own redirect loading the official home) the guard waits for it to land instead of overriding it —
    // and never renders the guarded page meanwhile (its requests would answer 401 and send the user to the login).
    return navigation.state === 'idle' ? <Navigate to={decision.to} replace /> : null;
  }
  return <Outlet />;
});
