/** GET /api/media/:key: uploaded media served with its Cache-Control, ETag and (videos) byte ranges. */
import { notFound } from '../../errors.js';
import type { MediaRow } from '../../services/media.js';
import { isStorageKey } from '../../storage/index.js';
import { canSeeUpload } from './shared.js';
import type { ApiInstance } from '../../http/type-provider.js';

/**
 * Uses whose media is private (documents of reviews: licences, identity cards, certificates, applications; the
 * replay MP4 an organiser downloads from 已播列表): served only to the uploader, managers of its institution and
 * platform admins; all other media is public by its key until it is taken down (`media.hidden`).
 */
export const PRIVATE_USES: ReadonlySet<string> = new Set(['licence', 'id_card', 'certificate', 'application', 'enrolment', 'live_replay_file']);

/**
 * Cache-Control of what /api/media/:key serves (docs/uploads.md, Caching):
 * - private or taken down: never stored by a shared cache or kept by the browser;
 * - public but possibly taken down later — images (图片管理 takes any down), videos and their posters (a hidden or
 *   deleted video or live room takes them down): kept 5 minutes by any cache, then revalidated with the ETag (a key's
 *   bytes never change, so a 304 costs no body) — a takedown reaches every cache within 5 minutes;
 * - public files (attachments): nothing takes them down, so a year, immutable.
 */
export const MEDIA_CACHE = {
  private: 'private, no-store',
  takedownable: 'public, max-age=300, must-revalidate',
  immutable: 'public, max-age=31536000, immutable',
} as const;

export function mediaCacheControl(row: Pick<MediaRow, 'kind' | 'use' | 'hidden'>): string {
  if (PRIVATE_USES.has(row.use) || row.hidden) return MEDIA_CACHE.private;
  return row.kind === 'file' ? MEDIA_CACHE.immutable : MEDIA_CACHE.takedownable;
}

function parseRange(header: string | undefined, total: number): { start: number; end: number } | null | 'invalid' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (!match[1] && !match[2])) return 'invalid';
  let start: number;
  let end: number;
  if (!match[1]) {
    start = Math.max(0, total - Number(match[2]));
    end = total - 1;
  } else {
    start = Number(match[1]);
    end = match[2] ? Math.min(Number(match[2]), total - 1) : total - 1;
  }
  if (start > end || start >= total) return 'invalid';
  return { start, end };
}

export function serveRoutes(app: ApiInstance) {
  // read per request: a route-only test registers the routes without the media plugin
  const media = () => app.media;

  app.get(
    '/media/:key',
    {
      config: { auth: 'public' },
      schema: {
        // binary answers (no JSON envelope on success): out of the OpenAPI document, described in docs/uploads.md
        hide: true,
        tags: ['media'],
        summary: '读取已上传的图片、文件或视频（nosniff；文件以附件下载；支持 Range）',
        params: { type: 'object', required: ['key'], properties: { key: { type: 'string', maxLength: 64 } } },
      },
    },
    async (request, reply) => {
      const { key } = request.params;
      if (!isStorageKey(key)) throw notFound();
      const row = await media().repo.byKey(key);
      if (!row || row.kind === 'part' || (row.kind === 'video' && row.status !== 'ready')) throw notFound();
      // taken down (图片管理 / 图片投诉): served only to its uploader, its institution and platform admins
      const isPrivate = PRIVATE_USES.has(row.use) || row.hidden;
      if (isPrivate && (!request.principal || !canSeeUpload(request, row))) throw notFound();
      const isPoster = row.posterKey === key;
      const mime = isPoster ? 'image/png' : row.mime;
      const cacheControl = mediaCacheControl(row);
      // the bytes of a key never change: the key is the validator
      const etag = `"${key}"`;
      if (cacheControl !== MEDIA_CACHE.private && request.headers['if-none-match']?.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) {
        return reply.code(304).header('etag', etag).header('cache-control', cacheControl).send();
      }
      const head = await media().storage.get(key);
      if (!head) throw notFound();
      head.stream.destroy();
      const range = row.kind === 'video' && !isPoster ? parseRange(request.headers.range, head.total) : null;
      if (range === 'invalid') {
        return reply.code(416).header('content-range', `bytes */${head.total}`).header('x-content-type-options', 'nosniff').send('');
      }
      const object = range ? await media().storage.get(key, range) : await media().storage.get(key);
      if (!object) throw notFound();
      reply
        .header('content-type', mime)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; img-src 'self'; media-src 'self'; sandbox")
        .header('cache-control', cacheControl)
        .header('accept-ranges', row.kind === 'video' ? 'bytes' : 'none')
        .header('content-length', String(object.size));
      if (cacheControl !== MEDIA_CACHE.private) reply.header('etag', etag);
      if (row.kind === 'file') {
        reply.header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(row.name)}`);
      }
      if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.start + object.size - 1}/${object.total}`);
      return reply.send(object.stream);
    },
  );
}
