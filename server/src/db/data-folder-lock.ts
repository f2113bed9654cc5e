/**
 * One process at a time on a PGlite data folder. PGlite is PostgreSQL compiled to WebAssembly without its
 * postmaster, so nothing stops a second process (a second server, `admin:create` while the server runs) from opening
 * the same folder beside the first — two PostgreSQLs writing one data directory, which breaks it.
 *
 * The lock is the file `<folder>.lock` beside the folder (`DATA_DIR/pglite.lock`; inside it, an extra file would stop
 * PGlite from creating a new database there), holding the pid of its process and, on Linux, the process's start time.
 * It is created atomically (written under a temporary name, then hard-linked to its name, which fails when it exists)
 * and removed when the database closes, or when the process exits. A lock whose process is gone (killed, crashed;
 * its pid unused or now another process's, told apart by the start time) is stale: the next open takes it over.
 */
import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { StartupRefused } from '../config.js';

/** Another live process holds the folder; the message says which and what to do. */
export class DataFolderInUse extends StartupRefused {}

export interface DataFolderLock {
  readonly file: string;
  /** Removes the lock (once); later calls do nothing. */
  release(): void;
}

/** Lock files this process holds: a second open of the same folder in one process is refused as well. */
const held = new Set<string>();

export const lockFileOf = (pgliteDir: string) => `${pgliteDir.replace(/[/\\]+$/, '')}.lock`;

/** The start time of a process (clock ticks since boot, /proc/<pid>/stat field 22), or '' where there is no /proc. */
export function processStartTime(pid: number): string {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the command name (field 2) may hold spaces and parentheses: count the fields after its closing one
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? '';
  } catch {
    return '';
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, as another user's process
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

interface Holder {
  pid: number;
  started: string;
  since: string;
}

function parseLock(text: string): Holder | null {
  try {
    const holder = JSON.parse(text) as Partial<Holder>;
    return Number.isInteger(holder.pid) && (holder.pid as number) > 0 ? { pid: holder.pid as number, started: String(holder.started ?? ''), since: String(holder.since ?? '') } : null;
  } catch {
    return null;
  }
}

/** Whether the process that wrote the lock still runs (the same pid and, where known, the same start time). */
function holderRuns(holder: Holder): boolean {
  if (holder.pid === process.pid) return false; // this process holds no lock of that file (checked before): an earlier life's
  if (!alive(holder.pid)) return false;
  const started = processStartTime(holder.pid);
  return !(holder.started && started && started !== holder.started);
}

const inUse = (pgliteDir: string, file: string, holder: Holder | null) =>
  new DataFolderInUse(
    holder?.pid === process.pid
      ? `数据目录 ${pgliteDir} 已被本进程打开：同一个 PGlite 数据目录同时只能打开一次。`
      : `数据目录 ${pgliteDir} 正被另一个进程使用（${holder ? `pid ${holder.pid}${holder.since ? `，${holder.since} 起` : ''}` : '进程未知'}）：` +
          '同一个 PGlite 数据目录同时只能由一个进程打开，请先停止该进程（服务或命令）再试。' +
          `若确认该进程已不在运行，可删除锁文件 ${file} 后重试。`,
  );

/**
 * Throws DataFolderInUse when a live process holds the folder now, without taking it: commands check it before they
 * ask their questions, so nobody types a password for nothing (they take the lock when they open the database).
 */
export function assertDataFolderFree(pgliteDir: string): void {
  const file = lockFileOf(pgliteDir);
  if (held.has(file)) throw inUse(pgliteDir, file, { pid: process.pid, started: '', since: '' });
  let holder: Holder | null;
  try {
    holder = parseLock(readFileSync(file, 'utf8'));
  } catch {
    return;
  }
  if (holder && holderRuns(holder)) throw inUse(pgliteDir, file, holder);
}

/** Takes the lock of a PGlite data folder, or throws DataFolderInUse while a live process holds it. */
export function lockDataFolder(pgliteDir: string): DataFolderLock {
  const file = lockFileOf(pgliteDir);
  if (held.has(file)) throw inUse(pgliteDir, file, { pid: process.pid, started: '', since: '' });
  const mine: Holder = { pid: process.pid, started: processStartTime(process.pid), since: new Date().toISOString() };
  for (let attempt = 0; attempt < 5; attempt += 1) {
    // written whole under a name of its own, then linked: the lock never exists half-written
    const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(temp, JSON.stringify(mine));
    try {
      linkSync(temp, file);
      held.add(file);
      const release = () => {
        if (!held.delete(file)) return;
        process.off('exit', release);
        try {
          unlinkSync(file);
        } catch {
          // already gone
        }
      };
      process.on('exit', release);
      return { file, release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(temp);
    }
    let stale: { holder: Holder | null; ino: number };
    try {
      stale = { ino: statSync(file).ino, holder: parseLock(readFileSync(file, 'utf8')) };
    } catch {
      continue; // removed meanwhile: try again
    }
    if (stale.holder && holderRuns(stale.holder)) throw inUse(pgliteDir, file, stale.holder);
    // stale (or unreadable): moved aside, so that of two processes taking it over only one removes it
    const aside = `${file}.stale.${process.pid}.${randomBytes(4).toString('hex')}`;
    try {
      renameSync(file, aside);
    } catch {
      continue;
    }
    if (statSync(aside).ino !== stale.ino) {
      // another process took the stale lock over meanwhile and this was its fresh one: put it back
      try {
        linkSync(aside, file);
      } catch {
        // a third one holds it now
      }
    }
    unlinkSync(aside);
  }
  let holder: Holder | null = null;
  try {
    holder = parseLock(readFileSync(file, 'utf8'));
  } catch {
    // gone again: still, five tries were not enough
  }
  throw inUse(pgliteDir, file, holder);
}
