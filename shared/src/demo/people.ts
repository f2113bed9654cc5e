/**
 * The demo people and institutions, once: the accounts of the README table (same accounts, passwords, mobiles and
 * nicknames on the server and in the mocks), the institutions they manage, and the further personal members. The
 * server seed (server/src/db/seed.ts) inserts them in this order, so a fresh database gives them the ids the mocks
 * use (users 1–7, institutions by their `id`).
 */

export type DemoAccountName = 'admin' | 'org_gov' | 'org_youth' | 'venue_mgr' | 'athlete' | 'referee' | 'org_multi';

export interface DemoAccount {
  account: DemoAccountName;
  password: string;
  mobile: string;
  nickname: string;
  /** the README table's role */
  role: string;
  isPlatformAdmin: boolean;
  /** a personal user (运动员, 裁判员) */
  isPerson: boolean;
  /** the institutions managed: [institution id, is that institution's admin, manages the demo stadium] */
  manages: [institutionId: number, isAdmin: boolean, stadium: boolean][];
}

/** Users 1–7, in the order of the README table (mobiles 13800000001 … 13800000007). */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { account: 'admin', password: 'Admin@2026', mobile: '13800000001', nickname: '平台管理员', role: '平台管理员', isPlatformAdmin: true, isPerson: false, manages: [] },
  { account: 'org_gov', password: 'Saishi@2026', mobile: '13800000002', nickname: '王建国', role: '主办方（政府/事业单位）', isPlatformAdmin: false, isPerson: false, manages: [[1, true, false]] },
  { account: 'org_youth', password: 'Saishi@2026', mobile: '13800000003', nickname: '李晓彤', role: '主办方（青少年培训机构）', isPlatformAdmin: false, isPerson: false, manages: [[3, true, false]] },
  { account: 'venue_mgr', password: 'Saishi@2026', mobile: '13800000004', nickname: '陈志强', role: '场馆管理员', isPlatformAdmin: false, isPerson: false, manages: [[4, true, true]] },
  { account: 'athlete', password: 'Saishi@2026', mobile: '13800000005', nickname: '林晓跑', role: '运动员', isPlatformAdmin: false, isPerson: true, manages: [] },
  { account: 'referee', password: 'Saishi@2026', mobile: '13800000006', nickname: '王正裁', role: '裁判员', isPlatformAdmin: false, isPerson: true, manages: [] },
  {
    account: 'org_multi', password: 'Saishi@2026', mobile: '13800000007', nickname: '赵雅琴', role: '多机构管理员', isPlatformAdmin: false, isPerson: false,
    manages: [[2, true, false], [6, false, false]],
  },
];

/** The passwords of the demo accounts, published in the README: no account may take one (outside demo mode, keep one). */
export const DEMO_PASSWORDS: readonly string[] = [...new Set(DEMO_ACCOUNTS.map((a) => a.password))];

/** The demo account's nickname: `demoNickname('org_gov')` → 王建国. */
export const demoNickname = (account: DemoAccountName) => DEMO_ACCOUNTS.find((a) => a.account === account)!.nickname;

/** The demo athlete's own sign-up details (she holds the 女子100米 record of shared/src/demo/records.ts). */
export const DEMO_ATHLETE = { gender: 2 as const, birth: '1998-05-05', affiliation: '浙江省田径协会' };

export interface DemoInstitution {
  id: number;
  /** the institution it belongs to (0: none) */
  belongId: number;
  /** 1 政府/事业单位, 2 社会组织/协会, 3 青少年培训机构, 4 场馆运营方, 5 赞助商, 6 赛事运营机构 (GLOSSARY) */
  institutionType: number;
  name: string;
  region: string;
}

/** The demo institutions; 121 is the personal member centre (shared/src/rules/personal-centre.ts). */
export const DEMO_INSTITUTIONS: readonly DemoInstitution[] = [
  { id: 1, belongId: 0, institutionType: 1, name: '杭州市体育局', region: '浙江省杭州市' },
  { id: 2, belongId: 1, institutionType: 2, name: '浙江省田径协会', region: '浙江省杭州市' },
  { id: 3, belongId: 1, institutionType: 3, name: '星辰青少年体育培训中心', region: '浙江省杭州市西湖区' },
  { id: 4, belongId: 1, institutionType: 4, name: '黄龙体育中心运营公司', region: '浙江省杭州市西湖区' },
  { id: 5, belongId: 0, institutionType: 5, name: '踏浪运动用品有限公司', region: '福建省厦门市' },
  { id: 6, belongId: 0, institutionType: 6, name: '浙江赛道体育赛事运营有限公司', region: '浙江省杭州市滨江区' },
  { id: 7, belongId: 0, institutionType: 1, name: '宁波市体育局', region: '浙江省宁波市' },
  { id: 8, belongId: 7, institutionType: 2, name: '宁波市游泳协会', region: '浙江省宁波市' },
  { id: 9, belongId: 1, institutionType: 3, name: '西湖区青少年足球俱乐部', region: '浙江省杭州市西湖区' },
  { id: 10, belongId: 0, institutionType: 4, name: '温州奥体中心管理有限公司', region: '浙江省温州市' },
  { id: 121, belongId: 0, institutionType: 6, name: '赛事运营平台个人会员中心', region: '浙江省杭州市' },
];

/** The demo institution's name ('' when there is none). */
export const demoInstitutionName = (id: number) => DEMO_INSTITUTIONS.find((i) => i.id === id)?.name ?? '';

/** Further personal members (accounts user001 …, after the README accounts): sign-ups, orders and registrations use them. */
export const DEMO_MEMBERS: readonly string[] = ['张子涵', '李沐阳', '王思远', '陈雨桐', '刘浩然', '赵一诺', '周嘉怡', '吴承泽', '郑可欣', '孙铭轩', '钱安琪', '何俊熙'];
