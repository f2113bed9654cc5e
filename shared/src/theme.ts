/** Spec §9: a site palette of five colours; the default theme is orange-theme. */
import type { ThemeConfig } from 'antd';

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

export const THEMES: Readonly<Record<ThemeName, ThemeConfig>> = {
  'orange-theme': {
    token: {
      colorPrimary: SITE_PALETTE.orange,
      colorLink: SITE_PALETTE.orange,
      colorLinkHover: SITE_PALETTE.orangeLight,
      colorLinkActive: SITE_PALETTE.orangeDark,
      colorTextBase: SITE_PALETTE.ink,
      borderRadius: 4,
      fontFamily:
        "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'WenQuanYi Micro Hei', 'Helvetica Neue', Arial, sans-serif",
    },
    components: {
      Layout: { headerBg: '#ffffff', siderBg: '#ffffff' },
      Menu: { itemSelectedBg: SITE_PALETTE.orangeBackground, itemSelectedColor: SITE_PALETTE.orange },
    },
  },
};

/** Spec §8/§9 dialog defaults. */
export const MODAL_DEFAULTS = { title: '提示', okText: '确定', cancelText: '取消', width: 500 } as const;
