/**
 * Demo results and highest records (最高纪录): ratified records of 田径 and 游泳 keys, one with its superseded
 * predecessor, and 男子100米 (成年组) of 2026年浙江省田径锦标赛 with a timed score rule and eight sprinters, whose
 * winner's 10.28 beats the ratified 10.32 (a pending record proposal). The server seed
 * (server/src/db/seed-records.ts) writes all of it; the mocks (shared/src/mocks/fixtures/results.ts) serve most of it
 * on their own competition and dates.
 */

/** 15:00 China time of a demo day (`YYYY-MM-DD`): when the demo records were achieved, ratified and entered. */
export const demoDayTime = (date: string) => new Date(`${date}T15:00:00+08:00`);

/** Why the platform ratified the demo records. */
export const DEMO_RECORD_REASON = '电子计时成绩确认';

export interface DemoRecord {
  sport: string;
  itemName: string;
  gender: number;
  ageGroup: string;
  /** which value is better */
  direction: 'lower' | 'higher';
  value: number;
  holderName: string;
  affiliation: string;
  competitionName: string;
  /** the day (China time) */
  achievedAt: string;
  /** an older mark of the same key, superseded by this one */
  previous?: { value: number; holderName: string; affiliation: string; competitionName: string; achievedAt: string };
}

/** Ratified records of 田径 and 游泳 keys; the first one superseded an older mark (its `previous`). */
export const DEMO_RECORDS: DemoRecord[] = [
  {
    sport: '田径', itemName: '男子100米', gender: 1, ageGroup: '成年组', direction: 'lower', value: 10.32, holderName: '陈子豪', affiliation: '杭州市体育运动学校',
    competitionName: '2025年浙江省田径锦标赛', achievedAt: '2025-06-14',
    previous: { value: 10.45, holderName: '周逸飞', affiliation: '宁波市体育运动学校', competitionName: '2024年浙江省田径锦标赛', achievedAt: '2024-06-15' },
  },
  { sport: '田径', itemName: '女子100米', gender: 2, ageGroup: '成年组', direction: 'lower', value: 11.68, holderName: '林晓跑', affiliation: '浙江省田径协会', competitionName: '2025年浙江省田径锦标赛', achievedAt: '2025-06-14' },
  { sport: '田径', itemName: '男子跳远', gender: 1, ageGroup: '成年组', direction: 'higher', value: 7.62, holderName: '吴浩宇', affiliation: '温州市体育运动学校', competitionName: '2025年浙江省田径锦标赛', achievedAt: '2025-06-15' },
  { sport: '田径', itemName: '女子跳远', gender: 2, ageGroup: 'U18组', direction: 'higher', value: 6.15, holderName: '赵一诺', affiliation: '星辰青少年体育培训中心', competitionName: '2025年浙江省青少年田径联赛（总决赛）', achievedAt: '2025-11-22' },
  { sport: '游泳', itemName: '男子50米自由泳', gender: 1, ageGroup: '成年组', direction: 'lower', value: 23.1, holderName: '何俊熙', affiliation: '宁波市游泳协会', competitionName: '2025年宁波市游泳锦标赛', achievedAt: '2025-08-09' },
];

/** The timed event whose results the demo enters: 男子100米 (成年组) of 2026年浙江省田径锦标赛. */
export const DEMO_RESULT_EVENT = {
  competition: '2026年浙江省田径锦标赛',
  sport: '田径',
  item: '男子100米',
  gender: 1,
  ageGroup: '成年组',
  model: 'timed',
  direction: 'lower',
  precision: 2,
} as const;

/** The sprinters of that event in finishing order: name, affiliation and time (null: did not start, DNS). */
export const DEMO_SPRINTERS: [name: string, affiliation: string, value: number | null][] = [
  ['许嘉豪', '杭州市体育运动学校', 10.28],
  ['陈子豪', '杭州市体育运动学校', 10.36],
  ['沈一鸣', '宁波市体育运动学校', 10.51],
  ['郑宇航', '温州市体育运动学校', 10.51],
  ['钱思远', '浙江赛道体育俱乐部', 10.74],
  ['孙铭轩', '西湖区田径俱乐部', 10.9],
  ['韩子墨', '绍兴市体育运动学校', 11.02],
  ['蒋浩然', '湖州市体育运动学校', null],
];
