import { useState, type CSSProperties } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SITE_PALETTE, UNDER_DEVELOPMENT_TEXT, notifier } from 'shared';
import { TOP_MENU, SUB_MENU_OFFSET_PX, subMenuLeft, type TopMenuItem } from './top-menu-items';

const itemStyle = (active: boolean): CSSProperties => ({
  width: SUB_MENU_OFFSET_PX,
  height: 64,
  border: 0,
  background: active ? SITE_PALETTE.orangeDark : 'transparent',
  color: '#fff',
  fontSize: 16,
  cursor: 'pointer',
});

const subMenuStyle = (index: number): CSSProperties => ({
  position: 'absolute',
  top: 64,
  left: subMenuLeft(index),
  minWidth: SUB_MENU_OFFSET_PX,
  background: '#fff',
  boxShadow: '0 6px 16px rgba(0,0,0,0.12)',
  listStyle: 'none',
  margin: 0,
  padding: '4px 0',
  zIndex: 10,
});

const subItemStyle: CSSProperties = {
  display: 'block',
  width: '100%',
  padding: '10px 20px',
  border: 0,
  background: 'transparent',
  color: SITE_PALETTE.ink,
  textAlign: 'left',
  fontSize: 14,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
};

/** The official site's top menu with sub-menus at 160px per item (spec §2.2). */
export function TopMenu() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [open, setOpen] = useState<string | null>(null);

  const go = (item: TopMenuItem) => {
    setOpen(null);
    if (item.path) navigate(item.path);
    else notifier.warning(UNDER_DEVELOPMENT_TEXT);
  };

  return (
    <nav
      aria-label="官网导航"
      style={{ position: 'relative' }}
      onMouseLeave={() => setOpen(null)}
      onKeyDown={(e) => e.key === 'Escape' && setOpen(null)}
    >
      <ul style={{ display: 'flex', listStyle: 'none', margin: 0, padding: 0 }}>
        {TOP_MENU.map((item, index) => {
          const active = item.path !== undefined && item.path === pathname;
          return (
            <li key={item.key} onMouseEnter={() => setOpen(item.children ? item.key : null)}>
              <button
                type="button"
                style={itemStyle(active)}
                aria-current={active ? 'page' : undefined}
                aria-haspopup={item.children ? 'true' : undefined}
                aria-expanded={item.children ? open === item.key : undefined}
                onClick={() => (item.children ? setOpen(item.key) : go(item))}
              >
                {item.title}
              </button>
              {item.children && open === item.key ? (
                <ul aria-label={`${item.title}子菜单`} style={subMenuStyle(index)}>
                  {item.children.map((child) => (
                    <li key={child.key}>
                      <button type="button" style={subItemStyle} onClick={() => go(child)}>
                        {child.title}
                      </button>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
