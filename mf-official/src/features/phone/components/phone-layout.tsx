import { Link, Outlet } from 'react-router-dom';
import { SITE_PALETTE } from 'shared';
import { useNoZoom } from './no-zoom';

/** Layout of the phone routes (/phone, /cgDetail; spec §2.1): a narrow page with a top bar (我的反馈, 电脑版), zoom blocked (§5). */
export function PhoneLayout() {
  useNoZoom();
  return (
    <div data-testid="phone-layout" style={{ minHeight: '100vh', background: '#f5f5f5', touchAction: 'pan-x pan-y', fontSize: 14 }}>
      <header style={{ position: 'sticky', top: 0, zIndex: 10, background: SITE_PALETTE.orange, color: '#fff', padding: '0 16px', height: 48, display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Link to="/phone" style={{ color: '#fff', textDecoration: 'none', fontWeight: 700, fontSize: 16 }}>
          赛事运营平台
        </Link>
        <nav aria-label="我的" style={{ display: 'flex', gap: 12 }}>
          <Link to="/phone/my-feedback" style={{ color: '#fff', textDecoration: 'none', fontSize: 13 }}>
            我的反馈
          </Link>
          <Link to="/" style={{ color: '#fff', textDecoration: 'none', fontSize: 13 }}>
            电脑版
          </Link>
        </nav>
      </header>
      <div style={{ maxWidth: 640, margin: '0 auto', boxSizing: 'border-box' }}>
        <Outlet />
      </div>
    </div>
  );
}

export default PhoneLayout;
