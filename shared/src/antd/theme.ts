/** antd theme tokens of the site themes (spec §9); the palette itself is antd-free in `shared` (theme.ts). */
import type { ThemeConfig } from 'antd';
import { SITE_PALETTE, type ThemeName } from 'shared';
import siteFont from '../ui/site-font.json';

export const THEMES: Readonly<Record<ThemeName, ThemeConfig>> = {
  'orange-theme': {
    token: {
      colorPrimary: SITE_PALETTE.orange,
      colorLink: SITE_PALETTE.orange,
      colorLinkHover: SITE_PALETTE.orangeLight,
      colorLinkActive: SITE_PALETTE.orangeDark,
      colorTextBase: SITE_PALETTE.ink,
      borderRadius: 4,
      fontFamily: siteFont.fontFamily,
    },
    components: {
      Layout: { headerBg: '#ffffff', siderBg: '#ffffff' },
      Menu: { itemSelectedBg: SITE_PALETTE.orangeBackground, itemSelectedColor: SITE_PALETTE.orange },
    },
  },
};

/** The same themes for a page that has antd's stylesheet: no component style is generated at run time. */
export const STATIC_THEMES: Readonly<Record<ThemeName, ThemeConfig>> = Object.fromEntries(
  Object.entries(THEMES).map(([name, config]) => [name, { ...config, zeroRuntime: true }]),
) as Record<ThemeName, ThemeConfig>;
