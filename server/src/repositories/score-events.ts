/**
 * 比分推送 (issue 25): the stored events of the live-score stream — written after a score change commits, read by a
 * viewer who reconnects (Last-Event-ID) or polls, and swept after a day. The workflow is services/score-events.ts.
 */
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { fixtureView } from 'shared/rules';
import type { Db, Tx } from '../db/client.js';
import { scoreEvents } from '../db/schema/index.js';

export interface ScoreEventPayload {
  /** the public views (ScheduleFixture) of the fixtures the change touched */
  fixtures: ReturnType<typeof fixtureView>[];
  final: boolean;
}

export interface StoredScoreEvent extends ScoreEventPayload {
  id: number;
  competitionId: number;
}

/** Events kept for a reconnecting viewer; older ones are swept, a few at each write. */
export const SCORE_EVENT_KEEP_HOURS = 24;

/** The advisory lock a competition's next event is numbered under (lockCompetition): hashtext of this text. */
export const scoreEventLockKey = (competitionId: number) => `score-events:${competitionId}`;

export function createScoreEventsRepo(db: Db) {
  return {
    /**
     * Holds, until the end of the caller's transaction, the right to number the competition's next event: its events
     * are numbered in the order they commit, so a reader that has seen one has seen every earlier one of its
     * competition (a poller's `since(last)` and a node's catch-up never step over one that commits late).
     */
    async lockCompetition(tx: Tx, competitionId: number): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${scoreEventLockKey(competitionId)}))`);
    },

    /** Stores an event (under lockCompetition, in the caller's transaction, for its id to follow commit order). */
    async insert(competitionId: number, payload: ScoreEventPayload, tx: Db | Tx = db): Promise<number> {
      const [row] = await tx.insert(scoreEvents).values({ competitionId, payload }).returning({ id: scoreEvents.id });
      return row.id;
    },

    /** The competition's events after `afterId`, oldest first (at most `limit`). */
    async since(competitionId: number, afterId: number, limit: number): Promise<StoredScoreEvent[]> {
      const rows = await db
        .select()
        .from(scoreEvents)
        .where(and(eq(scoreEvents.competitionId, competitionId), gt(scoreEvents.id, afterId)))
        .orderBy(asc(scoreEvents.id))
        .limit(limit);
      return rows.map((r) => ({ id: r.id, competitionId: r.competitionId, ...r.payload }));
    },

    /** The id of the competition's latest event (0 when it has none): where a new poller starts. */
    async lastId(competitionId: number): Promise<number> {
      const [row] = await db.select({ id: scoreEvents.id }).from(scoreEvents).where(eq(scoreEvents.competitionId, competitionId)).orderBy(desc(scoreEvents.id)).limit(1);
      return row?.id ?? 0;
    },

    /** Deletes up to `limit` events older than the kept window (cheap when there are none: created_at is indexed). */
    async sweep(limit = 200): Promise<void> {
      await db.execute(
        sql`delete from ${scoreEvents} where ${scoreEvents.id} in (select ${scoreEvents.id} from ${scoreEvents} where ${scoreEvents.createdAt} < now() - make_interval(hours => ${SCORE_EVENT_KEEP_HOURS}) order by ${scoreEvents.id} limit ${limit})`,
      );
    },
  };
}
