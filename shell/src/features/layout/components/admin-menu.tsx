import { useEffect, useMemo, useState } from 'react';
import { Badge, Menu, type MenuProps } from 'antd';
import HomeOutlined from '@ant-design/icons/HomeOutlined';
import { useLocation, useMatches, useNavigate } from 'react-router-dom';
import { findMenuItem, type MenuGroup, type MenuItem } from 'shared/rules';
import { whenIdle } from '../../remotes';

const HOME_KEY = '/admin';

function labelWithBadge(title: string, count: number) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <span>{title}</span>
      {count > 0 ? <Badge count={count} size="small" overflowCount={99} title={`${title}：待处理 ${count}`} /> : null}
    </span>
  );
}

export interface AdminMenuProps {
  menu: MenuGroup[];
  /**
   * Loads the pages of these items ahead of a click: the items of every open group (once the browser is idle after
   * a group opens) and an item under the pointer.
   */
  preload?: (items: MenuItem[]) => void;
}

/** Left menu of spec §2.4: sections with children and red-point badges. */
export function AdminMenu({ menu, preload }: AdminMenuProps) {
  const location = useLocation();
  const navigate = useNavigate();
  // a page that is not a menu item itself names the item it belongs to (route handle `activeMenu`)
  const activeMenu = useMatches()
    .map((m) => (m.handle as { activeMenu?: string } | undefined)?.activeMenu)
    .findLast((path) => path !== undefined);
  const current = location.pathname === HOME_KEY ? undefined : findMenuItem(menu, activeMenu ?? location.pathname);
  const selectedKey = location.pathname === HOME_KEY ? HOME_KEY : current?.path;
  const currentGroup = current ? menu.find((g) => g.items.some((i) => i.path === current.path))?.key : undefined;
  const [openKeys, setOpenKeys] = useState<string[]>(currentGroup ? [currentGroup] : []);

  useEffect(() => {
    if (currentGroup) setOpenKeys((keys) => (keys.includes(currentGroup) ? keys : [...keys, currentGroup]));
  }, [currentGroup]);

  useEffect(() => {
    if (!preload) return undefined;
    const open = menu.filter((g) => openKeys.includes(g.key)).flatMap((g) => g.items);
    return open.length ? whenIdle(() => preload(open)) : undefined;
  }, [preload, menu, openKeys]);

  const items = useMemo<MenuProps['items']>(
    () => [
      { key: HOME_KEY, icon: <HomeOutlined />, label: '首页' },
      ...menu.map((group) => ({
        key: group.key,
        label: labelWithBadge(group.title, group.badgeCount),
        children: group.items.map((item) => ({
          key: item.path,
          label: labelWithBadge(item.title, item.badgeCount),
          onMouseEnter: preload ? () => preload([item]) : undefined,
        })),
      })),
    ],
    [menu, preload],
  );

  return (
    <Menu
      mode="inline"
      aria-label="后台菜单"
      items={items}
      selectedKeys={selectedKey ? [selectedKey] : []}
      openKeys={openKeys}
      onOpenChange={(keys) => setOpenKeys(keys as string[])}
      onClick={({ key }) => void navigate(key)}
      style={{ borderInlineEnd: 0 }}
    />
  );
}
