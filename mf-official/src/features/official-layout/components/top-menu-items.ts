/**
 * Top menu of the official site (spec §2.2), in the spec's order. An item navigates only when it has a `path`:
 * the sixth item never does (spec: it shows 正在开发中), and items whose pages a later issue builds show the
 * same warning until then.
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
  { key: 'match', title: '赛事', name: 'OfficialMatch', path: '/official/match/1/list', sections: ['/official/match', '/match', '/calendar', '/series'] },
  {
    key: 'personnel',
    title: '人员',
    name: 'OfficialPersonnel',
    children: [
      { key: 'athlete', title: '运动员', name: 'OfficialPersonnel' },
      { key: 'referee', title: '裁判员', name: 'OfficialPersonnel' },
    ],
  },
  {
    key: 'industry',
    title: '行业',
    name: 'OfficialIndustry',
    children: [
      { key: 'government', title: '政府/事业单位', name: 'OfficialIndustry' },
      { key: 'society', title: '社会组织/协会', name: 'OfficialIndustry' },
      { key: 'organiser', title: '赛事运营机构/企业', name: 'OfficialIndustry' },
      { key: 'youth', title: '青少年培训机构/企业', name: 'OfficialIndustry' },
      { key: 'venue', title: '场馆运营方', name: 'OfficialIndustry' },
      { key: 'sponsor', title: '赞助商', name: 'OfficialIndustry' },
    ],
  },
  { key: 'data', title: '数据', name: 'OfficialData' },
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
