/**
 * Demo results and highest records (最高纪录), called once from seed.ts inside the seed transaction:
 * - ratified records of 田径 and 游泳 keys, one with its superseded predecessor (history);
 * - 男子100米 (成年组) of 2026年浙江省田径锦标赛 with a timed score rule, eight approved entries and their results;
 *   the winner's 10.28 beats the ratified 10.32, so it waits as a `pending` proposal in highestList.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from './client.js';
import { competitions, eventItems, records, resultHistory, results, scoreRules, signUps } from './schema/index.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const at = (date: string) => new Date(`${date}T15:00:00+08:00`);

interface SeedRecord {
  sport: string;
  itemName: string;
  gender: number;
  ageGroup: string;
  direction: 'lower' | 'higher';
  value: number;
  holderName: string;
  affiliation: string;
  competitionName: string;
  achievedAt: string;
  /** an older mark of the same key, superseded by this one */
  previous?: { value: number; holderName: string; affiliation: string; competitionName: string; achievedAt: string };
}

const RECORDS: SeedRecord[] = [
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

const SPRINTERS: [string, string, number][] = [
  ['许嘉豪', '杭州市体育运动学校', 10.28],
  ['陈子豪', '杭州市体育运动学校', 10.36],
  ['沈一鸣', '宁波市体育运动学校', 10.51],
  ['郑宇航', '温州市体育运动学校', 10.51],
  ['钱思远', '浙江赛道体育俱乐部', 10.74],
  ['孙铭轩', '西湖区田径俱乐部', 10.9],
  ['韩子墨', '绍兴市体育运动学校', 11.02],
  ['蒋浩然', '湖州市体育运动学校', -1],
];

export async function seedRecords(tx: Tx, ids: { admin: number; organiser: number }) {
  for (const r of RECORDS) {
    const key = { sport: r.sport, itemName: r.itemName, gender: r.gender, ageGroup: r.ageGroup, direction: r.direction };
    let previousId: number | null = null;
    if (r.previous) {
      const [old] = await tx
        .insert(records)
        .values({ ...key, ...r.previous, achievedAt: at(r.previous.achievedAt), status: 'superseded', reviewedBy: ids.admin, reviewedAt: at(r.previous.achievedAt), reason: '赛事成绩公告确认' })
        .returning({ id: records.id });
      previousId = old.id;
    }
    await tx.insert(records).values({
      ...key,
      value: r.value,
      holderName: r.holderName,
      affiliation: r.affiliation,
      competitionName: r.competitionName,
      achievedAt: at(r.achievedAt),
      status: 'ratified',
      previousId,
      reviewedBy: ids.admin,
      reviewedAt: at(r.achievedAt),
      reason: '电子计时成绩确认',
    });
  }

  const [competition] = await tx
    .select({ id: competitions.id, name: competitions.name })
    .from(competitions)
    .where(eq(competitions.name, '2026年浙江省田径锦标赛'));
  if (!competition) return;
  const [existingItem] = await tx
    .select({ id: eventItems.id })
    .from(eventItems)
    .where(and(eq(eventItems.competitionId, competition.id), eq(eventItems.name, '男子100米')));
  const itemId =
    existingItem?.id ??
    (
      await tx
        .insert(eventItems)
        .values({ competitionId: competition.id, name: '男子100米', gender: 1, ageGroup: '成年组', capacity: 16, sort: 1 })
        .returning({ id: eventItems.id })
    )[0].id;
  await tx.update(eventItems).set({ gender: 1, ageGroup: '成年组' }).where(eq(eventItems.id, itemId));
  await tx
    .insert(scoreRules)
    .values({ eventItemId: itemId, competitionId: competition.id, model: 'timed', direction: 'lower', precision: 2 })
    .onConflictDoUpdate({ target: scoreRules.eventItemId, set: { model: 'timed', direction: 'lower', precision: 2 } });
  const entries = await tx
    .insert(signUps)
    .values(
      SPRINTERS.map(([name, affiliation]) => ({
        competitionId: competition.id,
        eventItemId: itemId,
        entrantName: name,
        realName: name,
        gender: 1,
        affiliation,
        status: 'approved' as const,
        source: 'organiser',
        reviewedBy: ids.organiser,
        reviewedAt: at('2026-06-01'),
      })),
    )
    .returning({ id: signUps.id });
  const entered = at('2026-06-13');
  const rows = await tx
    .insert(results)
    .values(
      SPRINTERS.map(([, , value], i) => ({
        competitionId: competition.id,
        eventItemId: itemId,
        signUpId: entries[i].id,
        value: value < 0 ? null : value,
        status: value < 0 ? 'DNS' : 'ok',
        version: 1,
        enteredBy: ids.organiser,
        createdAt: entered,
        updatedAt: entered,
      })),
    )
    .returning({ id: results.id, value: results.value, status: results.status });
  await tx.insert(resultHistory).values(rows.map((r) => ({ resultId: r.id, before: null, after: { value: r.value, status: r.status }, actorId: ids.organiser, at: entered })));
  const [winner] = SPRINTERS;
  await tx.insert(records).values({
    sport: '田径',
    itemName: '男子100米',
    gender: 1,
    ageGroup: '成年组',
    direction: 'lower',
    value: winner[2],
    holderName: winner[0],
    affiliation: winner[1],
    competitionId: competition.id,
    competitionName: competition.name,
    resultId: rows[0].id,
    achievedAt: entered,
    status: 'pending',
  });
}
