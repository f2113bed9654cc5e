import type { Account, ManagerData } from '../api/types';
import { canManageArticles, hasPersonalMenuOnly, isVenueInstitution } from './access';
import { buildMenu, findMenuItem, menuItemForPath, menuSetFor, remotesForMenu, venueCheckBadge } from './build-menu';
import { ADMIN_MENU, ORGANISER_MENU, PERSONAL_MENU, VENUE_MANAGER_MENU, type MenuGroupDef } from './menu-catalog';

const inst = (institution_id: number, institution_type: number, sports_venues_id = 0): ManagerData => ({
  institution_id,
  name: `机构${institution_id}`,
  logo: '',
  is_admin: 0,
  sports_venues_id,
  institution_type,
});

const account = (overrides: Partial<Account> = {}): Account => ({
  user_id: 1,
  is_admin: 0,
  institution_id: overrides.manager_data?.[0]?.institution_id ?? 0,
  venues_id: 0,
  sports_venues_id: 0,
  isPerson: 0,
  manager_data: [],
  ...overrides,
});

/** Every group and item title of a set: what a permissive manager_menu returns. */
const allTitles = (set: readonly MenuGroupDef[]) => set.flatMap((g) => [g.title, ...g.items.map((i) => i.title)]);
const everyTitle = [...new Set([...allTitles(ADMIN_MENU), ...allTitles(ORGANISER_MENU), ...allTitles(VENUE_MANAGER_MENU), ...allTitles(PERSONAL_MENU)])];
const groupTitles = (menu: { title: string }[]) => menu.map((g) => g.title);

describe('menu sets (spec §2.5, §6, docs/architecture.md)', () => {
  it('is_admin 1 gives the full admin set, in order', () => {
    const menu = buildMenu({ account: account({ is_admin: 1 }), activeInstitutionId: 0, titles: everyTitle });
    expect(groupTitles(menu)).toEqual([
      '账号管理', '入驻管理', '成绩管理', '注册名单', '资讯管理', '视频管理', '图片管理', '官网首页管理',
      '小程序场馆管理', '小程序反馈', '财务管理', '赛事管理', 'B类文章', '系统管理',
    ]);
    const match = menu.find((g) => g.title === '赛事管理')!;
    expect(match.items.map((i) => i.name)).toEqual(['MatchList', 'MatchReviewList']);
    expect(menu.find((g) => g.title === '账号管理')!.items.map((i) => i.title)).toEqual(['账号信息', '权限管理', '修改密码', '操作记录']);
  });

  it('organiser of type 1: account (4 items), institution match variant, articles, community, live, videos, orders', () => {
    const a = account({ manager_data: [inst(11, 1)] });
    const menu = buildMenu({ account: a, activeInstitutionId: 11, titles: everyTitle });
    expect(groupTitles(menu)).toEqual(['账号管理', '赛事管理', '资讯管理', '社区人员注册', '直播管理', '视频管理', '财务管理']);
    expect(menu[0].items.map((i) => i.title)).toEqual(['账号信息', '权限管理', '修改密码', '操作记录']);
    expect(menu[1].items.map((i) => [i.name, i.path])).toEqual([
      ['MatchList', '/admin/match/list'],
      ['MatchRecord', '/admin/record?type=1'],
      ['MatchActive', '/admin/Active?type=2'],
    ]);
    expect(menu[5].items.map((i) => [i.name, i.path])).toEqual([['backVideoList', '/admin/video/list']]);
    expect(menu[6].items.map((i) => [i.title, i.path])).toEqual([
      ['订单管理', '/admin/finance/order'],
      ['退款管理', '/admin/finance/refund'],
      ['资金账户', '/admin/account/info'],
    ]);
  });

  it.each([1, 2, 6])('article group for institution type %i', (type) => {
    const menu = buildMenu({ account: account({ manager_data: [inst(11, type)] }), activeInstitutionId: 11, titles: everyTitle });
    expect(groupTitles(menu)).toContain('资讯管理');
    expect(menu.find((g) => g.title === '资讯管理')!.is_admin).toBe(0);
  });

  it.each([3, 5, 7])('no article group for institution type %i', (type) => {
    const menu = buildMenu({ account: account({ manager_data: [inst(11, type)] }), activeInstitutionId: 11, titles: everyTitle });
    expect(groupTitles(menu)).not.toContain('资讯管理');
  });

  it.each([
    ['type 4', inst(20, 4)],
    ['a sports venue', inst(20, 3, 301)],
  ])('venue manager (%s): account (3 items), venue management, orders', (_label, institution) => {
    const menu = buildMenu({ account: account({ manager_data: [institution] }), activeInstitutionId: 20, titles: everyTitle });
    expect(groupTitles(menu)).toEqual(['账号管理', '场馆管理', '财务管理']);
    expect(menu[0].items.map((i) => i.title)).toEqual(['账号信息', '权限管理', '修改密码']);
    expect(menu[1].items.map((i) => i.name)).toEqual(['StadiumInfo', 'ReserveManage', 'AccountHome']);
    expect(menu[2].items.map((i) => i.title)).toEqual(['订单管理']);
  });

  it('personal users see only 我的信息 and 我的注册', () => {
    const athleteTitles = everyTitle.filter((t) => t !== '我的执裁');
    const menu = buildMenu({ account: account({ isPerson: 1 }), activeInstitutionId: 0, titles: athleteTitles });
    expect(groupTitles(menu)).toEqual(['我的信息', '我的注册']);
    expect(menu[0].items.map((i) => [i.title, i.path, i.remote])).toEqual([
      ['个人设置', '/admin/person/set', 'mf_account'],
      ['我的订单', '/admin/account/orders', 'mf_finance'],
      ['我的钱包', '/admin/account/wallet', 'mf_finance'],
      ['我的证书', '/admin/person/certificates', 'mf_account'],
    ]);
    expect(menu[1].items.map((i) => i.path)).toEqual(['/admin/person/register/athlete', '/admin/person/register/referee']);
  });

  it('an approved referee (the server lists 我的执裁) finds the assigned fixtures under 我的注册', () => {
    const menu = buildMenu({ account: account({ isPerson: 1 }), activeInstitutionId: 0, titles: everyTitle });
    expect(groupTitles(menu)).toEqual(['我的信息', '我的注册']);
    expect(menu[1].items.map((i) => [i.title, i.path, i.remote])).toEqual([
      ['运动员注册', '/admin/person/register/athlete', 'mf_account'],
      ['裁判员注册', '/admin/person/register/referee', 'mf_account'],
      ['我的执裁', '/admin/match/referee', 'mf_competition'],
    ]);
  });

  it('institution 121 is forced to the personal menus', () => {
    const menu = buildMenu({ account: account({ manager_data: [inst(121, 1)] }), activeInstitutionId: 121, titles: everyTitle });
    expect(groupTitles(menu)).toEqual(['我的信息', '我的注册']);
  });

  it('the active institution decides the set', () => {
    const a = account({ manager_data: [inst(11, 1), inst(20, 4)] });
    expect(menuSetFor(a, 11)).toBe('organiser');
    expect(menuSetFor(a, 20)).toBe('venue');
    expect(menuSetFor(null, 0)).toBeNull();
    expect(buildMenu({ account: null, activeInstitutionId: 0, titles: everyTitle })).toEqual([]);
  });
});

describe('intersection with GET /admin/manager_menu titles (spec §6)', () => {
  const organiser = account({ manager_data: [inst(11, 1)] });

  it('an item shows only when its group title and its title are both listed', () => {
    const menu = buildMenu({ account: organiser, activeInstitutionId: 11, titles: ['账号管理', '账号信息', '修改密码', '赛事列表', '直播管理'] });
    expect(groupTitles(menu)).toEqual(['账号管理']);
    expect(menu[0].items.map((i) => i.title)).toEqual(['账号信息', '修改密码']);
  });

  it('no titles, no menu', () => {
    expect(buildMenu({ account: organiser, activeInstitutionId: 11, titles: [] })).toEqual([]);
  });

  it('titles outside the set do not add groups', () => {
    const menu = buildMenu({ account: organiser, activeInstitutionId: 11, titles: ['入驻管理', '入驻申请', '账号管理', '账号信息'] });
    expect(groupTitles(menu)).toEqual(['账号管理']);
  });
});

describe('badges', () => {
  const counts = {
    filing_count: 2,
    add_photo_count: 1,
    report_photo_count: 2,
    add_venue_count: 3,
    update_venue_count: 4,
    feedback_count: 5,
    refund_count: 6,
    withdraw_count: 7,
    article_check_count: 8,
    sign_count: 9,
    check_register_count: 10,
  };

  it('venue-check badge = update_venue + report_photo + add_venue + add_photo + feedback', () => {
    expect(venueCheckBadge(counts)).toBe(4 + 2 + 3 + 1 + 5);
    expect(venueCheckBadge({ feedback_count: 2 })).toBe(2);
    expect(venueCheckBadge(undefined)).toBe(0);
  });

  it('admin items carry their counts, groups the sum of their items', () => {
    const menu = buildMenu({ account: account({ is_admin: 1 }), activeInstitutionId: 0, titles: everyTitle, counts });
    const item = (name: string) => menu.flatMap((g) => g.items).find((i) => i.name === name)!;
    expect(item('StadiumList').badgeCount).toBe(15);
    expect(item('minifeedback').badgeCount).toBe(5);
    expect(item('MatchReviewList').badgeCount).toBe(2);
    expect(item('FinanceRefundList').badgeCount).toBe(6);
    expect(item('FinanceWithdrawList').badgeCount).toBe(7);
    expect(item('ArticleExamine').badgeCount).toBe(8);
    expect(item('admininfo').badgeCount).toBe(0);
    expect(menu.find((g) => g.title === '财务管理')!.badgeCount).toBe(13);
    expect(menu.find((g) => g.title === '小程序场馆管理')!.badgeCount).toBe(15);
  });

  it('organiser badges from msg_count', () => {
    const menu = buildMenu({ account: account({ manager_data: [inst(11, 1)] }), activeInstitutionId: 11, titles: everyTitle, counts });
    const item = (name: string) => menu.flatMap((g) => g.items).find((i) => i.name === name)!;
    expect(item('MatchList').badgeCount).toBe(9);
    expect(item('registeExamine').badgeCount).toBe(10);
    expect(menu.find((g) => g.title === '社区人员注册')!.badgeCount).toBe(10);
    // the refunds of the institution wait for its review
    expect(item('FinanceRefundList').badgeCount).toBe(6);
    expect(item('AccountInfo').badgeCount).toBe(0);
    expect(menu.find((g) => g.title === '财务管理')!.badgeCount).toBe(6);
  });

  it('hidden items do not count in the group badge', () => {
    const menu = buildMenu({ account: account({ is_admin: 1 }), activeInstitutionId: 0, titles: ['财务管理', '订单管理', '退款管理'], counts });
    expect(menu[0].badgeCount).toBe(6);
  });
});

describe('remotesForMenu and findMenuItem', () => {
  it('lists the remotes a menu links to', () => {
    const menu = buildMenu({ account: account({ manager_data: [inst(20, 4)] }), activeInstitutionId: 20, titles: everyTitle });
    expect(remotesForMenu(menu).sort()).toEqual(['mf_account', 'mf_finance', 'mf_venue']);
    expect(remotesForMenu(ADMIN_MENU).sort()).toEqual(['mf_account', 'mf_competition', 'mf_finance', 'mf_official', 'mf_venue']);
  });

  it('finds the item of a path (query ignored, detail paths included)', () => {
    const menu = buildMenu({ account: account({ manager_data: [inst(11, 1)] }), activeInstitutionId: 11, titles: everyTitle });
    expect(findMenuItem(menu, '/admin/record')?.name).toBe('MatchRecord');
    expect(findMenuItem(menu, '/admin/finance/order/15')?.name).toBe('FinanceOrderList');
    expect(findMenuItem(menu, '/admin/finance/orders')).toBeUndefined();
  });
});

describe('access rules (spec §6)', () => {
  it('articles for types 1, 2, 6 only', () => {
    expect([1, 2, 3, 4, 5, 6].filter((t) => canManageArticles(t))).toEqual([1, 2, 6]);
    expect(canManageArticles(undefined)).toBe(false);
  });
  it('personal menu only for isPerson or institution 121', () => {
    expect(hasPersonalMenuOnly({ isPerson: 1, manager_data: [] }, 0)).toBe(true);
    expect(hasPersonalMenuOnly({ isPerson: 0, manager_data: [inst(121, 1)] }, 121)).toBe(true);
    expect(hasPersonalMenuOnly({ isPerson: 0, manager_data: [inst(120, 1)] }, 120)).toBe(false);
    // a personal user who also manages an institution works for it (as the server decides)
    expect(hasPersonalMenuOnly({ isPerson: 1, manager_data: [inst(5, 1)] }, 5)).toBe(false);
  });
  it('a platform administrator gets the full set even when flagged as a person', () => {
    expect(menuSetFor(account({ is_admin: 1, isPerson: 1, manager_data: [] }), 0)).toBe('admin');
  });
  it('venue institutions', () => {
    expect(isVenueInstitution({ sports_venues_id: 3, institution_type: 1 })).toBe(true);
    expect(isVenueInstitution({ sports_venues_id: 0, institution_type: 4 })).toBe(true);
    expect(isVenueInstitution({ sports_venues_id: 0, institution_type: 3 })).toBe(false);
    expect(isVenueInstitution(null)).toBe(false);
  });
});

describe('menuItemForPath', () => {
  it('finds the catalog item of a page path (query dropped, sub-pages included), whatever the menu set', () => {
    expect(menuItemForPath('/admin/settlement/government')?.title).toBe('政府/事业单位');
    expect(menuItemForPath('/admin/record')?.name).toBe('MatchRecord');
    expect(menuItemForPath('/admin/finance/order/12')?.name).toBe('FinanceOrderList');
    expect(menuItemForPath('/admin/person/register/athlete')?.name).toBe('AthleteRegistration');
  });
  it('knows nothing of paths outside the catalog', () => {
    expect(menuItemForPath('/admin/no-such-page')).toBeUndefined();
    expect(menuItemForPath('/admin')).toBeUndefined();
  });
});
