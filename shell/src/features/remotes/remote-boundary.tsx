import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { LOADING_TEXT, SITE_PALETTE } from 'shared';
import { RemoteFallback } from './remote-fallback';
import { useRemoteRegistry } from './remote-registry-context';

const LOADING_KEYFRAMES = '@keyframes saishi-spin{to{transform:rotate(360deg)}}@keyframes saishi-appear{from{opacity:0}to{opacity:1}}';

/**
 * How long the loading state stays invisible. A page that arrives sooner replaces it without a flash of spinner; a
 * slower one shows it from then on. The element is in the document (and announced as status) from the start.
 */
const LOADING_APPEAR_DELAY_MS = 400;

/** Loading state of routes and remotes, without antd (it shows on the public site and while antd loads). */
export function RemoteLoading() {
  return (
    <div style={{ padding: 48, textAlign: 'center', animation: `saishi-appear 0.2s ease-out ${LOADING_APPEAR_DELAY_MS}ms both` }} role="status">
      <style>{LOADING_KEYFRAMES}</style>
      <span
        aria-hidden="true"
        style={{
          display: 'inline-block',
          width: 20,
          height: 20,
          border: `2px solid ${SITE_PALETTE.orangeBackground}`,
          borderTopColor: SITE_PALETTE.orange,
          borderRadius: '50%',
          animation: 'saishi-spin 0.8s linear infinite',
        }}
      />
      <div style={{ marginTop: 12, color: 'rgba(0,0,0,0.45)' }}>{LOADING_TEXT}</div>
    </div>
  );
}

interface BoundaryProps {
  remote: string;
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  resetKey: string;
}

/** Catches render errors of one remote's pages (e.g. a lazy chunk that does not arrive). */
class RemoteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    // Navigating elsewhere inside the remote clears the error.
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`模块 ${this.props.remote} 渲染失败`, error, info.componentStack);
  }

  render() {
    if (this.state.error) {
      return (
        <RemoteFallback
          remote={this.props.remote}
          onRetry={async () => {
            // React.lazy keeps a failed chunk's rejection; only a fresh page load re-attempts it.
            window.location.reload();
          }}
        />
      );
    }
    return this.props.children;
  }
}

/** Parent route of every patched remote route set: Suspense + error boundary around the remote's pages. */
export function RemoteBoundary({ remote }: { remote: string }) {
  const location = useLocation();
  return (
    <RemoteErrorBoundary remote={remote} resetKey={location.pathname}>
      <Suspense fallback={<RemoteLoading />}>
        <Outlet />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

/** errorElement of a remote's route set: loader/lazy errors of that remote stay inside it. */
export function RemoteRouteError({ remote }: { remote: string }) {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  const registry = useRemoteRegistry();
  console.error(`模块 ${remote} 路由出错`, error);
  return (
    <RemoteFallback
      remote={remote}
      onRetry={async () => {
        await registry.retry(remote);
        await navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true });
      }}
    />
  );
}
