/**
 * Albums (相册) of a competition and their photos in the back office, composed with the platform's photo review
 * (albums-review.ts), the official site's albums and complaints filed there (albums-public.ts), and complaint
 * handling and image management (albums-takedowns.ts) into `app.repos.albums`.
 * Status moves are conditional updates inside a transaction that also writes `photo_actions` (who, when, why), so
 * two concurrent reviews never both apply. Access checks live in the routes (src/routes/album).
 */
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { albums, competitionManagers, competitions, media, photos, users } from '../db/schema/index.js';
import { coversOf, photoCounts, photoRow, record, userName } from './albums-common.js';
import { createPublicAlbumQueries } from './albums-public.js';
import { createPhotoReviewQueries } from './albums-review.js';
import { createPhotoTakedownQueries } from './albums-takedowns.js';
import { scopedList, type Page } from './scope.js';

export function createAlbumsRepo(db: Db) {
  return {
    /** A competition with what access checks need (grants = user ids of its management permission). */
    async competitionForAccess(id: number) {
      const [row] = await db
        .select({ id: competitions.id, institutionId: competitions.institutionId, name: competitions.name, status: competitions.status })
        .from(competitions)
        .where(eq(competitions.id, id));
      if (!row) return undefined;
      const grants = await db.select({ userId: competitionManagers.userId }).from(competitionManagers).where(eq(competitionManagers.competitionId, id));
      return { ...row, grants: grants.map((g) => g.userId) };
    },

    async albumRow(id: number) {
      const [row] = await db.select().from(albums).where(eq(albums.id, id));
      return row;
    },

    /** Albums of a competition (back office): every album with its photo counts. */
    async list(competitionId: number, page: Page) {
      const { list: rows, total } = await scopedList({
        where: [eq(albums.competitionId, competitionId)],
        page,
        rows: (where, p) =>
          db
            .select({ a: albums, creator: userName })
            .from(albums)
            .leftJoin(users, eq(users.id, albums.createdBy))
            .where(where)
            .orderBy(desc(albums.createdAt), desc(albums.id))
            .limit(p.count)
            .offset(p.start),
        count: (where) => db.select({ n: count() }).from(albums).where(where),
      });
      const ids = rows.map((r) => r.a.id);
      const [covers, all, pending] = await Promise.all([
        coversOf(db, rows.map((r) => r.a), false),
        photoCounts(db, ids, ['pending', 'approved', 'rejected', 'taken_down']),
        photoCounts(db, ids, ['pending']),
      ]);
      return {
        list: rows.map(({ a, creator }) => ({
          id: a.id,
          competition_id: a.competitionId,
          title: a.title,
          description: a.description,
          cover: covers.get(a.id) ?? '',
          cover_photo_id: a.coverPhotoId,
          photo_count: all.get(a.id) ?? 0,
          pending_count: pending.get(a.id) ?? 0,
          created_by: creator ?? '',
          created_at: a.createdAt.toISOString(),
          updated_at: a.updatedAt.toISOString(),
        })),
        total,
      };
    },

    /** One album with all its photos (back office). */
    async detail(id: number) {
      const [row] = await db
        .select({ a: albums, creator: userName, competitionName: competitions.name })
        .from(albums)
        .innerJoin(competitions, eq(competitions.id, albums.competitionId))
        .leftJoin(users, eq(users.id, albums.createdBy))
        .where(eq(albums.id, id));
      if (!row) return undefined;
      const list = await db.select().from(photos).where(eq(photos.albumId, id)).orderBy(asc(photos.id));
      const cover = list.find((p) => p.id === row.a.coverPhotoId) ?? list.find((p) => p.reviewStatus !== 'rejected');
      return {
        id: row.a.id,
        competition_id: row.a.competitionId,
        competition_name: row.competitionName,
        title: row.a.title,
        description: row.a.description,
        cover: cover?.url ?? '',
        cover_photo_id: row.a.coverPhotoId,
        photo_count: list.length,
        pending_count: list.filter((p) => p.reviewStatus === 'pending').length,
        created_by: row.creator ?? '',
        created_at: row.a.createdAt.toISOString(),
        updated_at: row.a.updatedAt.toISOString(),
        photos: list.map(photoRow),
      };
    },

    async create(values: { competitionId: number; institutionId: number; title: string; description: string; createdBy: number }) {
      const [row] = await db.insert(albums).values(values).returning({ id: albums.id });
      return row.id;
    },

    async update(id: number, patch: { title?: string; description?: string; coverPhotoId?: number | null }) {
      await db.update(albums).set(patch).where(eq(albums.id, id));
    },

    async remove(id: number) {
      await db.delete(albums).where(eq(albums.id, id));
    },

    /** An uploaded image that may become a photo. */
    async mediaRow(id: number) {
      const [row] = await db.select().from(media).where(eq(media.id, id));
      return row;
    },

    /** Adds a photo (pending, or approved when the platform admin uploads it) and records it. */
    async addPhoto(tx: Tx, values: {
      albumId: number;
      competitionId: number;
      institutionId: number;
      mediaId: number;
      url: string;
      title: string;
      status: 'pending' | 'approved';
      uploadedBy: number;
    }) {
      const { status, ...rest } = values;
      const [row] = await tx.insert(photos).values({ ...rest, reviewStatus: status }).returning();
      await record(tx, { photoId: row.id, mediaId: values.mediaId, action: 'upload', fromStatus: null, toStatus: status }, { userId: values.uploadedBy }, '');
      return photoRow(row);
    },

    async photoRow(id: number) {
      const [row] = await db.select().from(photos).where(eq(photos.id, id));
      return row;
    },

    /** Deletes a photo; clears the album's cover when it was that photo. */
    async removePhoto(tx: Tx, id: number, albumId: number | null) {
      await tx.delete(photos).where(eq(photos.id, id));
      if (albumId !== null) await tx.update(albums).set({ coverPhotoId: null }).where(and(eq(albums.id, albumId), eq(albums.coverPhotoId, id)));
    },

    ...createPhotoReviewQueries(db),
    ...createPublicAlbumQueries(db),
    ...createPhotoTakedownQueries(db),
  };
}
