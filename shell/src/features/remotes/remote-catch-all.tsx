import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Navigate, useLocation, useNavigate, useNavigation } from 'react-router-dom';
import { PlainResult } from '../system';
import { RemoteLoading } from './remote-boundary';
import { RemoteFallback } from './remote-fallback';
import { useRemoteRegistry } from './remote-registry-context';

export interface RemoteCatchAllProps {
  remoteForPath: (path: string) => string | null | undefined;
  /** The menu title of a catalog page at this path, when there is one (its page may not be built yet). */
  menuTitleForPath?: (path: string) => string | undefined;
}

/**
 * The `*` route (under `/admin` and at the top level). A path whose remote failed shows the fallback with 重试
 * (the rest of the shell keeps working); a path whose remote is loading shows the loading text; a catalog menu page
 * that no remote provides yet says 正在开发中; anything else is unknown → `/404`.
 */
export const RemoteCatchAll = observer(function RemoteCatchAll({ remoteForPath, menuTitleForPath }: RemoteCatchAllProps) {
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
  // A menu page whose remote is loaded but does not have it yet: say so (as the official site's sixth top-menu
  // item does, spec §2.2) instead of a 404 for a link the menu itself offers.
  const menuTitle = menuTitleForPath?.(location.pathname);
  if (menuTitle) {
    return (
      <PlainResult
        title="正在开发中"
        subTitle={`「${menuTitle}」功能正在开发中，敬请期待。`}
        actionText="返回首页"
        onAction={() => void navigate('/admin')}
      />
    );
  }
  return <Navigate to="/404" replace />;
});
