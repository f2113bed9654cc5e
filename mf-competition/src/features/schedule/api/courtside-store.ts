/**
 * The phone's own store of 场边计分 (IndexedDB `saishi-courtside`): the queue of entries not yet accepted by the
 * server (one record per user) and each fixture's pad (the sets played and the fouls counted so far). Written before
 * the pad shows an entry, so a reload or a dead battery loses nothing entered. One readwrite transaction per change.
 */
import type { CourtsideEntry, CourtsideSet } from 'shared/rules';

const DB_NAME = 'saishi-courtside';
const QUEUES = 'queues';
const PADS = 'pads';

/** What the pad counts locally until the final score: finished sets, the current set's points, fouls. */
export interface PadCount {
  sets: CourtsideSet[];
  setHome: number;
  setAway: number;
  homeFouls: number;
  awayFouls: number;
}

export const EMPTY_PAD: PadCount = { sets: [], setHome: 0, setAway: 0, homeFouls: 0, awayFouls: 0 };

let opening: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(QUEUES, { keyPath: 'userId' });
      request.result.createObjectStore(PADS, { keyPath: 'key' });
    };
    request.onsuccess = () => {
      const db = request.result;
      // a newer version opened elsewhere (another tab's page after an update), or the store deleted: let it go
      db.onversionchange = () => {
        db.close();
        opening = null;
      };
      resolve(db);
    };
    request.onerror = () => {
      opening = null;
      reject(request.error ?? new Error('无法打开本机存储'));
    };
  });
  return opening;
}

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('本机存储读写失败'));
  });
}

function committed(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('本机存储写入失败'));
    tx.onabort = () => reject(tx.error ?? new Error('本机存储写入失败'));
  });
}

export async function loadQueue(userId: number): Promise<CourtsideEntry[]> {
  const db = await open();
  const row = await done(db.transaction(QUEUES).objectStore(QUEUES).get(userId) as IDBRequest<{ entries: CourtsideEntry[] } | undefined>);
  return row?.entries ?? [];
}

/** Reads, changes and writes the user's queue in one transaction; resolves with the queue once it is on disk. */
export async function updateQueue(userId: number, change: (queue: CourtsideEntry[]) => CourtsideEntry[]): Promise<CourtsideEntry[]> {
  const db = await open();
  const tx = db.transaction(QUEUES, 'readwrite');
  const store = tx.objectStore(QUEUES);
  const row = await done(store.get(userId) as IDBRequest<{ entries: CourtsideEntry[] } | undefined>);
  const entries = change(row?.entries ?? []);
  store.put({ userId, entries });
  await committed(tx);
  return entries;
}

export async function loadPad(userId: number, fixtureId: number): Promise<PadCount> {
  const db = await open();
  const row = await done(db.transaction(PADS).objectStore(PADS).get(`${userId}:${fixtureId}`) as IDBRequest<({ key: string } & PadCount) | undefined>);
  if (!row) return EMPTY_PAD;
  const { key: _key, ...pad } = row;
  return pad;
}

export async function savePad(userId: number, fixtureId: number, pad: PadCount): Promise<void> {
  const db = await open();
  const tx = db.transaction(PADS, 'readwrite');
  tx.objectStore(PADS).put({ key: `${userId}:${fixtureId}`, ...pad });
  await committed(tx);
}
