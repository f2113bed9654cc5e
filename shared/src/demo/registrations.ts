/**
 * Athlete and referee registration demo data (docs/registrations.md), once for the server seed
 * (server/src/db/seed-registrations.ts) and the mocks (shared/src/mocks/fixtures/registrations.ts): the 注册要求 of
 * 浙江省田径协会 (2) and 杭州市体育局 (1) — open, ended and not yet started windows —, the 实名认证 of the demo
 * athlete, referee and the members user001…user006, and their registrations: the athlete's and the referee's approved
 * (she is public on 人员), user001…user004 pending athletes at the 协会, user005 and user006 pending referees at the 体育局.
 */
import { demoIdCard } from './sign-ups.ts';
import { DAY } from './time.ts';

export type DemoSettingKey = 'athlete2026' | 'referee2026' | 'hzReferee2026' | 'hzAthlete2025' | 'nbSwim2027';

export interface DemoRegisterSetting {
  key: DemoSettingKey;
  institutionId: number;
  kind: 'athlete' | 'referee';
  title: string;
  sports: string[];
  fields: ('level' | 'region' | 'mobile' | 'intro')[];
  documents: string[];
  notice: string;
  /** start and end relative to now (ms) */
  startsIn: number;
  endsIn: number;
}

export const DEMO_REGISTER_SETTINGS: readonly DemoRegisterSetting[] = [
  {
    key: 'athlete2026',
    institutionId: 2,
    kind: 'athlete',
    title: '2026年度浙江省田径运动员注册',
    sports: ['田径'],
    fields: ['level', 'region'],
    documents: ['等级证书'],
    notice: '注册运动员须为本省田径项目在训运动员，等级证书以国家体育总局运动员技术等级为准。',
    startsIn: -30 * DAY,
    endsIn: 60 * DAY,
  },
  {
    key: 'referee2026',
    institutionId: 2,
    kind: 'referee',
    title: '2026年度浙江省田径裁判员注册',
    sports: ['田径'],
    fields: ['level'],
    documents: ['裁判员证书'],
    notice: '须持有田径项目二级及以上裁判员证书。',
    startsIn: -30 * DAY,
    endsIn: 60 * DAY,
  },
  {
    key: 'hzReferee2026',
    institutionId: 1,
    kind: 'referee',
    title: '2026年杭州市社会体育裁判员注册',
    sports: ['篮球', '足球', '田径'],
    fields: ['level', 'mobile'],
    documents: [],
    notice: '注册后由杭州市体育局统一安排市级赛事执裁。',
    startsIn: -10 * DAY,
    endsIn: 80 * DAY,
  },
  {
    key: 'hzAthlete2025',
    institutionId: 1,
    kind: 'athlete',
    title: '2025年度杭州市运动员注册',
    sports: ['田径', '游泳'],
    fields: [],
    documents: [],
    notice: '',
    startsIn: -400 * DAY,
    endsIn: -200 * DAY,
  },
  {
    key: 'nbSwim2027',
    institutionId: 8,
    kind: 'athlete',
    title: '2027年度宁波市游泳运动员注册',
    sports: ['游泳'],
    fields: ['level'],
    documents: [],
    notice: '',
    startsIn: 20 * DAY,
    endsIn: 80 * DAY,
  },
];

export type DemoRegistrant = 'athlete' | 'referee' | 'user001' | 'user002' | 'user003' | 'user004' | 'user005' | 'user006';

export interface DemoIdentity {
  account: DemoRegistrant;
  realName: string;
  /** the gender and birth date come from it (idCardFacts) */
  idCard: string;
  status: 'pending' | 'verified';
  /** the institution whose approval verified it */
  verifiedBy: number | null;
}

export const DEMO_IDENTITIES: readonly DemoIdentity[] = [
  { account: 'athlete', realName: '林晓跑', idCard: demoIdCard('1998-05-05', 901, false), status: 'verified', verifiedBy: 2 },
  { account: 'referee', realName: '王正裁', idCard: demoIdCard('1985-03-12', 901, true), status: 'verified', verifiedBy: 2 },
  { account: 'user001', realName: '张子涵', idCard: demoIdCard('2006-02-11', 903, true), status: 'pending', verifiedBy: null },
  { account: 'user002', realName: '李沐阳', idCard: demoIdCard('2007-06-21', 904, false), status: 'pending', verifiedBy: null },
  { account: 'user003', realName: '王思远', idCard: demoIdCard('2005-09-30', 905, true), status: 'pending', verifiedBy: null },
  { account: 'user004', realName: '陈雨桐', idCard: demoIdCard('2006-12-01', 906, false), status: 'pending', verifiedBy: null },
  { account: 'user005', realName: '刘浩然', idCard: demoIdCard('1990-04-18', 907, true), status: 'pending', verifiedBy: null },
  { account: 'user006', realName: '赵一诺', idCard: demoIdCard('1992-08-08', 908, false), status: 'pending', verifiedBy: null },
];

export interface DemoRegistration {
  account: DemoRegistrant;
  setting: DemoSettingKey;
  status: 'pending' | 'approved';
  sport: string;
  level: string;
  region: string;
  mobile: string;
  documents: string[];
  /** days before now it was filed */
  daysAgo: number;
}

/** The registrations the base seed files (server/src/db/seed.ts insertPeopleData), with their window and details. */
export const DEMO_REGISTRATIONS: readonly DemoRegistration[] = [
  { account: 'athlete', setting: 'athlete2026', status: 'approved', sport: '田径', level: '国家一级运动员', region: '浙江省杭州市', mobile: '', documents: ['等级证书'], daysAgo: 25 },
  { account: 'referee', setting: 'referee2026', status: 'approved', sport: '田径', level: '国家级裁判员', region: '浙江省杭州市', mobile: '', documents: ['裁判员证书'], daysAgo: 24 },
  { account: 'user001', setting: 'athlete2026', status: 'pending', sport: '田径', level: '国家二级运动员', region: '浙江省杭州市', mobile: '', documents: ['等级证书'], daysAgo: 5 },
  { account: 'user002', setting: 'athlete2026', status: 'pending', sport: '田径', level: '国家二级运动员', region: '浙江省宁波市', mobile: '', documents: ['等级证书'], daysAgo: 4 },
  { account: 'user003', setting: 'athlete2026', status: 'pending', sport: '田径', level: '国家一级运动员', region: '浙江省温州市', mobile: '', documents: ['等级证书'], daysAgo: 3 },
  { account: 'user004', setting: 'athlete2026', status: 'pending', sport: '田径', level: '国家二级运动员', region: '浙江省嘉兴市', mobile: '', documents: ['等级证书'], daysAgo: 2 },
  { account: 'user005', setting: 'hzReferee2026', status: 'pending', sport: '篮球', level: '国家二级裁判员', region: '', mobile: '13910000005', documents: [], daysAgo: 6 },
  { account: 'user006', setting: 'hzReferee2026', status: 'pending', sport: '足球', level: '国家一级裁判员', region: '', mobile: '13910000006', documents: [], daysAgo: 1 },
];
