/**
 * The official site's albums: `/album/list`, `/album/info` (approved photos of approved competitions) and
 * `/album/report`, a complaint about a public photo (anonymous visitors allowed, limited per IP instead of the CSRF
 * token); the platform admin handles complaints in takedowns.ts.
 */
import { badInput, notFound } from '../../errors.js';
import { idQuery, ok, okResponse, pageQuery, ref } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';
import { ALBUM_MSG, PHOTO_REPORT_CATEGORIES } from 'shared/rules';

/** Complaints per IP per hour. */
export const REPORT_LIMIT = { max: 10, timeWindow: 60 * 60 * 1000 };

export function publicAlbumRoutes(app: ApiInstance) {
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
