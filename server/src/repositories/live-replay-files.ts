/**
 * MP4 files of HLS replays (已播列表 下载回放), table live_replay_files: one row per room. Asking again while a file is
 * queued, running or done for the same replay answers that row; a failed row, or one made from an older replay, starts
 * again. Workers (services/replay-file-worker.ts) claim rows with FOR UPDATE SKIP LOCKED under a lease they renew; a
 * row whose lease ran out (a stopped node) is claimed again, up to MAX_ATTEMPTS claims. `attempts` fences every write
 * of a worker, so one that lost its lease changes nothing.
 */
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf, type Db, type Tx } from '../db/client.js';
import { liveReplayFiles, media, type LiveReplayFileStatus } from '../db/schema/index.js';
import { iso } from './scope.js';

/** What a worker holds while making a file: its claim. */
export interface ReplayFileClaim {
  id: number;
  roomId: number;
  sourceUrl: string;
  attempts: number;
  requestedBy: number | null;
}

/** Claims of one row before it is given up (a file that keeps stopping its node is not tried for ever). */
export const MAX_ATTEMPTS = 3;

type Row = { id: number; status: LiveReplayFileStatus; progress: number; error: string; sourceUrl: string; updatedAt: Date; key: string | null; name: string | null; size: number | null };

export function createLiveReplayFilesRepo(db: Db) {
  const fenced = (c: ReplayFileClaim) => and(eq(liveReplayFiles.id, c.id), eq(liveReplayFiles.attempts, c.attempts), eq(liveReplayFiles.status, 'running'));
  const leaseEnd = (leaseMs: number) => sql`now() + (${leaseMs} * interval '1 millisecond')`;

  return {
    /** The file row of a room with its MP4 (storage key, name, size), or undefined. */
    async ofRoom(roomId: number): Promise<Row | undefined> {
      const [row] = await db
        .select({
          id: liveReplayFiles.id,
          status: liveReplayFiles.status,
          progress: liveReplayFiles.progress,
          error: liveReplayFiles.error,
          sourceUrl: liveReplayFiles.sourceUrl,
          updatedAt: liveReplayFiles.updatedAt,
          key: media.storageKey,
          name: media.name,
          size: media.size,
        })
        .from(liveReplayFiles)
        .leftJoin(media, eq(media.id, liveReplayFiles.mediaId))
        .where(eq(liveReplayFiles.roomId, roomId))
        .limit(1);
      return row;
    },

    /**
     * Asks for the MP4 of a room's replay. The same replay queued, running or done: nothing changes. Failed, or made
     * from another replay: queued again (the old MP4's media row is removed; its storage key is returned so the caller
     * deletes the object). Concurrent requests end on the one row (unique room_id, row lock).
     */
    async request(tx: Tx, roomId: number, sourceUrl: string, userId: number): Promise<{ started: boolean; staleKeys: string[] }> {
      const inserted = await tx.insert(liveReplayFiles).values({ roomId, sourceUrl, requestedBy: userId }).onConflictDoNothing().returning({ id: liveReplayFiles.id });
      if (inserted.length > 0) return { started: true, staleKeys: [] };
      const [row] = await tx.select().from(liveReplayFiles).where(eq(liveReplayFiles.roomId, roomId)).for('update');
      if (row.sourceUrl === sourceUrl && row.status !== 'failed') return { started: false, staleKeys: [] };
      await tx
        .update(liveReplayFiles)
        .set({ sourceUrl, status: 'queued', progress: 0, error: '', mediaId: null, attempts: 0, leaseUntil: null, requestedBy: userId, startedAt: null, finishedAt: null })
        .where(eq(liveReplayFiles.id, row.id));
      if (row.mediaId === null) return { started: true, staleKeys: [] };
      const gone = await tx.delete(media).where(eq(media.id, row.mediaId)).returning({ key: media.storageKey });
      return { started: true, staleKeys: gone.map((g) => g.key) };
    },

    /** Removes a room's file (its replay changed): the row and the MP4's media row; returns the storage keys to delete. */
    async discard(tx: Tx, roomId: number): Promise<string[]> {
      const rows = await tx.delete(liveReplayFiles).where(eq(liveReplayFiles.roomId, roomId)).returning({ mediaId: liveReplayFiles.mediaId });
      const ids = rows.map((r) => r.mediaId).filter((id): id is number => id !== null);
      if (ids.length === 0) return [];
      const gone = await tx.delete(media).where(inArray(media.id, ids)).returning({ key: media.storageKey });
      return gone.map((g) => g.key);
    },

    /** How many rows wait to be made or are being made. */
    async waiting(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(liveReplayFiles).where(inArray(liveReplayFiles.status, ['queued', 'running']));
      return row?.n ?? 0;
    },

    /**
     * Claims the oldest queued row, or a running one whose lease ran out, for `leaseMs`. Rows whose lease ran out
     * after MAX_ATTEMPTS claims fail with `gaveUp`. One statement each, so two nodes never claim the same row.
     */
    async claim(leaseMs: number, gaveUp: string): Promise<ReplayFileClaim | undefined> {
      await db
        .update(liveReplayFiles)
        .set({ status: 'failed', error: gaveUp, leaseUntil: null, finishedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(liveReplayFiles.status, 'running'), sql`${liveReplayFiles.leaseUntil} < now()`, sql`${liveReplayFiles.attempts} >= ${MAX_ATTEMPTS}`));
      const rows = rowsOf<{ id: number; room_id: number; source_url: string; attempts: number; requested_by: number | null }>(
        await db.execute(sql`
          update ${liveReplayFiles}
          set status = 'running', attempts = attempts + 1, progress = 0, error = '', lease_until = ${leaseEnd(leaseMs)},
              started_at = coalesce(started_at, now()), updated_at = now()
          where id = (
            select id from ${liveReplayFiles}
            where status = 'queued' or (status = 'running' and lease_until < now())
            order by id
            for update skip locked
            limit 1
          )
          returning id, room_id, source_url, attempts, requested_by`),
      );
      const r = rows[0];
      return r ? { id: r.id, roomId: r.room_id, sourceUrl: r.source_url, attempts: r.attempts, requestedBy: r.requested_by } : undefined;
    },

    /** Progress and a renewed lease; false when the claim is lost (taken over, discarded or requested again). */
    async heartbeat(claim: ReplayFileClaim, progress: number, leaseMs: number): Promise<boolean> {
      const rows = await db
        .update(liveReplayFiles)
        .set({ progress: Math.max(0, Math.min(99, Math.floor(progress))), leaseUntil: leaseEnd(leaseMs), updatedAt: sql`now()` })
        .where(fenced(claim))
        .returning({ id: liveReplayFiles.id });
      return rows.length > 0;
    },

    /**
     * Records the stored MP4 as a media row (kind file: served as an attachment) and the row as done, inside the
     * caller's transaction (the replay-file worker's); false (nothing written) when the claim is lost or the room's
     * file was asked for another replay.
     */
    async finish(
      tx: Tx,
      claim: ReplayFileClaim,
      file: { key: string; name: string; size: number; duration: number; width: number; height: number; ownerUserId: number | null; institutionId: number; use: string },
    ): Promise<boolean> {
      const [mine] = await tx
        .select({ id: liveReplayFiles.id })
        .from(liveReplayFiles)
        .where(and(fenced(claim), eq(liveReplayFiles.sourceUrl, claim.sourceUrl)))
        .for('update');
      if (!mine) return false;
      const [row] = await tx
        .insert(media)
        .values({
          ownerUserId: file.ownerUserId,
          institutionId: file.institutionId,
          kind: 'file',
          use: file.use,
          storageKey: file.key,
          name: file.name,
          mime: 'video/mp4',
          size: file.size,
          width: file.width,
          height: file.height,
          duration: file.duration,
          status: 'ready',
        })
        .returning({ id: media.id });
      await tx
        .update(liveReplayFiles)
        .set({ status: 'done', progress: 100, mediaId: row.id, leaseUntil: null, finishedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(liveReplayFiles.id, claim.id));
      return true;
    },

    async fail(claim: ReplayFileClaim, error: string): Promise<void> {
      await db.update(liveReplayFiles).set({ status: 'failed', error, leaseUntil: null, finishedAt: sql`now()`, updatedAt: sql`now()` }).where(fenced(claim));
    },

    /** Gives a claim back (this node stops): queued again at once, and the claim does not count. */
    async release(claim: ReplayFileClaim): Promise<void> {
      await db
        .update(liveReplayFiles)
        .set({ status: 'queued', attempts: sql`greatest(${liveReplayFiles.attempts} - 1, 0)`, leaseUntil: null, updatedAt: sql`now()` })
        .where(fenced(claim));
    },

    /** The media row behind a storage key, for what a replay may read. */
    async mediaByKey(key: string) {
      const [row] = await db
        .select({ id: media.id, kind: media.kind, status: media.status, hidden: media.hidden, institutionId: media.institutionId, ownerUserId: media.ownerUserId })
        .from(media)
        .where(eq(media.storageKey, key))
        .limit(1);
      return row;
    },

    /** The API view of a room's file for its current replay (`none` when there is none for it). */
    dto(roomId: number, replayUrl: string, row: Row | undefined) {
      const current = row && row.sourceUrl === replayUrl && (row.status !== 'done' || row.key);
      if (!row || !current) return { id: null, room_id: roomId, status: 'none' as const, progress: 0, url: '', file_name: '', size: 0, error: '', updated_at: null };
      return {
        id: row.id,
        room_id: roomId,
        status: row.status,
        progress: row.progress,
        url: row.status === 'done' && row.key ? `/api/media/${row.key}` : '',
        file_name: row.status === 'done' ? (row.name ?? '') : '',
        size: row.status === 'done' ? Number(row.size ?? 0) : 0,
        error: row.status === 'failed' ? row.error : '',
        updated_at: iso(row.updatedAt),
      };
    },
  };
}

export type LiveReplayFilesRepo = ReturnType<typeof createLiveReplayFilesRepo>;
