/**
 * 比分推送 (live scores pushed to viewers, issue 25). After a score change commits (services/scores.ts: a live
 * start, update or stop, a final score or its correction) `publish` stores one event — the public views of the
 * fixtures it changed — and broadcasts it; every open stream of that competition (GET
 * /official/competition/live/stream, routes/competition/live-stream.ts) writes it to its viewer.
 *
 * Across API processes: with Redis (REDIS_URL) the event goes through one pub/sub channel that every node
 * subscribes to, so a viewer connected to another node gets it too; without Redis the broadcast stays in this
 * process (one node: the embedded database). The stored events let a viewer that reconnects (Last-Event-ID) or
 * polls (GET /official/competition/live/events, for proxies that block streaming) catch up on any node.
 *
 * Order: an event's message only says that its competition has news. The node then reads the competition's stored
 * events after the oldest its streams have (one read per competition per message, however many viewers) and hands
 * them over in id order, one read at a time per competition. A competition's ids follow commit order (`publish`
 * takes each under the competition's lock, lockCompetition), so an event whose message comes late — its node was
 * slow between the commit and the publish — is read with a later one instead of being stepped over.
 *
 * A stream that stays quiet gets a comment line every HEARTBEAT_MS, so proxies keep it open and a dead viewer is
 * noticed; one timer serves every stream of the node, and runs only while some stream is open.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { Db } from '../db/client.js';
import type { Repositories } from '../repositories/index.js';
import type { StoredScoreEvent } from '../repositories/score-events.js';
import { fixtureViews } from './schedule-view.js';
import { databaseCacheKey, withTimeout } from './ttl-cache.js';
import { databaseOf } from '../config.js';

export const HEARTBEAT_MS = 20_000;

/** Stored events read at a time when a node catches its streams up. */
const CATCH_UP_PAGE = 100;

/** The live-score channel of a database: the nodes of one deployment share it; another deployment on the same Redis has its own. */
export function scoreEventChannel(database: string): string {
  return databaseCacheKey(database, 'score-events');
}

/** An open stream of one viewer, as the route writes it. */
export interface ScoreStream {
  /** the id of the last event the viewer has (where it started, before the first): the node reads what comes after */
  readonly last: number;
  /** an event of its competition (any node's, with Redis), in id order; one it already has may come again */
  event(event: StoredScoreEvent): void;
  /** every HEARTBEAT_MS */
  beat(): void;
  /** the node is closing: end the response */
  end(): void;
}

export interface ScoreEvents {
  /** Stores and broadcasts the change of `fixtureIds` (the scored fixture first); `final` when a final score changed. */
  publish(competitionId: number, fixtureIds: readonly number[], final: boolean): Promise<void>;
  /** Attaches a viewer's stream to the competition's events from now on; returns the detach. */
  attach(competitionId: number, stream: ScoreStream): () => void;
  /** The number of streams open on this node (the bench and the tests read it). */
  readonly streams: number;
}

export function createScoreEvents({
  db,
  repos,
  redis,
  channel,
  log,
  heartbeatMs = HEARTBEAT_MS,
}: {
  db: Db;
  repos: Pick<Repositories, 'scoreEvents' | 'schedule'>;
  redis: Redis | null;
  /** the Redis channel of the deployment's events (scoreEventChannel): competition ids are its database's */
  channel: string;
  log: FastifyInstance['log'];
  heartbeatMs?: number;
}) {
  /** the open streams of this node, by competition */
  const open = new Map<number, Set<ScoreStream>>();
  let count = 0;
  let beatTimer: ReturnType<typeof setTimeout> | null = null;
  let subscriber: Redis | null = null;
  /** this node hears the channel: events go through it (else they stay in this process) */
  let subscribed = false;

  /** the catch-up in progress per competition: the next one starts when it ends */
  const catchingUp = new Map<number, Promise<void>>();

  /** Hands the streams of `news`'s competition every stored event they lack, up to `news` (and any committed since). */
  const catchUp = async (news: StoredScoreEvent) => {
    const streams = open.get(news.competitionId);
    if (!streams) return;
    let from = Math.min(...[...streams].map((stream) => stream.last));
    while (from < news.id) {
      let page: StoredScoreEvent[];
      try {
        page = await repos.scoreEvents.since(news.competitionId, from, CATCH_UP_PAGE);
      } catch (error) {
        log.warn({ err: error, competitionId: news.competitionId }, 'score events: stored events not read, the news alone is sent');
        page = [news];
      }
      // nothing after `from` any more (swept meanwhile): the news is sent as it came
      if (page.length === 0) page = [news];
      for (const event of page) for (const stream of open.get(news.competitionId) ?? []) stream.event(event);
      if (page.length < CATCH_UP_PAGE) break;
      from = page[page.length - 1].id;
    }
  };

  const deliver = (news: StoredScoreEvent) => {
    const competitionId = news.competitionId;
    if (!open.has(competitionId)) return;
    const next = (catchingUp.get(competitionId) ?? Promise.resolve()).then(() => catchUp(news));
    catchingUp.set(competitionId, next);
    void next.finally(() => {
      if (catchingUp.get(competitionId) === next) catchingUp.delete(competitionId);
    });
  };

  const armBeat = () => {
    if (beatTimer || count === 0) return;
    beatTimer = setTimeout(() => {
      beatTimer = null;
      for (const streams of open.values()) for (const stream of streams) stream.beat();
      armBeat();
    }, heartbeatMs);
    beatTimer.unref();
  };

  /** Subscribes this node to the channel at start (a second connection: a subscribed one serves nothing else). */
  const listenToRedis = async () => {
    if (!redis || subscriber) return;
    subscriber = redis.duplicate();
    subscriber.on('error', (error: Error) => log.debug({ err: error }, 'score events subscriber error'));
    subscriber.on('message', (_channel: string, message: string) => {
      try {
        deliver(JSON.parse(message) as StoredScoreEvent);
      } catch (error) {
        log.warn({ err: error }, 'score event not understood');
      }
    });
    // a node starts without Redis when it is away: its viewers then get events by polling the stored ones
    // (a start waits at most 2 s for it; a subscription that comes later still counts)
    await withTimeout(
      subscriber.subscribe(channel).then(() => (subscribed = true)),
      2_000,
    ).catch((error: unknown) => log.warn({ err: error }, 'score events: not subscribed to redis'));
  };

  const service: ScoreEvents & { close(): Promise<void>; ready(): Promise<void> } = {
    async publish(competitionId, fixtureIds, final) {
      const rows = await repos.schedule.fixturesByIds([...new Set(fixtureIds)]);
      const order = new Map(fixtureIds.map((id, i) => [id, i]));
      rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
      const payload = { fixtures: await fixtureViews(repos, rows), final };
      // numbered in commit order per competition (the lock is held until the commit)
      const id = await db.transaction(async (tx) => {
        await repos.scoreEvents.lockCompetition(tx, competitionId);
        return repos.scoreEvents.insert(competitionId, payload, tx);
      });
      const event: StoredScoreEvent = { id, competitionId, ...payload };
      if (redis && subscribed && redis.status === 'ready') {
        // every node, this one included, gets it from the channel
        await redis.publish(channel, JSON.stringify(event)).catch((error: unknown) => {
          log.warn({ err: error }, 'score event not published to redis: this node only');
          deliver(event);
        });
      } else deliver(event);
      await repos.scoreEvents.sweep();
    },

    attach(competitionId, stream) {
      let streams = open.get(competitionId);
      if (!streams) open.set(competitionId, (streams = new Set()));
      streams.add(stream);
      count++;
      armBeat();
      let attached = true;
      return () => {
        if (!attached) return;
        attached = false;
        streams.delete(stream);
        if (streams.size === 0) open.delete(competitionId);
        count--;
        if (count === 0 && beatTimer) {
          clearTimeout(beatTimer);
          beatTimer = null;
        }
      };
    },

    get streams() {
      return count;
    },

    ready: listenToRedis,

    async close() {
      if (beatTimer) clearTimeout(beatTimer);
      beatTimer = null;
      const streams = [...open.values()].flatMap((set) => [...set]);
      open.clear();
      count = 0;
      for (const stream of streams) stream.end();
      subscribed = false;
      if (subscriber) {
        const s = subscriber;
        subscriber = null;
        if (s.status === 'ready') await s.quit().catch(() => s.disconnect());
        else s.disconnect();
      }
    },
  };
  return service;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The live-score stream's events (src/services/score-events.ts). */
    scoreEvents: ScoreEvents;
  }
}

export default fp(
  async (app) => {
    const events = createScoreEvents({ db: app.database.db, repos: app.repos, redis: app.redis, channel: scoreEventChannel(databaseOf(app.config)), log: app.log });
    app.decorate('scoreEvents', events);
    // the node listens to the other nodes' events from the start: a viewer may connect to any node
    app.addHook('onReady', function subscribeToScoreEvents() {
      return events.ready();
    });
    // streams end before the server closes its connections; the subscriber goes with them
    app.addHook('preClose', () => events.close());
  },
  { name: 'score-events-service', dependencies: ['db', 'repositories', 'redis'] },
);
