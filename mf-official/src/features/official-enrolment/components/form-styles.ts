import type { CSSProperties } from 'react';
import { SITE_PALETTE } from 'shared';
import { input } from '../../../ui/styles';

/** Styles of the enrolment forms (public site: no antd). */
export const field: CSSProperties = { display: 'flex', flexDirection: 'column', gap: 4, marginBottom: 16, minWidth: 0 };
export const label: CSSProperties = { fontSize: 14, color: SITE_PALETTE.ink };
export const star: CSSProperties = { color: '#ff4d4f', marginRight: 4 };
export const control: CSSProperties = { ...input, width: '100%', height: 36 };
export const textarea: CSSProperties = { ...control, height: 96, padding: 8, resize: 'vertical', fontFamily: 'inherit' };
export const fieldError: CSSProperties = { color: '#ff4d4f', fontSize: 12, margin: 0 };
export const hint: CSSProperties = { color: '#8c8c8c', fontSize: 12, margin: 0 };
export const grid: CSSProperties = { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))', columnGap: 24 };
