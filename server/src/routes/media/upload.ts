/** Image and file uploads (multipart, limits enforced while streaming, type by magic bytes, server-side re-encoding, server-generated names). */
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { badInput, refused } from '../../errors.js';
import { ok, okResponse } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';
import {
  FILE_MAX_BYTES,
  IMAGE_MAX_BYTES,
  displayName,
  extensionOf,
  fileMimeOf,
  readLimited,
  reencodeImage,
  type MediaRepository,
} from '../../services/media.js';
import { UPLOAD_MSG } from 'shared/rules';
import type { QuotaBucket } from '../../services/storage-quota.js';
import { newStorageKey } from '../../storage/index.js';
import { grantHeaders, requireGrant } from '../enrolment/grant.js';
import { filePart, mediaUrl, multipartBody, quotaBucketOf, refuseOversize } from './shared.js';

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

export function uploadRoutes(app: ApiInstance) {
  // read per request: a route-only test registers the routes without the media plugin
  const media = () => app.media;
  const bucketOf = (request: FastifyRequest) => quotaBucketOf(app, request);

  /** The media row of a stored object if its quota has room; else the object goes and the upload is refused. */
  const storedWithinQuota = async (key: string, bucket: QuotaBucket | null, row: Parameters<MediaRepository['insert']>[0]) => {
    const stored = await media().repo.insertWithinQuota(row, bucket);
    if ('row' in stored) return stored.row;
    await media().storage.delete(key).catch((error: unknown) => app.log.warn({ err: error, key }, 'refused upload not deleted'));
    throw refused(stored.refused);
  };

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
    const bytes = await readLimited(part.file, IMAGE_MAX_BYTES, () => refuseOversize(request, badInput(UPLOAD_MSG.imageTooLarge(name))));
    if (bytes.length === 0) throw badInput(UPLOAD_MSG.empty);
    const image = await reencodeImage(bytes);
    const key = newStorageKey('img', 'png');
    await media().storage.putBuffer(key, image.png, 'image/png');
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
      const bytes = await readLimited(part.file, FILE_MAX_BYTES, () => refuseOversize(request, badInput(UPLOAD_MSG.fileTooLarge)));
      if (bytes.length === 0) throw badInput(UPLOAD_MSG.empty);
      const ext = extensionOf(name);
      const mime = fileMimeOf(ext);
      const key = newStorageKey('file', ext);
      await media().storage.putBuffer(key, bytes, mime);
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
}
