/**
 * Media uploads (docs/uploads.md): magic-byte sniffing, server-side image re-encoding (PNG without metadata),
 * size-limited streaming of multipart files, the media rows, and the session-bound video upload credentials.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, eq, inArray, isNull, lt, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../db/client.js';
import { institutions } from '../db/schema/institutions.js';
import { media } from '../db/schema/media.js';
import { users } from '../db/schema/users.js';
import { UPLOAD_MSG } from 'shared/rules';
import { badInput } from '../errors.js';
import { quotaRefusal, type QuotaBucket } from './storage-quota.js';

export const MB = 1024 * 1024;
export const IMAGE_MAX_BYTES = 1 * MB;
export const FILE_MAX_BYTES = 20 * MB;
/** Decompression-bomb guard: at most 40 megapixels. */
export const IMAGE_MAX_PIXELS = 40_000_000;


export type ImageMime = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

/** Image type by magic bytes, never by name or declared type. Null for anything else (HTML, SVG, text…). */
export function sniffImageType(bytes: Buffer): ImageMime | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const head = bytes.subarray(0, 12).toString('latin1');
  if (head.startsWith('GIF87a') || head.startsWith('GIF89a')) return 'image/gif';
  if (head.startsWith('RIFF') && head.slice(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/**
 * A display name from a client file name: the last path segment only, control and path characters removed, at
 * most 100 characters. Used for display and Content-Disposition only — never for storage paths.
 */
export function displayName(raw: string | undefined): string {
  const last = String(raw ?? '').split(/[\\/]/).pop() ?? '';
  const clean = last.replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '').replace(/^\.+/, '').trim();
  return clean.slice(-100) || 'file';
}

/** Lower-case extension of a display name (letters and digits, ≤ 8), or 'bin'. */
export function extensionOf(name: string): string {
  const ext = /\.([A-Za-z0-9]{1,8})$/.exec(name)?.[1]?.toLowerCase();
  return ext ?? 'bin';
}

/** Types a generic file may be served as; anything else is served as application/octet-stream. */
const SAFE_FILE_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  zip: 'application/zip',
  rar: 'application/vnd.rar',
  '7z': 'application/x-7z-compressed',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  mp3: 'audio/mpeg',
  mp4: 'video/mp4',
};

export function fileMimeOf(ext: string): string {
  return SAFE_FILE_TYPES[ext] ?? 'application/octet-stream';
}

/**
 * Reads a multipart file stream into memory up to `limit` bytes. Busboy truncates the part at `limit` and emits
 * 'limit' (it would then silently discard the rest of the part until its end); at that moment the stream is
 * destroyed and `tooLarge()` is the rejection, so an oversized body is neither buffered nor read to its end here.
 */
export function readLimited(file: Readable & { truncated?: boolean }, limit: number, tooLarge: () => Error): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      chunks.length = 0;
      file.destroy();
      reject(error);
    };
    file.on('limit', () => fail(tooLarge()));
    file.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) fail(tooLarge());
      else if (!settled) chunks.push(chunk);
    });
    file.on('error', (error) => fail(error));
    file.on('end', () => {
      if (settled) return;
      if (file.truncated) return fail(tooLarge());
      settled = true;
      resolve(Buffer.concat(chunks, size));
    });
  });
}

export interface EncodedImage {
  png: Buffer;
  width: number;
  height: number;
}

/**
 * Decodes the image (first frame), applies its EXIF orientation and writes a fresh PNG: no EXIF, GPS, ICC, XMP or
 * comments survive. Undecodable data → 只能上传PNG、JPG、GIF、WEBP格式的图片.
 */
export async function reencodeImage(bytes: Buffer): Promise<EncodedImage> {
  if (!sniffImageType(bytes)) throw badInput(UPLOAD_MSG.imageType);
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' })
      .rotate()
      .png({ compressionLevel: 9, adaptiveFiltering: true })
      .toBuffer({ resolveWithObject: true });
    return { png: data, width: info.width, height: info.height };
  } catch {
    throw badInput(UPLOAD_MSG.imageType);
  }
}

export type MediaRow = typeof media.$inferSelect;
/**
 * Status of a partial video upload (kind `part`, tus concatenation): uploading → uploaded (all its bytes are
 * here) → joining (claimed by a final POST) → joined (copied into the final upload, file removed; the row stays
 * until the clean-up so a retried final POST finds the same video) | canceled (tus termination).
 */
export type PartStatus = 'uploading' | 'uploaded' | 'joining' | 'joined' | 'canceled';
export type NewMedia = typeof media.$inferInsert;

/** Rows that hold storage (services/storage-quota.ts): images, files, live videos and parts not yet joined. */
const holdsStorage = or(
  inArray(media.kind, ['image', 'file']),
  and(eq(media.kind, 'video'), inArray(media.status, ['uploading', 'processing', 'ready'])),
  and(eq(media.kind, 'part'), inArray(media.status, ['uploading', 'uploaded', 'joining'])),
);

/** The rows of a quota bucket: an institution's uploads, or a user's own outside the institutions it manages. */
const inBucket = (bucket: QuotaBucket): SQL | undefined =>
  bucket.kind === 'institution'
    ? eq(media.institutionId, bucket.institutionId)
    : and(
        eq(media.ownerUserId, bucket.userId),
        bucket.managed.length ? or(isNull(media.institutionId), notInArray(media.institutionId, bucket.managed)) : undefined,
      );

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export function mediaRepository(db: Db) {
  /** Bytes the bucket holds, leaving out the uploads `exceptUploadIds` (parts a final upload is about to join). */
  const usage = async (exec: Db | Tx, bucket: QuotaBucket, exceptUploadIds: string[] = []): Promise<number> => {
    const [row] = await exec
      .select({ n: sql<string>`coalesce(sum(${media.size}), 0)` })
      .from(media)
      .where(
        and(
          inBucket(bucket),
          holdsStorage,
          exceptUploadIds.length ? or(isNull(media.uploadId), notInArray(media.uploadId, exceptUploadIds)) : undefined,
        ),
      );
    return Number(row?.n ?? 0);
  };
  /** Serialises the quota checks of one bucket: a lock on its institution's or user's row until the transaction ends. */
  const lockBucket = async (tx: Tx, bucket: QuotaBucket) => {
    if (bucket.kind === 'institution') await tx.execute(sql`select id from ${institutions} where ${institutions.id} = ${bucket.institutionId} for update`);
    else await tx.execute(sql`select id from ${users} where ${users.id} = ${bucket.userId} for update`);
  };

  return {
    /** Bytes a quota bucket holds (see services/storage-quota.ts). */
    usage: (bucket: QuotaBucket, exceptUploadIds: string[] = []) => usage(db, bucket, exceptUploadIds),

    /**
     * Inserts the row when its bucket has room for `row.size` — the check and the insert under the bucket's lock, so
     * uploads sent in parallel cannot overfill it; else the Chinese refusal and nothing is inserted. No bucket: no quota.
     */
    async insertWithinQuota(row: NewMedia, bucket: QuotaBucket | null): Promise<{ row: MediaRow } | { refused: string }> {
      if (!bucket) return { row: (await db.insert(media).values(row).returning())[0]! };
      return db.transaction(async (tx) => {
        await lockBucket(tx, bucket);
        const refusal = quotaRefusal(await usage(tx, bucket), row.size ?? 0, bucket.limit);
        if (refusal) return { refused: refusal };
        const [created] = await tx.insert(media).values(row).returning();
        return { row: created! };
      });
    },

    /** Grows an upload's reserved size to `size` (a length declared late) within its bucket; the refusal or null. */
    async reserveWithinQuota(id: number, size: number, bucket: QuotaBucket | null): Promise<string | null> {
      if (!bucket) {
        await db.update(media).set({ size }).where(eq(media.id, id));
        return null;
      }
      return db.transaction(async (tx) => {
        await lockBucket(tx, bucket);
        const [current] = await tx.select({ size: media.size }).from(media).where(eq(media.id, id));
        const refusal = quotaRefusal(await usage(tx, bucket), size - (current?.size ?? 0), bucket.limit);
        if (refusal) return refusal;
        await tx.update(media).set({ size }).where(eq(media.id, id));
        return null;
      });
    },


    async insert(row: NewMedia): Promise<MediaRow> {
      const [created] = await db.insert(media).values(row).returning();
      return created!;
    },
    async byId(id: number): Promise<MediaRow | undefined> {
      const [row] = await db.select().from(media).where(eq(media.id, id)).limit(1);
      return row;
    },

    async byKey(key: string): Promise<MediaRow | undefined> {
      const [row] = await db.select().from(media).where(eq(media.storageKey, key)).limit(1);
      if (row) return row;
      const [poster] = await db.select().from(media).where(eq(media.posterKey, key)).limit(1);
      return poster;
    },
    async byUploadId(uploadId: string): Promise<MediaRow | undefined> {
      const [row] = await db.select().from(media).where(eq(media.uploadId, uploadId)).limit(1);
      return row;
    },
    async update(id: number, patch: Partial<NewMedia>): Promise<void> {
      await db.update(media).set(patch).where(eq(media.id, id));
    },
    /** Videos whose processing was under way (e.g. when the process stopped). */
    async processing(): Promise<MediaRow[]> {
      return db.select().from(media).where(and(eq(media.kind, 'video'), eq(media.status, 'processing')));
    },
    /** Uploads left unfinished since `before` end as failed (their tus files expire too). */
    async failStaleUploads(before: Date): Promise<void> {
      await db
        .update(media)
        .set({ status: 'failed' })
        .where(and(eq(media.kind, 'video'), eq(media.status, 'uploading'), lt(media.createdAt, before)));
    },
    /** The partial uploads (tus concatenation, kind `part`) of one user among `uploadIds`. */
    async partsOf(ownerUserId: number, uploadIds: string[]): Promise<MediaRow[]> {
      if (uploadIds.length === 0) return [];
      return db
        .select()
        .from(media)
        .where(and(eq(media.kind, 'part'), eq(media.ownerUserId, ownerUserId), inArray(media.uploadId, uploadIds)));
    },
    /**
     * Moves the user's parts among `uploadIds` from status `from` to `to` in one statement (a claim: of two
     * requests racing over the same parts only one moves them); resolves with the upload ids it moved.
     */
    async moveParts(ownerUserId: number, uploadIds: string[], from: PartStatus[], to: PartStatus): Promise<string[]> {
      if (uploadIds.length === 0) return [];
      const moved = await db
        .update(media)
        .set({ status: to })
        .where(
          and(
            eq(media.kind, 'part'),
            eq(media.ownerUserId, ownerUserId),
            inArray(media.status, from),
            inArray(media.uploadId, uploadIds),
          ),
        )
        .returning({ uploadId: media.uploadId });
      return moved.map((m) => m.uploadId!);
    },
    /** Parts in one status (e.g. `joining` at start: copies cut off by a stopped process). */
    async partsIn(status: PartStatus): Promise<MediaRow[]> {
      return db.select().from(media).where(and(eq(media.kind, 'part'), eq(media.status, status)));
    },
    /**
     * Removes the rows of parts created before `before` (abandoned, canceled or long joined) — parts being joined
     * only when created before `joiningBefore`; resolves with their upload ids (their tus files go too).
     */
    async removeStaleParts(before: Date, joiningBefore: Date): Promise<string[]> {
      const removed = await db
        .delete(media)
        .where(
          and(
            eq(media.kind, 'part'),
            or(and(ne(media.status, 'joining'), lt(media.createdAt, before)), lt(media.createdAt, joiningBefore)),
          ),
        )
        .returning({ uploadId: media.uploadId });
      return removed.map((m) => m.uploadId!);
    },
    async removeUpload(uploadId: string, ownerUserId: number): Promise<void> {
      await db.delete(media).where(and(eq(media.uploadId, uploadId), eq(media.ownerUserId, ownerUserId)));
    },
  };
}
export type MediaRepository = ReturnType<typeof mediaRepository>;

/** Spec §7 GET /api/video_ks: credentials for our tus endpoint, valid 30 minutes, bound to the session. */
export const VIDEO_KS_TTL_MS = 30 * 60 * 1000;

export interface VideoCredentials {
  keyId: string;
  ks: string;
  token: string;
  Expiration: string;
}

const sign = (sessionSecret: string, ks: string) => createHmac('sha256', sessionSecret).update(ks).digest('hex');

/** `ks` = `<keyId>.<expiry ms>`, `token` = HMAC of ks under the session's secret; the client sends `Upload-Key: ks.token`. */
export function issueVideoCredentials(sessionSecret: string, now = Date.now()): VideoCredentials {
  const keyId = randomBytes(8).toString('hex');
  const expires = now + VIDEO_KS_TTL_MS;
  const ks = `${keyId}.${expires}`;
  return { keyId, ks, token: sign(sessionSecret, ks), Expiration: new Date(expires).toISOString() };
}

export type UploadKeyCheck = 'ok' | 'missing' | 'invalid' | 'expired';

export function checkUploadKey(header: string | undefined, sessionSecret: string, now = Date.now()): UploadKeyCheck {
  if (!header) return 'missing';
  const match = /^([0-9a-f]{16})\.(\d{13})\.([0-9a-f]{64})$/.exec(header.trim());
  if (!match) return 'invalid';
  const [, keyId, expires, token] = match;
  const expected = sign(sessionSecret, `${keyId}.${expires}`);
  if (!timingSafeEqual(Buffer.from(expected), Buffer.from(token!))) return 'invalid';
  return Number(expires) < now ? 'expired' : 'ok';
}
