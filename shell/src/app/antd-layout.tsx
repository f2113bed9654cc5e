import { Outlet } from 'react-router-dom';
import { AntdProviders } from 'shared/antd';

/**
 * Pathless parent of every shell route that uses antd (login pages, admin console, system pages). Loaded lazily
 * (route `lazy`), so the public site never downloads antd; the one ConfigProvider/App of the admin side lives here.
 * `staticStyles`: antd's stylesheet is on the page (antd-stylesheet.ts).
 */
export function AntdLayout({ staticStyles = false }: { staticStyles?: boolean }) {
  return (
    <AntdProviders staticStyles={staticStyles}>
      <Outlet />
    </AntdProviders>
  );
}
