/** Video uploads: credentials (/api/video_ks), the tus endpoint /api/upload/video/ (with concatenation) and GET /api/get_video_path. */
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, notFound } from '../../errors.js';
import { ok, okResponse } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';
import { UPLOAD_MSG, VIDEO_UPLOAD_MSG } from 'shared/rules';
import { checkUploadKey, displayName, issueVideoCredentials, type MediaRow } from '../../services/media.js';
import { finalUploadId, parseUploadConcat } from '../../services/media-concat.js';
import { TUS_PATH, UPLOAD_ID_HEADER, VIDEO_MAX_BYTES } from '../../services/media-tus.js';
import { quotaRefusal } from '../../services/storage-quota.js';
import { newStorageKey } from '../../storage/index.js';
import { USE_PATTERN, canSeeUpload, mediaUrl, quotaBucketOf } from './shared.js';

/** Refusals of a final upload (tus concatenation): tus statuses, Chinese envelopes; nothing is changed. */
const VIDEO_TOO_LARGE = `文件超过${VIDEO_MAX_BYTES / 1024 / 1024}M,请重新上传`;

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

export function tusRoutes(app: ApiInstance) {
  // read per request: a route-only test registers the routes without the media plugin
  const media = () => app.media;
  const bucketOf = (request: FastifyRequest, institutionId?: number | null) => quotaBucketOf(app, request, institutionId);

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
    // spread: the reply type of an open result schema has an index signature, which an interface does not
    async (request) => ok({ ...issueVideoCredentials(request.session!.csrfToken) }),
  );

  // tus bodies are raw bytes: leave the stream unread for the tus server.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

  const requireUploadKey = (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers['upload-key'];
    const check = checkUploadKey(typeof header === 'string' ? header : undefined, request.session!.csrfToken);
    if (check === 'expired') {
      reply.header('upload-key-expired', '1');
      throw new AppError(401, 401, UPLOAD_MSG.ksExpired);
    }
    if (check !== 'ok') throw new AppError(403, 403, VIDEO_UPLOAD_MSG.credentialInvalid);
  };

  const handOver = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    await media().tus.handle(request.raw, reply.raw);
  };

  // tus protocol endpoints (raw bytes, tus headers, no JSON body): validated by their schema but kept out of the
  // OpenAPI document, like any upload protocol; docs/uploads.md describes them.
  const tusSchema = (summary: string) => ({ hide: true, tags: ['media'], summary });
  /** The same for an upload's own URL (`/upload/video/<id>`). */
  const uploadIdParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^[0-9a-f]{32}$' } } } as const;
  const tusUploadSchema = (summary: string) => ({ ...tusSchema(summary), params: uploadIdParams });

  const finalCreated = (reply: FastifyReply, vid: string) =>
    reply.code(201).header('tus-resumable', '1.0.0').header('location', `${TUS_PATH}/${vid}`).send('');

  /**
   * `Upload-Concat: final;<url> <url> …` (tus concatenation). Every URL must name one of this user's own complete
   * partial uploads of this endpoint; otherwise the answer is a tus status with a Chinese envelope and nothing
   * changes. The parts are claimed in one statement (of two final POSTs racing over them, one wins; the other gets
   * 423 and, retried, the same video), copied by streaming into the final upload `vid` (named after the parts, so
   * the same list always answers the same video; `TusFiles.join`: files on disk, or objects in S3 written into a new
   * upload of the S3 store), which is then processed like a single upload; the parts' uploads are removed and their
   * rows stay `joined` until the clean-up.
   */
  const createFinal = async (request: FastifyRequest, reply: FastifyReply, partIds: string[]) => {
    const owner = request.user!.id;
    if (request.headers['upload-length'] !== undefined || request.headers['upload-defer-length'] !== undefined) {
      throw new AppError(400, 42200, VIDEO_UPLOAD_MSG.invalid);
    }
    const vid = finalUploadId(owner, partIds);
    const made = await media().repo.byUploadId(vid);
    if (made) {
      if (made.ownerUserId !== owner || made.kind !== 'video') throw new AppError(404, 404, VIDEO_UPLOAD_MSG.notFound);
      return finalCreated(reply, vid);
    }
    const found = new Map((await media().repo.partsOf(owner, partIds)).map((p) => [p.uploadId!, p]));
    // another user's part and an unknown id are the same to the caller
    const parts = partIds.map((id) => found.get(id));
    if (parts.some((p) => !p || p.status === 'canceled' || p.status === 'joined')) throw new AppError(404, 404, VIDEO_UPLOAD_MSG.notFound);
    if (parts.some((p) => p!.status === 'joining')) throw new AppError(423, 423, VIDEO_UPLOAD_MSG.busy);
    if (parts.some((p) => p!.status !== 'uploaded')) throw new AppError(400, 40000, VIDEO_UPLOAD_MSG.incomplete);
    let total = 0;
    for (const [i, id] of partIds.entries()) {
      const size = await media().files.size(id);
      if (size === null) throw new AppError(404, 404, VIDEO_UPLOAD_MSG.notFound);
      if (size !== parts[i]!.size) throw new AppError(400, 40000, VIDEO_UPLOAD_MSG.incomplete);
      total += size;
    }
    if (total > VIDEO_MAX_BYTES) throw new AppError(413, 42200, VIDEO_TOO_LARGE);
    // the parts hold their declared room in the quota; the video takes it over (it must still fit: the quota may be lower now)
    const bucket = bucketOf(request);
    const overQuota = bucket && quotaRefusal(await media().repo.usage(bucket, partIds), total, bucket.limit);
    if (overQuota) throw new AppError(413, 40000, overQuota);

    const claimed = await media().repo.moveParts(owner, partIds, ['uploaded'], 'joining');
    if (claimed.length !== partIds.length) {
      await media().repo.moveParts(owner, claimed, ['joining'], 'uploaded');
      throw new AppError(423, 423, VIDEO_UPLOAD_MSG.busy);
    }
    const meta = uploadMetadata(request);
    let row: MediaRow;
    try {
      // the tus record first, so that a copy cut off by a stopped process expires like any unfinished upload
      const written = await media().files.join(partIds, vid, total, meta.filename ?? '');
      if (written !== total) throw new Error(`joined ${written} of ${total} bytes`);
      row = await media().repo.insert({
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
      await media().files.remove(vid);
      await media().repo.moveParts(owner, partIds, ['joining'], 'uploaded');
      throw error;
    }
    await media().repo.moveParts(owner, partIds, ['joining'], 'joined');
    for (const id of partIds) await media().files.remove(id);
    void media().videos.process(row);
    return finalCreated(reply, vid);
  };

  for (const url of ['/upload/video', '/upload/video/']) {
    app.options(url, { config: { auth: 'public' }, schema: tusSchema('tus：服务端支持的版本与扩展（Tus-Extension）') }, handOver);
    app.post(
      url,
      { schema: tusSchema('tus：创建视频上传（Upload-Length，Upload-Metadata filename；Upload-Concat partial 或 final）') },
      async (request, reply) => {
        requireUploadKey(request, reply);
        const concat = parseUploadConcat(request.headers['upload-concat'], TUS_PATH);
        if (concat.kind === 'invalid') throw new AppError(400, 42200, VIDEO_UPLOAD_MSG.invalid);
        if (concat.kind === 'final') return createFinal(request, reply, concat.ids);
        const partial = concat.kind === 'partial';
        const id = randomBytes(16).toString('hex');
        const meta = uploadMetadata(request);
        const length = Number(request.headers['upload-length']);
        // a part is a video's slice: no media of its own (the final POST makes the video's row), same owner rules;
        // its declared length takes its room in the quota now (a deferred length: at the PATCH that declares it)
        const stored = await media().repo.insertWithinQuota(
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
        if (reply.raw.statusCode >= 400) await media().repo.update(row.id, { status: partial ? 'canceled' : 'failed' });
      },
    );
  }

  const ownUpload = async (request: FastifyRequest, uploadId: string) => {
    const row = await media().repo.byUploadId(uploadId);
    if (!row || row.ownerUserId !== request.user!.id || (row.kind !== 'video' && row.kind !== 'part')) throw notFound();
    setRawHeader(request.raw, UPLOAD_ID_HEADER, null);
    return row;
  };

  app.head('/upload/video/:id', { schema: tusUploadSchema('tus：查询已上传的字节数（断点续传）') }, async (request, reply) => {
    const row = await ownUpload(request, request.params.id);
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

  app.patch('/upload/video/:id', { schema: tusUploadSchema('tus：追加一段视频数据（1M 分片）') }, async (request, reply) => {
    requireUploadKey(request, reply);
    const row = await ownUpload(request, request.params.id);
    if (row.status !== 'uploading') throw new AppError(200, 40000, VIDEO_UPLOAD_MSG.done);
    // bytes beyond the room taken at creation (a length declared late): within the quota, before they are written
    const declared = Math.max(Number(request.headers['upload-length']) || 0, (Number(request.headers['upload-offset']) || 0) + (Number(request.headers['content-length']) || 0));
    if (declared > row.size) {
      const overQuota = await media().repo.reserveWithinQuota(row.id, Math.min(declared, VIDEO_MAX_BYTES), bucketOf(request, row.institutionId));
      if (overQuota) throw new AppError(413, 40000, overQuota);
    }
    await handOver(request, reply);
  });

  app.delete('/upload/video/:id', { schema: tusUploadSchema('tus：取消上传并删除已上传的数据') }, async (request, reply) => {
    requireUploadKey(request, reply);
    const row = await ownUpload(request, request.params.id);
    if (row.kind === 'part') {
      // a part being joined or joined belongs to a finished video
      const canceled = await media().repo.moveParts(row.ownerUserId!, [row.uploadId!], ['uploading', 'uploaded'], 'canceled');
      if (canceled.length === 0) throw new AppError(200, 40000, VIDEO_UPLOAD_MSG.done);
      await handOver(request, reply);
      return;
    }
    if (row.status !== 'uploading') throw new AppError(200, 40000, VIDEO_UPLOAD_MSG.done);
    await handOver(request, reply);
    if (reply.raw.statusCode === 204) await media().repo.update(row.id, { status: 'canceled' });
  });

  app.get(
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
      const row = await media().repo.byUploadId(request.query.vid);
      // a partial upload is no video of its own: its vid is the final upload's
      if (!row || row.kind !== 'video' || !canSeeUpload(request, row)) throw notFound();
      if (row.status === 'failed' || row.status === 'canceled') throw new AppError(200, 40000, UPLOAD_MSG.videoFailed);
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
