import { canManageArticles, isVenueManager, membershipFor } from './institutions.js';
import { PERSONAL_ONLY_INSTITUTION_ID, type Principal } from './principal.js';

/** A menu group: its title and the titles of its items (docs/architecture.md, "Admin paths"). */
export interface MenuGroup {
  title: string;
  items: string[];
}

const g = (title: string, items: string[]): MenuGroup => ({ title, items });

export const ADMIN_MENU: MenuGroup[] = [
  g('账号管理', ['账号信息', '权限管理', '修改密码', '操作记录']),
  g('入驻管理', ['政府/事业单位', '社会组织/协会', '赛事运营机构', '青少年培训机构', '场馆运营方', '赞助商', '入驻申请']),
  g('成绩管理', ['成绩列表', '最高纪录']),
  g('注册名单', ['运动员名单', '裁判员名单']),
  g('资讯管理', ['栏目介绍', '文章列表', '文章审核']),
  g('视频管理', ['直播列表', '视频列表']),
  g('图片管理', ['图片管理', '图片投诉']),
  g('官网首页管理', ['头条管理', '推荐栏目', '推荐赛事', '赛事视频', '赛事图片', '品牌赛事', '合作伙伴', '友情链接']),
  g('小程序场馆管理', ['场馆列表', '新增场馆审核', '场馆变更审核']),
  g('小程序反馈', ['意见反馈']),
  g('财务管理', ['订单管理', '退款管理', '提现管理']),
  g('赛事管理', ['赛事列表', '报备审核']),
  g('B类文章', ['B类文章']),
];

const ARTICLE_GROUP = g('资讯管理', ['栏目介绍', '文章列表', '文章审核']);

export const ORGANISER_MENU: MenuGroup[] = [
  g('账号管理', ['账号信息', '修改密码', '操作记录']),
  g('赛事管理', ['赛事列表', '比赛报备', '活动报备']),
  g('社区人员注册', ['运动员注册', '裁判员注册', '注册审核', '注册要求设置']),
  g('直播管理', ['购买直播', '直播计划', '已播列表', '直播广告']),
  g('视频管理', ['视频列表']),
  g('财务管理', ['订单管理']),
];

export const VENUE_MANAGER_MENU: MenuGroup[] = [
  g('账号管理', ['账号信息', '修改密码']),
  g('场馆管理', ['场馆信息', '预订管理', '订场账户']),
  g('财务管理', ['订单管理']),
];

export const PERSONAL_MENU: MenuGroup[] = [
  g('我的信息', ['个人设置']),
  g('我的注册', ['运动员注册', '裁判员注册']),
];

/**
 * An approved referee's personal menu: 我的注册 also holds 我的执裁 (the fixtures they are assigned to, with score
 * entry and live scores), so personal users still see only 我的信息 and 我的注册 (spec §6).
 */
export const REFEREE_PERSONAL_MENU: MenuGroup[] = [
  g('我的信息', ['个人设置']),
  g('我的注册', ['运动员注册', '裁判员注册', '我的执裁']),
];

export interface MenuOptions {
  /** The caller holds an approved referee registration. */
  referee?: boolean;
}

/**
 * The menu groups a caller may see for an institution (spec §2.5, §6).
 * Returns null when the institution is not one of the caller's (the route answers 404).
 */
export function menuGroupsFor(principal: Principal, institutionId: number, options: MenuOptions = {}): MenuGroup[] | null {
  const personal = options.referee ? REFEREE_PERSONAL_MENU : PERSONAL_MENU;
  if (principal.isPlatformAdmin) return ADMIN_MENU;
  // Without a membership (personal users) there is only the personal menu of "no institution" (0): any other id
  // is not theirs and answers 404 like for everyone else.
  if (institutionId === 0 && principal.memberships.length === 0) return personal;
  const membership = membershipFor(principal, institutionId);
  if (!membership) return null;
  if (institutionId === PERSONAL_ONLY_INSTITUTION_ID) return personal;
  if (isVenueManager(membership)) return VENUE_MANAGER_MENU;
  const groups = [...ORGANISER_MENU];
  if (canManageArticles(membership.institutionType)) groups.splice(2, 0, ARTICLE_GROUP);
  return groups;
}

/** Flat list of group and item titles, as returned by GET /admin/manager_menu. */
export function menuTitlesFor(principal: Principal, institutionId: number, options: MenuOptions = {}): string[] | null {
  const groups = menuGroupsFor(principal, institutionId, options);
  if (!groups) return null;
  const titles: string[] = [];
  for (const group of groups) {
    for (const title of [group.title, ...group.items]) if (!titles.includes(title)) titles.push(title);
  }
  return titles;
}
