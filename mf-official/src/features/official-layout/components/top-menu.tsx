import { useState, type CSSProperties } from 'react';
import { useNarrowScreen } from './use-narrow-screen';
import { useLocation, useNavigate } from 'react-router-dom';
import { SITE_PALETTE, UNDER_DEVELOPMENT_TEXT, notifier } from 'shared';
import { TOP_MENU, SUB_MENU_OFFSET_PX, isTopItemActive, subMenuLeft, type TopMenuItem } from './top-menu-items';

/** 160px items on wide screens (spec §2.2); on a phone the items shrink to their text and the row scrolls. */
const itemStyle = (active: boolean, narrow: boolean): CSSProperties => ({
  ...(narrow ? { padding: '0 14px', whiteSpace: 'nowrap', height: 44 } : { width: SUB_MENU_OFFSET_PX, height: 64 }),
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

/** On a phone the open sub-menu is a row under the menu (a scrolling row would clip a floating one). */
const narrowSubMenuStyle: CSSProperties = {
  display: 'flex',
  overflowX: 'auto',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  background: '#fff',
};

/**
 * The official site's top menu with sub-menus at 160px per item (spec §2.2). Below 768px wide the menu is its
 * own row that scrolls sideways, so the page never gets wider than the phone.
 */
export function TopMenu() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [open, setOpen] = useState<string | null>(null);
  const narrow = useNarrowScreen();
  const openItem = TOP_MENU.find((item) => item.key === open);

  const go = (item: TopMenuItem) => {
    setOpen(null);
    if (item.path) navigate(item.path);
    else notifier.warning(UNDER_DEVELOPMENT_TEXT);
  };

  return (
    <nav
      aria-label="官网导航"
      style={narrow ? { order: 3, width: '100%' } : { position: 'relative' }}
      onMouseLeave={() => setOpen(null)}
      onKeyDown={(e) => e.key === 'Escape' && setOpen(null)}
    >
      <ul style={{ display: 'flex', listStyle: 'none', margin: 0, padding: 0, ...(narrow ? { overflowX: 'auto' } : {}) }}>
        {TOP_MENU.map((item, index) => {
          const active = isTopItemActive(item, pathname);
          return (
            <li key={item.key} onMouseEnter={() => setOpen(item.children ? item.key : null)}>
              <button
                type="button"
                style={itemStyle(active, narrow)}
                aria-current={active ? 'page' : undefined}
                aria-haspopup={item.children ? 'true' : undefined}
                aria-expanded={item.children ? open === item.key : undefined}
                onClick={() => (item.children ? setOpen(item.key) : go(item))}
              >
                {item.title}
              </button>
              {!narrow && item.children && open === item.key ? <SubMenu item={item} style={subMenuStyle(index)} onPick={go} /> : null}
            </li>
          );
        })}
      </ul>
      {narrow && openItem?.children ? <SubMenu item={openItem} style={narrowSubMenuStyle} onPick={go} /> : null}
    </nav>
  );
}

function SubMenu({ item, style, onPick }: { item: TopMenuItem; style: CSSProperties; onPick: (child: TopMenuItem) => void }) {
  return (
    <ul aria-label={`${item.title}子菜单`} style={style}>
      {item.children!.map((child) => (
        <li key={child.key}>
          <button type="button" style={subItemStyle} onClick={() => onPick(child)}>
            {child.title}
          </button>
        </li>
      ))}
    </ul>
  );
}
