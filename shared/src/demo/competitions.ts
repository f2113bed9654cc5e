/**
 * The demo competitions (赛事), once: the server seed (server/src/db/seed.ts) writes them in this order, so on a fresh
 * database the n-th row has id n (DEMO_COMPETITIONS[i] → id i + 1). Dates are China time (+08:00); a competition
 * runs `days` days from 08:00 on `start` to 18:00 on its last day.
 */

export type DemoCompetitionStatus = 'draft' | 'pending' | 'approved' | 'rejected' | 'withdrawn';

/** A demo venue by key (the seed's venues); the competitions held at one name it. */
export type DemoVenueKey = 'stadium' | 'pool' | 'tennis' | 'arena' | 'wz-gym' | 'wz-fit' | 'xixi' | 'skate';

/**
 * The demo competition series (系列赛) by key, with their 系列报备 (docs/series.md): the athletics league is filed
 * and waits for review with its final (the three stations were filed and approved one by one before); the
 * orienteering series is approved; the water-sports series was rejected with its regatta.
 */
export const DEMO_COMPETITION_SERIES = {
  athletics: { institutionId: 2, name: '浙江省青少年田径联赛', cType: 1, description: '杭州、宁波、温州三站与总决赛', status: 'pending', reviewReason: '' },
  orienteering: { institutionId: 6, name: '西湖城市定向系列赛', cType: 1, description: '春季站与秋季站', status: 'approved', reviewReason: '' },
  water: { institutionId: 6, name: '西湖水上运动系列赛', cType: 1, description: '赛艇等水上项目', status: 'rejected', reviewReason: '比赛日期与同级别赛事冲突，请调整日期后重新报备' },
} as const satisfies Record<string, { institutionId: number; name: string; cType: 1 | 2; description: string; status: DemoCompetitionStatus; reviewReason: string }>;

export type DemoSeriesKey = keyof typeof DEMO_COMPETITION_SERIES;

export interface DemoCompetition {
  institutionId: number;
  /** 1 赛事, 2 活动 */
  cType: 1 | 2;
  name: string;
  sport: string;
  level: string;
  /** first day, YYYY-MM-DD (China time) */
  start: string;
  days: number;
  location: string;
  venueKey?: DemoVenueKey;
  status: DemoCompetitionStatus;
  /** filed (报备); by default every competition past draft */
  isFiling?: boolean;
  series?: DemoSeriesKey;
}

const LIST = [
  { institutionId: 1, cType: 1, name: '2026年杭州市青少年田径锦标赛', sport: '田径', level: '市级', start: '2026-04-18', days: 2, location: '杭州市黄龙体育中心体育场', venueKey: 'stadium', status: 'approved' },
  { institutionId: 1, cType: 1, name: '2026年杭州市中小学生篮球联赛', sport: '篮球', level: '市级', start: '2026-05-09', days: 30, location: '杭州市各赛区', status: 'approved' },
  { institutionId: 1, cType: 2, name: '2026年杭州市全民健身日健步走', sport: '健步走', level: '市级', start: '2026-08-08', days: 1, location: '杭州西湖景区', status: 'approved' },
  { institutionId: 1, cType: 1, name: '2026年杭州马拉松', sport: '马拉松', level: '国家级', start: '2026-11-01', days: 1, location: '杭州黄龙体育中心', status: 'approved' },
  { institutionId: 1, cType: 1, name: '2026年杭州市老年人门球比赛', sport: '门球', level: '市级', start: '2026-10-20', days: 3, location: '杭州市老年活动中心', status: 'pending', isFiling: true },
  { institutionId: 1, cType: 2, name: '2026年杭州市冬季长跑活动', sport: '长跑', level: '市级', start: '2026-12-20', days: 1, location: '钱塘江沿江绿道', status: 'pending', isFiling: true },
  { institutionId: 1, cType: 1, name: '2027年杭州市迎新春乒乓球团体赛', sport: '乒乓球', level: '市级', start: '2027-01-16', days: 2, location: '杭州市体育馆', status: 'draft' },
  { institutionId: 1, cType: 1, name: '2026年杭州市游泳公开赛', sport: '游泳', level: '市级', start: '2026-07-12', days: 2, location: '黄龙体育中心游泳跳水馆', venueKey: 'pool', status: 'approved' },
  { institutionId: 2, cType: 1, name: '2026年浙江省青少年田径联赛（杭州站）', sport: '田径', level: '省级', start: '2026-03-28', days: 2, location: '黄龙体育中心体育场', venueKey: 'stadium', status: 'approved', series: 'athletics' },
  { institutionId: 2, cType: 1, name: '2026年浙江省青少年田径联赛（宁波站）', sport: '田径', level: '省级', start: '2026-05-23', days: 2, location: '宁波市奥林匹克体育中心', status: 'approved', series: 'athletics' },
  { institutionId: 2, cType: 1, name: '2026年浙江省青少年田径联赛（温州站）', sport: '田径', level: '省级', start: '2026-09-19', days: 2, location: '温州奥体中心体育场', status: 'approved', series: 'athletics' },
  { institutionId: 2, cType: 1, name: '2026年浙江省青少年田径联赛（总决赛）', sport: '田径', level: '省级', start: '2026-12-05', days: 3, location: '黄龙体育中心体育场', venueKey: 'stadium', status: 'pending', series: 'athletics', isFiling: true },
  { institutionId: 2, cType: 1, name: '2026年浙江省田径锦标赛', sport: '田径', level: '省级', start: '2026-06-13', days: 3, location: '黄龙体育中心体育场', venueKey: 'stadium', status: 'approved' },
  { institutionId: 2, cType: 1, name: '2026年浙江省越野跑挑战赛', sport: '越野跑', level: '省级', start: '2026-10-24', days: 1, location: '临安青山湖', status: 'rejected' },
  { institutionId: 2, cType: 2, name: '2026年浙江省田径裁判员培训班', sport: '田径', level: '省级', start: '2026-02-21', days: 3, location: '浙江省体育职业技术学院', status: 'approved' },
  { institutionId: 2, cType: 1, name: '2027年浙江省室内田径邀请赛', sport: '田径', level: '省级', start: '2027-02-27', days: 2, location: '黄龙体育中心体育馆', status: 'draft' },
  { institutionId: 3, cType: 1, name: '星辰杯少儿篮球邀请赛', sport: '篮球', level: '区级', start: '2026-07-25', days: 2, location: '星辰青少年体育培训中心篮球馆', status: 'approved' },
  { institutionId: 3, cType: 2, name: '星辰暑期游泳训练营', sport: '游泳', level: '社区', start: '2026-07-06', days: 20, location: '黄龙体育中心游泳跳水馆', venueKey: 'pool', status: 'approved' },
  { institutionId: 3, cType: 1, name: '星辰杯少儿羽毛球公开赛', sport: '羽毛球', level: '区级', start: '2026-11-28', days: 1, location: '星辰青少年体育培训中心', status: 'pending', isFiling: true },
  { institutionId: 3, cType: 2, name: '星辰亲子趣味运动会', sport: '趣味运动', level: '社区', start: '2026-06-01', days: 1, location: '西湖区文体中心', status: 'approved' },
  { institutionId: 3, cType: 1, name: '星辰杯少儿跳绳比赛', sport: '跳绳', level: '区级', start: '2026-12-12', days: 1, location: '星辰青少年体育培训中心', status: 'draft' },
  { institutionId: 3, cType: 2, name: '星辰冬令营体能训练', sport: '体能', level: '社区', start: '2027-01-23', days: 7, location: '星辰青少年体育培训中心', status: 'withdrawn' },
  { institutionId: 6, cType: 1, name: '2026年西湖城市定向赛（春季站）', sport: '定向越野', level: '市级', start: '2026-04-11', days: 1, location: '杭州西湖景区', status: 'approved', series: 'orienteering' },
  { institutionId: 6, cType: 1, name: '2026年西湖城市定向赛（秋季站）', sport: '定向越野', level: '市级', start: '2026-10-17', days: 1, location: '杭州西湖景区', status: 'approved', series: 'orienteering' },
  { institutionId: 6, cType: 1, name: '2026年钱塘江半程马拉松', sport: '马拉松', level: '省级', start: '2026-11-15', days: 1, location: '钱塘江沿江绿道', status: 'approved' },
  { institutionId: 6, cType: 1, name: '2026年千岛湖公开水域游泳挑战赛', sport: '公开水域游泳', level: '省级', start: '2026-08-22', days: 2, location: '淳安千岛湖', status: 'approved' },
  { institutionId: 6, cType: 1, name: '2026年浙江省三人篮球联赛', sport: '篮球', level: '省级', start: '2026-09-05', days: 60, location: '浙江省各城市', status: 'approved' },
  { institutionId: 6, cType: 2, name: '2026年杭州夜跑节', sport: '跑步', level: '市级', start: '2026-12-31', days: 1, location: '杭州奥体中心', status: 'pending', isFiling: true },
  { institutionId: 6, cType: 1, name: '2027年莫干山越野挑战赛', sport: '越野跑', level: '省级', start: '2027-03-20', days: 2, location: '德清莫干山', status: 'draft' },
  { institutionId: 6, cType: 1, name: '2026年环太湖自行车公开赛', sport: '自行车', level: '省级', start: '2026-05-30', days: 2, location: '湖州太湖旅游度假区', status: 'withdrawn' },
  { institutionId: 6, cType: 1, name: '2026年西湖赛艇公开赛', sport: '赛艇', level: '市级', start: '2026-10-31', days: 1, location: '杭州西湖', status: 'rejected', series: 'water' },
  { institutionId: 7, cType: 1, name: '2026年宁波市全民运动会足球比赛', sport: '足球', level: '市级', start: '2026-06-20', days: 10, location: '宁波市体育中心', status: 'approved' },
  { institutionId: 7, cType: 1, name: '2026年宁波马拉松', sport: '马拉松', level: '省级', start: '2026-11-22', days: 1, location: '宁波市鄞州区', status: 'approved' },
  { institutionId: 7, cType: 2, name: '2026年宁波市社区广场舞展演', sport: '广场舞', level: '市级', start: '2026-09-26', days: 1, location: '宁波市文化广场', status: 'pending', isFiling: true },
  { institutionId: 8, cType: 1, name: '2026年宁波市青少年游泳锦标赛', sport: '游泳', level: '市级', start: '2026-07-18', days: 2, location: '宁波市游泳馆', status: 'approved' },
  { institutionId: 8, cType: 1, name: '2026年宁波市冬泳邀请赛', sport: '冬泳', level: '市级', start: '2027-01-09', days: 1, location: '宁波东钱湖', status: 'draft' },
  { institutionId: 9, cType: 1, name: '2026年西湖区青少年足球联赛', sport: '足球', level: '区级', start: '2026-03-14', days: 90, location: '西湖区各校足球场', status: 'approved' },
  { institutionId: 9, cType: 2, name: '西湖区足球公益训练营', sport: '足球', level: '社区', start: '2026-08-01', days: 14, location: '西湖区青少年足球基地', status: 'approved' },
  { institutionId: 9, cType: 1, name: '2026年西湖区U10足球邀请赛', sport: '足球', level: '区级', start: '2026-11-07', days: 2, location: '西湖区青少年足球基地', status: 'pending', isFiling: true },
  { institutionId: 4, cType: 2, name: '黄龙体育中心全民开放日', sport: '综合', level: '社区', start: '2026-08-08', days: 1, location: '黄龙体育中心', venueKey: 'stadium', status: 'approved' },
  { institutionId: 1, cType: 2, name: '2026年杭州市冬季健身打卡挑战', sport: '长跑', level: '市级', start: '2026-01-10', days: 30, location: '线上打卡', status: 'rejected' },
] as const satisfies readonly DemoCompetition[];

/** The name of a demo competition: the seed and the fixtures name the competitions they build on with it. */
export type DemoCompetitionName = (typeof LIST)[number]['name'];

export const DEMO_COMPETITIONS: readonly (DemoCompetition & { name: DemoCompetitionName })[] = LIST;

const DAY_MS = 24 * 60 * 60 * 1000;

/** China time, e.g. demoChinaTime('2026-05-16', 8) → 2026-05-16 08:00 +08:00. */
export const demoChinaTime = (date: string, hour = 9) => new Date(`${date}T${String(hour).padStart(2, '0')}:00:00+08:00`);

/** When a demo competition starts (08:00 on its first day) and ends (18:00 on its last day). */
export function demoCompetitionTimes(c: Pick<DemoCompetition, 'start' | 'days'>): { startAt: Date; endAt: Date } {
  return { startAt: demoChinaTime(c.start, 8), endAt: new Date(demoChinaTime(c.start, 18).getTime() + (c.days - 1) * DAY_MS) };
}

/** Whether a demo competition is filed (报备). */
export const demoCompetitionIsFiling = (c: Pick<DemoCompetition, 'isFiling' | 'status'>) => c.isFiling ?? c.status !== 'draft';

/** The id a demo competition gets on a fresh database (its place in DEMO_COMPETITIONS, from 1). */
export function demoCompetitionId(name: DemoCompetitionName): number {
  const i = DEMO_COMPETITIONS.findIndex((c) => c.name === name);
  if (i < 0) throw new Error(`no demo competition ${name}`);
  return i + 1;
}
