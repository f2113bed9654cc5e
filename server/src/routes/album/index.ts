/**
 * Albums and images (docs/api.md "Albums and images"):
 * - back office of a competition (spec §2.4 album pages): `/admin/album/*` — whoever manages the competition
 *   (src/access/competitions.ts) manages its albums; photos reference an uploaded image (POST /api/upload/image,
 *   use `photo`) and wait for review (add_photo_count) unless the platform admin uploads them;
 * - platform review (platform admin only): `/admin/add_photos` + `/admin/photo/review` (新增照片审核),
 *   `/admin/report_list` + `/admin/report/handle` (图片投诉: 下架 / 恢复 / 驳回), `/admin/image/list` +
 *   `/admin/image/hide` (图片管理: every uploaded image); every action is written to photo_actions;
 * - public: `/album/list`, `/album/info`, and `/album/report` (a complaint; anonymous visitors allowed, limited per IP).
 * A taken-down photo disappears from the public album and its image is no longer served to the public
 * (media.hidden, honoured by GET /api/media/:key).
 */
import type { FastifyRequest } from 'fastify';
import { canManageCompetition } from '../../access/competitions.js';
import type { Principal } from '../../access/principal.js';
import { badInput, notFound, refused } from '../../errors.js';
import { reviewReason } from '../../http/review.js';
import { idQuery, ok, okResponse, pageQuery, ref } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';
import { generateSeedPhotos } from '../../db/seed-albums.js';
import { PHOTO_STATUS, REPORT_STATUS } from '../../schemas/albums.js';
import { ALBUM_MSG, isEmptyEdit, NOTHING_TO_CHANGE, PHOTO_REPORT_CATEGORIES, REJECT_REASON_REQUIRED } from 'shared/rules';

/** Reasons a visitor picks from when filing a complaint (the public form shows the same list). */
/** Complaints per IP per hour. */
export const REPORT_LIMIT = { max: 10, timeWindow: 60 * 60 * 1000 };

const reasonProp = { type: 'string', maxLength: 500 } as const;

export default async function albumRoutes(app: ApiInstance) {
  const actor = (request: FastifyRequest) => ({ userId: request.principal!.userId });

  // demo photos seeded without a file get a real image through the normal storage (src/db/seed-albums.ts)
  app.addHook('onReady', async () => {
    const drawn = await generateSeedPhotos(app.database.db, app.media.storage).catch((error: unknown) => {
      app.log.error({ err: error }, 'demo photos not generated');
      return 0;
    });
    if (drawn > 0) app.log.info({ drawn }, 'demo photos generated');
  });

  /** The competition if the caller manages it (404 otherwise, so other tenants learn nothing). */
  const managedCompetition = async (principal: Principal, competitionId: number) => {
    const c = await app.repos.albums.competitionForAccess(competitionId);
    if (!c || !canManageCompetition(principal, c, c.grants)) throw notFound();
    return c;
  };
  const managedAlbum = async (principal: Principal, albumId: number) => {
    const album = await app.repos.albums.albumRow(albumId);
    if (!album) throw notFound();
    const competition = await managedCompetition(principal, album.competitionId);
    return { album, competition };
  };

  const cleanTitle = (raw: string) => {
    const title = raw.trim();
    if (!title) throw badInput(ALBUM_MSG.titleRequired);
    return title;
  };

  // ---------- back office: albums of a competition ----------

  app.get(
    '/admin/album/list',
    {
      schema: {
        tags: ['album'],
        summary: '赛事的相册列表（管理该赛事的机构用户或平台管理员）',
        querystring: { type: 'object', required: ['competition_id'], properties: { competition_id: { type: 'integer', minimum: 1 }, ...pageQuery } },
        response: okResponse(ref('AlbumList')),
      },
    },
    async (request) => {
      const c = await managedCompetition(request.principal!, request.query.competition_id);
      return ok(await app.repos.albums.list(c.id, request.query));
    },
  );

  app.get(
    '/admin/album/info',
    { schema: { tags: ['album'], summary: '相册详情（含全部照片及其审核状态）', querystring: idQuery, response: okResponse(ref('AlbumDetail')) } },
    async (request) => {
      const { album } = await managedAlbum(request.principal!, request.query.id);
      return ok((await app.repos.albums.detail(album.id))!);
    },
  );

  app.post(
    '/admin/album',
    {
      schema: {
        tags: ['album'],
        summary: '新建相册',
        body: {
          type: 'object',
          required: ['competition_id', 'title'],
          properties: {
            competition_id: { type: 'integer', minimum: 1 },
            title: { type: 'string', minLength: 1, maxLength: 50 },
            description: { type: 'string', maxLength: 500 },
          },
          additionalProperties: false,
        },
        response: okResponse(ref('CreatedId')),
      },
    },
    async (request) => {
      const b = request.body;
      const c = await managedCompetition(request.principal!, b.competition_id);
      const id = await app.repos.albums.create({
        competitionId: c.id,
        institutionId: c.institutionId,
        title: cleanTitle(b.title),
        description: b.description?.trim() ?? '',
        createdBy: request.principal!.userId,
      });
      return ok({ id });
    },
  );

  app.put(
    '/admin/album',
    {
      schema: {
        tags: ['album'],
        summary: '修改相册名称、简介或封面（封面须为本相册未被驳回、未下架的照片）',
        body: {
          type: 'object',
          required: ['id'],
          properties: {
            id: { type: 'integer', minimum: 1 },
            title: { type: 'string', minLength: 1, maxLength: 50 },
            description: { type: 'string', maxLength: 500 },
            cover_photo_id: { type: ['integer', 'null'], minimum: 1 },
          },
          additionalProperties: false,
        },
        response: okResponse(ref('CreatedId')),
      },
    },
    async (request) => {
      const { id, title, description, cover_photo_id } = request.body;
      const { album } = await managedAlbum(request.principal!, id);
      const patch: { title?: string; description?: string; coverPhotoId?: number | null } = {};
      if (title !== undefined) patch.title = cleanTitle(title);
      if (description !== undefined) patch.description = description.trim();
      if (cover_photo_id !== undefined) {
        if (cover_photo_id !== null) {
          const photo = await app.repos.albums.photoRow(cover_photo_id);
          if (!photo || photo.albumId !== album.id) throw badInput(ALBUM_MSG.coverNotInAlbum);
          if (photo.reviewStatus === 'rejected' || photo.reviewStatus === 'taken_down') throw badInput(ALBUM_MSG.coverHidden);
        }
        patch.coverPhotoId = cover_photo_id;
      }
      if (isEmptyEdit(patch)) throw badInput(NOTHING_TO_CHANGE);
      await app.repos.albums.update(album.id, patch);
      return ok({ id: album.id });
    },
  );

  app.delete(
    '/admin/album',
    { schema: { tags: ['album'], summary: '删除相册（连同其中的照片）', querystring: idQuery, response: okResponse(ref('Empty')) } },
    async (request) => {
      const { album } = await managedAlbum(request.principal!, request.query.id);
      await app.repos.albums.remove(album.id);
      return ok({});
    },
  );

  app.post(
    '/admin/album/photo',
    {
      schema: {
        tags: ['album'],
        summary: '向相册添加照片（先上传图片 POST /api/upload/image，用途 photo；机构上传的照片待平台审核，平台管理员上传的直接通过）',
        body: {
          type: 'object',
          required: ['album_id', 'media_id'],
          properties: { album_id: { type: 'integer', minimum: 1 }, media_id: { type: 'integer', minimum: 1 }, title: { type: 'string', maxLength: 100 } },
          additionalProperties: false,
        },
        response: okResponse(ref('AlbumPhoto')),
      },
    },
    async (request) => {
      const principal = request.principal!;
      const { album, competition } = await managedAlbum(principal, request.body.album_id);
      const m = await app.repos.albums.mediaRow(request.body.media_id);
      // only the uploader's own images (the admin may use any); never a file or a video
      if (!m || m.kind !== 'image' || (m.ownerUserId !== principal.userId && !principal.isPlatformAdmin)) throw badInput(ALBUM_MSG.imageMissing);
      if (m.hidden) throw badInput(ALBUM_MSG.imageTakenDown);
      const photo = await app.repos.albums.addPhoto({
        albumId: album.id,
        competitionId: competition.id,
        institutionId: competition.institutionId,
        mediaId: m.id,
        url: `/api/media/${m.storageKey}`,
        title: request.body.title?.trim() || m.name.replace(/\.[^.]*$/, '').slice(0, 100),
        status: principal.isPlatformAdmin ? 'approved' : 'pending',
        uploadedBy: principal.userId,
      });
      return ok(photo);
    },
  );

  app.delete(
    '/admin/album/photo',
    { schema: { tags: ['album'], summary: '删除相册中的照片', querystring: idQuery, response: okResponse(ref('Empty')) } },
    async (request) => {
      const photo = await app.repos.albums.photoRow(request.query.id);
      if (!photo || photo.albumId === null) throw notFound();
      await managedAlbum(request.principal!, photo.albumId);
      await app.repos.albums.removePhoto(photo.id, photo.albumId);
      return ok({});
    },
  );

  // ---------- platform review ----------

  app.get(
    '/admin/add_photos',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['album'],
        summary: '新增照片审核列表（平台管理员；默认待审核）',
        querystring: { type: 'object', properties: { ...pageQuery, status: { ...PHOTO_STATUS, default: 'pending' }, keyword: { type: 'string', maxLength: 64 } } },
        response: okResponse(ref('ReviewPhotoList')),
      },
    },
    async (request) => ok(await app.repos.albums.reviewList({ ...request.query, keyword: request.query.keyword?.trim() })),
  );

  app.post(
    '/admin/photo/review',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['album'],
        summary: '审核新增照片（可批量）：通过后在官网相册显示；驳回须填写原因',
        body: {
          type: 'object',
          required: ['ids', 'action'],
          properties: {
            ids: { type: 'array', items: { type: 'integer', minimum: 1 }, minItems: 1, maxItems: 100, uniqueItems: true },
            action: { type: 'string', enum: ['approve', 'reject'] },
            reason: reasonProp,
          },
          additionalProperties: false,
        },
        response: okResponse({ type: 'object', required: ['ids'], properties: { ids: { type: 'array', items: { type: 'integer' } } } }),
      },
    },
    async (request) => {
      const { ids, action } = request.body;
      const reason = reviewReason(request.body);
      const moved = await app.repos.albums.review(ids, action, actor(request), reason);
      if (moved.length === 0) throw refused(ALBUM_MSG.photoReviewed);
      return ok({ ids: moved });
    },
  );

  app.get(
    '/admin/report_list',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['album'],
        summary: '图片投诉列表（平台管理员）',
        querystring: { type: 'object', properties: { ...pageQuery, status: REPORT_STATUS } },
        response: okResponse(ref('PhotoReportList')),
      },
    },
    async (request) => ok(await app.repos.albums.reportList(request.query)),
  );

  app.post(
    '/admin/report/handle',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['album'],
        summary: '处理图片投诉：下架（照片不再公开，图片不再对公众提供）、恢复（已下架的恢复公开）、驳回投诉；下架和驳回须填写原因',
        body: {
          type: 'object',
          required: ['id', 'action'],
          properties: { id: { type: 'integer', minimum: 1 }, action: { type: 'string', enum: ['take_down', 'restore', 'dismiss'] }, reason: reasonProp },
          additionalProperties: false,
        },
        response: okResponse(ref('Empty')),
      },
    },
    async (request) => {
      const { id, action } = request.body;
      const reason = request.body.reason?.trim() ?? '';
      if (action !== 'restore' && !reason) throw badInput(action === 'take_down' ? ALBUM_MSG.takeDownReasonRequired : REJECT_REASON_REQUIRED);
      const report = await app.repos.albums.reportRow(id);
      if (!report) throw notFound();
      if (!(await app.repos.albums.handleReport(id, action, actor(request), reason))) {
        throw refused(action === 'restore' ? ALBUM_MSG.restoreOnlyTakenDown : ALBUM_MSG.reportHandled);
      }
      app.log.info({ report: id, action }, 'photo report handled');
      return ok({});
    },
  );

  app.get(
    '/admin/image/list',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['album'],
        summary: '图片管理：全部已上传图片（平台管理员；按所属机构、用途、下架状态、文件名筛选）',
        querystring: {
          type: 'object',
          properties: {
            ...pageQuery,
            institution_id: { type: 'integer', minimum: 1 },
            use: { type: 'string', pattern: '^[a-z_]{0,32}$' },
            hidden: { type: 'integer', enum: [0, 1] },
            keyword: { type: 'string', maxLength: 64 },
          },
        },
        response: okResponse(ref('ManagedImageList')),
      },
    },
    async (request) => {
      const q = request.query;
      const [page, uses, owners] = await Promise.all([
        app.repos.albums.images({
          start: q.start,
          count: q.count,
          institutionId: q.institution_id,
          use: q.use,
          hidden: q.hidden === undefined ? undefined : q.hidden === 1,
          keyword: q.keyword?.trim() || undefined,
        }),
        app.repos.albums.imageUses(),
        app.repos.albums.imageInstitutions(),
      ]);
      return ok({ ...page, uses, institutions: owners });
    },
  );

  app.post(
    '/admin/image/hide',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['album'],
        summary: '下架（hidden=1，须填写原因）或恢复（hidden=0）一张已上传的图片；用到它的相册照片随之下架或恢复',
        body: {
          type: 'object',
          required: ['id', 'hidden'],
          properties: { id: { type: 'integer', minimum: 1 }, hidden: { type: 'integer', enum: [0, 1] }, reason: reasonProp },
          additionalProperties: false,
        },
        response: okResponse(ref('Empty')),
      },
    },
    async (request) => {
      const { id, hidden } = request.body;
      const reason = request.body.reason?.trim() ?? '';
      if (hidden === 1 && !reason) throw badInput(ALBUM_MSG.takeDownReasonRequired);
      const m = await app.repos.albums.mediaRow(id);
      if (!m || m.kind !== 'image') throw notFound();
      if (!(await app.repos.albums.setImageHidden(id, hidden === 1, actor(request), reason))) {
        throw refused(hidden === 1 ? ALBUM_MSG.alreadyHidden : ALBUM_MSG.notHidden);
      }
      return ok({});
    },
  );

  app.get(
    '/admin/image/actions',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['album'],
        summary: '照片或图片的处理记录（谁、何时、原因）',
        querystring: { type: 'object', properties: { photo_id: { type: 'integer', minimum: 1 }, media_id: { type: 'integer', minimum: 1 } } },
        response: okResponse(ref('PhotoActionList')),
      },
    },
    async (request) => {
      const { photo_id, media_id } = request.query;
      if (!photo_id && !media_id) throw badInput(ALBUM_MSG.subjectRequired);
      return ok({ list: await app.repos.albums.actions({ photoId: photo_id, mediaId: media_id }) });
    },
  );

  // ---------- public ----------

  app.get(
    '/album/list',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['album'],
        summary: '官网相册列表（已发布赛事中有已通过照片的相册，最新在前）',
        querystring: { type: 'object', properties: { ...pageQuery, competition_id: { type: 'integer', minimum: 1 } } },
        response: okResponse(ref('PublicAlbumList')),
      },
    },
    async (request) => ok(await app.repos.albums.publicList({ ...request.query, competitionId: request.query.competition_id })),
  );

  app.get(
    '/album/info',
    {
      config: { auth: 'public' },
      schema: { tags: ['album'], summary: '官网相册详情（已通过的照片）', querystring: idQuery, response: okResponse(ref('PublicAlbumDetail')) },
    },
    async (request) => {
      const album = await app.repos.albums.publicDetail(request.query.id);
      if (!album) throw notFound();
      return ok(album);
    },
  );

  app.post(
    '/album/report',
    {
      // anonymous visitors too: a JSON body (no cross-site form) and a per-IP limit instead of the CSRF token
      config: { auth: 'public', csrf: false, rateLimit: REPORT_LIMIT },
      schema: {
        tags: ['album'],
        summary: '投诉官网相册中的照片（游客可投诉；每个 IP 每小时最多 10 次）',
        body: {
          type: 'object',
          required: ['photo_id', 'category'],
          properties: {
            photo_id: { type: 'integer', minimum: 1 },
            category: { type: 'string', enum: [...PHOTO_REPORT_CATEGORIES] },
            reason: { type: 'string', maxLength: 500 },
            contact: { type: 'string', maxLength: 64 },
          },
          additionalProperties: false,
        },
        response: okResponse(ref('CreatedId')),
      },
    },
    async (request) => {
      const b = request.body;
      const reason = b.reason?.trim() ?? '';
      if (b.category === '其他' && !reason) throw badInput(ALBUM_MSG.reportReasonRequired);
      if (!(await app.repos.albums.publicPhoto(b.photo_id))) throw notFound();
      const id = await app.repos.albums.createReport({
        photoId: b.photo_id,
        reporterId: request.principal?.userId ?? null,
        category: b.category,
        reason,
        contact: b.contact?.trim() ?? '',
        reporterIp: request.ip,
      });
      return ok({ id });
    },
  );
}
