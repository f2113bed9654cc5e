/**
 * Media routes (docs/uploads.md): image and file uploads (multipart, limits enforced while streaming, type by magic
 * bytes, server-side re-encoding, server-generated names), GET /api/media/:key, video upload credentials
 * (/api/video_ks), the tus endpoint /api/upload/video/ and GET /api/get_video_path.
 */
import { randomBytes } from 'node:crypto';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import multipart, { type MultipartFile } from '@fastify/multipart';
import { FileStore } from '@tus/file-store';
import { Server as TusServer, Upload } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { canManageInstitution } from '../../access/institutions.js';
import { AppError, badInput, notFound, refused } from '../../errors.js';
import { ok, okResponse } from '../../http/envelope.js';
import {
  FILE_MAX_BYTES,
  IMAGE_MAX_BYTES,
  MEDIA_MSG,
  checkUploadKey,
  displayName,
  extensionOf,
  fileMimeOf,
  issueVideoCredentials,
  mediaRepository,
  readLimited,
  reencodeImage,
  type MediaRepository,
  type MediaRow,
} from '../../services/media.js';
import { concatenateFiles, finalUploadId, parseUploadConcat } from '../../services/media-concat.js';
import { quotaBucketFor, quotaRefusal, type QuotaBucket } from '../../services/storage-quota.js';
import { createVideoProcessor, type VideoProcessor } from '../../services/media-video.js';
import { createStorage, isStorageKey, newStorageKey, type MediaStorage } from '../../storage/index.js';
import { grantHeaders, requireGrant } from '../enrolment/grant.js';

export const VIDEO_MAX_BYTES = 2 * 1024 * 1024 * 1024;
/** Unfinished tus uploads (and partial uploads of a video) expire after a day; the clean-up runs every hour. */
export const TUS_EXPIRY_MS = 24 * 60 * 60 * 1000;
const TUS_CLEANUP_MS = 60 * 60 * 1000;
export const TUS_PATH = '/api/upload/video';
const UPLOAD_ID_HEADER = 'x-saishi-upload-id';

export interface MediaServices {
  storage: MediaStorage;
  repo: MediaRepository;
  videos: VideoProcessor;
  tusDir: string;
}

const registry = new WeakMap<object, MediaServices>();
/** The media services of an app (tests wait for `videos.idle()`). */
export function mediaServicesOf(app: FastifyInstance): MediaServices {
  const services = registry.get(app.server);
  if (!services) throw new Error('media routes not registered');
  return services;
}

/** Queues again the videos left in `processing` whose uploaded file this node has; resolves with their count. */
export async function resumeVideoProcessing(services: MediaServices): Promise<number> {
  let queued = 0;
  for (const row of await services.repo.processing()) {
    const file = path.join(services.tusDir, row.uploadId ?? '');
    if (!row.uploadId || !(await stat(file).catch(() => null))) continue;
    void services.videos.process(row, file);
    queued += 1;
  }
  return queued;
}

/** Removes a tus upload's file and its record (`<id>.json`), if there. */
async function removeTusFile(tusDir: string, id: string): Promise<void> {
  await rm(path.join(tusDir, id), { force: true });
  await rm(path.join(tusDir, `${id}.json`), { force: true });
}

/**
 * The hourly clean-up of video uploads (beside the tus server's own expiry of unfinished files): videos still
 * uploading a day after their creation are marked failed; partial uploads (tus concatenation) go a day after their
 * creation whatever their state — rows and files — except parts being joined, which wait a second day.
 */
export async function expireVideoUploads(services: MediaServices, now = Date.now()): Promise<void> {
  const before = new Date(now - TUS_EXPIRY_MS);
  await services.repo.failStaleUploads(before);
  for (const id of await services.repo.removeStaleParts(before, new Date(now - 2 * TUS_EXPIRY_MS))) {
    await removeTusFile(services.tusDir, id);
  }
}

/**
 * At start: parts left `joining` by a stopped process go back to `uploaded` when this node has their files, so the
 * client's retried final POST can join them (a half-written final file is overwritten then, or expires).
 */
export async function releaseInterruptedJoins(services: MediaServices): Promise<number> {
  let released = 0;
  for (const part of await services.repo.partsIn('joining')) {
    if (!(await stat(path.join(services.tusDir, part.uploadId!)).catch(() => null))) continue;
    released += (await services.repo.moveParts(part.ownerUserId!, [part.uploadId!], ['joining'], 'uploaded')).length;
  }
  return released;
}

const USE_PATTERN = /^[a-z_]{0,32}$/;

/** Refusals of a final upload (tus concatenation): tus statuses, Chinese envelopes; nothing is changed. */
export const CONCAT_MSG = {
  invalid: '分片上传地址无效',
  notFound: '分片上传不存在或已过期，请重新上传',
  incomplete: '分片尚未上传完成',
  busy: '视频正在合并，请稍后重试',
  tooLarge: `文件超过${VIDEO_MAX_BYTES / 1024 / 1024}M,请重新上传`,
} as const;

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

const mediaUrl = (key: string) => `/api/media/${key}`;

const uploadedImage = {
  type: 'object',
  required: ['id', 'url', 'width', 'height', 'size'],
  properties: {
    id: { type: 'integer' },
    url: { type: 'string' },
    width: { type: 'integer' },
    height: { type: 'integer' },
    size: { type: 'integer' },
  },
} as const;

const uploadedFile = {
  type: 'object',
  required: ['id', 'url', 'name', 'size', 'mime'],
  properties: {
    id: { type: 'integer' },
    url: { type: 'string' },
    name: { type: 'string' },
    size: { type: 'integer' },
    mime: { type: 'string' },
  },
} as const;

const videoPath = {
  type: 'object',
  required: ['path'],
  properties: {
    path: { type: 'string' },
    poster: { type: 'string' },
    duration: { type: 'number' },
    width: { type: 'integer' },
    height: { type: 'integer' },
  },
} as const;

const multipartBody = {
  description: 'multipart/form-data：字段 use（可选，用途），随后字段 file（文件）',
};

/** The single `file` part of a multipart upload (fields before it, such as `use`, are read too). */
async function filePart(request: FastifyRequest, limit: number): Promise<{ part: MultipartFile; use: string }> {
  if (!request.isMultipart()) throw badInput(MEDIA_MSG.noFile);
  let part: MultipartFile | undefined;
  try {
    part = await request.file({ limits: { fileSize: limit, files: 1, fields: 4, fieldSize: 200, parts: 6 } });
  } catch {
    throw badInput(MEDIA_MSG.noFile);
  }
  if (!part || part.fieldname !== 'file') {
    part?.file.resume();
    throw badInput(MEDIA_MSG.noFile);
  }
  const field = part.fields.use as { type?: string; value?: unknown } | undefined;
  const use = field && field.type === 'field' ? String(field.value ?? '') : '';
  if (!USE_PATTERN.test(use)) {
    part.file.resume();
    throw badInput('用途格式错误');
  }
  return { part, use };
}

/** After refusing an oversized body, at most this much of its rest is read and discarded… */
export const OVERSIZE_DRAIN_BYTES = 64 * 1024 * 1024;
/** …for at most this long; then the connection is closed. */
export const OVERSIZE_DRAIN_MS = 30_000;

/**
 * Oversized body: the refusal is answered at once. Browsers read an answer only after sending the whole body, so the
 * rest is read and thrown away (memory stays flat) up to OVERSIZE_DRAIN_BYTES / OVERSIZE_DRAIN_MS — like a proxy's
 * lingering close; a sender of more (a 500 MB stream) loses its connection instead.
 */
function refuseOversize(request: FastifyRequest, error: Error): Error {
  const raw = request.raw;
  const socket = raw.socket;
  // (injected requests have no real socket)
  if (raw.complete || typeof socket?.destroy !== 'function') return error;
  let drained = 0;
  const stop = () => socket.destroy();
  const timer = setTimeout(stop, OVERSIZE_DRAIN_MS);
  socket.once('close', () => clearTimeout(timer));
  raw.once('end', () => clearTimeout(timer));
  setImmediate(() => {
    raw.on('data', (chunk: Buffer) => {
      drained += chunk.length;
      if (drained > OVERSIZE_DRAIN_BYTES) stop();
    });
    raw.resume();
  });
  return error;
}

/** The uploader, the platform admin and the managers of its institution (members of 121 manage nothing of it). */
function canSeeUpload(request: FastifyRequest, row: MediaRow): boolean {
  const principal = request.principal!;
  if (row.ownerUserId === principal.userId || principal.isPlatformAdmin) return true;
  return row.institutionId !== null && canManageInstitution(principal, row.institutionId);
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

/** Sets (or with null removes) a header on the raw request, in both `headers` and `rawHeaders` (the tus server reads either). */
function setRawHeader(raw: FastifyRequest['raw'], name: string, value: string | null): void {
  delete raw.headers[name];
  const kept: string[] = [];
  for (let i = 0; i + 1 < raw.rawHeaders.length; i += 2) {
    if (raw.rawHeaders[i]!.toLowerCase() !== name) kept.push(raw.rawHeaders[i]!, raw.rawHeaders[i + 1]!);
  }
  if (value !== null) {
    raw.headers[name] = value;
    kept.push(name, value);
  }
  raw.rawHeaders.splice(0, raw.rawHeaders.length, ...kept);
}

/** The tus Upload-Metadata of a creation: the client's file name (display only) and its `use` when well formed. */
function uploadMetadata(request: FastifyRequest): { filename: string | undefined; use: string } {
  const meta = decodeMetadata(request.headers['upload-metadata'] as string | undefined);
  return { filename: meta.filename, use: USE_PATTERN.test(meta.use ?? '') ? (meta.use ?? '') : '' };
}

function decodeMetadata(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of String(header ?? '').split(',')) {
    const [k, v] = pair.trim().split(' ');
    if (!k) continue;
    try {
      out[k] = v ? Buffer.from(v, 'base64').toString('utf8') : '';
    } catch {
      out[k] = '';
    }
  }
  return out;
}

export default async function mediaRoutes(app: FastifyInstance) {
  const storage = createStorage(app.config.dataDir);
  const repo = mediaRepository(app.database.db);
  const videos = createVideoProcessor(repo, storage, app.log);
  const tusDir = path.join(app.config.dataDir, 'tus');
  registry.set(app.server, { storage, repo, videos, tusDir });

  await app.register(multipart, {
    limits: { fileSize: FILE_MAX_BYTES, files: 1, fields: 4, fieldSize: 200, parts: 6, headerPairs: 50 },
  });

  /** The media row of a stored object if its quota has room; else the object goes and the upload is refused. */
  const storedWithinQuota = async (key: string, bucket: QuotaBucket | null, row: Parameters<MediaRepository['insert']>[0]) => {
    const stored = await repo.insertWithinQuota(row, bucket);
    if ('row' in stored) return stored.row;
    await storage.delete(key).catch((error: unknown) => app.log.warn({ err: error, key }, 'refused upload not deleted'));
    throw refused(stored.refused);
  };
  /** The quota an upload of this request fills (services/storage-quota.ts). */
  const bucketOf = (request: FastifyRequest, institutionId: number | null = request.session!.activeInstitution) =>
    quotaBucketFor(request.principal!, institutionId, app.config);

  /**
   * One uploaded image part: read within the 1 MB limit (refused while streaming), re-encoded as PNG (metadata
   * dropped), stored under a server-generated key and recorded as ready media.
   */
  const storeImage = async (
    request: FastifyRequest,
    part: MultipartFile,
    owner: { ownerUserId: number | null; institutionId: number | null; use: string },
    bucket: QuotaBucket | null,
  ) => {
    const name = displayName(part.filename);
    const bytes = await readLimited(part.file, IMAGE_MAX_BYTES, () => refuseOversize(request, badInput(MEDIA_MSG.imageTooLarge(name))));
    if (bytes.length === 0) throw badInput(MEDIA_MSG.empty);
    const image = await reencodeImage(bytes);
    const key = newStorageKey('img', 'png');
    await storage.putBuffer(key, image.png, 'image/png');
    const row = await storedWithinQuota(key, bucket, {
      ...owner,
      kind: 'image',
      storageKey: key,
      name,
      mime: 'image/png',
      size: image.png.length,
      width: image.width,
      height: image.height,
      status: 'ready',
    });
    return { id: row.id, url: mediaUrl(key), width: image.width, height: image.height, size: image.png.length };
  };

  app.post(
    '/upload/image',
    {
      schema: {
        tags: ['media'],
        summary: '上传图片（≤1M，PNG/JPG/GIF/WEBP，服务端重新编码为 PNG 并去除元数据）',
        description: multipartBody.description,
        consumes: ['multipart/form-data'],
        response: okResponse(uploadedImage),
      },
    },
    async (request) => {
      const { part, use } = await filePart(request, IMAGE_MAX_BYTES);
      return ok(await storeImage(request, part, { ownerUserId: request.user!.id, institutionId: request.session!.activeInstitution, use }, bucketOf(request)));
    },
  );

  // 入驻申请 (official/tisch): anonymous applicants upload document images under their enrolment grant
  // (X-Enrolment-Token, issued after the SMS code of their mobile was verified). Same checks as /upload/image;
  // the media is private (use 'enrolment': only platform admins read it) and recorded against the verified mobile.
  app.post(
    '/upload/enrolment_image',
    {
      config: { auth: 'public', csrf: 'grant', rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: ['media'],
        summary: '入驻申请上传证明材料图片（需 X-Enrolment-Token；≤1M，PNG/JPG/GIF/WEBP，重新编码为 PNG）',
        description: multipartBody.description,
        consumes: ['multipart/form-data'],
        headers: grantHeaders,
        response: okResponse(uploadedImage),
      },
    },
    async (request) => {
      const grant = await requireGrant(app, request);
      const { part } = await filePart(request, IMAGE_MAX_BYTES);
      // anonymous applicants (30 a minute per IP, 1 MB each) have no quota of their own
      const image = await storeImage(request, part, { ownerUserId: null, institutionId: null, use: 'enrolment' }, null);
      await app.repos.enrolment.recordUpload(image.id, grant);
      return ok(image);
    },
  );

  app.post(
    '/upload/file',
    {
      schema: {
        tags: ['media'],
        summary: '上传文件（≤20M，不能为空）',
        description: multipartBody.description,
        consumes: ['multipart/form-data'],
        response: okResponse(uploadedFile),
      },
    },
    async (request) => {
      const { part, use } = await filePart(request, FILE_MAX_BYTES);
      const name = displayName(part.filename);
      const bytes = await readLimited(part.file, FILE_MAX_BYTES, () => refuseOversize(request, badInput(MEDIA_MSG.fileTooLarge)));
      if (bytes.length === 0) throw badInput(MEDIA_MSG.empty);
      const ext = extensionOf(name);
      const mime = fileMimeOf(ext);
      const key = newStorageKey('file', ext);
      await storage.putBuffer(key, bytes, mime);
      const row = await storedWithinQuota(key, bucketOf(request), {
        ownerUserId: request.user!.id,
        institutionId: request.session!.activeInstitution,
        kind: 'file',
        use,
        storageKey: key,
        name,
        mime,
        size: bytes.length,
        status: 'ready',
      });
      return ok({ id: row.id, url: mediaUrl(key), name, size: bytes.length, mime });
    },
  );

  app.get<{ Params: { key: string } }>(
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
      const row = await repo.byKey(key);
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
      const head = await storage.get(key);
      if (!head) throw notFound();
      head.stream.destroy();
      const range = row.kind === 'video' && !isPoster ? parseRange(request.headers.range, head.total) : null;
      if (range === 'invalid') {
        return reply.code(416).header('content-range', `bytes */${head.total}`).header('x-content-type-options', 'nosniff').send('');
      }
      const object = range ? await storage.get(key, range) : await storage.get(key);
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

  // ---- video: credentials, tus endpoint, processing state ----

  app.get(
    '/video_ks',
    {
      schema: {
        tags: ['media'],
        summary: '视频上传凭证（30 分钟内有效，绑定当前会话；请求头 Upload-Key: ks.token）',
        response: okResponse({
          type: 'object',
          required: ['keyId', 'ks', 'token', 'Expiration'],
          properties: { keyId: { type: 'string' }, ks: { type: 'string' }, token: { type: 'string' }, Expiration: { type: 'string' } },
        }),
      },
    },
    async (request) => ok(issueVideoCredentials(request.session!.csrfToken)),
  );

  // The FileStore keeps every upload — single, partial or final — as a file named by its id in DATA_DIR/tus. It has
  // no concatenation (and @tus/server's PostHandler refuses Upload-Concat): partial uploads are plain uploads to it
  // and the final POST is answered by createFinal below. Advertised in Tus-Extension (OPTIONS) all the same.
  const datastore = new FileStore({ directory: tusDir, expirationPeriodInMilliseconds: TUS_EXPIRY_MS });
  datastore.extensions = [...datastore.extensions, 'concatenation'];
  const tus = new TusServer({
    path: TUS_PATH,
    datastore,
    maxSize: VIDEO_MAX_BYTES,
    relativeLocation: true,
    respectForwardedHeaders: false,
    namingFunction: (req) => {
      const id = req.headers.get(UPLOAD_ID_HEADER);
      if (!id || !/^[0-9a-f]{32}$/.test(id)) throw { status_code: 400, body: 'missing upload id' };
      return id;
    },
    onUploadFinish: async (_req, upload) => {
      const row = await repo.byUploadId(upload.id);
      if (row?.kind === 'part') {
        // a complete part waits for the final POST that joins it
        await repo.update(row.id, { size: upload.size ?? row.size });
        await repo.moveParts(row.ownerUserId!, [upload.id], ['uploading'], 'uploaded');
      } else if (row && row.status === 'uploading') {
        await repo.update(row.id, { status: 'processing', size: upload.size ?? row.size });
        void videos.process({ ...row, status: 'processing' }, path.join(tusDir, upload.id));
      }
      return {};
    },
  });

  // After a restart: videos that were being processed are processed again (when this node has their file), parts
  // whose copy into a final upload was cut off can be joined again; every hour expired unfinished uploads and parts
  // are removed and the rows of unfinished videos marked failed.
  let cleanup: NodeJS.Timeout | null = null;
  const cleanUp = async () => {
    await tus.cleanUpExpiredUploads().catch((error: unknown) => app.log.error({ err: error }, 'tus clean-up failed'));
    await expireVideoUploads({ storage, repo, videos, tusDir }).catch((error: unknown) => app.log.error({ err: error }, 'video upload clean-up failed'));
  };
  app.addHook('onReady', async () => {
    await resumeVideoProcessing({ storage, repo, videos, tusDir });
    await releaseInterruptedJoins({ storage, repo, videos, tusDir });
    cleanup = setInterval(() => void cleanUp(), TUS_CLEANUP_MS);
    cleanup.unref();
  });
  app.addHook('preClose', async () => {
    if (cleanup) clearInterval(cleanup);
    await videos.idle();
  });

  // tus bodies are raw bytes: leave the stream unread for the tus server.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

  const requireUploadKey = (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers['upload-key'];
    const check = checkUploadKey(typeof header === 'string' ? header : undefined, request.session!.csrfToken);
    if (check === 'expired') {
      reply.header('upload-key-expired', '1');
      throw new AppError(401, 401, MEDIA_MSG.ksExpired);
    }
    if (check !== 'ok') throw new AppError(403, 403, '上传凭证无效');
  };

  const handOver = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    await tus.handle(request.raw, reply.raw);
  };

  // tus protocol endpoints (raw bytes, tus headers, no JSON body): validated by their schema but kept out of the
  // OpenAPI document, like any upload protocol; docs/uploads.md describes them.
  const tusSchema = (summary: string, withId: boolean) => ({
    hide: true,
    tags: ['media'],
    summary,
    ...(withId
      ? { params: { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^[0-9a-f]{32}$' } } } }
      : {}),
  });

  const finalCreated = (reply: FastifyReply, vid: string) =>
    reply.code(201).header('tus-resumable', '1.0.0').header('location', `${TUS_PATH}/${vid}`).send('');

  /**
   * `Upload-Concat: final;<url> <url> …` (tus concatenation). Every URL must name one of this user's own complete
   * partial uploads of this endpoint; otherwise the answer is a tus status with a Chinese envelope and nothing
   * changes. The parts are claimed in one statement (of two final POSTs racing over them, one wins; the other gets
   * 423 and, retried, the same video), copied by streaming into the final upload `vid` (named after the parts, so
   * the same list always answers the same video), which is then processed like a single upload; the parts' files
   * are removed and their rows stay `joined` until the clean-up.
   */
  const createFinal = async (request: FastifyRequest, reply: FastifyReply, partIds: string[]) => {
    const owner = request.user!.id;
    if (request.headers['upload-length'] !== undefined || request.headers['upload-defer-length'] !== undefined) {
      throw new AppError(400, 42200, CONCAT_MSG.invalid);
    }
    const vid = finalUploadId(owner, partIds);
    const made = await repo.byUploadId(vid);
    if (made) {
      if (made.ownerUserId !== owner || made.kind !== 'video') throw new AppError(404, 404, CONCAT_MSG.notFound);
      return finalCreated(reply, vid);
    }
    const found = new Map((await repo.partsOf(owner, partIds)).map((p) => [p.uploadId!, p]));
    // another user's part and an unknown id are the same to the caller
    const parts = partIds.map((id) => found.get(id));
    if (parts.some((p) => !p || p.status === 'canceled' || p.status === 'joined')) throw new AppError(404, 404, CONCAT_MSG.notFound);
    if (parts.some((p) => p!.status === 'joining')) throw new AppError(423, 423, CONCAT_MSG.busy);
    if (parts.some((p) => p!.status !== 'uploaded')) throw new AppError(400, 40000, CONCAT_MSG.incomplete);
    const files = partIds.map((id) => path.join(tusDir, id));
    let total = 0;
    for (const [i, file] of files.entries()) {
      const size = (await stat(file).catch(() => null))?.size;
      if (size === undefined) throw new AppError(404, 404, CONCAT_MSG.notFound);
      if (size !== parts[i]!.size) throw new AppError(400, 40000, CONCAT_MSG.incomplete);
      total += size;
    }
    if (total > VIDEO_MAX_BYTES) throw new AppError(413, 42200, CONCAT_MSG.tooLarge);
    // the parts hold their declared room in the quota; the video takes it over (it must still fit: the quota may be lower now)
    const bucket = bucketOf(request);
    const overQuota = bucket && quotaRefusal(await repo.usage(bucket, partIds), total, bucket.limit);
    if (overQuota) throw new AppError(413, 40000, overQuota);

    const claimed = await repo.moveParts(owner, partIds, ['uploaded'], 'joining');
    if (claimed.length !== partIds.length) {
      await repo.moveParts(owner, claimed, ['joining'], 'uploaded');
      throw new AppError(423, 423, CONCAT_MSG.busy);
    }
    const meta = uploadMetadata(request);
    const file = path.join(tusDir, vid);
    let row: MediaRow;
    try {
      // the tus record first, so that a copy cut off by a stopped process expires like any unfinished upload
      await datastore.configstore.set(
        vid,
        new Upload({ id: vid, size: total, offset: 0, metadata: { filename: meta.filename ?? '' }, creation_date: new Date().toISOString() }),
      );
      const written = await concatenateFiles(files, file);
      if (written !== total) throw new Error(`joined ${written} of ${total} bytes`);
      row = await repo.insert({
        ownerUserId: owner,
        institutionId: request.session!.activeInstitution,
        kind: 'video',
        use: meta.use,
        storageKey: newStorageKey('video', 'bin'),
        name: displayName(meta.filename),
        mime: 'video/*',
        size: total,
        uploadId: vid,
        status: 'processing',
      });
    } catch (error) {
      await removeTusFile(tusDir, vid);
      await repo.moveParts(owner, partIds, ['joining'], 'uploaded');
      throw error;
    }
    await repo.moveParts(owner, partIds, ['joining'], 'joined');
    for (const id of partIds) await removeTusFile(tusDir, id);
    void videos.process(row, file);
    return finalCreated(reply, vid);
  };

  for (const url of ['/upload/video', '/upload/video/']) {
    app.options(url, { config: { auth: 'public' }, schema: tusSchema('tus：服务端支持的版本与扩展（Tus-Extension）', false) }, handOver);
    app.post(
      url,
      { schema: tusSchema('tus：创建视频上传（Upload-Length，Upload-Metadata filename；Upload-Concat partial 或 final）', false) },
      async (request, reply) => {
        requireUploadKey(request, reply);
        const concat = parseUploadConcat(request.headers['upload-concat'], TUS_PATH);
        if (concat.kind === 'invalid') throw new AppError(400, 42200, CONCAT_MSG.invalid);
        if (concat.kind === 'final') return createFinal(request, reply, concat.ids);
        const partial = concat.kind === 'partial';
        const id = randomBytes(16).toString('hex');
        const meta = uploadMetadata(request);
        const length = Number(request.headers['upload-length']);
        // a part is a video's slice: no media of its own (the final POST makes the video's row), same owner rules;
        // its declared length takes its room in the quota now (a deferred length: at the PATCH that declares it)
        const stored = await repo.insertWithinQuota(
          {
            ownerUserId: request.user!.id,
            institutionId: request.session!.activeInstitution,
            kind: partial ? 'part' : 'video',
            use: partial ? '' : meta.use,
            storageKey: newStorageKey('video', 'bin'),
            name: partial ? '' : displayName(meta.filename),
            mime: 'video/*',
            size: Number.isSafeInteger(length) && length >= 0 && length <= VIDEO_MAX_BYTES ? length : 0,
            uploadId: id,
            status: 'uploading',
          },
          bucketOf(request),
        );
        if ('refused' in stored) throw new AppError(413, 40000, stored.refused);
        const row = stored.row;
        setRawHeader(request.raw, UPLOAD_ID_HEADER, id);
        if (partial) {
          setRawHeader(request.raw, 'upload-concat', null);
          reply.raw.setHeader('Upload-Concat', 'partial');
        }
        await handOver(request, reply);
        if (reply.raw.statusCode >= 400) await repo.update(row.id, { status: partial ? 'canceled' : 'failed' });
      },
    );
  }

  const ownUpload = async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const row = await repo.byUploadId(request.params.id);
    if (!row || row.ownerUserId !== request.user!.id || (row.kind !== 'video' && row.kind !== 'part')) throw notFound();
    setRawHeader(request.raw, UPLOAD_ID_HEADER, null);
    return row;
  };

  app.head<{ Params: { id: string } }>('/upload/video/:id', { schema: tusSchema('tus：查询已上传的字节数（断点续传）', true) }, async (request, reply) => {
    const row = await ownUpload(request);
    if (row.kind === 'part') {
      if (row.status === 'joining' || row.status === 'joined') {
        // copied into its final upload (its file is gone): complete, so a client retrying the final POST gets there
        return reply
          .code(200)
          .header('tus-resumable', '1.0.0')
          .header('upload-offset', String(row.size))
          .header('upload-length', String(row.size))
          .header('upload-concat', 'partial')
          .header('cache-control', 'no-store')
          .send('');
      }
      reply.raw.setHeader('Upload-Concat', 'partial');
    }
    await handOver(request, reply);
  });

  app.patch<{ Params: { id: string } }>('/upload/video/:id', { schema: tusSchema('tus：追加一段视频数据（1M 分片）', true) }, async (request, reply) => {
    requireUploadKey(request, reply);
    const row = await ownUpload(request);
    if (row.status !== 'uploading') throw new AppError(200, 40000, '该视频已上传完成');
    // bytes beyond the room taken at creation (a length declared late): within the quota, before they are written
    const declared = Math.max(Number(request.headers['upload-length']) || 0, (Number(request.headers['upload-offset']) || 0) + (Number(request.headers['content-length']) || 0));
    if (declared > row.size) {
      const overQuota = await repo.reserveWithinQuota(row.id, Math.min(declared, VIDEO_MAX_BYTES), bucketOf(request, row.institutionId));
      if (overQuota) throw new AppError(413, 40000, overQuota);
    }
    await handOver(request, reply);
  });

  app.delete<{ Params: { id: string } }>('/upload/video/:id', { schema: tusSchema('tus：取消上传并删除已上传的数据', true) }, async (request, reply) => {
    requireUploadKey(request, reply);
    const row = await ownUpload(request);
    if (row.kind === 'part') {
      // a part being joined or joined belongs to a finished video
      const canceled = await repo.moveParts(row.ownerUserId!, [row.uploadId!], ['uploading', 'uploaded'], 'canceled');
      if (canceled.length === 0) throw new AppError(200, 40000, '该视频已上传完成');
      await handOver(request, reply);
      return;
    }
    if (row.status !== 'uploading') throw new AppError(200, 40000, '该视频已上传完成');
    await handOver(request, reply);
    if (reply.raw.statusCode === 204) await repo.update(row.id, { status: 'canceled' });
  });

  app.get<{ Querystring: { vid: string } }>(
    '/get_video_path',
    {
      schema: {
        tags: ['media'],
        summary: '视频处理结果：处理中 path 为空字符串（客户端每 2 秒查询一次）',
        querystring: { type: 'object', required: ['vid'], properties: { vid: { type: 'string', pattern: '^[0-9a-f]{32}$' } } },
        response: okResponse(videoPath),
      },
    },
    async (request) => {
      const row = await repo.byUploadId(request.query.vid);
      // a partial upload is no video of its own: its vid is the final upload's
      if (!row || row.kind !== 'video' || !canSeeUpload(request, row)) throw notFound();
      if (row.status === 'failed' || row.status === 'canceled') throw new AppError(200, 40000, MEDIA_MSG.videoFailed);
      if (row.status !== 'ready') return ok({ path: '' });
      return ok({
        path: mediaUrl(row.storageKey),
        poster: mediaUrl(row.posterKey),
        duration: row.duration,
        width: row.width,
        height: row.height,
      });
    },
  );
}
