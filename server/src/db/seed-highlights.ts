/**
 * Demo 集锦 (the rows: shared/src/demo/highlights.ts), called once from seed.ts after the results: two 男子100米
 * results of 2026年浙江省田径锦标赛 as its composed highlights, positions 1 and 2.
 */
import { and, eq } from 'drizzle-orm';
import { DEMO_HIGHLIGHTS } from 'shared/demo';
import type { Db } from './client.js';
import { competitions, eventItems, highlightItems, results, signUps } from './schema/index.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export async function seedHighlights(tx: Tx, organiser: number) {
  const [c] = await tx.select({ id: competitions.id }).from(competitions).where(eq(competitions.name, DEMO_HIGHLIGHTS.competition));
  if (!c) return;
  for (const [i, h] of DEMO_HIGHLIGHTS.results.entries()) {
    const [r] = await tx
      .select({ id: results.id })
      .from(results)
      .innerJoin(signUps, eq(signUps.id, results.signUpId))
      .innerJoin(eventItems, eq(eventItems.id, results.eventItemId))
      .where(and(eq(results.competitionId, c.id), eq(eventItems.name, DEMO_HIGHLIGHTS.item), eq(signUps.entrantName, h.entrant)));
    if (r) await tx.insert(highlightItems).values({ competitionId: c.id, position: i + 1, kind: 'result', resultId: r.id, caption: h.caption, createdBy: organiser });
  }
}
