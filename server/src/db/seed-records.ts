/**
 * Demo results and highest records (最高纪录), called once from seed.ts inside the seed transaction:
 * - ratified records of 田径 and 游泳 keys, one with its superseded predecessor (history);
 * - 男子100米 (成年组) of 2026年浙江省田径锦标赛 with a timed score rule, eight approved entries and their results;
 *   the winner's 10.28 beats the ratified 10.32, so it waits as a `pending` proposal in highestList.
 * The rows: shared/src/demo/records.ts.
 */
import { and, eq } from 'drizzle-orm';
import { DEMO_RECORD_REASON, DEMO_RECORDS, DEMO_RESULT_EVENT, DEMO_SPRINTERS, demoDayTime } from 'shared/demo';
import type { Db } from './client.js';
import { competitions, eventItems, records, resultHistory, results, scoreRules, signUps } from './schema/index.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const at = demoDayTime;

export async function seedRecords(tx: Tx, ids: { admin: number; organiser: number }) {
  for (const r of DEMO_RECORDS) {
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
      reason: DEMO_RECORD_REASON,
    });
  }

  const [competition] = await tx
    .select({ id: competitions.id, name: competitions.name })
    .from(competitions)
    .where(eq(competitions.name, DEMO_RESULT_EVENT.competition));
  if (!competition) return;
  const [existingItem] = await tx
    .select({ id: eventItems.id })
    .from(eventItems)
    .where(and(eq(eventItems.competitionId, competition.id), eq(eventItems.name, DEMO_RESULT_EVENT.item)));
  const itemId =
    existingItem?.id ??
    (
      await tx
        .insert(eventItems)
        .values({ competitionId: competition.id, name: DEMO_RESULT_EVENT.item, gender: DEMO_RESULT_EVENT.gender, ageGroup: DEMO_RESULT_EVENT.ageGroup, capacity: 16, sort: 1 })
        .returning({ id: eventItems.id })
    )[0].id;
  await tx.update(eventItems).set({ gender: DEMO_RESULT_EVENT.gender, ageGroup: DEMO_RESULT_EVENT.ageGroup }).where(eq(eventItems.id, itemId));
  const rule = { model: DEMO_RESULT_EVENT.model, direction: DEMO_RESULT_EVENT.direction, precision: DEMO_RESULT_EVENT.precision };
  await tx
    .insert(scoreRules)
    .values({ eventItemId: itemId, competitionId: competition.id, ...rule })
    .onConflictDoUpdate({ target: scoreRules.eventItemId, set: rule });
  const entries = await tx
    .insert(signUps)
    .values(
      DEMO_SPRINTERS.map(([name, affiliation]) => ({
        competitionId: competition.id,
        eventItemId: itemId,
        entrantName: name,
        realName: name,
        gender: DEMO_RESULT_EVENT.gender,
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
      DEMO_SPRINTERS.map(([, , value], i) => ({
        competitionId: competition.id,
        eventItemId: itemId,
        signUpId: entries[i].id,
        value,
        status: value === null ? 'DNS' : 'ok',
        version: 1,
        enteredBy: ids.organiser,
        createdAt: entered,
        updatedAt: entered,
      })),
    )
    .returning({ id: results.id, value: results.value, status: results.status });
  await tx.insert(resultHistory).values(rows.map((r) => ({ resultId: r.id, before: null, after: { value: r.value, status: r.status }, actorId: ids.organiser, at: entered })));
  const [winner] = DEMO_SPRINTERS;
  await tx.insert(records).values({
    sport: DEMO_RESULT_EVENT.sport,
    itemName: DEMO_RESULT_EVENT.item,
    gender: DEMO_RESULT_EVENT.gender,
    ageGroup: DEMO_RESULT_EVENT.ageGroup,
    direction: DEMO_RESULT_EVENT.direction,
    value: winner[2]!,
    holderName: winner[0],
    affiliation: winner[1],
    competitionId: competition.id,
    competitionName: competition.name,
    resultId: rows[0].id,
    achievedAt: entered,
    status: 'pending',
  });
}
