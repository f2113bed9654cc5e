import { observer } from 'mobx-react-lite';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { RemoteLoading } from './remote-boundary';
import { RemoteFallback } from './remote-fallback';
import { useRemoteRegistry } from './remote-registry-context';

export interface RemoteCatchAllProps {
  remoteForPath: (path: string) => string | null | undefined;
}

/**
 * The `*` route (under `/admin` and at the top level). A path whose remote failed shows the fallback with 重试
 * (the rest of the shell keeps working); a path whose remote is loading shows the loading text; anything else is
 * unknown → `/404`.
 */
export const RemoteCatchAll = observer(function RemoteCatchAll({ remoteForPath }: RemoteCatchAllProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const registry = useRemoteRegistry();
  const remote = remoteForPath(location.pathname);
  const status = remote ? registry.status(remote) : 'idle';

  if (remote && status === 'failed') {
    return (
      <RemoteFallback
        remote={remote}
        onRetry={async () => {
          await registry.retry(remote);
          // Same location again: React Router calls patchRoutesOnNavigation, which now patches the remote's routes.
          await navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true });
        }}
      />
    );
  }
  if (remote && status === 'loading') return <RemoteLoading />;
  return <Navigate to="/404" replace />;
});
