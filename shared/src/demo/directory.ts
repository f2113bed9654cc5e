/**
 * Demo data of the official directories (人员, 行业): institution profiles (intro, address, website, contact and
 * whether the contact is published), a few more institutions so every kind has entries, and public athlete and
 * referee registrations with sport, level and region. The server seed (server/src/db/seed-directory.ts) writes them
 * onto its base institutions and persons; the mocks (shared/src/mocks/fixtures/directory.ts) serve them all, with ids
 * of their own.
 */

export interface DemoInstitutionProfile {
  intro: string;
  address: string;
  website?: string;
  contactName: string;
  contactPhone: string;
  contactPublic: boolean;
}

/** Profiles of the base seed's institutions, by name. */
export const DEMO_INSTITUTION_PROFILES: Record<string, DemoInstitutionProfile> = {
  杭州市体育局: {
    intro: '杭州市体育局是主管全市体育工作的市政府工作部门，负责统筹全民健身、竞技体育和体育产业发展，承办杭州马拉松、西湖国际名校赛艇挑战赛等重大赛事。',
    address: '浙江省杭州市上城区解放东路18号',
    website: 'https://tyj.hangzhou.gov.cn',
    contactName: '群众体育处',
    contactPhone: '0571-87006111',
    contactPublic: true,
  },
  浙江省田径协会: {
    intro: '浙江省田径协会是全省田径运动的社会组织，负责田径竞赛组织、裁判员培训与等级评定、运动员注册管理，每年举办省田径锦标赛和青少年田径联赛。',
    address: '浙江省杭州市西湖区黄龙路1号',
    contactName: '协会秘书处',
    contactPhone: '0571-87963200',
    contactPublic: true,
  },
  星辰青少年体育培训中心: {
    intro: '专注6–16岁青少年体能、田径和游泳培训，拥有国家级教练员12名，常年开设周末班与寒暑假集训营。',
    address: '浙江省杭州市西湖区文三路259号',
    contactName: '招生咨询',
    contactPhone: '0571-85023366',
    contactPublic: true,
  },
  黄龙体育中心运营公司: {
    intro: '负责黄龙体育中心主体育场、体育馆、游泳跳水馆和网球中心的运营，年承接各级各类赛事两百余场，面向市民开放场地预订。',
    address: '浙江省杭州市西湖区黄龙路1号',
    website: 'https://www.hlsports.cn',
    contactName: '场馆预订中心',
    contactPhone: '0571-87962333',
    contactPublic: true,
  },
  踏浪运动用品有限公司: {
    intro: '国内跑步装备品牌，产品涵盖跑鞋、速干服饰与运动护具，长期赞助城市马拉松与青少年田径赛事。',
    address: '福建省厦门市湖里区湖里大道88号',
    website: 'https://www.talang-sports.cn',
    contactName: '品牌合作部',
    contactPhone: '0592-5566888',
    contactPublic: false,
  },
  浙江赛道体育赛事运营有限公司: {
    intro: '专业体育赛事运营机构，提供赛事策划、报名、计时、转播和志愿者管理的一站式服务，运营省内路跑、越野跑和三人篮球赛事。',
    address: '浙江省杭州市滨江区江南大道3850号',
    contactName: '赛事合作',
    contactPhone: '0571-86690018',
    contactPublic: true,
  },
  宁波市体育局: {
    intro: '宁波市体育局负责全市体育事业发展规划和公共体育服务，推动“15分钟健身圈”建设。',
    address: '浙江省宁波市鄞州区宁穿路2001号',
    contactName: '办公室',
    contactPhone: '0574-89186301',
    contactPublic: true,
  },
  宁波市游泳协会: {
    intro: '宁波市游泳协会组织全市游泳、公开水域游泳赛事和救生员培训，推广青少年“人人学会游泳”计划。',
    address: '浙江省宁波市江北区大闸路128号',
    contactName: '协会办公室',
    contactPhone: '0574-87654321',
    contactPublic: false,
  },
  西湖区青少年足球俱乐部: {
    intro: '西湖区校园足球特色俱乐部，设U8至U15梯队，与区内二十所中小学开展校园足球合作。',
    address: '浙江省杭州市西湖区留下街道屏峰路',
    contactName: '俱乐部前台',
    contactPhone: '0571-88112233',
    contactPublic: true,
  },
  温州奥体中心管理有限公司: {
    intro: '运营温州奥体中心体育场、体育馆和全民健身广场，承办省运会等大型综合性运动会。',
    address: '浙江省温州市瓯海区娄桥街道奥体路1号',
    contactName: '运营部',
    contactPhone: '0577-88990011',
    contactPublic: true,
  },
};

/** More institutions so every kind of the 行业 menu has a few entries. */
export const DEMO_MORE_INSTITUTIONS: { institutionType: number; name: string; region: string; profile: DemoInstitutionProfile }[] = [
  {
    institutionType: 1,
    name: '绍兴市体育事业发展中心',
    region: '浙江省绍兴市',
    profile: { intro: '承担绍兴市体育场馆管理、体育竞赛组织和国民体质监测等公益服务。', address: '浙江省绍兴市越城区中兴北路', contactName: '竞赛科', contactPhone: '0575-85120011', contactPublic: true },
  },
  {
    institutionType: 2,
    name: '杭州市篮球协会',
    region: '浙江省杭州市',
    profile: { intro: '组织杭州市篮球联赛、三人篮球赛和篮球裁判员培训，会员单位一百余家。', address: '浙江省杭州市拱墅区体育场路', contactName: '联赛办公室', contactPhone: '0571-85201234', contactPublic: true },
  },
  {
    institutionType: 3,
    name: '浪花少儿游泳学校',
    region: '浙江省宁波市',
    profile: { intro: '宁波市少儿游泳培训学校，开设启蒙、提高和竞技班，配备恒温室内泳池。', address: '浙江省宁波市海曙区望春路', contactName: '课程顾问', contactPhone: '0574-87001122', contactPublic: false },
  },
  {
    institutionType: 5,
    name: '钱江数字科技集团',
    region: '浙江省杭州市',
    profile: { intro: '数字科技企业，为赛事提供成绩查询、直播和电子证书等技术赞助。', address: '浙江省杭州市余杭区文一西路', website: 'https://www.qjdigital.cn', contactName: '市场部', contactPhone: '0571-88776655', contactPublic: true },
  },
  {
    institutionType: 6,
    name: '之江户外赛事策划有限公司',
    region: '浙江省湖州市',
    profile: { intro: '专注越野跑、山地自行车和铁人三项赛事的策划与执行，熟悉山地赛道安全保障。', address: '浙江省湖州市安吉县递铺街道', contactName: '项目经理', contactPhone: '0572-5123456', contactPublic: true },
  },
];

/** Public registrations of the demo accounts `athlete` and `referee`: sport, level and region, by real name. */
export const DEMO_PERSON_PROFILES: Record<string, { sport: string; level: string; region: string; isPublic: boolean }> = {
  林晓跑: { sport: '田径', level: '国家一级运动员', region: '浙江省杭州市', isPublic: true },
  王正裁: { sport: '田径', level: '国家级裁判员', region: '浙江省杭州市', isPublic: true },
};

export interface DemoPerson {
  kind: 'athlete' | 'referee';
  realName: string;
  /** 1 male, 2 female */
  gender: 1 | 2;
  sport: string;
  level: string;
  region: string;
  /** the name of the institution it registered with (one of the base seed's) */
  institution: string;
}

/** Further public athletes and referees (on the server each a personal user of its own, accounts member001…). */
export const DEMO_MORE_PERSONS: DemoPerson[] = [
  { kind: 'athlete', realName: '陈雨桐', gender: 2, sport: '游泳', level: '国家二级运动员', region: '浙江省宁波市', institution: '宁波市游泳协会' },
  { kind: 'athlete', realName: '周子航', gender: 1, sport: '足球', level: '国家二级运动员', region: '浙江省杭州市', institution: '西湖区青少年足球俱乐部' },
  { kind: 'athlete', realName: '吴思远', gender: 1, sport: '田径', level: '国家一级运动员', region: '浙江省温州市', institution: '浙江省田径协会' },
  { kind: 'athlete', realName: '郑可欣', gender: 2, sport: '羽毛球', level: '国家二级运动员', region: '浙江省杭州市', institution: '星辰青少年体育培训中心' },
  { kind: 'athlete', realName: '孙浩然', gender: 1, sport: '篮球', level: '国家二级运动员', region: '浙江省绍兴市', institution: '浙江赛道体育赛事运营有限公司' },
  { kind: 'referee', realName: '刘建国', gender: 1, sport: '篮球', level: '国家一级裁判员', region: '浙江省杭州市', institution: '杭州市体育局' },
  { kind: 'referee', realName: '赵敏', gender: 2, sport: '游泳', level: '国家二级裁判员', region: '浙江省宁波市', institution: '宁波市游泳协会' },
  { kind: 'referee', realName: '黄志强', gender: 1, sport: '足球', level: '国家级裁判员', region: '浙江省温州市', institution: '杭州市体育局' },
];
