/**
 * TESTS ONLY. s3rver 3.7.1 stores multipart uploads (CreateMultipartUpload, UploadPart, CompleteMultipartUpload) but
 * answers NotImplemented (or nothing) to three calls @tus/s3-store makes: ListParts (`GET /<bucket>/<key>?uploadId`,
 * the offset of an upload), AbortMultipartUpload (`DELETE …?uploadId`, tus termination) and ListMultipartUploads
 * (`GET /<bucket>?uploads`, the expiry). This koa middleware, put first in s3rver's chain, answers them from s3rver's
 * own multipart state on disk: `<directory>/<bucket>/._S3rver_uploads/<uploadId>/` with the files `key`, `metadata`,
 * `<part number>` and `<part number>.md5`.
 */
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type S3rver from 's3rver';

interface KoaContext {
  method: string;
  path: string;
  query: Record<string, string | string[] | undefined>;
  status: number;
  type: string;
  body: unknown;
}

const xmlEscape = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;

function noSuchUpload(ctx: KoaContext, uploadId: string): void {
  ctx.status = 404;
  ctx.type = 'application/xml';
  ctx.body = xml(`<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message><UploadId>${xmlEscape(uploadId)}</UploadId></Error>`);
}

/** Adds ListParts, AbortMultipartUpload and ListMultipartUploads to a (not yet running) s3rver. */
export function addMultipartCalls(server: S3rver): void {
  const uploadsDir = (bucket: string) => server.store.getResourcePath(bucket, undefined, 'uploads');

  const listParts = async (ctx: KoaContext, bucket: string, key: string, uploadId: string) => {
    const dir = path.join(uploadsDir(bucket), uploadId);
    const storedKey = await readFile(path.join(dir, 'key'), 'utf8').catch(() => null);
    if (storedKey !== key) return noSuchUpload(ctx, uploadId);
    const numbers = (await readdir(dir)).filter((name) => /^\d+$/.test(name)).map(Number).sort((a, b) => a - b);
    const marker = Number(ctx.query['part-number-marker'] ?? 0);
    const parts: string[] = [];
    for (const n of numbers.filter((number) => number > marker)) {
      const size = (await stat(path.join(dir, String(n)))).size;
      const md5 = await readFile(path.join(dir, `${n}.md5`), 'utf8').catch(() => '');
      parts.push(`<Part><PartNumber>${n}</PartNumber><ETag>"${md5}"</ETag><Size>${size}</Size></Part>`);
    }
    ctx.status = 200;
    ctx.type = 'application/xml';
    ctx.body = xml(
      `<ListPartsResult><Bucket>${xmlEscape(bucket)}</Bucket><Key>${xmlEscape(key)}</Key><UploadId>${xmlEscape(uploadId)}</UploadId>` +
        `<IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`,
    );
  };

  const abort = async (ctx: KoaContext, bucket: string, key: string, uploadId: string) => {
    const dir = path.join(uploadsDir(bucket), uploadId);
    const storedKey = await readFile(path.join(dir, 'key'), 'utf8').catch(() => null);
    if (storedKey !== key) return noSuchUpload(ctx, uploadId);
    await rm(dir, { recursive: true, force: true });
    ctx.status = 204;
    ctx.body = '';
  };

  const listUploads = async (ctx: KoaContext, bucket: string) => {
    const prefix = String(ctx.query.prefix ?? '');
    const root = uploadsDir(bucket);
    const uploads: string[] = [];
    for (const uploadId of await readdir(root).catch(() => [] as string[])) {
      const key = await readFile(path.join(root, uploadId, 'key'), 'utf8').catch(() => null);
      if (key === null || !key.startsWith(prefix)) continue;
      const initiated = (await stat(path.join(root, uploadId, 'key'))).birthtime.toISOString();
      uploads.push(`<Upload><Key>${xmlEscape(key)}</Key><UploadId>${xmlEscape(uploadId)}</UploadId><Initiated>${initiated}</Initiated></Upload>`);
    }
    ctx.status = 200;
    ctx.type = 'application/xml';
    ctx.body = xml(`<ListMultipartUploadsResult><Bucket>${xmlEscape(bucket)}</Bucket><Prefix>${xmlEscape(prefix)}</Prefix><IsTruncated>false</IsTruncated>${uploads.join('')}</ListMultipartUploadsResult>`);
  };

  server.middleware.unshift(async (ctx: KoaContext, next: () => Promise<unknown>) => {
    // path-style addresses only (forcePathStyle): /<bucket>[/<key>]
    const [, bucket = '', ...rest] = ctx.path.split('/');
    const key = decodeURIComponent(rest.join('/'));
    const uploadId = typeof ctx.query.uploadId === 'string' ? ctx.query.uploadId : null;
    if (bucket && key && uploadId && ctx.method === 'GET') return listParts(ctx, bucket, key, uploadId);
    if (bucket && key && uploadId && ctx.method === 'DELETE') return abort(ctx, bucket, key, uploadId);
    if (bucket && !key && 'uploads' in ctx.query && ctx.method === 'GET') return listUploads(ctx, bucket);
    return next();
  });
}
