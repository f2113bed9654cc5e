import type { ReactNode } from 'react';
import { Card, Layout, Menu, type MenuProps } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { buildSideMenu, selectedKey, type ManagementPageEntry, type MenuAudience } from './management-menu';

/** Card with the reduced side menu of one match or series (spec §2.5) and the page on the right. */
export function ManagementFrame({
  basePath,
  pages,
  audience,
  title,
  extra,
  children,
}: {
  /** `/admin/institution/match/12/1` */
  basePath: string;
  pages: readonly ManagementPageEntry[];
  audience: MenuAudience;
  title: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const rest = location.pathname.startsWith(`${basePath}/`) ? location.pathname.slice(basePath.length + 1) : '';
  const menu = buildSideMenu(pages, audience);
  const items: MenuProps['items'] = menu.map((i) => (i.children ? { key: i.key, label: i.label, children: i.children } : { key: i.key, label: i.label }));
  const selected = selectedKey(pages, rest);
  return (
    <Card variant="borderless" title={title} extra={extra} styles={{ body: { paddingLeft: 0 } }}>
      <Layout hasSider style={{ background: 'transparent' }}>
        <Layout.Sider width={200} theme="light" breakpoint="md" collapsedWidth={0}>
          <nav aria-label="赛事管理菜单">
            <Menu
              mode="inline"
              items={items}
              selectedKeys={selected ? [selected] : []}
              defaultOpenKeys={menu.filter((i) => i.children).map((i) => i.key)}
              onClick={({ key }) => void navigate(`${basePath}/${key}`)}
            />
          </nav>
        </Layout.Sider>
        <Layout.Content style={{ paddingLeft: 24, minWidth: 0 }}>{children}</Layout.Content>
      </Layout>
    </Card>
  );
}
