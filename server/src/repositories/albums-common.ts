/**
 * What the album repositories share: the actor of a status move and its `photo_actions` entry (who, when, why), a
 * photo as the pages read it, the display name of a user, and the cover and photo counts of a page of albums (the
 * back office list counts every photo, the public list only approved ones).
 */
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { photoActions, photos, users, type PhotoStatus } from '../db/schema/index.js';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Actor {
  userId: number;
}

export const userName = sql<string>`coalesce(nullif(${users.nickname}, ''), ${users.account})`;

export interface PhotoRow {
  id: number;
  album_id: number | null;
  title: string;
  url: string;
  status: PhotoStatus;
  created_at: string;
}

export const photoRow = (p: { id: number; albumId: number | null; title: string; url: string; reviewStatus: string; createdAt: Date }): PhotoRow => ({
  id: p.id,
  album_id: p.albumId,
  title: p.title,
  url: p.url,
  status: p.reviewStatus as PhotoStatus,
  created_at: p.createdAt.toISOString(),
});

export async function record(
  tx: Tx,
  row: { photoId?: number | null; reportId?: number | null; mediaId?: number | null; action: string; fromStatus?: string | null; toStatus?: string | null },
  actor: Actor,
  reason: string,
) {
  await tx.insert(photoActions).values({ ...row, actorId: actor.userId, reason });
}

/** Cover of each album: its cover photo when it qualifies, else its first qualifying photo. */
export async function coversOf(db: Db, list: { id: number; coverPhotoId: number | null }[], publicOnly: boolean) {
  const ids = list.map((a) => a.id);
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: photos.id, albumId: photos.albumId, url: photos.url })
    .from(photos)
    .where(and(inArray(photos.albumId, ids), publicOnly ? eq(photos.reviewStatus, 'approved') : inArray(photos.reviewStatus, ['approved', 'pending'])))
    .orderBy(asc(photos.id));
  const covers = new Map<number, string>();
  for (const a of list) {
    const own = rows.filter((r) => r.albumId === a.id);
    const chosen = own.find((r) => r.id === a.coverPhotoId) ?? own[0];
    if (chosen) covers.set(a.id, chosen.url);
  }
  return covers;
}

/** Photos per album among the given statuses. */
export async function photoCounts(db: Db, ids: number[], statuses: PhotoStatus[]) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ albumId: photos.albumId, n: count() })
    .from(photos)
    .where(and(inArray(photos.albumId, ids), inArray(photos.reviewStatus, statuses)))
    .groupBy(photos.albumId);
  return new Map(rows.map((r) => [r.albumId!, r.n]));
}
