/**
 * The platform admin's review of new photos (新增照片审核): the queue of photos by status with their album,
 * competition, institution and uploader, and approving or rejecting pending photos. A move is a conditional update
 * inside a transaction that also writes `photo_actions`, so two concurrent reviews never both apply.
 */
import { and, count, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { albums, competitions, institutions, photos, users, type PhotoStatus } from '../db/schema/index.js';
import { photoRow, record, userName, type Actor } from './albums-common.js';
import { likePattern, scopedList, type Page } from './scope.js';

export function createPhotoReviewQueries(db: Db) {
  return {
    /** add_photos: photos by status with their album, competition and institution (platform admin). */
    async reviewList(filter: Page & { status?: string; keyword?: string }) {
      const base = () =>
        db
          .select({
            p: photos,
            albumTitle: albums.title,
            competitionName: competitions.name,
            institutionName: institutions.name,
            uploader: userName,
          })
          .from(photos)
          .leftJoin(albums, eq(albums.id, photos.albumId))
          .leftJoin(competitions, eq(competitions.id, photos.competitionId))
          .leftJoin(institutions, eq(institutions.id, photos.institutionId))
          .leftJoin(users, eq(users.id, photos.uploadedBy));
      const { list: rows, total } = await scopedList({
        where: [
          filter.status ? eq(photos.reviewStatus, filter.status) : undefined,
          filter.keyword ? or(ilike(albums.title, likePattern(filter.keyword)), ilike(competitions.name, likePattern(filter.keyword))) : undefined,
        ],
        page: filter,
        rows: (where, p) => base().where(where).orderBy(desc(photos.createdAt), desc(photos.id)).limit(p.count).offset(p.start),
        count: (where) =>
          db
            .select({ n: count() })
            .from(photos)
            .leftJoin(albums, eq(albums.id, photos.albumId))
            .leftJoin(competitions, eq(competitions.id, photos.competitionId))
            .where(where),
      });
      return {
        list: rows.map((r) => ({
          ...photoRow(r.p),
          album_title: r.albumTitle ?? '',
          competition_id: r.p.competitionId,
          competition_name: r.competitionName ?? '',
          institution_name: r.institutionName ?? '',
          uploader: r.uploader ?? '',
        })),
        total,
      };
    },

    /** Approves or rejects pending photos; returns the ids that moved (others changed meanwhile). */
    async review(tx: Tx, ids: number[], action: 'approve' | 'reject', actor: Actor, reason: string): Promise<number[]> {
      const to: PhotoStatus = action === 'approve' ? 'approved' : 'rejected';
      const moved = await tx
        .update(photos)
        .set({ reviewStatus: to })
        .where(and(inArray(photos.id, ids), eq(photos.reviewStatus, 'pending')))
        .returning({ id: photos.id, mediaId: photos.mediaId });
      for (const m of moved) await record(tx, { photoId: m.id, mediaId: m.mediaId, action, fromStatus: 'pending', toStatus: to }, actor, reason);
      return moved.map((m) => m.id);
    },
  };
}
