import { waitFor } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { ok } from '../mocks/envelope';
import { setupMswServer } from '../testing/msw-server';
import { followScores, scoreStreaming, STREAM_ATTEMPTS, type ScoreEvent, type ScoreFeedMode } from './score-feed';

const server = setupMswServer();

const fixture = (id: number, live: number) => ({ id, status: 'live', live_home_score: live }) as unknown as ScoreEvent['fixtures'][number];
const event = (id: number, live: number, final = 0 as 0 | 1): ScoreEvent => ({ id, final, fixtures: [fixture(1, live)] });

/** A viewer's record of what the feed told it. */
function viewer() {
  const seen = { events: [] as number[], resets: 0, modes: [] as ScoreFeedMode[] };
  return { seen, handlers: { onEvent: (e: ScoreEvent) => seen.events.push(e.id), onReset: () => (seen.resets += 1), onMode: (m: ScoreFeedMode) => seen.modes.push(m) } };
}

/** The polling route answering from a script; records each call's `after`. */
function eventsRoute(answer: (after: string | null) => { last_id: number; reset: 0 | 1; list: ScoreEvent[] }) {
  const calls: (string | null)[] = [];
  server.use(
    mswHttp.get('/api/official/competition/live/events', ({ request }) => {
      const after = new URL(request.url).searchParams.get('after');
      calls.push(after);
      return ok(answer(after));
    }),
  );
  return calls;
}

/** A stand-in for the browser's EventSource (jsdom has none): the test opens it, sends events and fails it. */
class FakeEventSource {
  static CLOSED = 2;
  static last: FakeEventSource | null = null;
  readyState = 0;
  closed = false;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private listeners = new Map<string, ((m: { data: string; lastEventId: string }) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(name: string, listener: (m: { data: string; lastEventId: string }) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }
  send(name: string, data: unknown, lastEventId = '') {
    for (const l of this.listeners.get(name) ?? []) l({ data: JSON.stringify(data), lastEventId });
  }
}

describe('followScores (比分推送, the viewer side)', () => {
  afterEach(() => {
    jest.useRealTimers();
    delete (globalThis as { EventSource?: unknown }).EventSource;
    FakeEventSource.last = null;
  });

  it('polls where there is no EventSource: starts at the latest event, then hands on each later one once', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const calls = eventsRoute((after) =>
      after === null ? { last_id: 7, reset: 0, list: [] } : after === '7' ? { last_id: 9, reset: 0, list: [event(8, 1), event(9, 2)] } : { last_id: 9, reset: 0, list: [] },
    );
    const { seen, handlers } = viewer();
    const stop = followScores(12, handlers, { pollMs: 1000 });
    expect(seen.modes).toEqual(['poll']);
    await waitFor(() => expect(calls).toEqual([null]));
    await jest.advanceTimersByTimeAsync(1000);
    await waitFor(() => expect(seen.events).toEqual([8, 9]));
    await jest.advanceTimersByTimeAsync(1000);
    await waitFor(() => expect(calls).toEqual([null, '7', '9']));
    expect(seen.events).toEqual([8, 9]);
    stop();
    await jest.advanceTimersByTimeAsync(5000);
    expect(calls).toHaveLength(3);
  });

  it('tells the viewer to read its page again when too much was missed, and goes on from the latest event', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const calls = eventsRoute((after) => (after === null ? { last_id: 3, reset: 0, list: [] } : after === '3' ? { last_id: 900, reset: 1, list: [] } : { last_id: 901, reset: 0, list: [event(901, 4)] }));
    const { seen, handlers } = viewer();
    const stop = followScores(12, handlers, { pollMs: 1000 });
    await waitFor(() => expect(calls).toHaveLength(1));
    await jest.advanceTimersByTimeAsync(1000);
    await waitFor(() => expect(seen.resets).toBe(1));
    await jest.advanceTimersByTimeAsync(1000);
    await waitFor(() => expect(seen.events).toEqual([901]));
    expect(calls).toEqual([null, '3', '900']);
    stop();
  });

  it('listens to the stream where it opens: events once each, a reset, no polling', () => {
    (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
    const calls = eventsRoute(() => ({ last_id: 0, reset: 0, list: [] }));
    const { seen, handlers } = viewer();
    const stop = followScores(12, handlers);
    const source = FakeEventSource.last!;
    expect(source.url).toBe('/api/official/competition/live/stream?id=12');
    expect(seen.modes).toEqual(['connecting']);
    source.onopen?.();
    expect(seen.modes).toEqual(['connecting', 'stream']);
    source.send('score', event(5, 1));
    source.send('score', event(5, 1)); // the same event again (a replay after a reconnection)
    source.send('score', event(6, 2, 1));
    source.send('reset', {}, '40');
    source.send('score', event(39, 3)); // older than the reset's id
    source.send('score', event(41, 3));
    expect(seen.events).toEqual([5, 6, 41]);
    expect(seen.resets).toBe(1);
    // an error after it opened: the browser reconnects by itself, the feed keeps the stream
    source.onerror?.();
    expect(source.closed).toBe(false);
    stop();
    expect(source.closed).toBe(true);
    expect(calls).toEqual([]);
  });

  it(`polls when the stream fails ${STREAM_ATTEMPTS} times without opening (a proxy that blocks it)`, async () => {
    (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
    const calls = eventsRoute(() => ({ last_id: 2, reset: 0, list: [] }));
    const { seen, handlers } = viewer();
    const stop = followScores(12, handlers, { pollMs: 60_000 });
    const source = FakeEventSource.last!;
    for (let i = 0; i < STREAM_ATTEMPTS; i += 1) source.onerror?.();
    expect(source.closed).toBe(true);
    expect(seen.modes).toEqual(['connecting', 'poll']);
    await waitFor(() => expect(calls).toEqual([null]));
    stop();
  });

  it('polls at once where the API answers no stream (the mocks of standalone QA)', async () => {
    (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
    scoreStreaming.available = false;
    try {
      const calls = eventsRoute(() => ({ last_id: 2, reset: 0, list: [] }));
      const { seen, handlers } = viewer();
      const stop = followScores(12, handlers, { pollMs: 60_000 });
      expect(FakeEventSource.last).toBeNull();
      expect(seen.modes).toEqual(['poll']);
      await waitFor(() => expect(calls).toEqual([null]));
      stop();
    } finally {
      scoreStreaming.available = true;
    }
  });
});
