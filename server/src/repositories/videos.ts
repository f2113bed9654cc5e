/**
 * The video library (视频): back-office list and changes, the public list and detail (only published videos whose
 * media is ready). Access rules: src/access/videos.ts; routes: src/routes/video.
 */
import { and, count, desc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { auditLog, competitions, institutions, media, videos } from '../db/schema/index.js';
import { videoCategoryName } from 'shared/rules';
import { likePattern, scopedList, type Page, type Scope } from './scope.js';
import { toFlag } from '../schemas/json-schema.js';
import type { NamedValue } from '../schemas/components.js';
import { institutionOpen } from './institution-status.js';

export interface Actor {
  userId: number;
  ip: string;
}

export type VideoStatus = 'published' | 'hidden';

export interface VideoFields {
  competitionId?: number | null;
  category?: number;
  title?: string;
  description?: string;
  mediaId?: number;
  cover?: string;
}

export interface VideoFilter extends Page {
  scope: Scope;
  competitionId?: number;
  category?: number;
  status?: VideoStatus;
  keyword?: string;
}

const mediaUrl = (key: string) => (key ? `/api/media/${key}` : '');

const columns = {
  id: videos.id,
  institutionId: videos.institutionId,
  institutionName: institutions.name,
  competitionId: videos.competitionId,
  competitionName: competitions.name,
  category: videos.category,
  title: videos.title,
  description: videos.description,
  mediaId: videos.mediaId,
  cover: videos.cover,
  status: videos.status,
  adminHidden: videos.adminHidden,
  views: videos.views,
  publishedAt: videos.publishedAt,
  createdAt: videos.createdAt,
  updatedAt: videos.updatedAt,
  mediaStatus: media.status,
  mediaKey: media.storageKey,
  posterKey: media.posterKey,
  duration: media.duration,
  width: media.width,
  height: media.height,
};

type Row = {
  id: number;
  institutionId: number | null;
  institutionName: string | null;
  competitionId: number | null;
  competitionName: string | null;
  category: number;
  title: string;
  description: string;
  mediaId: number;
  cover: string;
  status: string;
  adminHidden: boolean;
  views: number;
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  mediaStatus: string;
  mediaKey: string;
  posterKey: string;
  duration: number;
  width: number;
  height: number;
};

/** The cover shown: the uploaded image, else the poster of the processed video, else ''. */
const coverOf = (r: Row) => r.cover || (r.mediaStatus === 'ready' ? mediaUrl(r.posterKey) : '');

function adminView(r: Row) {
  const ready = r.mediaStatus === 'ready';
  return {
    id: r.id,
    institution_id: r.institutionId,
    institution_name: r.institutionName ?? '平台',
    competition_id: r.competitionId,
    competition_name: r.competitionName ?? '',
    category: r.category as 1 | 2 | 3 | 4 | 5,
    category_name: videoCategoryName(r.category),
    title: r.title,
    description: r.description,
    cover: coverOf(r),
    custom_cover: r.cover,
    video_url: ready ? mediaUrl(r.mediaKey) : '',
    media_status: r.mediaStatus as NamedValue<'Video'>['media_status'],
    duration: ready ? r.duration : 0,
    status: r.status as VideoStatus,
    admin_hidden: toFlag(r.adminHidden),
    views: r.views,
    published_at: r.publishedAt ? r.publishedAt.toISOString() : null,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

function publicView(r: Row) {
  return {
    id: r.id,
    category: r.category as 1 | 2 | 3 | 4 | 5,
    category_name: videoCategoryName(r.category),
    title: r.title,
    description: r.description,
    cover: coverOf(r),
    video_url: mediaUrl(r.mediaKey),
    duration: r.duration,
    width: r.width,
    height: r.height,
    views: r.views,
    institution_name: r.institutionName ?? '平台',
    competition_id: r.competitionId,
    competition_name: r.competitionName ?? '',
    published_at: (r.publishedAt ?? r.createdAt).toISOString(),
  };
}

export type AdminVideo = ReturnType<typeof adminView>;
export type PublicVideo = ReturnType<typeof publicView>;

/** Published, not hidden, media processed: what the public site may show. */
/** A video the official site shows: published, playable, of the platform or an institution not 停用. */
const isPublic = () => and(eq(videos.status, 'published'), eq(media.status, 'ready'), ne(media.storageKey, ''), institutionOpen(videos.institutionId));

export function createVideosRepo(db: Db) {
  const base = () =>
    db
      .select(columns)
      .from(videos)
      .innerJoin(media, eq(media.id, videos.mediaId))
      .leftJoin(institutions, eq(institutions.id, videos.institutionId))
      .leftJoin(competitions, eq(competitions.id, videos.competitionId));

  const audit = (actor: Actor, action: string, id: number, detail: Record<string, unknown> = {}) =>
    db.insert(auditLog).values({ actorId: actor.userId, action, target: `video:${id}`, detail, ip: actor.ip });

  return {
    async list(f: VideoFilter) {
      const { list, total } = await scopedList({
        scope: [videos.institutionId, f.scope],
        where: [
          f.competitionId ? eq(videos.competitionId, f.competitionId) : undefined,
          f.category ? eq(videos.category, f.category) : undefined,
          f.status ? eq(videos.status, f.status) : undefined,
          f.keyword ? or(ilike(videos.title, likePattern(f.keyword)), ilike(videos.description, likePattern(f.keyword))) : undefined,
        ],
        page: f,
        rows: (where, p) => base().where(where).orderBy(desc(videos.createdAt), desc(videos.id)).offset(p.start).limit(p.count),
        count: (where) => db.select({ n: count() }).from(videos).where(where),
      });
      return { list: (list as Row[]).map(adminView), total };
    },

    /** Owner and media of a video (for access checks), or undefined. */
    async findForAccess(id: number) {
      const [row] = await db
        .select({ id: videos.id, institutionId: videos.institutionId, competitionId: videos.competitionId, status: videos.status, adminHidden: videos.adminHidden, mediaId: videos.mediaId, mediaStatus: media.status, cover: videos.cover })
        .from(videos)
        .innerJoin(media, eq(media.id, videos.mediaId))
        .where(eq(videos.id, id));
      return row;
    },

    async info(id: number): Promise<AdminVideo | undefined> {
      const [row] = await base().where(eq(videos.id, id));
      return row ? adminView(row as Row) : undefined;
    },

    async create(f: Required<Pick<VideoFields, 'category' | 'title' | 'mediaId'>> & VideoFields & { institutionId: number | null }, actor: Actor) {
      const [row] = await db
        .insert(videos)
        .values({ ...f, createdBy: actor.userId })
        .returning({ id: videos.id });
      await audit(actor, 'video.create', row!.id, { title: f.title });
      return row!.id;
    },

    async update(id: number, f: VideoFields, actor: Actor) {
      await db.update(videos).set(f).where(eq(videos.id, id));
      await audit(actor, 'video.update', id, { fields: Object.keys(f) });
    },

    async setStatus(id: number, status: VideoStatus, adminHidden: boolean, actor: Actor) {
      await db
        .update(videos)
        .set({ status, adminHidden, ...(status === 'published' ? { publishedAt: sql`coalesce(${videos.publishedAt}, now())` } : {}) })
        .where(eq(videos.id, id));
      await audit(actor, status === 'published' ? 'video.publish' : 'video.hide', id, adminHidden ? { admin: true } : {});
    },

    async remove(id: number, actor: Actor) {
      await db.delete(videos).where(eq(videos.id, id));
      await audit(actor, 'video.delete', id);
    },

    /** A competition's owner (to check that a video's competition belongs to its institution). */
    async competitionOwner(id: number): Promise<{ institutionId: number } | undefined> {
      const [row] = await db.select({ institutionId: competitions.institutionId }).from(competitions).where(eq(competitions.id, id));
      return row;
    },

    async institutionExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: institutions.id }).from(institutions).where(eq(institutions.id, id));
      return row !== undefined;
    },

    /** The video media behind a `/api/media/<key>` URL or a tus upload id. */
    async mediaBy(by: { key?: string; uploadId?: string }) {
      const cond = by.key ? eq(media.storageKey, by.key) : by.uploadId ? eq(media.uploadId, by.uploadId) : undefined;
      if (!cond) return undefined;
      const [row] = await db
        .select({ id: media.id, kind: media.kind, status: media.status, ownerUserId: media.ownerUserId, institutionId: media.institutionId })
        .from(media)
        .where(cond);
      return row;
    },

    async publicList(f: Page & { category?: number; keyword?: string; competitionId?: number }) {
      const { list, total } = await scopedList({
        where: [isPublic(), f.competitionId ? eq(videos.competitionId, f.competitionId) : undefined, f.category ? eq(videos.category, f.category) : undefined, f.keyword ? ilike(videos.title, likePattern(f.keyword)) : undefined],
        page: f,
        rows: (where, p) => base().where(where).orderBy(desc(videos.publishedAt), desc(videos.id)).offset(p.start).limit(p.count),
        count: (where) => db.select({ n: count() }).from(videos).innerJoin(media, eq(media.id, videos.mediaId)).where(where),
      });
      return { list: (list as Row[]).map(publicView), total };
    },

    /** A public video (counting the view) with up to `relatedCount` other public videos of its category. */
    async publicInfo(id: number, relatedCount = 6) {
      const [found] = await base().where(and(eq(videos.id, id), isPublic()));
      if (!found) return undefined;
      await db.update(videos).set({ views: sql`${videos.views} + 1`, updatedAt: sql`${videos.updatedAt}` }).where(eq(videos.id, id));
      const related = await base()
        .where(and(isPublic(), eq(videos.category, found.category), ne(videos.id, id)))
        .orderBy(desc(videos.publishedAt), desc(videos.id))
        .limit(relatedCount);
      const row = found as Row;
      return { ...publicView({ ...row, views: row.views + 1 }), related: (related as Row[]).map(publicView) };
    },
  };
}

export type VideosRepo = ReturnType<typeof createVideosRepo>;
