/**
 * 比分推送 (issue 25): the public match page, its live view and its schedule hear score changes as they happen.
 * GET /official/competition/live/stream is a Server-Sent Events stream of a published competition's score events
 * (services/score-events.ts); a viewer that reconnects sends Last-Event-ID (the browser's EventSource does) and
 * first gets what it missed. GET /official/competition/live/events answers the same events to a viewer that polls,
 * where a proxy blocks streaming. Missed more than SCORE_REPLAY_LIMIT (shared/rules, the mock's too): `reset`, and the page reads everything again.
 */
import type { ServerResponse } from 'node:http';
import { SCORE_REPLAY_LIMIT } from 'shared/rules';
import { notFound } from '../../errors.js';
import { ok, okResponse, ref } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';
import type { StoredScoreEvent } from '../../repositories/score-events.js';
import { toFlag } from '../../schemas/json-schema.js';

const EVENT_ID = { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER } as const;

/** The API's ScoreEvent of a stored event. */
const eventView = (e: StoredScoreEvent) => ({ id: e.id, final: toFlag(e.final), fixtures: e.fixtures });

/** An event as the stream writes it, formatted once for all the viewers it goes to. */
const formatted = new WeakMap<StoredScoreEvent, string>();
const eventText = (e: StoredScoreEvent) => {
  let text = formatted.get(e);
  if (text === undefined) formatted.set(e, (text = `id: ${e.id}\nevent: score\ndata: ${JSON.stringify(eventView(e))}\n\n`));
  return text;
};

/** The Last-Event-ID header (EventSource's reconnection) or the query's last_event_id (a new EventSource resuming). */
function lastEventId(header: string | string[] | undefined, query: number | undefined): number | undefined {
  const value = typeof header === 'string' && /^\d{1,15}$/.test(header.trim()) ? Number(header.trim()) : undefined;
  return value ?? query;
}

export default async function liveStreamRoutes(app: ApiInstance) {
  /** The events after `after`, or `reset` when more were missed than answered. */
  const missed = async (competitionId: number, after: number) => {
    const list = await app.repos.scoreEvents.since(competitionId, after, SCORE_REPLAY_LIMIT + 1);
    return list.length > SCORE_REPLAY_LIMIT ? { reset: true, list: [] } : { reset: false, list };
  };

  app.get(
    '/official/competition/live/stream',
    {
      config: { auth: 'public' },
      // a streaming protocol, kept out of the OpenAPI document like the tus uploads: docs/live-scores.md describes it
      schema: {
        hide: true,
        tags: ['official'],
        summary: '实时比分推送（Server-Sent Events）：每次比分变化一条 event: score（data 为 ScoreEvent）；断线重连时带 Last-Event-ID（或 last_event_id）补发错过的事件，错过太多时发 event: reset',
        querystring: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 }, last_event_id: EVENT_ID },
          additionalProperties: false,
        },
        response: { 200: { description: 'text/event-stream', content: { 'text/event-stream': { schema: { type: 'string' } } } } },
      },
    },
    async (request, reply) => {
      const c = await app.repos.schedule.publicCompetition(request.query.id);
      if (!c) throw notFound();
      const resuming = lastEventId(request.headers['last-event-id'], request.query.last_event_id);
      // a new viewer starts after the latest event (read before it attaches: what commits in between is replayed below)
      const after = resuming ?? (await app.repos.scoreEvents.lastId(c.id));
      reply.hijack();
      const res: ServerResponse = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // nginx passes the stream through as it is written (docs/deploying.md)
        'x-accel-buffering': 'no',
      });
      res.write('retry: 3000\n\n');
      let last = after;
      let replaying = true;
      const pending: StoredScoreEvent[] = [];
      const write = (e: StoredScoreEvent) => {
        if (e.id <= last || res.writableEnded) return;
        last = e.id;
        res.write(eventText(e));
      };
      // attached before the missed events are read, so nothing falls between the two; duplicates are skipped by id
      const detach = app.scoreEvents.attach(c.id, {
        get last() {
          return last;
        },
        event: (e) => (replaying ? pending.push(e) : write(e)),
        beat: () => void (res.writableEnded || res.write(': ping\n\n')),
        end: () => res.end(),
      });
      res.on('close', detach);
      try {
        const m = await missed(c.id, after);
        if (m.reset) {
          last = await app.repos.scoreEvents.lastId(c.id);
          res.write(`id: ${last}\nevent: reset\ndata: {}\n\n`);
        }
        for (const e of m.list) write(e);
        replaying = false;
        for (const e of pending.splice(0)) write(e);
      } catch (error) {
        request.log.warn({ err: error }, 'score stream: missed events not read');
        detach();
        res.end();
      }
      return reply;
    },
  );

  app.get(
    '/official/competition/live/events',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['official'],
        summary: '实时比分推送（轮询）：after 之后的比分事件；不带 after 时只回答最新事件号，从此开始轮询',
        querystring: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 }, after: EVENT_ID },
          additionalProperties: false,
        },
        response: okResponse(ref('ScoreEventList')),
      },
    },
    async (request) => {
      const c = await app.repos.schedule.publicCompetition(request.query.id);
      if (!c) throw notFound();
      const after = request.query.after;
      if (after === undefined) return ok({ last_id: await app.repos.scoreEvents.lastId(c.id), reset: toFlag(false), list: [] });
      const m = await missed(c.id, after);
      if (m.reset) return ok({ last_id: await app.repos.scoreEvents.lastId(c.id), reset: toFlag(true), list: [] });
      return ok({ last_id: m.list.at(-1)?.id ?? after, reset: toFlag(false), list: m.list.map(eventView) });
    },
  );
}
