/**
 * The caches of a node (issue 26): public answers (官网 home, the competition list, a competition's page: routes with
 * `config.cache`) kept serialised, and compressed on first demand, and session lookups (plugins/app/auth.ts).
 *
 * Invalidation: every write through the API empties both caches of this node before its answer goes out, and, with
 * Redis (REDIS_URL), of every other node through one pub/sub channel. An answer computed while a write happened is
 * not kept (the generation it started with is gone). What changes outside the API (jobs, the command line) is seen
 * after at most `ttlMs`, the time an entry lives. Without Redis (one node, the embedded database) the channel is not
 * needed; with Redis away, other nodes see a write after at most `ttlMs` too — a request never fails because of it.
 */
import { randomBytes } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Redis } from 'ioredis';
import { withTimeout } from './ttl-cache.js';

/** A map whose entries live `ttlMs` and of which at most `maxEntries` are kept (the oldest written goes first). */
export class ExpiringMap<V> {
  private readonly entries = new Map<string, { at: number; value: V }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.at >= this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V): void {
    if (this.ttlMs <= 0) return;
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { at: this.now(), value });
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

export type ContentEncoding = 'br' | 'gzip';

/**
 * The encoding to answer in for an Accept-Encoding header: brotli before gzip, as the compress plugin prefers
 * (plugins/external/compress.ts); null for none (absent, identity, or every offered one refused with q=0).
 */
export function pickEncoding(header: string | undefined): ContentEncoding | null {
  if (!header) return null;
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name!.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/** A public answer as it went out: its JSON, and its compressed forms once some client asked for them. */
export class CachedResponse {
  private readonly encoded: Partial<Record<ContentEncoding, Buffer>> = {};

  /** the JSON's size in bytes (UTF-8) */
  readonly bytes: number;

  constructor(readonly json: string) {
    this.bytes = Buffer.byteLength(json);
  }

  /** The body in `encoding`, compressed as the compress plugin would (brotli quality 5, gzip level 6), once. */
  body(encoding: ContentEncoding): Buffer {
    let body = this.encoded[encoding];
    if (!body) {
      body =
        encoding === 'br'
          ? brotliCompressSync(this.json, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: this.bytes } })
          : gzipSync(this.json, { level: 6 });
      this.encoded[encoding] = body;
    }
    return body;
  }
}

/** Answers bigger than this are not kept (a page of a list is a few tens of KB). */
export const CACHED_RESPONSE_MAX_CHARS = 512 * 1024;
/**
 * The compress plugin's threshold: answers compressed as they go out start at 4 KiB. Below it, compressing each answer
 * costs more than the bytes it saves: brotli's or gzip's per-answer start-up dominates, and a 1.3 KB answer
 * (GET /api/user/info) compressed went out at half the requests/s of the same answer as it is, to save about 900 bytes.
 */
export const COMPRESS_THRESHOLD_BYTES = 4096;
/** A kept answer is compressed once, the first time a client asks for it: from 1 KiB. */
export const CACHED_COMPRESS_THRESHOLD_BYTES = 1024;

export interface NodeCaches<S> {
  readonly ttlMs: number;
  /**
   * Whether entries may be read and written now: a cache time above 0 and, when the node has Redis, a live
   * subscription to the other nodes' invalidations (a node that cannot hear them keeps nothing).
   */
  readonly enabled: boolean;
  /** Changes at every invalidation: an answer computed across one is not kept. */
  readonly generation: number;
  /** Public answers by URL. */
  readonly responses: ExpiringMap<CachedResponse>;
  /** Live sessions by the cookie's id. */
  readonly sessions: ExpiringMap<S>;
  /** Empties this node's caches, and every other node's through Redis; resolves once the message is sent. */
  invalidate(): Promise<void>;
  /** Subscribes to the other nodes' invalidations (a second Redis connection). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export function createNodeCaches<S>({
  ttlMs,
  redis,
  channel,
  onRedisError,
  now = Date.now,
}: {
  ttlMs: number;
  redis: Redis | null;
  /** The pub/sub channel, one per database (nodes of one deployment share it). */
  channel: string;
  onRedisError: (error: unknown) => void;
  now?: () => number;
}): NodeCaches<S> {
  const responses = new ExpiringMap<CachedResponse>(ttlMs, 1000, now);
  const sessions = new ExpiringMap<S>(ttlMs, 10_000, now);
  // this node's own messages come back through the channel: recognised by this id and not applied twice
  const nodeId = randomBytes(8).toString('hex');
  let generation = 0;
  let subscriber: Redis | null = null;
  let subscribed = false;

  const clearLocal = () => {
    generation += 1;
    responses.clear();
    sessions.clear();
  };

  return {
    ttlMs,
    get enabled() {
      return ttlMs > 0 && (!redis || (subscribed && subscriber?.status === 'ready'));
    },
    get generation() {
      return generation;
    },
    responses,
    sessions,
    async invalidate() {
      clearLocal();
      if (!redis || !subscribed || redis.status !== 'ready') return;
      await withTimeout(redis.publish(channel, nodeId), 250).catch(onRedisError);
    },
    async ready() {
      if (!redis || subscriber || ttlMs <= 0) return;
      subscriber = redis.duplicate();
      subscriber.on('error', onRedisError);
      subscriber.on('message', (_channel: string, from: string) => {
        if (from !== nodeId) clearLocal();
      });
      const subscribe = async (s: Redis) => {
        await s
          .subscribe(channel)
          .then(() => (subscribed = true))
          .catch(onRedisError);
      };
      // back after a lost connection (ioredis subscribes again by itself once it had): what the other nodes wrote
      // meanwhile was not heard, so nothing kept from before is trusted
      subscriber.on('ready', () => {
        clearLocal();
        if (!subscribed && subscriber) void subscribe(subscriber);
      });
      // a start waits at most 2 s for it (the node keeps nothing until then; the subscription goes on meanwhile)
      await withTimeout(subscribe(subscriber), 2_000).catch(onRedisError);
    },
    async close() {
      const s = subscriber;
      subscriber = null;
      subscribed = false;
      if (!s) return;
      if (s.status === 'ready') await s.quit().catch(() => s.disconnect());
      else s.disconnect();
    },
  };
}
