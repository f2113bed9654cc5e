import type { CSSProperties } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, Outlet, useLocation, useMatches } from 'react-router-dom';
import { SITE_PALETTE, useSession } from 'shared';
import { SITE_NAME } from 'shared/rules';
import { TopMenu } from './top-menu';
import { useNarrowScreen } from './use-narrow-screen';

interface RouteHandle {
  title?: string;
  /** A title that follows the query (docs/architecture.md), e.g. OfficialInformationDetails: the `column` query. */
  titleFor?: (search: URLSearchParams) => string;
}

const header: CSSProperties = { background: SITE_PALETTE.orange, color: '#fff' };
const inner = (narrow: boolean): CSSProperties => ({
  maxWidth: 1400,
  margin: '0 auto',
  display: 'flex',
  alignItems: 'center',
  gap: narrow ? 8 : 16,
  padding: narrow ? '8px 12px 0' : '0 16px',
  flexWrap: narrow ? 'wrap' : 'nowrap',
});
const brand: CSSProperties = { color: '#fff', fontSize: 20, fontWeight: 600, textDecoration: 'none', whiteSpace: 'nowrap' };
const action = (primary: boolean): CSSProperties => ({
  padding: '6px 12px',
  borderRadius: 4,
  border: '1px solid #fff',
  background: primary ? '#fff' : 'transparent',
  color: primary ? SITE_PALETTE.orangeDark : '#fff',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
});

/** Breadcrumb from the matched routes' `handle.titleFor(query)` or `handle.title` (首页 first). */
function Breadcrumbs() {
  const matches = useMatches();
  const { search } = useLocation();
  const trail = matches
    .filter((m) => (m.handle as RouteHandle | undefined)?.title && m.pathname !== '/')
    .map((m) => {
      const handle = m.handle as RouteHandle;
      return { path: m.pathname, title: handle.titleFor?.(new URLSearchParams(search)) || handle.title! };
    });
  return (
    <nav aria-label="面包屑" style={{ maxWidth: 1200, margin: '0 auto', padding: '12px 16px', color: '#8c8c8c' }}>
      <span>当前位置：</span>
      {trail.length === 0 ? (
        <span aria-current="page">首页</span>
      ) : (
        <>
          <Link to="/" style={{ color: '#8c8c8c' }}>
            首页
          </Link>
          {trail.map((crumb, i) => (
            <span key={crumb.path}>
              {' / '}
              {i === trail.length - 1 ? <span aria-current="page">{crumb.title}</span> : <Link to={crumb.path} style={{ color: '#8c8c8c' }}>{crumb.title}</Link>}
            </span>
          ))}
        </>
      )}
    </nav>
  );
}

/** OfficialLayout (spec §2.2): top menu with sub-menus, breadcrumbs, 进入后台/用户登录 and 入驻平台. */
export const OfficialLayout = observer(function OfficialLayout() {
  const session = useSession();
  const narrow = useNarrowScreen();
  return (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: '#f5f5f5' }}>
      <header style={header}>
        <div style={inner(narrow)}>
          <Link to="/" style={brand}>
            {SITE_NAME}
          </Link>
          <TopMenu />
          <div style={{ marginLeft: 'auto', display: 'flex', gap: narrow ? 8 : 12 }}>
            <Link to="/official/tisch" style={action(false)}>
              入驻平台
            </Link>
            {session.isLoggedIn ? (
              <Link to="/admin" style={action(true)}>
                进入后台
              </Link>
            ) : (
              <Link to="/official/login" style={action(true)}>
                用户登录
              </Link>
            )}
          </div>
        </div>
      </header>
      <Breadcrumbs />
      {/* At least a screen high: the footer starts below the fold, so pages that fill in after loading do not shift it
          in view (layout shift, Lighthouse CLS). */}
      <main style={{ flex: 1, minHeight: '100vh', width: '100%', maxWidth: 1200, margin: '0 auto', padding: '0 16px 32px', boxSizing: 'border-box' }}>
        <Outlet />
      </main>
      <footer style={{ textAlign: 'center', padding: 24, color: '#8c8c8c', background: '#fff' }}>
        © {new Date().getFullYear()} {SITE_NAME}
      </footer>
    </div>
  );
});

export default OfficialLayout;
