/**
 * The video library (视频): back office `/admin/video*` (视频列表, backVideoList: list, info, create, edit, delete,
 * publish/hide) and the public routes `/official/video_categories`, `/official/videos`, `/official/video`.
 * A video is a tus upload (routes/media) that the server has processed; it can be published only once its media is
 * ready, and the public site shows only published videos whose media is ready. Access: ./access.ts.
 */
import path from 'node:path';
import { mkdir, readFile, rm } from 'node:fs/promises';
import type { FastifyRequest } from 'fastify';
import type { Principal } from '../../access/principal.js';
import { isEmptyEdit, NOTHING_TO_CHANGE, VIDEO_CATEGORIES, VIDEO_MSG, videoFieldChanges, videoPublishProblem, videoStatusMove } from 'shared/rules';
import { badInput, forbidden, notFound, refused } from '../../errors.js';
import { idQuery, ok, okResponse, pageQuery, ref } from '../../http/envelope.js';
import type { ApiInstance, FieldsOf } from '../../http/type-provider.js';
import type { VideoFields } from '../../repositories/videos.js';
import { isStorageKey } from '../../storage/index.js';
import { canManageCompetition } from '../../access/competitions.js';
import { canManageVideosFor, videoScope } from './access.js';
import { DEMO_VIDEO_USE, generateDemoVideo } from './demo-video.js';

const CATEGORY = { type: 'integer', enum: VIDEO_CATEGORIES.map((c) => c.id) } as const;
const STATUS = { type: 'string', enum: ['published', 'hidden'] } as const;

const videoFields = {
  competition_id: { type: ['integer', 'null'], minimum: 1 },
  category: CATEGORY,
  title: { type: 'string', minLength: 1, maxLength: 100 },
  description: { type: 'string', maxLength: 1000 },
  video_url: { type: 'string', maxLength: 512 },
  vid: { type: 'string', pattern: '^[0-9a-f]{32}$' },
  cover: { type: 'string', maxLength: 512 },
} as const;

type VideoBody = FieldsOf<typeof videoFields>;

const MEDIA_URL = /^\/api\/media\/([A-Za-z0-9._-]{1,64})$/;

export default async function videoRoutes(app: ApiInstance) {
  const actor = (request: FastifyRequest) => ({ userId: request.principal!.userId, ip: request.ip });
  // read per request: a route-only test registers the routes without repositories
  const repo = () => app.repos.videos;
  /** A video's media is public while the video is published; hidden or deleted, it is taken down (repositories/media-takedowns.ts). */
  const takedowns = () => app.repos.mediaTakedowns;

  /**
   * The competition (with its institution and management grants) if the caller manages it, else undefined. Whoever
   * manages a competition (src/access/competitions.ts: its institution's managers and the holders of its permission
   * code) manages its videos too, as its albums.
   */
  const managedCompetition = async (principal: Principal, competitionId: number) => {
    const c = await app.repos.albums.competitionForAccess(competitionId);
    return c && canManageCompetition(principal, c, c.grants) ? c : undefined;
  };

  /**
   * The video if the caller manages it — a video manager of its institution, or a manager of its competition (then
   * `viaCompetition`: the video stays within competitions that caller manages); 404 otherwise (another tenant's video
   * does not exist for it).
   */
  const managed = async (principal: Principal, id: number) => {
    const v = await repo().findForAccess(id);
    if (!v) throw notFound();
    if (canManageVideosFor(principal, v.institutionId)) return { ...v, viaCompetition: false };
    const c = v.competitionId === null ? undefined : await managedCompetition(principal, v.competitionId);
    if (!c || c.institutionId !== v.institutionId) throw notFound();
    return { ...v, viaCompetition: true };
  };

  /** The media named by `video_url` (a processed upload) or `vid` (a tus upload id), if the caller may use it. */
  const mediaOf = async (principal: Principal, b: VideoBody, institutionId: number | null) => {
    let by: { key?: string; uploadId?: string };
    if (b.video_url !== undefined && b.video_url.trim() !== '') {
      const match = MEDIA_URL.exec(b.video_url.trim());
      if (!match || !isStorageKey(match[1]!)) throw badInput(VIDEO_MSG.badVideo);
      by = { key: match[1] };
    } else if (b.vid) by = { uploadId: b.vid };
    else return undefined;
    const m = await repo().mediaBy(by);
    const mine =
      m &&
      (principal.isPlatformAdmin ||
        m.ownerUserId === principal.userId ||
        (m.institutionId !== null && m.institutionId === institutionId));
    if (!m || m.kind !== 'video' || !mine || m.status === 'canceled') throw badInput(VIDEO_MSG.badVideo);
    if (m.status === 'failed') throw badInput(VIDEO_MSG.failed);
    return m;
  };

  /** `viaCompetition`: the caller manages the video through its competition only, so it may move it only to another competition it manages. */
  const toFields = async (principal: Principal, b: VideoBody, institutionId: number | null, currentCover?: string, viaCompetition = false): Promise<VideoFields> => {
    const named = typeof b.competition_id === 'number' ? b.competition_id : null;
    const competitionOwner = named === null ? undefined : (await repo().competitionOwner(named))?.institutionId;
    const competitionManaged = viaCompetition && named !== null && Boolean(await managedCompetition(principal, named));
    const checked = videoFieldChanges(b, { institutionId, currentCover, competitionOwner, viaCompetition, competitionManaged });
    if ('problem' in checked) throw badInput(checked.problem);
    const { competition_id, ...f } = checked.changes;
    const m = await mediaOf(principal, b, institutionId);
    return { ...f, ...(competition_id !== undefined && { competitionId: competition_id }), ...(m && { mediaId: m.id }) };
  };

  // ---------- back office ----------

  app.get(
    '/admin/video/list',
    {
      schema: {
        tags: ['video'],
        summary: '视频列表（平台管理员：全部，可按机构筛选；机构：本机构的视频；competition_id：该赛事的视频，管理该赛事者可读）',
        querystring: {
          type: 'object',
          properties: {
            ...pageQuery,
            category: CATEGORY,
            status: STATUS,
            keyword: { type: 'string', maxLength: 64 },
            institution_id: { type: 'integer', minimum: 1 },
            competition_id: { type: 'integer', minimum: 1 },
          },
        },
        response: okResponse(ref('VideoList')),
      },
    },
    async (request) => {
      const q = request.query;
      const filter = { category: q.category, status: q.status, keyword: q.keyword?.trim(), start: q.start, count: q.count };
      if (q.competition_id !== undefined) {
        // a competition's videos (视频 of its management menu): those of its institution attached to it
        const c = await managedCompetition(request.principal!, q.competition_id);
        if (!c || (q.institution_id !== undefined && q.institution_id !== c.institutionId)) throw notFound();
        return ok(await repo().list({ ...filter, scope: [c.institutionId], competitionId: c.id }));
      }
      const own = videoScope(request.principal!);
      let scope: 'all' | number[];
      if (own === 'all') scope = q.institution_id ? [q.institution_id] : 'all';
      else {
        if (own.length === 0 || (q.institution_id && !own.includes(q.institution_id))) throw forbidden();
        scope = q.institution_id ? [q.institution_id] : own;
      }
      return ok(await repo().list({ ...filter, scope }));
    },
  );

  app.get(
    '/admin/video/info',
    { schema: { tags: ['video'], summary: '视频详情（后台）', querystring: idQuery, response: okResponse(ref('Video')) } },
    async (request) => {
      const v = await managed(request.principal!, request.query.id);
      return ok((await repo().info(v.id))!);
    },
  );

  app.post(
    '/admin/video',
    {
      schema: {
        tags: ['video'],
        summary: '新增视频（video_url：已处理完成的视频地址，或 vid：上传编号；publish 为 1 时同时发布，需视频已处理完成；只给 competition_id 时归该赛事的机构，管理该赛事者可新增）',
        body: {
          type: 'object',
          required: ['title', 'category'],
          properties: { institution_id: { type: ['integer', 'null'], minimum: 1 }, ...videoFields, publish: { type: 'integer', enum: [0, 1] } },
          additionalProperties: false,
        },
        response: okResponse(ref('CreatedId')),
      },
    },
    async (request) => {
      const principal = request.principal!;
      const b = request.body;
      // a video added from a competition's 视频 page belongs to the competition's institution
      const competition = typeof b.competition_id === 'number' ? await managedCompetition(principal, b.competition_id) : undefined;
      const institutionId =
        b.institution_id !== undefined
          ? b.institution_id
          : competition
            ? competition.institutionId
            : principal.isPlatformAdmin
              ? null
              : (request.session!.activeInstitution ?? null);
      const viaCompetition = !canManageVideosFor(principal, institutionId);
      if (viaCompetition && competition?.institutionId !== institutionId) throw forbidden();
      if (institutionId !== null && !(await repo().institutionExists(institutionId))) throw notFound();
      const f = await toFields(principal, b, institutionId, undefined, viaCompetition);
      if (f.mediaId === undefined) throw badInput(VIDEO_MSG.noVideo);
      if (b.publish === 1) {
        const m = await repo().mediaBy(b.video_url?.trim() ? { key: MEDIA_URL.exec(b.video_url.trim())![1] } : { uploadId: b.vid });
        const problem = videoPublishProblem(m!.status);
        if (problem) throw refused(problem);
      }
      const id = await repo().create({ ...f, title: f.title!, category: f.category!, mediaId: f.mediaId, institutionId }, actor(request));
      if (b.publish === 1) {
        await repo().setStatus(id, 'published', false, actor(request));
        await takedowns().restore({ ids: [f.mediaId] });
      }
      return ok({ id });
    },
  );

  app.put(
    '/admin/video',
    {
      schema: {
        tags: ['video'],
        summary: '修改视频（分类、标题、简介、封面、赛事，或换一个视频文件）',
        body: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 }, ...videoFields }, additionalProperties: false },
        response: okResponse(ref('CreatedId')),
      },
    },
    async (request) => {
      const { id, ...b } = request.body;
      const v = await managed(request.principal!, id);
      const f = await toFields(request.principal!, b, v.institutionId, v.cover, v.viaCompetition);
      if (isEmptyEdit(f)) throw badInput(NOTHING_TO_CHANGE);
      await repo().update(id, f, actor(request));
      // a published video whose new file is not processed yet goes back to hidden
      if (f.mediaId !== undefined && v.status === 'published') {
        const after = await repo().findForAccess(id);
        if (after && after.mediaStatus !== 'ready') await repo().setStatus(id, 'hidden', v.adminHidden, actor(request));
        else await takedowns().restore({ ids: [f.mediaId] });
      }
      // the file it no longer shows is no longer public for it
      if (f.mediaId !== undefined && f.mediaId !== v.mediaId) await takedowns().takeDown({ ids: [v.mediaId] });
      return ok({ id });
    },
  );

  app.delete(
    '/admin/video',
    { schema: { tags: ['video'], summary: '删除视频', querystring: idQuery, response: okResponse(ref('Empty')) } },
    async (request) => {
      const v = await managed(request.principal!, request.query.id);
      await repo().remove(v.id, actor(request));
      await takedowns().takeDown({ ids: [v.mediaId] });
      return ok({});
    },
  );

  app.post(
    '/admin/video/status',
    {
      schema: {
        tags: ['video'],
        summary: '发布或隐藏视频（发布需视频已处理完成；平台管理员可隐藏任何视频，被平台隐藏的视频机构不能再发布）',
        body: {
          type: 'object',
          required: ['id', 'status'],
          properties: { id: { type: 'integer', minimum: 1 }, status: STATUS },
          additionalProperties: false,
        },
        response: okResponse(ref('Empty')),
      },
    },
    async (request) => {
      const principal = request.principal!;
      const { id, status } = request.body;
      const v = await managed(principal, id);
      const move = videoStatusMove(status, v, principal.isPlatformAdmin);
      if ('refusal' in move) throw refused(move.refusal);
      await repo().setStatus(id, status, move.adminHidden, actor(request));
      // a hidden video's media is taken down, a published one's served again
      if (status === 'published') await takedowns().restore({ ids: [v.mediaId] });
      else await takedowns().takeDown({ ids: [v.mediaId] });
      return ok({});
    },
  );

  // ---------- public ----------

  app.get(
    '/official/video_categories',
    {
      config: { auth: 'public' },
      schema: { tags: ['video'], summary: '视频分类（固定列表）', response: okResponse(ref('VideoCategories')) },
    },
    async () => ok({ list: VIDEO_CATEGORIES.map((c) => ({ ...c })) }),
  );

  app.get(
    '/official/videos',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['video'],
        summary: '官网视频列表（已发布且处理完成的视频，最新在前，可按分类、赛事筛选）',
        querystring: {
          type: 'object',
          properties: { ...pageQuery, category: CATEGORY, keyword: { type: 'string', maxLength: 64 }, competition_id: { type: 'integer', minimum: 1 } },
        },
        response: okResponse(ref('PublicVideoList')),
      },
    },
    async (request) => {
      const q = request.query;
      return ok(await repo().publicList({ start: q.start, count: q.count, category: q.category, keyword: q.keyword?.trim(), competitionId: q.competition_id }));
    },
  );

  app.get(
    '/official/video',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['video'],
        summary: '官网视频详情（计一次播放；含同分类的相关视频）',
        querystring: idQuery,
        response: okResponse(ref('PublicVideoDetail')),
      },
    },
    async (request) => {
      const v = await repo().publicInfo(request.query.id);
      if (!v) throw notFound();
      return ok(v);
    },
  );

  // ---------- demo videos ----------
  // The demo seed (db/seed-videos.ts) leaves its videos' media in `processing` without a file; at start a tiny
  // real MP4 is generated with ffmpeg for each and handed to the normal video processing (probe, poster, storage):
  // in DATA_DIR/tus, or (uploads in S3) generated there and stored as the finished upload in the bucket.
  let demo: Promise<void> = Promise.resolve();
  app.addHook('onReady', async function generateDemoVideos() {
    const services = app.media;
    for (const row of await services.repo.processing()) {
      if (row.use !== DEMO_VIDEO_USE || !row.uploadId) continue;
      const uploadId = row.uploadId;
      if ((await services.files.size(uploadId)) !== null) continue;
      const file = path.join(services.tusDir, uploadId);
      demo = demo
        .then(async () => {
          await mkdir(services.tusDir, { recursive: true });
          await generateDemoVideo(file, row.name);
          if (services.files.kind === 's3') {
            await services.files.putFinished(uploadId, await readFile(file));
            await rm(file, { force: true });
          }
          void services.videos.process(row);
        })
        .catch(async (error: unknown) => {
          app.log.warn({ err: error, media: row.id }, '演示视频生成失败');
          await services.repo.update(row.id, { status: 'failed' }).catch(() => undefined);
        });
    }
  });
  app.addHook('preClose', async () => {
    await demo;
    // (a route-only test registers the routes without the media plugin)
    if (app.hasDecorator('media')) await app.media.videos.idle();
  });
}
