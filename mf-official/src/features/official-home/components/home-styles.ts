import type { CSSProperties } from 'react';
import { SITE_PALETTE } from 'shared';

export const sectionCard: CSSProperties = { background: '#fff', borderRadius: 8, padding: '20px 16px', marginTop: 20 };
export const placeholder: CSSProperties = { padding: '48px 0', textAlign: 'center', color: '#8c8c8c', margin: 0 };
export const plainList: CSSProperties = { listStyle: 'none', margin: 0, padding: 0 };

/**
 * A responsive grid: columns of `share` of the row (e.g. 22% → four on a desktop), never narrower than `min` px
 * (two columns of 150 px on a 390 px phone) nor wider than the row.
 */
export const grid = (min: number, share: number, gap = 16): CSSProperties => ({
  ...plainList,
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(min(max(${min}px, ${share}%), 100%), 1fr))`,
  gap,
});

export const cardLink: CSSProperties = { display: 'block', color: SITE_PALETTE.ink, textDecoration: 'none', height: '100%' };
export const cardBox: CSSProperties = { border: '1px solid #f0f0f0', borderRadius: 8, overflow: 'hidden', background: '#fff', height: '100%' };
export const cover = (ratio: string): CSSProperties => ({ display: 'block', width: '100%', aspectRatio: ratio, objectFit: 'cover', background: '#f5f5f5' });
export const cardTitle: CSSProperties = { margin: 0, fontSize: 16, fontWeight: 600, lineHeight: 1.4 };
export const cardText: CSSProperties = { margin: '6px 0 0', fontSize: 13, color: '#8c8c8c', lineHeight: 1.5 };

export const overlay: CSSProperties = {
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  background: 'rgba(0,0,0,0.8)',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 16,
};

export const overlayButton: CSSProperties = {
  border: 0,
  borderRadius: 4,
  padding: '6px 14px',
  background: 'rgba(255,255,255,0.15)',
  color: '#fff',
  fontSize: 14,
  cursor: 'pointer',
};
