import type { CSSProperties } from 'react';
import { SITE_PALETTE } from 'shared';

/** Shared inline styles of the public site's pages (the public site ships no antd and no CSS framework). */
export const card: CSSProperties = { background: '#fff', borderRadius: 8, padding: 24, marginTop: 16, boxSizing: 'border-box', maxWidth: '100%' };
export const placeholder: CSSProperties = { padding: '48px 0', textAlign: 'center', color: '#8c8c8c', margin: 0 };
export const heading: CSSProperties = { margin: '0 0 16px', fontSize: 20, borderLeft: `4px solid ${SITE_PALETTE.orange}`, paddingLeft: 12 };
export const muted: CSSProperties = { color: '#8c8c8c' };
export const link: CSSProperties = { color: SITE_PALETTE.ink, textDecoration: 'none' };
export const input: CSSProperties = { height: 32, padding: '0 8px', border: '1px solid #d9d9d9', borderRadius: 4, fontSize: 14, boxSizing: 'border-box', minWidth: 0 };
export const scroller: CSSProperties = { overflowX: 'auto', maxWidth: '100%' };
export const table: CSSProperties = { width: '100%', borderCollapse: 'collapse', fontSize: 14, minWidth: 480 };
export const th: CSSProperties = { textAlign: 'left', padding: '8px 12px', background: '#fafafa', borderBottom: '1px solid #f0f0f0', whiteSpace: 'nowrap' };
export const td: CSSProperties = { padding: '8px 12px', borderBottom: '1px solid #f0f0f0' };

export const button = (primary = false): CSSProperties => ({
  height: 32,
  padding: '0 16px',
  borderRadius: 4,
  border: `1px solid ${primary ? SITE_PALETTE.orange : '#d9d9d9'}`,
  background: primary ? SITE_PALETTE.orange : '#fff',
  color: primary ? '#fff' : SITE_PALETTE.ink,
  cursor: 'pointer',
  fontSize: 14,
  whiteSpace: 'nowrap',
});

export const tag = (color: string): CSSProperties => ({
  display: 'inline-block',
  padding: '0 8px',
  borderRadius: 4,
  border: `1px solid ${color}`,
  color,
  fontSize: 12,
  lineHeight: '20px',
  whiteSpace: 'nowrap',
});

/** A link drawn as a button (e.g. 返回列表). */
export const linkButton = (primary = false): CSSProperties => ({ ...button(primary), textDecoration: 'none', display: 'inline-flex', alignItems: 'center' });
