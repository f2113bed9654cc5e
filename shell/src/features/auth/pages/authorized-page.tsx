import { Navigate, useSearchParams } from 'react-router-dom';
import { ADMIN_HOME_PATH, OFFICIAL_LOGIN_PATH, useSession } from 'shared';
import { observer } from 'mobx-react-lite';

/**
 * /authorized: callback of the third-party chat-app login. Spec §2.6: the `token` query is read but unused — the
 * session is the server cookie; logged in → back office, otherwise → OfficialLogin.
 */
export const AuthorizedPage = observer(function AuthorizedPage() {
  const [params] = useSearchParams();
  void params.get('token'); // read, deliberately unused (spec §2.6)
  const session = useSession();
  return <Navigate to={session.isLoggedIn ? ADMIN_HOME_PATH : OFFICIAL_LOGIN_PATH} replace />;
});
