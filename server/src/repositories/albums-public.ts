/**
 * The official site's albums (官网相册): albums of approved competitions with at least one approved photo, one album
 * with its approved photos, and a visitor's complaint (图片投诉) about an approved photo (handled in
 * albums-takedowns.ts).
 */
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { albums, competitions, photoReports, photos } from '../db/schema/index.js';
import { coversOf, photoCounts } from './albums-common.js';
import { scopedList, type Page } from './scope.js';
import { institutionOpen } from './institution-status.js';

export function createPublicAlbumQueries(db: Db) {
  return {
    /** Albums of approved competitions (of an institution not 停用) that have at least one approved photo, newest first. */
    async publicList(page: Page & { competitionId?: number }) {
      const hasPhoto = sql`exists (select 1 from ${photos} where ${photos.albumId} = ${albums.id} and ${photos.reviewStatus} = 'approved')`;
      const { list: rows, total } = await scopedList({
        where: [eq(competitions.status, 'approved'), institutionOpen(competitions.institutionId), hasPhoto, page.competitionId ? eq(albums.competitionId, page.competitionId) : undefined],
        page,
        rows: (where, p) =>
          db
            .select({ a: albums, competitionName: competitions.name })
            .from(albums)
            .innerJoin(competitions, eq(competitions.id, albums.competitionId))
            .where(where)
            .orderBy(desc(albums.createdAt), desc(albums.id))
            .limit(p.count)
            .offset(p.start),
        count: (where) => db.select({ n: count() }).from(albums).innerJoin(competitions, eq(competitions.id, albums.competitionId)).where(where),
      });
      const ids = rows.map((r) => r.a.id);
      const [covers, counts] = await Promise.all([coversOf(db, rows.map((r) => r.a), true), photoCounts(db, ids, ['approved'])]);
      return {
        list: rows.map(({ a, competitionName }) => ({
          id: a.id,
          title: a.title,
          description: a.description,
          competition_id: a.competitionId,
          competition_name: competitionName,
          cover: covers.get(a.id) ?? '',
          photo_count: counts.get(a.id) ?? 0,
          created_at: a.createdAt.toISOString(),
        })),
        total,
      };
    },

    /** A public album with its approved photos (undefined when the competition is not approved or its institution is 停用). */
    async publicDetail(id: number) {
      const [row] = await db
        .select({ a: albums, competitionName: competitions.name, status: competitions.status })
        .from(albums)
        .innerJoin(competitions, eq(competitions.id, albums.competitionId))
        .where(and(eq(albums.id, id), institutionOpen(competitions.institutionId)));
      if (!row || row.status !== 'approved') return undefined;
      const list = await db
        .select()
        .from(photos)
        .where(and(eq(photos.albumId, id), eq(photos.reviewStatus, 'approved')))
        .orderBy(asc(photos.id));
      const cover = list.find((p) => p.id === row.a.coverPhotoId) ?? list[0];
      return {
        id: row.a.id,
        title: row.a.title,
        description: row.a.description,
        competition_id: row.a.competitionId,
        competition_name: row.competitionName,
        cover: cover?.url ?? '',
        photo_count: list.length,
        created_at: row.a.createdAt.toISOString(),
        photos: list.map((p) => ({ id: p.id, title: p.title, url: p.url })),
      };
    },

    /** The photo a visitor may complain about: approved, in an album of an approved competition. */
    async publicPhoto(id: number) {
      const [row] = await db
        .select({ id: photos.id })
        .from(photos)
        .innerJoin(albums, eq(albums.id, photos.albumId))
        .innerJoin(competitions, eq(competitions.id, albums.competitionId))
        .where(and(eq(photos.id, id), eq(photos.reviewStatus, 'approved'), eq(competitions.status, 'approved')));
      return row;
    },

    async createReport(values: { photoId: number; reporterId: number | null; category: string; reason: string; contact: string; reporterIp: string }) {
      const [row] = await db.insert(photoReports).values(values).returning({ id: photoReports.id });
      return row.id;
    },
  };
}
