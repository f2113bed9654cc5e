import { INDUSTRY_KINDS, industryListHref } from '../../official-industry';

/**
 * Top menu of the official site (spec §2.2), in the spec's order. An item navigates only when it has a `path`;
 * items without one show 正在开发中. The spec has the sixth item (数据) show 正在开发中, but issue 4 requires a
 * working Data page, so 数据 opens official/data (docs/architecture.md, "Official directories and data").
 */
export interface TopMenuItem {
  key: string;
  title: string;
  /** Spec route name */
  name: string;
  path?: string;
  /** Path prefixes of the pages under this item: the item is highlighted on any of them. */
  sections?: readonly string[];
  children?: TopMenuItem[];
}

export const TOP_MENU: readonly TopMenuItem[] = [
  { key: 'home', title: '首页', name: 'OfficialHomePage', path: '/' },
  { key: 'information', title: '资讯', name: 'OfficialInformation', path: '/official/information', sections: ['/official/information', '/article/details'] },
  { key: 'match', title: '赛事', name: 'OfficialMatch', path: '/official/match/1/list', sections: ['/official/match', '/match', '/calendar', '/series', '/live', '/video', '/album'] },
  {
    key: 'personnel',
    title: '人员',
    name: 'OfficialPersonnel',
    sections: ['/official/personnel'],
    children: [
      { key: 'athlete', title: '运动员', name: 'OfficialPersonnel', path: '/official/personnel/athlete' },
      { key: 'referee', title: '裁判员', name: 'OfficialPersonnel', path: '/official/personnel/referee' },
    ],
  },
  {
    key: 'industry',
    title: '行业',
    name: 'OfficialIndustry',
    sections: ['/official/industry'],
    // institution_type of each child (GLOSSARY): 1, 2, 6, 3, 4, 5 in the spec's order
    children: INDUSTRY_KINDS.map(({ key, title, kind }) => ({ key, title, name: 'OfficialIndustry', path: industryListHref(kind) })),
  },
  { key: 'data', title: '数据', name: 'OfficialData', path: '/official/data', sections: ['/official/data'] },
];

/** Spec §2.2 / §9: a sub-menu sits 160px further right for each top item before it. */
export const SUB_MENU_OFFSET_PX = 160;

export function subMenuLeft(index: number): number {
  return index * SUB_MENU_OFFSET_PX;
}

/** Whether `item` is the top item of the page at `pathname` (its own path, or a page of one of its sections). */
export function isTopItemActive(item: TopMenuItem, pathname: string): boolean {
  if (item.path !== undefined && item.path === pathname) return true;
  return (item.sections ?? []).some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
