import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { SITE_PALETTE } from 'shared';

export interface LinkTab {
  key: string | number;
  title: string;
  to: string;
  active: boolean;
}

const pill = (active: boolean): CSSProperties => ({
  padding: '6px 16px',
  borderRadius: 16,
  border: `1px solid ${active ? SITE_PALETTE.orange : '#d9d9d9'}`,
  background: active ? SITE_PALETTE.orange : '#fff',
  color: active ? '#fff' : SITE_PALETTE.ink,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
});

/**
 * The public site's pill tabs: each tab is a link (the chosen tab lives in the address), the current one marked
 * with `aria-current="page"`. Used by 资讯 columns, 视频 categories, 直播 sections and 行业 kinds.
 */
export function LinkTabs({ label, tabs, style }: { label: string; tabs: readonly LinkTab[]; style?: CSSProperties }) {
  return (
    <nav aria-label={label} style={{ display: 'flex', gap: 8, flexWrap: 'wrap', ...style }}>
      {tabs.map((t) => (
        <Link key={t.key} to={t.to} style={pill(t.active)} aria-current={t.active ? 'page' : undefined}>
          {t.title}
        </Link>
      ))}
    </nav>
  );
}
