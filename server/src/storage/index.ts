/**
 * Storage of uploaded media behind one interface (docs/uploads.md): a local folder under DATA_DIR by default,
 * an S3-compatible bucket when MEDIA_S3_BUCKET is set. Keys are server-generated names (`isStorageKey`); no
 * client path ever reaches the storage.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type * as S3Sdk from '@aws-sdk/client-s3';
import type { AppConfig, S3Settings } from '../config.js';

export interface StoredObject {
  stream: Readable;
  /** Bytes in `stream` (the range length for a ranged read). */
  size: number;
  /** Size of the whole object. */
  total: number;
}

/** Inclusive byte range of a ranged read. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface MediaStorage {
  readonly kind: 'local' | 's3';
  /** Stores a local file (moved or uploaded) under `key`. */
  putFile(key: string, filePath: string, mime: string): Promise<void>;
  /** Stores bytes under `key`. */
  putBuffer(key: string, bytes: Buffer, mime: string): Promise<void>;
  /** The object (or the byte range of it), or null when no object has that key. */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
}

const KEY_PATTERN = /^(img|file|video|poster)-[0-9a-f]{32}\.[a-z0-9]{1,8}$/;

/** True for names this server generates (and only those): no slash, no dot-dot, no client text. */
export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** A new server-generated key: `<prefix>-<32 hex>.<ext>`. */
export function newStorageKey(prefix: 'img' | 'file' | 'video' | 'poster', ext: string): string {
  const safeExt = /^[a-z0-9]{1,8}$/.test(ext) ? ext : 'bin';
  return `${prefix}-${randomBytes(16).toString('hex')}.${safeExt}`;
}

function assertKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`invalid storage key ${JSON.stringify(key)}`);
}

export class LocalStorage implements MediaStorage {
  readonly kind = 'local' as const;
  constructor(readonly root: string) {}

  private pathOf(key: string): string {
    assertKey(key);
    // two-level fan-out keeps folders small: img-ab12… → ab/img-ab12…
    const hex = key.slice(key.indexOf('-') + 1, key.indexOf('-') + 3);
    return path.join(this.root, hex, key);
  }

  async putFile(key: string, filePath: string, _mime?: string): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    try {
      await rename(filePath, target);
    } catch {
      await pipeline(createReadStream(filePath), createWriteStream(target));
      await rm(filePath, { force: true });
    }
  }

  async putBuffer(key: string, bytes: Buffer, _mime?: string): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${randomBytes(4).toString('hex')}.tmp`;
    await pipeline(async function* () {
      yield bytes;
    }, createWriteStream(temp));
    await rename(temp, target);
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    if (!isStorageKey(key)) return null;
    const file = this.pathOf(key);
    try {
      const info = await stat(file);
      if (!info.isFile()) return null;
      if (range) {
        const end = Math.min(range.end, info.size - 1);
        return { stream: createReadStream(file, { start: range.start, end }), size: end - range.start + 1, total: info.size };
      }
      return { stream: createReadStream(file), size: info.size, total: info.size };
    } catch {
      return null;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}

type S3Module = typeof S3Sdk;

/** S3-compatible object storage; the SDK is loaded on first use only. */
export class S3Storage implements MediaStorage {
  readonly kind = 's3' as const;
  private client: Promise<{ sdk: S3Module; s3: InstanceType<S3Module['S3Client']> }> | null = null;
  constructor(readonly settings: S3Settings) {}

  private connect() {
    this.client ??= import('@aws-sdk/client-s3').then((sdk) => {
      const { accessKeyId, secretAccessKey } = this.settings;
      const s3 = new sdk.S3Client({
        region: this.settings.region,
        endpoint: this.settings.endpoint ?? undefined,
        forcePathStyle: this.settings.forcePathStyle,
        credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
        // checksums only where the API requires them: a streamed upload is then sent as it is, not as aws-chunked
        // with a trailing checksum, which S3-compatible servers that do not know that framing store as part of the
        // object (a corrupt video); AWS and MinIO accept both
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      });
      return { sdk, s3 };
    });
    return this.client;
  }

  private objectKey(key: string): string {
    assertKey(key);
    return `${this.settings.prefix}${key}`;
  }

  async putFile(key: string, filePath: string, mime: string): Promise<void> {
    const { sdk, s3 } = await this.connect();
    const info = await stat(filePath);
    await s3.send(
      new sdk.PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: this.objectKey(key),
        Body: createReadStream(filePath),
        ContentLength: info.size,
        ContentType: mime,
      }),
    );
    await rm(filePath, { force: true });
  }

  async putBuffer(key: string, bytes: Buffer, mime: string): Promise<void> {
    const { sdk, s3 } = await this.connect();
    await s3.send(new sdk.PutObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key), Body: bytes, ContentType: mime }));
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    if (!isStorageKey(key)) return null;
    const { sdk, s3 } = await this.connect();
    try {
      const out = await s3.send(
        new sdk.GetObjectCommand({
          Bucket: this.settings.bucket,
          Key: this.objectKey(key),
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      if (!out.Body) return null;
      const size = Number(out.ContentLength ?? 0);
      const total = Number(/\/(\d+)$/.exec(out.ContentRange ?? '')?.[1] ?? size);
      return { stream: out.Body as Readable, size, total };
    } catch (error) {
      const name = (error as { name?: string }).name;
      if (name === 'NoSuchKey' || name === 'NotFound') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const { sdk, s3 } = await this.connect();
    await s3.send(new sdk.DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }));
  }
}

/** The media storage of a configuration (created once per app, by the media plugin): S3 when `mediaS3` is set, else `<dataDir>/media`. */
export function createStorage(config: Pick<AppConfig, 'dataDir' | 'mediaS3'>): MediaStorage {
  return config.mediaS3 ? new S3Storage(config.mediaS3) : new LocalStorage(path.join(config.dataDir, 'media'));
}
