/**
 * 比分推送, the viewer's side (issue 25): follows a published competition's score events while a page shows it.
 * It listens to the server's stream (GET /official/competition/live/stream, Server-Sent Events) — the browser's
 * EventSource reconnects by itself and sends Last-Event-ID, so nothing is missed — and falls back to polling the
 * stored events (GET /official/competition/live/events) every `pollMs` where streaming does not work: no
 * EventSource, or a stream that fails STREAM_ATTEMPTS times without ever opening (a proxy that blocks it). A
 * viewer that missed too much is told to read its page again (`onReset`).
 */
import type { components } from '../api/generated/schema';
import { API_BASE_URL } from './client';
import { http } from './default-client';

export type ScoreEvent = components['schemas']['ScoreEvent'];
export type ScoreFeedMode = 'connecting' | 'stream' | 'poll';

export interface ScoreFeedHandlers {
  /** a score changed: the fixtures it touched, the scored one first */
  onEvent(event: ScoreEvent): void;
  /** too much was missed: read the page's data again */
  onReset(): void;
  onMode?(mode: ScoreFeedMode): void;
}

/** Stream failures before any open that make the feed poll instead. */
export const STREAM_ATTEMPTS = 2;
/** The polling period (the spec's live view refreshes every 10 s). */
export const SCORE_POLL_MS = 10_000;

/**
 * Whether the API answers the stream. The mocks of standalone QA answer the polled events only (a service worker
 * keeps no stream open): their start turns streaming off, so the page polls at once instead of failing first.
 */
export const scoreStreaming = { available: true };

/** Follows the competition's score events; returns the stop. */
export function followScores(competitionId: number, handlers: ScoreFeedHandlers, options: { pollMs?: number } = {}): () => void {
  const pollMs = options.pollMs ?? SCORE_POLL_MS;
  let stopped = false;
  let lastId: number | null = null;
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const deliver = (event: ScoreEvent) => {
    if (lastId !== null && event.id <= lastId) return;
    lastId = event.id;
    handlers.onEvent(event);
  };

  const poll = async () => {
    timer = null;
    try {
      const answer = await http.get('/official/competition/live/events', lastId === null ? { id: competitionId } : { id: competitionId, after: lastId }, { silent: true });
      if (stopped) return;
      if (answer.reset) {
        lastId = answer.last_id;
        handlers.onReset();
      } else if (lastId === null) lastId = answer.last_id;
      else for (const event of answer.list) deliver(event);
    } catch {
      // offline or the server away: the next round tries again
    }
    if (!stopped) timer = setTimeout(() => void poll(), pollMs);
  };

  const startPolling = () => {
    handlers.onMode?.('poll');
    void poll();
  };

  if (typeof EventSource === 'undefined' || !scoreStreaming.available) startPolling();
  else {
    handlers.onMode?.('connecting');
    let opened = false;
    let failures = 0;
    source = new EventSource(`${API_BASE_URL}/official/competition/live/stream?id=${competitionId}`);
    source.onopen = () => {
      if (!opened) handlers.onMode?.('stream');
      opened = true;
    };
    source.addEventListener('score', (message) => {
      try {
        deliver(JSON.parse((message as MessageEvent<string>).data) as ScoreEvent);
      } catch {
        // a line that is not an event: nothing to show
      }
    });
    source.addEventListener('reset', (message) => {
      lastId = Number((message as MessageEvent<string>).lastEventId) || lastId;
      handlers.onReset();
    });
    source.onerror = () => {
      if (opened || stopped) return; // the browser reconnects with Last-Event-ID by itself
      failures += 1;
      if (failures >= STREAM_ATTEMPTS || source?.readyState === EventSource.CLOSED) {
        source?.close();
        source = null;
        startPolling();
      }
    };
  }

  return () => {
    stopped = true;
    source?.close();
    source = null;
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
}
