/**
 * Complaints (图片投诉) and image management (图片管理) of the platform admin: the complaint list and handling it
 * (下架 / 恢复 / 驳回), every uploaded image with its filter options, taking an image down or restoring it (the photos
 * showing it follow), and the `photo_actions` history of a photo or an image. A taken-down image is `media.hidden`,
 * which GET /api/media/:key honours.
 */
import { and, asc, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { albums, competitions, institutions, media, photoActions, photoReports, photos, users, type PhotoStatus, type ReportStatus } from '../db/schema/index.js';
import { record, userName, type Actor } from './albums-common.js';
import { iso, likePattern, scopedList, type Page } from './scope.js';
import { toFlag } from '../schemas/json-schema.js';
import { imageHidingMove, REPORT_HANDLING } from 'shared/rules';
import type { NamedValue } from '../schemas/components.js';

export function createPhotoTakedownQueries(db: Db) {
  return {
    /** report_list: complaints with the photo, its album and the reporter (platform admin). */
    async reportList(filter: Page & { status?: string }) {
      const handler = sql<string>`(select coalesce(nullif(h.nickname, ''), h.account) from ${users} h where h.id = ${photoReports.handledBy})`;
      const { list: rows, total } = await scopedList({
        where: [filter.status ? eq(photoReports.status, filter.status) : undefined],
        page: filter,
        rows: (where, p) =>
          db
            .select({
              r: photoReports,
              photoUrl: photos.url,
              photoStatus: photos.reviewStatus,
              albumId: photos.albumId,
              albumTitle: albums.title,
              competitionName: competitions.name,
              reporter: userName,
              handler,
            })
            .from(photoReports)
            .innerJoin(photos, eq(photos.id, photoReports.photoId))
            .leftJoin(albums, eq(albums.id, photos.albumId))
            .leftJoin(competitions, eq(competitions.id, photos.competitionId))
            .leftJoin(users, eq(users.id, photoReports.reporterId))
            .where(where)
            .orderBy(desc(photoReports.createdAt), desc(photoReports.id))
            .limit(p.count)
            .offset(p.start),
        count: (where) => db.select({ n: count() }).from(photoReports).where(where),
      });
      return {
        list: rows.map((x) => ({
          id: x.r.id,
          photo_id: x.r.photoId,
          photo_url: x.photoUrl,
          photo_status: x.photoStatus as PhotoStatus,
          album_id: x.albumId,
          album_title: x.albumTitle ?? '',
          competition_name: x.competitionName ?? '',
          category: x.r.category,
          reason: x.r.reason,
          contact: x.r.contact,
          reporter: x.reporter ?? '',
          reporter_ip: x.r.reporterIp,
          status: x.r.status as ReportStatus,
          handled_by: x.handler ?? '',
          handled_at: iso(x.r.handledAt),
          handle_reason: x.r.handleReason,
          created_at: x.r.createdAt.toISOString(),
        })),
        total,
      };
    },

    async reportRow(id: number) {
      const [row] = await db.select().from(photoReports).where(eq(photoReports.id, id));
      return row;
    },

    /**
     * Handles a complaint. take_down: the complaint (and every other pending complaint of the photo) → taken_down,
     * the photo → taken_down and its image hidden; restore: a taken-down complaint → restored, the photo back to
     * approved and its image served again; dismiss: a pending complaint → dismissed. False when the state changed.
     */
    async handleReport(tx: Tx, id: number, action: 'take_down' | 'restore' | 'dismiss', actor: Actor, reason: string): Promise<boolean> {
      const now = new Date();
      const handled = { handledBy: actor.userId, handledAt: now, handleReason: reason };
      const rule = REPORT_HANDLING[action];
      const { from, to } = rule;
      const [report] = await tx
        .update(photoReports)
        .set({ status: to, ...handled })
        .where(and(eq(photoReports.id, id), eq(photoReports.status, from)))
        .returning();
      if (!report) return false;
      await record(tx, { photoId: report.photoId, reportId: id, action, fromStatus: from, toStatus: to }, actor, reason);
      if (action === 'dismiss') return true;
      const [photo] = await tx.select().from(photos).where(eq(photos.id, report.photoId));
      if (action === 'take_down') {
        await tx
          .update(photoReports)
          .set({ status: 'taken_down', ...handled })
          .where(and(eq(photoReports.photoId, report.photoId), eq(photoReports.status, 'pending')));
      }
      if (photo && rule.photo && photo.reviewStatus === rule.photo[0]) {
        await tx.update(photos).set({ reviewStatus: rule.photo[1] }).where(eq(photos.id, photo.id));
        await record(tx, { photoId: photo.id, mediaId: photo.mediaId, action, fromStatus: rule.photo[0], toStatus: rule.photo[1] }, actor, reason);
      }
      if (photo?.mediaId && rule.hidden !== null) await tx.update(media).set({ hidden: rule.hidden }).where(eq(media.id, photo.mediaId));
      return true;
    },

    /** 图片管理: every uploaded image with its owner institution, uploader, use and take-down state. */
    async images(filter: Page & { institutionId?: number; use?: string; hidden?: boolean; keyword?: string }) {
      const { list: rows, total } = await scopedList({
        where: [
          eq(media.kind, 'image'),
          filter.institutionId ? eq(media.institutionId, filter.institutionId) : undefined,
          filter.use !== undefined ? eq(media.use, filter.use) : undefined,
          filter.hidden !== undefined ? eq(media.hidden, filter.hidden) : undefined,
          filter.keyword ? ilike(media.name, likePattern(filter.keyword)) : undefined,
        ],
        page: filter,
        rows: (where, p) =>
          db
            .select({ m: media, institutionName: institutions.name, owner: userName })
            .from(media)
            .leftJoin(institutions, eq(institutions.id, media.institutionId))
            .leftJoin(users, eq(users.id, media.ownerUserId))
            .where(where)
            .orderBy(desc(media.createdAt), desc(media.id))
            .limit(p.count)
            .offset(p.start),
        count: (where) => db.select({ n: count() }).from(media).where(where),
      });
      return {
        list: rows.map(({ m, institutionName, owner }) => ({
          id: m.id,
          url: `/api/media/${m.storageKey}`,
          name: m.name,
          use: m.use,
          width: m.width,
          height: m.height,
          size: m.size,
          institution_id: m.institutionId,
          institution_name: institutionName ?? '',
          owner: owner ?? '',
          hidden: toFlag(m.hidden),
          created_at: m.createdAt.toISOString(),
        })),
        total,
      };
    },

    /** Institutions owning uploaded images (filter options). */
    async imageInstitutions(): Promise<{ id: number; name: string }[]> {
      return db
        .selectDistinct({ id: institutions.id, name: institutions.name })
        .from(media)
        .innerJoin(institutions, eq(institutions.id, media.institutionId))
        .where(eq(media.kind, 'image'))
        .orderBy(asc(institutions.id));
    },

    /** Uses present among uploaded images (filter options). */
    async imageUses(): Promise<string[]> {
      const rows = await db.selectDistinct({ use: media.use }).from(media).where(eq(media.kind, 'image')).orderBy(asc(media.use));
      return rows.map((r) => r.use);
    },

    /**
     * Takes an uploaded image down (hidden) or restores it; photos showing it move approved → taken_down (or back).
     * False when it already was in that state.
     */
    async setImageHidden(tx: Tx, id: number, hidden: boolean, actor: Actor, reason: string): Promise<boolean> {
      const [row] = await tx
        .update(media)
        .set({ hidden })
        .where(and(eq(media.id, id), eq(media.kind, 'image'), eq(media.hidden, !hidden)))
        .returning({ id: media.id });
      if (!row) return false;
      await record(tx, { mediaId: id, action: hidden ? 'hide_media' : 'show_media' }, actor, reason);
      const [from, to] = imageHidingMove(hidden);
      const moved = await tx
        .update(photos)
        .set({ reviewStatus: to })
        .where(and(eq(photos.mediaId, id), eq(photos.reviewStatus, from)))
        .returning({ id: photos.id });
      for (const p of moved) await record(tx, { photoId: p.id, mediaId: id, action: hidden ? 'take_down' : 'restore', fromStatus: from, toStatus: to }, actor, reason);
      return true;
    },

    /** The action history of a photo or an image (newest first). */
    async actions(target: { photoId?: number; mediaId?: number }) {
      const where = target.photoId ? eq(photoActions.photoId, target.photoId) : eq(photoActions.mediaId, target.mediaId ?? 0);
      const rows = await db
        .select({ a: photoActions, actor: userName })
        .from(photoActions)
        .leftJoin(users, eq(users.id, photoActions.actorId))
        .where(where)
        .orderBy(desc(photoActions.at), desc(photoActions.id));
      return rows.map(({ a, actor }) => ({
        id: a.id,
        action: a.action as NamedValue<'PhotoAction'>['action'],
        from_status: a.fromStatus,
        to_status: a.toStatus,
        actor_name: actor ?? '',
        reason: a.reason,
        at: a.at.toISOString(),
      }));
    },
  };
}
