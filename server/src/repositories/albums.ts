/**
 * Albums (相册), their photos, complaints about photos (图片投诉) and the admin's image management (图片管理).
 * Status moves are conditional updates inside a transaction that also writes `photo_actions` (who, when, why), so
 * two concurrent reviews never both apply. Access checks live in the routes (src/routes/album).
 */
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  albums,
  competitionManagers,
  competitions,
  institutions,
  media,
  photoActions,
  photoReports,
  photos,
  users,
  type PhotoStatus,
} from '../db/schema/index.js';
import { iso, likePattern, type Page } from './scope.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Actor {
  userId: number;
}

const userName = sql<string>`coalesce(nullif(${users.nickname}, ''), ${users.account})`;

export interface PhotoRow {
  id: number;
  album_id: number | null;
  title: string;
  url: string;
  status: string;
  created_at: string;
}

const photoRow = (p: { id: number; albumId: number | null; title: string; url: string; reviewStatus: string; createdAt: Date }): PhotoRow => ({
  id: p.id,
  album_id: p.albumId,
  title: p.title,
  url: p.url,
  status: p.reviewStatus,
  created_at: p.createdAt.toISOString(),
});

async function record(
  tx: Tx,
  row: { photoId?: number | null; reportId?: number | null; mediaId?: number | null; action: string; fromStatus?: string | null; toStatus?: string | null },
  actor: Actor,
  reason: string,
) {
  await tx.insert(photoActions).values({ ...row, actorId: actor.userId, reason });
}

export function createAlbumsRepo(db: Db) {
  /** Cover of each album: its cover photo when it qualifies, else its first qualifying photo. */
  const coversOf = async (list: { id: number; coverPhotoId: number | null }[], publicOnly: boolean) => {
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
  };

  const photoCounts = async (ids: number[], statuses: PhotoStatus[]) => {
    if (ids.length === 0) return new Map<number, number>();
    const rows = await db
      .select({ albumId: photos.albumId, n: count() })
      .from(photos)
      .where(and(inArray(photos.albumId, ids), inArray(photos.reviewStatus, statuses)))
      .groupBy(photos.albumId);
    return new Map(rows.map((r) => [r.albumId!, r.n]));
  };

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
      const where = eq(albums.competitionId, competitionId);
      const [rows, [total]] = await Promise.all([
        db
          .select({ a: albums, creator: userName })
          .from(albums)
          .leftJoin(users, eq(users.id, albums.createdBy))
          .where(where)
          .orderBy(desc(albums.createdAt), desc(albums.id))
          .limit(page.count)
          .offset(page.start),
        db.select({ n: count() }).from(albums).where(where),
      ]);
      const ids = rows.map((r) => r.a.id);
      const [covers, all, pending] = await Promise.all([
        coversOf(rows.map((r) => r.a), false),
        photoCounts(ids, ['pending', 'approved', 'rejected', 'taken_down']),
        photoCounts(ids, ['pending']),
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
        total: total?.n ?? 0,
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
    async addPhoto(values: {
      albumId: number;
      competitionId: number;
      institutionId: number;
      mediaId: number;
      url: string;
      title: string;
      status: 'pending' | 'approved';
      uploadedBy: number;
    }) {
      return db.transaction(async (tx) => {
        const { status, ...rest } = values;
        const [row] = await tx.insert(photos).values({ ...rest, reviewStatus: status }).returning();
        await record(tx, { photoId: row.id, mediaId: values.mediaId, action: 'upload', fromStatus: null, toStatus: status }, { userId: values.uploadedBy }, '');
        return photoRow(row);
      });
    },

    async photoRow(id: number) {
      const [row] = await db.select().from(photos).where(eq(photos.id, id));
      return row;
    },

    /** Deletes a photo; clears the album's cover when it was that photo. */
    async removePhoto(id: number, albumId: number | null) {
      await db.transaction(async (tx) => {
        await tx.delete(photos).where(eq(photos.id, id));
        if (albumId !== null) await tx.update(albums).set({ coverPhotoId: null }).where(and(eq(albums.id, albumId), eq(albums.coverPhotoId, id)));
      });
    },

    /** add_photos: photos by status with their album, competition and institution (platform admin). */
    async reviewList(filter: Page & { status?: string; keyword?: string }) {
      const where = and(
        filter.status ? eq(photos.reviewStatus, filter.status) : undefined,
        filter.keyword ? or(ilike(albums.title, likePattern(filter.keyword)), ilike(competitions.name, likePattern(filter.keyword))) : undefined,
      );
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
      const [rows, [total]] = await Promise.all([
        base().where(where).orderBy(desc(photos.createdAt), desc(photos.id)).limit(filter.count).offset(filter.start),
        db
          .select({ n: count() })
          .from(photos)
          .leftJoin(albums, eq(albums.id, photos.albumId))
          .leftJoin(competitions, eq(competitions.id, photos.competitionId))
          .where(where),
      ]);
      return {
        list: rows.map((r) => ({
          ...photoRow(r.p),
          album_title: r.albumTitle ?? '',
          competition_id: r.p.competitionId,
          competition_name: r.competitionName ?? '',
          institution_name: r.institutionName ?? '',
          uploader: r.uploader ?? '',
        })),
        total: total?.n ?? 0,
      };
    },

    /** Approves or rejects pending photos; returns the ids that moved (others changed meanwhile). */
    async review(ids: number[], action: 'approve' | 'reject', actor: Actor, reason: string): Promise<number[]> {
      const to: PhotoStatus = action === 'approve' ? 'approved' : 'rejected';
      return db.transaction(async (tx) => {
        const moved = await tx
          .update(photos)
          .set({ reviewStatus: to })
          .where(and(inArray(photos.id, ids), eq(photos.reviewStatus, 'pending')))
          .returning({ id: photos.id, mediaId: photos.mediaId });
        for (const m of moved) await record(tx, { photoId: m.id, mediaId: m.mediaId, action, fromStatus: 'pending', toStatus: to }, actor, reason);
        return moved.map((m) => m.id);
      });
    },

    // ---------- public ----------

    /** Albums of approved competitions that have at least one approved photo, newest first. */
    async publicList(page: Page & { competitionId?: number }) {
      const hasPhoto = sql`exists (select 1 from ${photos} where ${photos.albumId} = ${albums.id} and ${photos.reviewStatus} = 'approved')`;
      const where = and(eq(competitions.status, 'approved'), hasPhoto, page.competitionId ? eq(albums.competitionId, page.competitionId) : undefined);
      const [rows, [total]] = await Promise.all([
        db
          .select({ a: albums, competitionName: competitions.name })
          .from(albums)
          .innerJoin(competitions, eq(competitions.id, albums.competitionId))
          .where(where)
          .orderBy(desc(albums.createdAt), desc(albums.id))
          .limit(page.count)
          .offset(page.start),
        db.select({ n: count() }).from(albums).innerJoin(competitions, eq(competitions.id, albums.competitionId)).where(where),
      ]);
      const ids = rows.map((r) => r.a.id);
      const [covers, counts] = await Promise.all([coversOf(rows.map((r) => r.a), true), photoCounts(ids, ['approved'])]);
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
        total: total?.n ?? 0,
      };
    },

    /** A public album with its approved photos (undefined when the competition is not approved). */
    async publicDetail(id: number) {
      const [row] = await db
        .select({ a: albums, competitionName: competitions.name, status: competitions.status })
        .from(albums)
        .innerJoin(competitions, eq(competitions.id, albums.competitionId))
        .where(eq(albums.id, id));
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

    /** report_list: complaints with the photo, its album and the reporter (platform admin). */
    async reportList(filter: Page & { status?: string }) {
      const where = filter.status ? eq(photoReports.status, filter.status) : undefined;
      const handler = sql<string>`(select coalesce(nullif(h.nickname, ''), h.account) from ${users} h where h.id = ${photoReports.handledBy})`;
      const [rows, [total]] = await Promise.all([
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
          .limit(filter.count)
          .offset(filter.start),
        db.select({ n: count() }).from(photoReports).where(where),
      ]);
      return {
        list: rows.map((x) => ({
          id: x.r.id,
          photo_id: x.r.photoId,
          photo_url: x.photoUrl,
          photo_status: x.photoStatus,
          album_id: x.albumId,
          album_title: x.albumTitle ?? '',
          competition_name: x.competitionName ?? '',
          category: x.r.category,
          reason: x.r.reason,
          contact: x.r.contact,
          reporter: x.reporter ?? '',
          reporter_ip: x.r.reporterIp,
          status: x.r.status,
          handled_by: x.handler ?? '',
          handled_at: iso(x.r.handledAt),
          handle_reason: x.r.handleReason,
          created_at: x.r.createdAt.toISOString(),
        })),
        total: total?.n ?? 0,
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
    async handleReport(id: number, action: 'take_down' | 'restore' | 'dismiss', actor: Actor, reason: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const now = new Date();
        const handled = { handledBy: actor.userId, handledAt: now, handleReason: reason };
        const from = action === 'restore' ? 'taken_down' : 'pending';
        const to = action === 'take_down' ? 'taken_down' : action === 'restore' ? 'restored' : 'dismissed';
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
          if (photo && photo.reviewStatus === 'approved') {
            await tx.update(photos).set({ reviewStatus: 'taken_down' }).where(eq(photos.id, photo.id));
            await record(tx, { photoId: photo.id, mediaId: photo.mediaId, action, fromStatus: 'approved', toStatus: 'taken_down' }, actor, reason);
          }
          if (photo?.mediaId) await tx.update(media).set({ hidden: true }).where(eq(media.id, photo.mediaId));
        } else {
          if (photo && photo.reviewStatus === 'taken_down') {
            await tx.update(photos).set({ reviewStatus: 'approved' }).where(eq(photos.id, photo.id));
            await record(tx, { photoId: photo.id, mediaId: photo.mediaId, action, fromStatus: 'taken_down', toStatus: 'approved' }, actor, reason);
          }
          if (photo?.mediaId) await tx.update(media).set({ hidden: false }).where(eq(media.id, photo.mediaId));
        }
        return true;
      });
    },

    /** 图片管理: every uploaded image with its owner institution, uploader, use and take-down state. */
    async images(filter: Page & { institutionId?: number; use?: string; hidden?: boolean; keyword?: string }) {
      const where = and(
        eq(media.kind, 'image'),
        filter.institutionId ? eq(media.institutionId, filter.institutionId) : undefined,
        filter.use !== undefined ? eq(media.use, filter.use) : undefined,
        filter.hidden !== undefined ? eq(media.hidden, filter.hidden) : undefined,
        filter.keyword ? ilike(media.name, likePattern(filter.keyword)) : undefined,
      ) as SQL;
      const [rows, [total]] = await Promise.all([
        db
          .select({ m: media, institutionName: institutions.name, owner: userName })
          .from(media)
          .leftJoin(institutions, eq(institutions.id, media.institutionId))
          .leftJoin(users, eq(users.id, media.ownerUserId))
          .where(where)
          .orderBy(desc(media.createdAt), desc(media.id))
          .limit(filter.count)
          .offset(filter.start),
        db.select({ n: count() }).from(media).where(where),
      ]);
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
          hidden: m.hidden ? 1 : 0,
          created_at: m.createdAt.toISOString(),
        })),
        total: total?.n ?? 0,
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
    async setImageHidden(id: number, hidden: boolean, actor: Actor, reason: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(media)
          .set({ hidden })
          .where(and(eq(media.id, id), eq(media.kind, 'image'), eq(media.hidden, !hidden)))
          .returning({ id: media.id });
        if (!row) return false;
        await record(tx, { mediaId: id, action: hidden ? 'hide_media' : 'show_media' }, actor, reason);
        const [from, to] = hidden ? ['approved', 'taken_down'] : ['taken_down', 'approved'];
        const moved = await tx
          .update(photos)
          .set({ reviewStatus: to })
          .where(and(eq(photos.mediaId, id), eq(photos.reviewStatus, from)))
          .returning({ id: photos.id });
        for (const p of moved) await record(tx, { photoId: p.id, mediaId: id, action: hidden ? 'take_down' : 'restore', fromStatus: from, toStatus: to }, actor, reason);
        return true;
      });
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
        action: a.action,
        from_status: a.fromStatus,
        to_status: a.toStatus,
        actor_name: actor ?? '',
        reason: a.reason,
        at: a.at.toISOString(),
      }));
    },
  };
}
