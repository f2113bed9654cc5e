/** Spec §9: a site palette of five colours; the default theme is orange-theme. */

export const SITE_PALETTE = {
  /** primary orange */
  orange: '#fa8c16',
  /** hover / highlights */
  orangeLight: '#ffa940',
  /** pressed / deep accents */
  orangeDark: '#d46b08',
  /** tinted backgrounds */
  orangeBackground: '#fff7e6',
  /** body text on light backgrounds */
  ink: '#262626',
} as const;

export const SITE_COLORS: readonly string[] = Object.values(SITE_PALETTE);

export type ThemeName = 'orange-theme';
export const DEFAULT_THEME: ThemeName = 'orange-theme';

/** Spec §8/§9 dialog defaults. */
export const MODAL_DEFAULTS = { title: '提示', okText: '确定', cancelText: '取消', width: 500 } as const;
