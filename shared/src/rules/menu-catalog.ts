/**
 * The admin menu catalog: groups and items exactly as the table "Admin paths" of docs/architecture.md
 * (spec §2.5). Titles are the Chinese menu titles that GET /admin/manager_menu returns.
 */
import type { MsgCount, UnCheckCount } from '../api/types.ts';

export type RemoteName = 'mf_official' | 'mf_competition' | 'mf_finance' | 'mf_venue' | 'mf_account';

export const REMOTE_NAMES: readonly RemoteName[] = ['mf_official', 'mf_competition', 'mf_finance', 'mf_venue', 'mf_account'];

/** Every count a badge can show (un_check_count + msg_count). */
export type CountKey = keyof UnCheckCount | keyof MsgCount;
export type MenuCounts = Partial<Record<CountKey, number>>;

/** Spec §2.5: the venue-check badge is the sum of these five counts. */
export const VENUE_CHECK_COUNT_KEYS: readonly CountKey[] = [
  'update_venue_count',
  'report_photo_count',
  'add_venue_count',
  'add_photo_count',
  'feedback_count',
];

export interface MenuItemDef {
  title: string;
  /** Route name of the spec (kept as written there). */
  name: string;
  /** Absolute path (may carry a query, e.g. /admin/record?type=1). */
  path: string;
  remote: RemoteName;
  /** Counts summed into this item's badge. */
  badge?: readonly CountKey[];
}

export interface MenuGroupDef {
  /** Stable key for the UI (the menu's open/selected keys). */
  key: string;
  title: string;
  /** Spec §3: the article group carries is_admin 0. */
  is_admin?: 0 | 1;
  items: readonly MenuItemDef[];
}

const item = (title: string, name: string, path: string, remote: RemoteName, badge?: readonly CountKey[]): MenuItemDef =>
  badge ? { title, name, path, remote, badge } : { title, name, path, remote };

export const ACCOUNT_GROUP: MenuGroupDef = {
  key: 'account',
  title: '账号管理',
  items: [
    item('账号信息', 'admininfo', '/admin/admininfo', 'mf_account'),
    item('权限管理', 'authority', '/admin/authority', 'mf_account'),
    item('修改密码', 'updatepwd', '/admin/updatepwd', 'mf_account'),
    item('操作记录', 'operationRecords', '/admin/operationRecords', 'mf_account'),
  ],
};

export const SETTLEMENT_GROUP: MenuGroupDef = {
  key: 'settlement',
  title: '入驻管理',
  items: [
    item('政府/事业单位', 'government', '/admin/settlement/government', 'mf_account'),
    item('社会组织/协会', 'societyList', '/admin/settlement/societyList', 'mf_account'),
    item('赛事运营机构', 'competitionList', '/admin/settlement/competitionList', 'mf_account'),
    item('青少年培训机构', 'CanteraList', '/admin/settlement/CanteraList', 'mf_account'),
    item('场馆运营方', 'VenueList', '/admin/settlement/VenueList', 'mf_account'),
    item('赞助商', 'newsponsorList', '/admin/settlement/newsponsorList', 'mf_account'),
    item('入驻申请', 'residenceList', '/admin/settlement/residenceList', 'mf_account'),
    // not a spec menu: the platform admin's institutions (停用 / 启用, docs/institutions.md), beside the applications they came from
    item('机构列表', 'institutionList', '/admin/settlement/institutionList', 'mf_account'),
  ],
};

export const GRADE_GROUP: MenuGroupDef = {
  key: 'grade',
  title: '成绩管理',
  items: [
    item('成绩列表', 'gradeList', '/admin/gradeManage/gradeList', 'mf_competition'),
    item('最高纪录', 'highestList', '/admin/gradeManage/highestList', 'mf_competition'),
  ],
};

export const REGISTER_LIST_GROUP: MenuGroupDef = {
  key: 'register',
  title: '注册名单',
  items: [
    item('运动员名单', 'sportmanList', '/admin/register/sportmanList', 'mf_account'),
    item('裁判员名单', 'judgeList', '/admin/register/judgeList', 'mf_account'),
  ],
};

export const ARTICLE_GROUP: MenuGroupDef = {
  key: 'article',
  title: '资讯管理',
  is_admin: 0,
  items: [
    item('栏目介绍', 'ArticleIntroduce', '/admin/article/introduce', 'mf_official'),
    item('文章列表', 'ArticleList', '/admin/article/list', 'mf_official'),
    item('文章审核', 'ArticleExamine', '/admin/article/examine', 'mf_official', ['article_check_count']),
  ],
};

export const VIDEO_GROUP: MenuGroupDef = {
  key: 'video',
  title: '视频管理',
  items: [
    item('直播列表', 'backLivesList', '/admin/video/lives', 'mf_official'),
    item('视频列表', 'backVideoList', '/admin/video/list', 'mf_official'),
  ],
};

export const IMAGE_GROUP: MenuGroupDef = {
  key: 'image',
  title: '图片管理',
  items: [
    item('图片管理', 'imagemangerList', '/admin/image/list', 'mf_official', ['add_photo_count']),
    item('图片投诉', 'imagecomplaint', '/admin/image/complaint', 'mf_official', ['report_photo_count']),
  ],
};

export const OFFICIAL_HOME_GROUP: MenuGroupDef = {
  key: 'official',
  title: '官网首页管理',
  items: [
    item('头条管理', 'HeadLineList', '/admin/official/HeadLineList', 'mf_official'),
    item('推荐栏目', 'recommendCoList', '/admin/official/recommendCoList', 'mf_official'),
    item('推荐赛事', 'RecommendedEventsList', '/admin/official/RecommendedEventsList', 'mf_official'),
    item('赛事视频', 'EventVideo', '/admin/official/EventVideo', 'mf_official'),
    item('赛事图片', 'EventPhotoList', '/admin/official/EventPhotoList', 'mf_official'),
    item('品牌赛事', 'BrandEvents', '/admin/official/BrandEvents', 'mf_official'),
    item('合作伙伴', 'CooperativePartners', '/admin/official/CooperativePartners', 'mf_official'),
    item('友情链接', 'FriendlyLink', '/admin/official/FriendlyLink', 'mf_official'),
  ],
};

export const MINI_VENUE_GROUP: MenuGroupDef = {
  key: 'mini-venue',
  title: '小程序场馆管理',
  items: [
    item('场馆列表', 'StadiumList', '/admin/stadium/list', 'mf_venue', VENUE_CHECK_COUNT_KEYS),
    item('新增场馆审核', 'VenueAddSh', '/admin/check/venueAdd', 'mf_venue'),
    item('场馆变更审核', 'VenueEditSh', '/admin/check/venueEdit', 'mf_venue'),
  ],
};

export const MINI_FEEDBACK_GROUP: MenuGroupDef = {
  key: 'mini-feedback',
  title: '小程序反馈',
  items: [item('意见反馈', 'minifeedback', '/admin/check/feedback', 'mf_venue', ['feedback_count'])],
};

const ORDER_ITEM = item('订单管理', 'FinanceOrderList', '/admin/finance/order', 'mf_finance');

export const FINANCE_GROUP: MenuGroupDef = {
  key: 'finance',
  title: '财务管理',
  items: [
    ORDER_ITEM,
    item('退款管理', 'FinanceRefundList', '/admin/finance/refund', 'mf_finance', ['refund_count']),
    item('提现管理', 'FinanceWithdrawList', '/admin/finance/withdraw', 'mf_finance', ['withdraw_count']),
  ],
};

/**
 * 资金账户 (AccountInfo): an institution's balances, charts, settlement, withdrawals, flows and top-ups. Organisers
 * find it in their 财务管理; it is no item of the platform admin's 财务管理 (spec §2.5), and venue managers have
 * their 订场账户 (AccountHome) under 场馆管理.
 */
const ACCOUNT_INFO_ITEM = item('资金账户', 'AccountInfo', '/admin/account/info', 'mf_finance');

/** The organiser's 财务管理: its orders, the refunds it reviews, its money account. */
const ORGANISER_FINANCE_GROUP: MenuGroupDef = {
  ...FINANCE_GROUP,
  items: [...pick(FINANCE_GROUP, ['FinanceOrderList', 'FinanceRefundList']).items, ACCOUNT_INFO_ITEM],
};

/** Match management, platform-admin variant (赛事列表 + 报备审核). */
export const MATCH_ADMIN_GROUP: MenuGroupDef = {
  key: 'match',
  title: '赛事管理',
  items: [
    item('赛事列表', 'MatchList', '/admin/match/list', 'mf_competition'),
    item('报备审核', 'MatchReviewList', '/admin/match/reviewList', 'mf_competition', ['filing_count']),
  ],
};

/** Match management, institution variant (赛事列表 + 比赛报备 + 活动报备). */
export const MATCH_INSTITUTION_GROUP: MenuGroupDef = {
  key: 'match',
  title: '赛事管理',
  items: [
    item('赛事列表', 'MatchList', '/admin/match/list', 'mf_competition', ['sign_count']),
    item('比赛报备', 'MatchRecord', '/admin/record?type=1', 'mf_competition'),
    item('活动报备', 'MatchActive', '/admin/Active?type=2', 'mf_competition'),
  ],
};

export const COMMUNITY_REGISTER_GROUP: MenuGroupDef = {
  key: 'community',
  title: '社区人员注册',
  items: [
    item('运动员注册', 'sportmanRegister', '/admin/community/register/sportmanRegister', 'mf_account'),
    item('裁判员注册', 'judgeRegistration', '/admin/community/register/judgeRegistration', 'mf_account'),
    item('注册审核', 'registeExamine', '/admin/community/register/registeExamine', 'mf_account', ['check_register_count']),
    item('注册要求设置', 'requestSettings', '/admin/community/register/requestSettings', 'mf_account'),
  ],
};

export const TYPE_B_ARTICLE_GROUP: MenuGroupDef = {
  key: 'type-b-article',
  title: 'B类文章',
  items: [item('B类文章', 'TypeBArticle', '/admin/article/typeB', 'mf_official')],
};

export const LIVE_GROUP: MenuGroupDef = {
  key: 'live',
  title: '直播管理',
  items: [
    item('购买直播', 'BuyLiveIndex', '/admin/live/BuyLiveIndex', 'mf_official'),
    item('直播计划', 'PlanLiveList', '/admin/live/PlanLiveList', 'mf_official'),
    item('已播列表', 'PlayedLiveList', '/admin/live/PlayedLiveList', 'mf_official'),
    item('直播广告', 'liveAdvertisement', '/admin/live/liveAdvertisement', 'mf_official'),
  ],
};

export const VENUE_GROUP: MenuGroupDef = {
  key: 'venue',
  title: '场馆管理',
  items: [
    item('场馆信息', 'StadiumInfo', '/admin/stadium/base', 'mf_venue'),
    item('预订管理', 'ReserveManage', '/admin/reserve/manage', 'mf_venue'),
    item('订场账户', 'AccountHome', '/admin/venueAccount', 'mf_venue'),
  ],
};

export const MY_INFO_GROUP: MenuGroupDef = {
  key: 'my-info',
  title: '我的信息',
  items: [
    item('个人设置', 'AccountSettings', '/admin/person/set', 'mf_account'),
    item('我的订单', 'MyOrders', '/admin/account/orders', 'mf_finance'),
    // the personal wallet (账户余额): balance, top-up, flows
    item('我的钱包', 'MyWallet', '/admin/account/wallet', 'mf_finance'),
    // the certificates issued to the user (award, finisher, check-in completion): PDF and verification page
    item('我的证书', 'MyCertificates', '/admin/person/certificates', 'mf_account'),
  ],
};

export const MY_REGISTRATION_GROUP: MenuGroupDef = {
  key: 'my-registration',
  title: '我的注册',
  items: [
    item('运动员注册', 'AthleteRegistration', '/admin/person/register/athlete', 'mf_account'),
    item('裁判员注册', 'RefereeRegistration', '/admin/person/register/referee', 'mf_account'),
    // approved referees only (the server lists the title for them): their assigned fixtures, scores, live scores
    item('我的执裁', 'RefereeFixtures', '/admin/match/referee', 'mf_competition'),
  ],
};

/** Platform administrator only: the background jobs (下载任务, 视频处理, 下载回放 …) and their failures. */
export const SYSTEM_GROUP: MenuGroupDef = {
  key: 'system',
  title: '系统管理',
  items: [item('任务队列', 'JobQueue', '/admin/system/jobs', 'mf_account')],
};

function pick(group: MenuGroupDef, names: readonly string[]): MenuGroupDef {
  return { ...group, items: group.items.filter((i) => names.includes(i.name)) };
}

/** Platform administrator (is_admin 1). */
export const ADMIN_MENU: readonly MenuGroupDef[] = [
  ACCOUNT_GROUP,
  SETTLEMENT_GROUP,
  GRADE_GROUP,
  REGISTER_LIST_GROUP,
  ARTICLE_GROUP,
  VIDEO_GROUP,
  IMAGE_GROUP,
  OFFICIAL_HOME_GROUP,
  MINI_VENUE_GROUP,
  MINI_FEEDBACK_GROUP,
  FINANCE_GROUP,
  MATCH_ADMIN_GROUP,
  TYPE_B_ARTICLE_GROUP,
  SYSTEM_GROUP,
];

/** Organiser (资讯管理 only for institution types 1, 2, 6 — applied by buildMenu). */
export const ORGANISER_MENU: readonly MenuGroupDef[] = [
  pick(ACCOUNT_GROUP, ['admininfo', 'authority', 'updatepwd', 'operationRecords']),
  MATCH_INSTITUTION_GROUP,
  ARTICLE_GROUP,
  COMMUNITY_REGISTER_GROUP,
  LIVE_GROUP,
  // the institution's own video library (视频列表); the platform admin's 视频管理 also holds 直播列表
  pick(VIDEO_GROUP, ['backVideoList']),
  ORGANISER_FINANCE_GROUP,
];

/** Venue manager (active institution with sports_venues_id > 0 or institution type 4). */
export const VENUE_MANAGER_MENU: readonly MenuGroupDef[] = [
  pick(ACCOUNT_GROUP, ['admininfo', 'authority', 'updatepwd']),
  VENUE_GROUP,
  pick(FINANCE_GROUP, ['FinanceOrderList']),
];

/** Personal users (athletes, referees) and institution 121. */
export const PERSONAL_MENU: readonly MenuGroupDef[] = [MY_INFO_GROUP, MY_REGISTRATION_GROUP];

/** Every distinct item of the catalog (for route ownership and lookups). */
export const ALL_MENU_ITEMS: readonly MenuItemDef[] = (() => {
  const seen = new Map<string, MenuItemDef>();
  for (const group of [...ADMIN_MENU, ...ORGANISER_MENU, ...VENUE_MANAGER_MENU, ...PERSONAL_MENU, COMMUNITY_REGISTER_GROUP, LIVE_GROUP]) {
    for (const i of group.items) if (!seen.has(`${i.name}|${i.path}`)) seen.set(`${i.name}|${i.path}`, i);
  }
  return [...seen.values()];
})();

/**
 * The menu sets of spec §2.5/§6, each the groups a caller sees, in order: the one definition from which the server
 * answers GET /admin/manager_menu (the titles, `menuTitlesOf`), the mocks answer the same, and the apps build their
 * menus (buildMenu, by route name and path).
 */
export type MenuSetKey = 'admin' | 'organiser' | 'organiser-articles' | 'venue' | 'personal' | 'referee-personal';

export const MENU_SET_GROUPS: Readonly<Record<MenuSetKey, readonly MenuGroupDef[]>> = {
  admin: ADMIN_MENU,
  // 资讯管理 only for institution types 1, 2 and 6
  organiser: ORGANISER_MENU.filter((group) => group !== ARTICLE_GROUP),
  'organiser-articles': ORGANISER_MENU,
  venue: VENUE_MANAGER_MENU,
  personal: [MY_INFO_GROUP, pick(MY_REGISTRATION_GROUP, ['AthleteRegistration', 'RefereeRegistration'])],
  // an approved referee's 我的注册 also holds 我的执裁: still only the two personal groups
  'referee-personal': PERSONAL_MENU,
};

/** What decides a caller's menu set (each side works these facts out from its own session or principal). */
export interface MenuCaller {
  platformAdmin: boolean;
  /** A personal user, or acting for institution 121 (the personal member centre). */
  personal: boolean;
  /** The institution is a venue (type 4, or bound to a venue). */
  venueManager: boolean;
  /** The institution may manage articles (types 1, 2, 6). */
  articles: boolean;
  /** Holds an approved referee registration. */
  referee: boolean;
}

export function menuSetKeyFor(caller: MenuCaller): MenuSetKey {
  if (caller.platformAdmin) return 'admin';
  if (caller.personal) return caller.referee ? 'referee-personal' : 'personal';
  if (caller.venueManager) return 'venue';
  return caller.articles ? 'organiser-articles' : 'organiser';
}

/** The titles GET /admin/manager_menu lists for groups: each group's title, then its items' titles, each once. */
export function menuTitlesOf(groups: readonly MenuGroupDef[]): string[] {
  const titles: string[] = [];
  for (const group of groups) {
    for (const title of [group.title, ...group.items.map((i) => i.title)]) if (!titles.includes(title)) titles.push(title);
  }
  return titles;
}
