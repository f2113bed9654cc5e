/**
 * The lock of a tus upload across API nodes (docs/uploads.md, "S3 mode"): @tus/server locks an upload for each
 * request that reads or writes it (HEAD, PATCH, DELETE). Its MemoryLocker only sees the requests of one process; with
 * uploads in S3 a client may resume on any node, so the lock lives in Redis:
 *
 * - acquire: `SET <prefix><id> <token> NX PX <ttl>`; while held, the key's time is renewed every ttl/3 (a node that
 *   dies lets its locks go within the ttl);
 * - release: only one's own token (a Lua compare-and-delete), then a `released` message wakes the waiters;
 * - a request that finds the upload locked publishes a release request on the channel; the node holding the lock
 *   calls that lock's `requestRelease` (the tus server then ends the older request, e.g. the PATCH of a client that
 *   went away and came back through another node) and the waiter takes the lock when it is released.
 *
 * Without Redis the media plugin uses @tus/server's MemoryLocker (one node).
 */
import { randomBytes } from 'node:crypto';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/server';
import type { Redis } from 'ioredis';

const RELEASE_OWN = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;
const RENEW_OWN = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;

export interface RedisLockerOptions {
  /** Key prefix of the locks; the channel is `<prefix>events`. */
  prefix?: string;
  /** How long a lock lives without renewal (a dead node's lock goes after this). Default 30 s. */
  ttlMs?: number;
  /** How long a request waits for a lock before ERR_LOCK_TIMEOUT (500). Default 30 s, like MemoryLocker. */
  acquireTimeoutMs?: number;
  /** How often a waiter tries again without being woken (a holder that died sends no message). Default 500 ms. */
  retryMs?: number;
}

interface Held {
  token: string;
  requestRelease: RequestRelease;
  renew: NodeJS.Timeout;
}

type Message = { kind: 'release-request' | 'released'; id: string };

export class RedisLocker implements Locker {
  readonly prefix: string;
  readonly ttlMs: number;
  readonly acquireTimeoutMs: number;
  readonly retryMs: number;
  /** The locks this process holds, by upload id. */
  readonly held = new Map<string, Held>();
  /** Waiters of this process, woken by a `released` message of their id. */
  private readonly waiters = new Map<string, Set<() => void>>();
  private readonly subscriber: Redis;
  private readonly ready: Promise<unknown>;
  private readonly channel: string;

  constructor(
    readonly redis: Redis,
    options: RedisLockerOptions = {},
  ) {
    this.prefix = options.prefix ?? 'saishi:tus-lock:';
    this.ttlMs = options.ttlMs ?? 30_000;
    this.acquireTimeoutMs = options.acquireTimeoutMs ?? 30_000;
    this.retryMs = options.retryMs ?? 500;
    this.channel = `${this.prefix}events`;
    // a connection in subscriber mode takes no other commands: its own
    this.subscriber = redis.duplicate();
    this.subscriber.on('error', () => undefined);
    this.subscriber.on('message', (_channel: string, raw: string) => this.onMessage(raw));
    this.ready = this.subscriber.subscribe(this.channel).catch(() => undefined);
  }

  newLock(id: string): Lock {
    return new RedisLock(this, id);
  }

  key(id: string): string {
    return `${this.prefix}${id}`;
  }

  /** Subscribed (the release requests of other nodes reach this one). */
  async whenReady(): Promise<void> {
    await this.ready;
  }

  async publish(message: Message): Promise<void> {
    await this.redis.publish(this.channel, JSON.stringify(message));
  }

  /** Resolves when a `released` message of `id` arrives or after `ms`, whichever first. */
  waitRelease(id: string, ms: number): Promise<void> {
    return new Promise((resolve) => {
      const set = this.waiters.get(id) ?? new Set();
      this.waiters.set(id, set);
      const done = () => {
        clearTimeout(timer);
        set.delete(done);
        if (set.size === 0) this.waiters.delete(id);
        resolve();
      };
      const timer = setTimeout(done, ms);
      set.add(done);
    });
  }

  private onMessage(raw: string): void {
    let message: Message;
    try {
      message = JSON.parse(raw) as Message;
    } catch {
      return;
    }
    if (message.kind === 'release-request') {
      const held = this.held.get(message.id);
      if (held) void Promise.resolve(held.requestRelease()).catch(() => undefined);
    } else if (message.kind === 'released') {
      this.wake(message.id);
    }
  }

  /** Wakes this process's waiters of `id` (they try again at once). */
  wake(id: string): void {
    for (const wake of [...(this.waiters.get(id) ?? [])]) wake();
  }

  /** Stops the subscriber and the renewals (the app's close; the locks of this process expire with their ttl). */
  async close(): Promise<void> {
    for (const held of this.held.values()) clearInterval(held.renew);
    this.held.clear();
    for (const set of this.waiters.values()) for (const wake of [...set]) wake();
    if (this.subscriber.status === 'ready') await this.subscriber.quit().catch(() => this.subscriber.disconnect());
    else this.subscriber.disconnect();
  }
}

class RedisLock implements Lock {
  constructor(
    private readonly locker: RedisLocker,
    private readonly id: string,
  ) {}

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const { locker, id } = this;
    await locker.whenReady();
    const key = locker.key(id);
    const token = randomBytes(16).toString('hex');
    const deadline = Date.now() + locker.acquireTimeoutMs;
    for (;;) {
      if (signal.aborted) throw ERRORS.ERR_LOCK_TIMEOUT;
      if ((await locker.redis.set(key, token, 'PX', locker.ttlMs, 'NX')) === 'OK') {
        const renew = setInterval(() => {
          void locker.redis
            .eval(RENEW_OWN, 1, key, token, String(locker.ttlMs))
            .then((renewed) => {
              // lost (expired while Redis was away, taken by another node): the request holding it ends
              if (renewed === 0 && locker.held.get(id)?.token === token) void Promise.resolve(requestRelease()).catch(() => undefined);
            })
            .catch(() => undefined);
        }, Math.max(1, Math.floor(locker.ttlMs / 3)));
        renew.unref();
        locker.held.set(id, { token, requestRelease, renew });
        return;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw ERRORS.ERR_LOCK_TIMEOUT;
      // ask the holder (on whichever node) to let go, then wait for its release (or try again a little later)
      const released = locker.waitRelease(id, Math.min(locker.retryMs, left));
      const onAbort = () => locker.wake(id);
      signal.addEventListener('abort', onAbort, { once: true });
      try {
        await locker.publish({ kind: 'release-request', id });
        await released;
      } finally {
        signal.removeEventListener('abort', onAbort);
      }
    }
  }

  async unlock(): Promise<void> {
    const { locker, id } = this;
    const held = locker.held.get(id);
    if (!held) throw new Error('Releasing an unlocked lock!');
    clearInterval(held.renew);
    locker.held.delete(id);
    await locker.redis.eval(RELEASE_OWN, 1, locker.key(id), held.token);
    await locker.publish({ kind: 'released', id });
  }
}
