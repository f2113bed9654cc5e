import { useCallback, useEffect, useRef, useState } from 'react';
import { http, isApiError } from 'shared';
import {
  entryRequest,
  keepMine as keepMineRule,
  markConflict,
  queueEntry,
  readyEntries,
  refusalOutcome,
  settleEntry,
  takeServer as takeServerRule,
  type CourtsideDraft,
  type CourtsideEntry,
  type CourtsideFixture,
} from 'shared/rules';
import type { ScheduleFixture } from './types';
import { loadQueue, updateQueue } from './courtside-store';

/** While entries wait and the network failed, the queue is tried again this often (and at once when it returns). */
export const RETRY_MS = 15_000;

const newId = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

const onlineNow = () => (typeof navigator === 'undefined' ? true : navigator.onLine);

/** The server side of a conflict about a fixture this phone never loaded (not expected: entries are made on listed fixtures). */
const notListed = (entry: CourtsideEntry): CourtsideFixture => ({
  id: entry.fixtureId,
  status: 'scheduled',
  home_score: null,
  away_score: null,
  sets: null,
  live_home_score: null,
  live_away_score: null,
  version: entry.version,
});

async function fetchFixtures(): Promise<ScheduleFixture[]> {
  return (await http.get('/referee/fixtures', undefined, { silent: true })).list.filter((f) => !f.bye);
}

export interface Courtside {
  /** The referee's fixtures as the server last answered (the offline worker's kept copy without a network); null while loading. */
  fixtures: ScheduleFixture[] | null;
  /** Entries on this phone not yet accepted by the server. */
  queue: CourtsideEntry[];
  online: boolean;
  syncing: boolean;
  /** A load failed and nothing is kept: the page says so. */
  loadError: boolean;
  /** Writes the entry to the phone first, then sends what is ready. */
  enter(draft: CourtsideDraft): Promise<void>;
  keepMine(entryId: string): Promise<void>;
  takeServer(entryId: string): Promise<void>;
  syncNow(): void;
}

/**
 * 场边计分 state: the fixtures, the queue in IndexedDB and the one sync loop that sends ready entries in order with
 * the version each was made on (shared/rules courtside.ts). A network failure leaves the entry queued (tried again
 * when the browser is back online, every RETRY_MS, or on 立即同步); a refusal is settled when the server already
 * holds the entry, else kept as a conflict with the server's values for the referee to decide.
 */
export function useCourtside(userId: number | null): Courtside {
  const [fixtures, setFixtures] = useState<ScheduleFixture[] | null>(null);
  const [queue, setQueue] = useState<CourtsideEntry[]>([]);
  const [online, setOnline] = useState(onlineNow);
  const [syncing, setSyncing] = useState(false);
  const [loadError, setLoadError] = useState(false);
  const running = useRef(false);
  const again = useRef(false);
  const busy = useRef<string | null>(null);
  const alive = useRef(true);

  const known = useRef<ScheduleFixture[]>([]);
  /**
   * The version the server answered for each fixture this phone changed: an entry made right after (before the
   * fixture list shows it) is made on it. Set inside the queue's transaction, so an entry written after reads it.
   */
  const acked = useRef(new Map<number, number>());
  const settle = useCallback((q: CourtsideEntry[], entry: CourtsideEntry, version: number) => {
    acked.current.set(entry.fixtureId, Math.max(version, acked.current.get(entry.fixtureId) ?? 0));
    return settleEntry(q, entry.id, version);
  }, []);
  useEffect(() => {
    if (fixtures) known.current = fixtures;
  }, [fixtures]);

  const putFixture = useCallback((f: ScheduleFixture) => {
    setFixtures((list) => (list ? list.map((x) => (x.id === f.id ? f : x)) : list));
  }, []);

  const refresh = useCallback(async () => {
    try {
      const list = await fetchFixtures();
      if (alive.current) {
        setFixtures(list);
        setLoadError(false);
      }
      return list;
    } catch {
      if (alive.current) setFixtures((f) => (f === null ? (setLoadError(true), []) : f));
      return null;
    }
  }, []);

  const sync = useCallback(async () => {
    if (userId === null) return;
    if (running.current) {
      again.current = true;
      return;
    }
    running.current = true;
    setSyncing(true);
    let sent = false;
    try {
      do {
        again.current = false;
        for (;;) {
          const [next] = readyEntries(await loadQueue(userId), userId);
          if (!next) break;
          busy.current = next.id;
          const { path, body } = entryRequest(next);
          let stored: CourtsideEntry[];
          try {
            const saved = await http.post(path, body as never, { silent: true });
            sent = true;
            stored = await updateQueue(userId, (q) => settle(q, next, saved.fixture.version));
            putFixture(saved.fixture);
          } catch (e) {
            if (!isApiError(e) || e.kind !== 'business') throw e;
            const list = await fetchFixtures();
            // a fixture no longer listed (the referee was taken off it): the conflict shows the last values seen
            const server = list.find((f) => f.id === next.fixtureId) ?? known.current.find((f) => f.id === next.fixtureId);
            if (server && refusalOutcome(next, server) === 'settled') stored = await updateQueue(userId, (q) => settle(q, next, server.version));
            else stored = await updateQueue(userId, (q) => markConflict(q, next.id, { message: e.message, server: server ?? notListed(next) }));
            if (alive.current) setFixtures(list);
          } finally {
            busy.current = null;
          }
          if (alive.current) setQueue(stored);
        }
      } while (again.current);
      if (sent && alive.current) setOnline(true);
    } catch {
      // no network (or the server is down): the entries stay queued and are tried again
      if (alive.current) setOnline(false);
    } finally {
      running.current = false;
      if (alive.current) setSyncing(false);
    }
  }, [userId, putFixture, settle]);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  useEffect(() => {
    if (userId === null) return;
    let live = true;
    void loadQueue(userId).then((q) => live && setQueue(q));
    void refresh().then(() => live && void sync());
    const wentOnline = () => {
      setOnline(true);
      void refresh().then(() => void sync());
    };
    const wentOffline = () => setOnline(false);
    window.addEventListener('online', wentOnline);
    window.addEventListener('offline', wentOffline);
    return () => {
      live = false;
      window.removeEventListener('online', wentOnline);
      window.removeEventListener('offline', wentOffline);
    };
  }, [userId, refresh, sync]);

  // entries waiting: tried again every RETRY_MS (stopped when nothing waits or the page closes)
  const waiting = queue.some((e) => !e.conflict);
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => void sync(), RETRY_MS);
    return () => clearInterval(timer);
  }, [waiting, sync]);

  const enter = useCallback(
    async (draft: CourtsideDraft) => {
      if (userId === null) return;
      const fixture = fixtures?.find((f) => f.id === draft.fixtureId);
      if (!fixture) return;
      const stored = await updateQueue(userId, (q) => {
        const version = Math.max(fixture.version, acked.current.get(fixture.id) ?? 0);
        return queueEntry(q, draft, { version }, { id: newId(), userId, enteredAt: new Date().toISOString(), busyId: busy.current });
      });
      setQueue(stored);
      void sync();
    },
    [userId, fixtures, sync],
  );

  const keepMine = useCallback(
    async (entryId: string) => {
      if (userId === null) return;
      setQueue(await updateQueue(userId, (q) => keepMineRule(q, entryId)));
      void sync();
    },
    [userId, sync],
  );

  const takeServer = useCallback(
    async (entryId: string) => {
      if (userId === null) return;
      setQueue(await updateQueue(userId, (q) => takeServerRule(q, entryId)));
      void refresh();
    },
    [userId, refresh],
  );

  const syncNow = useCallback(() => {
    void refresh().then(() => void sync());
  }, [refresh, sync]);

  return { fixtures, queue, online, syncing, loadError, enter, keepMine, takeServer, syncNow };
}
