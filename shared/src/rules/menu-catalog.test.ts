import { ALL_MENU_ITEMS, ADMIN_MENU, MENU_SET_GROUPS, menuSetKeyFor, menuTitlesOf, ORGANISER_MENU, PERSONAL_MENU, VENUE_MANAGER_MENU, type MenuCaller } from './menu-catalog';
import { remoteForPath } from './route-ownership';

/** The "Admin paths" table of docs/architecture.md: title → [route name, path, remote]. */
const TABLE: [string, string, string, string][] = [
  ['账号信息', 'admininfo', '/admin/admininfo', 'mf_account'],
  ['权限管理', 'authority', '/admin/authority', 'mf_account'],
  ['修改密码', 'updatepwd', '/admin/updatepwd', 'mf_account'],
  ['操作记录', 'operationRecords', '/admin/operationRecords', 'mf_account'],
  ['政府/事业单位', 'government', '/admin/settlement/government', 'mf_account'],
  ['社会组织/协会', 'societyList', '/admin/settlement/societyList', 'mf_account'],
  ['赛事运营机构', 'competitionList', '/admin/settlement/competitionList', 'mf_account'],
  ['青少年培训机构', 'CanteraList', '/admin/settlement/CanteraList', 'mf_account'],
  ['场馆运营方', 'VenueList', '/admin/settlement/VenueList', 'mf_account'],
  ['赞助商', 'newsponsorList', '/admin/settlement/newsponsorList', 'mf_account'],
  ['入驻申请', 'residenceList', '/admin/settlement/residenceList', 'mf_account'],
  ['机构列表', 'institutionList', '/admin/settlement/institutionList', 'mf_account'],
  ['成绩列表', 'gradeList', '/admin/gradeManage/gradeList', 'mf_competition'],
  ['最高纪录', 'highestList', '/admin/gradeManage/highestList', 'mf_competition'],
  ['运动员名单', 'sportmanList', '/admin/register/sportmanList', 'mf_account'],
  ['裁判员名单', 'judgeList', '/admin/register/judgeList', 'mf_account'],
  ['栏目介绍', 'ArticleIntroduce', '/admin/article/introduce', 'mf_official'],
  ['文章列表', 'ArticleList', '/admin/article/list', 'mf_official'],
  ['文章审核', 'ArticleExamine', '/admin/article/examine', 'mf_official'],
  ['直播列表', 'backLivesList', '/admin/video/lives', 'mf_official'],
  ['视频列表', 'backVideoList', '/admin/video/list', 'mf_official'],
  ['图片管理', 'imagemangerList', '/admin/image/list', 'mf_official'],
  ['图片投诉', 'imagecomplaint', '/admin/image/complaint', 'mf_official'],
  ['头条管理', 'HeadLineList', '/admin/official/HeadLineList', 'mf_official'],
  ['推荐栏目', 'recommendCoList', '/admin/official/recommendCoList', 'mf_official'],
  ['推荐赛事', 'RecommendedEventsList', '/admin/official/RecommendedEventsList', 'mf_official'],
  ['赛事视频', 'EventVideo', '/admin/official/EventVideo', 'mf_official'],
  ['赛事图片', 'EventPhotoList', '/admin/official/EventPhotoList', 'mf_official'],
  ['品牌赛事', 'BrandEvents', '/admin/official/BrandEvents', 'mf_official'],
  ['合作伙伴', 'CooperativePartners', '/admin/official/CooperativePartners', 'mf_official'],
  ['友情链接', 'FriendlyLink', '/admin/official/FriendlyLink', 'mf_official'],
  ['场馆列表', 'StadiumList', '/admin/stadium/list', 'mf_venue'],
  ['新增场馆审核', 'VenueAddSh', '/admin/check/venueAdd', 'mf_venue'],
  ['场馆变更审核', 'VenueEditSh', '/admin/check/venueEdit', 'mf_venue'],
  ['意见反馈', 'minifeedback', '/admin/check/feedback', 'mf_venue'],
  ['订单管理', 'FinanceOrderList', '/admin/finance/order', 'mf_finance'],
  ['退款管理', 'FinanceRefundList', '/admin/finance/refund', 'mf_finance'],
  ['提现管理', 'FinanceWithdrawList', '/admin/finance/withdraw', 'mf_finance'],
  ['资金账户', 'AccountInfo', '/admin/account/info', 'mf_finance'],
  ['赛事列表', 'MatchList', '/admin/match/list', 'mf_competition'],
  ['报备审核', 'MatchReviewList', '/admin/match/reviewList', 'mf_competition'],
  ['比赛报备', 'MatchRecord', '/admin/record?type=1', 'mf_competition'],
  ['活动报备', 'MatchActive', '/admin/Active?type=2', 'mf_competition'],
  ['运动员注册', 'sportmanRegister', '/admin/community/register/sportmanRegister', 'mf_account'],
  ['裁判员注册', 'judgeRegistration', '/admin/community/register/judgeRegistration', 'mf_account'],
  ['注册审核', 'registeExamine', '/admin/community/register/registeExamine', 'mf_account'],
  ['注册要求设置', 'requestSettings', '/admin/community/register/requestSettings', 'mf_account'],
  ['B类文章', 'TypeBArticle', '/admin/article/typeB', 'mf_official'],
  ['购买直播', 'BuyLiveIndex', '/admin/live/BuyLiveIndex', 'mf_official'],
  ['直播计划', 'PlanLiveList', '/admin/live/PlanLiveList', 'mf_official'],
  ['已播列表', 'PlayedLiveList', '/admin/live/PlayedLiveList', 'mf_official'],
  ['直播广告', 'liveAdvertisement', '/admin/live/liveAdvertisement', 'mf_official'],
  ['场馆信息', 'StadiumInfo', '/admin/stadium/base', 'mf_venue'],
  ['预订管理', 'ReserveManage', '/admin/reserve/manage', 'mf_venue'],
  ['订场账户', 'AccountHome', '/admin/venueAccount', 'mf_venue'],
  ['个人设置', 'AccountSettings', '/admin/person/set', 'mf_account'],
  ['我的订单', 'MyOrders', '/admin/account/orders', 'mf_finance'],
  ['我的钱包', 'MyWallet', '/admin/account/wallet', 'mf_finance'],
  ['我的证书', 'MyCertificates', '/admin/person/certificates', 'mf_account'],
  ['运动员注册', 'AthleteRegistration', '/admin/person/register/athlete', 'mf_account'],
  ['裁判员注册', 'RefereeRegistration', '/admin/person/register/referee', 'mf_account'],
  ['我的执裁', 'RefereeFixtures', '/admin/match/referee', 'mf_competition'],
  ['任务队列', 'JobQueue', '/admin/system/jobs', 'mf_account'],
];

describe('menu catalog = the architecture table', () => {
  it('has exactly the rows of the table', () => {
    const rows = ALL_MENU_ITEMS.map((i) => [i.title, i.name, i.path, i.remote]);
    expect(rows.sort()).toEqual([...TABLE].sort());
  });

  it('every item is owned by its remote according to remoteForPath', () => {
    for (const [, name, path, remote] of TABLE) expect([name, remoteForPath(path)]).toEqual([name, remote]);
  });

  it('group titles', () => {
    const titles = (set: { title: string }[]) => set.map((g) => g.title);
    expect(titles([...ORGANISER_MENU])).toEqual(['账号管理', '赛事管理', '资讯管理', '社区人员注册', '直播管理', '视频管理', '财务管理']);
    expect(titles([...VENUE_MANAGER_MENU])).toEqual(['账号管理', '场馆管理', '财务管理']);
    expect(titles([...PERSONAL_MENU])).toEqual(['我的信息', '我的注册']);
    expect(ADMIN_MENU).toHaveLength(14);
  });

  it('chooses a menu set as the server does: admin first, then personal (referee or not), venue, organiser with or without articles', () => {
    const caller = (c: Partial<MenuCaller>): MenuCaller => ({ platformAdmin: false, personal: false, venueManager: false, articles: false, referee: false, ...c });
    expect(menuSetKeyFor(caller({ platformAdmin: true, personal: true, referee: true }))).toBe('admin');
    expect(menuSetKeyFor(caller({ personal: true, venueManager: true }))).toBe('personal');
    expect(menuSetKeyFor(caller({ personal: true, referee: true }))).toBe('referee-personal');
    expect(menuSetKeyFor(caller({ venueManager: true, articles: true, referee: true }))).toBe('venue');
    expect(menuSetKeyFor(caller({ articles: true }))).toBe('organiser-articles');
    expect(menuSetKeyFor(caller({}))).toBe('organiser');
  });

  it('lists the titles of GET /admin/manager_menu: group then items, each once', () => {
    expect(menuTitlesOf(MENU_SET_GROUPS.personal)).toEqual(['我的信息', '个人设置', '我的订单', '我的钱包', '我的证书', '我的注册', '运动员注册', '裁判员注册']);
    expect(menuTitlesOf(MENU_SET_GROUPS['referee-personal'])).toEqual(['我的信息', '个人设置', '我的订单', '我的钱包', '我的证书', '我的注册', '运动员注册', '裁判员注册', '我的执裁']);
    // the payer's own orders and wallet are personal pages: organisers and venue managers pay from their own modules
    for (const key of ['admin', 'organiser', 'organiser-articles', 'venue'] as const) {
      expect(menuTitlesOf(MENU_SET_GROUPS[key])).not.toContain('我的订单');
      expect(menuTitlesOf(MENU_SET_GROUPS[key])).not.toContain('我的钱包');
    }
    expect(menuTitlesOf(MENU_SET_GROUPS.organiser)).not.toContain('资讯管理');
    expect(menuTitlesOf(MENU_SET_GROUPS['organiser-articles']).slice(9, 13)).toEqual(['资讯管理', '栏目介绍', '文章列表', '文章审核']);
    // 财务管理: the platform admin's stays as spec §2.5; organisers review their refunds and have their 资金账户;
    // venue managers keep the order list (their 订场账户 is under 场馆管理)
    const finance = (key: keyof typeof MENU_SET_GROUPS) => MENU_SET_GROUPS[key].find((g) => g.title === '财务管理')!.items.map((i) => i.name);
    expect(finance('admin')).toEqual(['FinanceOrderList', 'FinanceRefundList', 'FinanceWithdrawList']);
    expect(finance('organiser')).toEqual(['FinanceOrderList', 'FinanceRefundList', 'AccountInfo']);
    expect(finance('organiser-articles')).toEqual(['FinanceOrderList', 'FinanceRefundList', 'AccountInfo']);
    expect(finance('venue')).toEqual(['FinanceOrderList']);
    expect(MENU_SET_GROUPS.venue.find((g) => g.title === '场馆管理')!.items.map((i) => i.title)).toEqual(['场馆信息', '预订管理', '订场账户']);
    const admin = menuTitlesOf(MENU_SET_GROUPS.admin);
    expect(admin).not.toContain('资金账户');
    expect(admin.filter((t) => t === '图片管理')).toHaveLength(1);
    expect(new Set(admin).size).toBe(admin.length);
  });
});
