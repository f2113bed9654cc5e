import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Navigate, useLocation, useNavigate, useNavigation } from 'react-router-dom';
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
  const navigation = useNavigation();
  const registry = useRemoteRegistry();
  const remote = remoteForPath(location.pathname);
  const status = remote ? registry.status(remote) : 'idle';
  const here = `${location.pathname}${location.search}${location.hash}`;
  // Loaded (after 重试 or an idle preload) but not patched yet: navigating to the same place again makes React
  // Router call patchRoutesOnNavigation, which patches the remote's routes.
  const needsDiscovery = Boolean(remote) && status === 'loaded' && !registry.isPatched(remote!);

  useEffect(() => {
    if (needsDiscovery) void navigate(here, { replace: true });
  }, [needsDiscovery, navigate, here]);

  // Keep the fallback (and its 重试 state) mounted while a retry is in flight.
  if (remote && (status === 'failed' || registry.hasFailed(remote))) {
    return <RemoteFallback remote={remote} onRetry={() => registry.retry(remote)} />;
  }
  if (remote && (status === 'loading' || needsDiscovery)) return <RemoteLoading />;
  // A pending navigation (e.g. the one that is patching this remote's routes right now) decides first.
  if (navigation.state !== 'idle') return remote ? <RemoteLoading /> : null;
  return <Navigate to="/404" replace />;
});
