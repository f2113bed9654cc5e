/**
 * tus uploads in the S3 bucket of MEDIA_S3_* (docs/uploads.md, "S3 mode"): @tus/s3-store keeps each upload as a
 * multipart upload (`<id>`), its record (`<id>.info`) and, between PATCHes shorter than S3's 5 MB part, the bytes
 * not yet in a part (`<id>.part`). Every object of it lies under `<MEDIA_S3_PREFIX>tus/` (the store itself has no
 * prefix: a middleware of its S3 client adds it to every key and takes it off the listed ones), so any API node can
 * resume, join and process any upload.
 */
import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { S3Store, type MetadataValue } from '@tus/s3-store';
import type { KvStore, Upload } from '@tus/server';
import type { Redis } from 'ioredis';
import type { S3Settings } from '../config.js';

/** The prefix of the tus objects inside the media prefix. */
export const tusPrefixOf = (settings: S3Settings) => `${settings.prefix}tus/`;

/**
 * The upload records shared by the nodes (the store reads `<id>.info` once and keeps it here): Redis, each entry for
 * `ttlMs` (an upload forgotten by its client does not stay in Redis for ever; a later read fetches the record again).
 */
export class RedisMetadataCache implements KvStore<MetadataValue> {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly ttlMs: number,
  ) {}

  async get(key: string): Promise<MetadataValue | undefined> {
    const raw = await this.redis.get(`${this.prefix}${key}`);
    return raw ? (JSON.parse(raw) as MetadataValue) : undefined;
  }

  async set(key: string, value: MetadataValue): Promise<void> {
    await this.redis.set(`${this.prefix}${key}`, JSON.stringify(value), 'PX', this.ttlMs);
  }

  async delete(key: string): Promise<void> {
    await this.redis.del(`${this.prefix}${key}`);
  }
}

interface KeyedInput {
  Key?: string;
  Prefix?: string;
  KeyMarker?: string;
  Delete?: { Objects?: { Key?: string }[] };
}

interface ListedUploads {
  Uploads?: { Key?: string }[];
  NextKeyMarker?: string;
}

export interface TusS3Options {
  settings: S3Settings;
  /** Unfinished uploads older than this are removed by `deleteExpired` (the hourly clean-up). */
  expirationPeriodInMilliseconds: number;
  cache?: KvStore<MetadataValue>;
}

/** @tus/s3-store under a key prefix, with what the media routes and the video processing need of the bucket. */
export class TusS3Store extends S3Store {
  readonly prefix: string;

  constructor({ settings, expirationPeriodInMilliseconds, cache }: TusS3Options) {
    const { accessKeyId, secretAccessKey } = settings;
    super({
      s3ClientConfig: {
        bucket: settings.bucket,
        region: settings.region,
        endpoint: settings.endpoint ?? undefined,
        forcePathStyle: settings.forcePathStyle,
        credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
        // as storage/index.ts S3Storage: streamed parts go as they are, not as aws-chunked with a trailing checksum
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      },
      expirationPeriodInMilliseconds,
      // expiry by the hourly clean-up (deleteExpired), not by tags and a bucket lifecycle rule
      useTags: false,
      cache,
    });
    this.prefix = tusPrefixOf(settings);
    const prefix = this.prefix;
    this.client.middlewareStack.add(
      (next, context) => async (args) => {
        const input = args.input as KeyedInput;
        const listing = context.commandName === 'ListMultipartUploadsCommand';
        if (typeof input.Key === 'string') input.Key = `${prefix}${input.Key}`;
        for (const object of input.Delete?.Objects ?? []) if (object.Key) object.Key = `${prefix}${object.Key}`;
        if (listing) {
          input.Prefix = prefix;
          if (input.KeyMarker) input.KeyMarker = `${prefix}${input.KeyMarker}`;
        }
        const result = await next(args);
        if (listing) {
          const output = result.output as ListedUploads;
          const strip = (key: string | undefined) => (key?.startsWith(prefix) ? key.slice(prefix.length) : key);
          for (const upload of output.Uploads ?? []) upload.Key = strip(upload.Key);
          output.NextKeyMarker = strip(output.NextKeyMarker);
        }
        return result;
      },
      { step: 'initialize', name: 'saishiTusKeyPrefix' },
    );
  }

  /** A new upload (or one made again under its id: a join cut off before) never starts from an older cached record. */
  override async create(upload: Upload): Promise<Upload> {
    await this.clearCache(upload.id);
    return super.create(upload);
  }

  /** A length declared late (creation-defer-length) is saved in `<id>.info`; the shared record is read again then. */
  override async declareUploadLength(id: string, length: number): Promise<void> {
    await super.declareUploadLength(id, length);
    await this.clearCache(id);
  }

  /** The size of a finished upload (its completed object), or null when there is none. */
  async finishedSize(id: string): Promise<number | null> {
    try {
      const head = await this.client.headObject({ Bucket: this.bucket, Key: id });
      return Number(head.ContentLength ?? 0);
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  /** The bytes of a finished upload into a local file; false when there is no such upload. */
  async download(id: string, file: string): Promise<boolean> {
    let body: Readable;
    try {
      const out = await this.client.getObject({ Bucket: this.bucket, Key: id });
      if (!out.Body) return false;
      body = out.Body as Readable;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
    await pipeline(body, createWriteStream(file));
    return true;
  }

  /** The finished uploads `ids` one after another, as one stream (each object is opened when its turn comes). */
  concatenated(ids: string[]): Readable {
    const open = (id: string) => this.client.getObject({ Bucket: this.bucket, Key: id });
    return Readable.from(
      (async function* () {
        for (const id of ids) {
          const out = await open(id);
          for await (const chunk of out.Body as Readable) yield chunk as Buffer;
        }
      })(),
    );
  }

  /** Stores bytes as the finished upload `id` (no record: processing needs none; the demo videos). */
  async putFinished(id: string, body: Buffer): Promise<void> {
    await this.client.putObject({ Bucket: this.bucket, Key: id, Body: body });
  }

  /**
   * Removes every object of an upload, finished or not: its multipart upload (aborted), the object, its record and
   * its pending bytes. An upload that is not there is no error.
   */
  async removeAll(id: string): Promise<void> {
    try {
      await this.remove(id);
    } catch {
      // finished (no multipart upload any more) or gone: the objects below are removed all the same
    }
    await this.client.deleteObjects({ Bucket: this.bucket, Delete: { Objects: [{ Key: id }, { Key: `${id}.info` }, { Key: `${id}.part` }] } });
    await this.clearCache(id);
  }
}

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; Code?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.Code === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
}
