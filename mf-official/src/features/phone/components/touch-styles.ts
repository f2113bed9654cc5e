import type { CSSProperties } from 'react';
import { SITE_PALETTE } from 'shared';

/** A button of a phone page: a big touch target (at least 44 px, as the phone guidelines ask), orange when primary, grey when disabled. */
export const touchButton = (primary: boolean, disabled = false): CSSProperties => ({
  minHeight: 44,
  padding: '0 16px',
  borderRadius: 8,
  border: `1px solid ${primary ? SITE_PALETTE.orange : '#d9d9d9'}`,
  background: disabled ? '#f5f5f5' : primary ? SITE_PALETTE.orange : '#fff',
  color: disabled ? '#bfbfbf' : primary ? '#fff' : '#262626',
  fontSize: 16,
  cursor: disabled ? 'not-allowed' : 'pointer',
});

/** A plain orange link of a phone page, as tall as a touch target. */
export const TOUCH_LINK = { color: SITE_PALETTE.orange, display: 'inline-block', minHeight: 44, lineHeight: '44px' } as const;
