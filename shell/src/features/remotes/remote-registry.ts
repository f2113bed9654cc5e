import { observable, runInAction } from 'mobx';
import { matchRoutes, type RouteObject } from 'react-router-dom';

/** One row of `/remotes.json` (docs/architecture.md). */
export interface RemoteRegistryEntry {
  name: string;
  entry: string;
  version: string;
  previous?: { entry: string; version: string };
}

export interface RemotesDocument {
  remotes: RemoteRegistryEntry[];
}

/** What every remote exposes as `<remote>/routes`. */
export interface RemoteRoutes {
  adminRoutes?: RouteObject[];
  publicRoutes?: RouteObject[];
}

/** The part of the Module Federation runtime the registry needs (real one in federation-runtime.ts). */
export interface FederationRuntime {
  registerRemotes(remotes: Array<{ name: string; entry: string; version?: string }>, options?: { force?: boolean }): void;
  loadRemote<T>(id: string): Promise<T | null>;
}

export type RemoteStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    readonly causes: unknown[],
  ) {
    super(`模块 ${remote} 加载失败`);
    this.name = 'RemoteLoadError';
  }
}

function isRemoteRoutes(value: unknown): value is RemoteRoutes {
  if (!value || typeof value !== 'object') return false;
  const { adminRoutes, publicRoutes } = value as RemoteRoutes;
  return (adminRoutes === undefined || Array.isArray(adminRoutes)) && (publicRoutes === undefined || Array.isArray(publicRoutes));
}

/**
 * Registry of the remotes listed in `/remotes.json`: registers them with the MF runtime, loads their `./routes`
 * module once (deduplicated), falls back to the `previous` entry when the current one fails, and keeps an
 * observable status per remote so the UI can show `模块加载失败` + `重试` in place of that remote only.
 */
export class RemoteRegistry {
  readonly statuses = observable.map<string, RemoteStatus>();
  private entries = new Map<string, RemoteRegistryEntry>();
  /** Entry URL each remote is currently registered with in the MF runtime. */
  private registeredEntry = new Map<string, string>();
  private failedBefore = new Set<string>();
  private patched = new Set<string>();
  private loaded = new Map<string, RemoteRoutes>();
  private pending = new Map<string, Promise<RemoteRoutes>>();
  /** Admin paths whose page modules were preloaded (or are on their way). */
  private preloadedPages = new Set<string>();
  private documentPromise: Promise<void> | null = null;

  constructor(
    private readonly runtime: FederationRuntime,
    private readonly fetchDocument: () => Promise<RemotesDocument>,
  ) {}

  status(name: string): RemoteStatus {
    return this.statuses.get(name) ?? 'idle';
  }

  /** Records that the router received this remote's routes (patchRoutesOnNavigation). */
  markPatched(name: string): void {
    this.patched.add(name);
  }

  isPatched(name: string): boolean {
    return this.patched.has(name);
  }

  /** True while a remote that failed before is not loaded yet (e.g. during a retry). */
  hasFailed(name: string): boolean {
    return this.failedBefore.has(name) && this.status(name) !== 'loaded';
  }

  /** Fetches `/remotes.json` once and registers every remote; a failed fetch is retried on the next call. */
  ensureRegistered(): Promise<void> {
    if (!this.documentPromise) {
      this.documentPromise = this.fetchDocument().then(
        (doc) => {
          const remotes = Array.isArray(doc?.remotes) ? doc.remotes : [];
          for (const entry of remotes) {
            this.entries.set(entry.name, entry);
            this.registeredEntry.set(entry.name, entry.entry);
          }
          this.runtime.registerRemotes(remotes.map((r) => ({ name: r.name, entry: r.entry, version: r.version })));
        },
        (error: unknown) => {
          this.documentPromise = null;
          throw error;
        },
      );
    }
    return this.documentPromise;
  }

  /** Routes of a remote already loaded (synchronous), or undefined. */
  routesOf(name: string): RemoteRoutes | undefined {
    return this.loaded.get(name);
  }

  /** Loads `<name>/routes`: current entry, then the previous entry; marks the remote failed when both fail. */
  loadRoutes(name: string): Promise<RemoteRoutes> {
    const done = this.loaded.get(name);
    if (done) return Promise.resolve(done);
    const inFlight = this.pending.get(name);
    if (inFlight) return inFlight;
    this.setStatus(name, 'loading');
    const attempt = this.attempt(name).then(
      (routes) => {
        this.loaded.set(name, routes);
        this.pending.delete(name);
        this.setStatus(name, 'loaded');
        return routes;
      },
      (error: unknown) => {
        this.pending.delete(name);
        this.setStatus(name, 'failed');
        throw error;
      },
    );
    this.pending.set(name, attempt);
    return attempt;
  }

  /** Re-attempts a failed remote from its current entry (then previous). */
  retry(name: string): Promise<RemoteRoutes> {
    return this.loadRoutes(name);
  }

  /** Loads the routes of the given remotes without surfacing errors (idle preloading); skips failed remotes. */
  preload(names: string[]): Promise<void> {
    const wanted = names.filter((name) => this.status(name) !== 'failed');
    return Promise.all(wanted.map((name) => this.loadRoutes(name).catch(() => undefined))).then(() => undefined);
  }

  /**
   * Loads the modules of the page at an admin `path` of `remote` ahead of the click (the menu asks when its group
   * opens or an item is hovered): the remote's routes, then every lazy route module `path` matches. React Router
   * calls the same `lazy` functions on the navigation, and the import they make is then already loaded. Once per
   * path; a failure is silent (the navigation loads the page itself and shows the failure) and the path may be
   * preloaded again later. A failed remote is left alone.
   */
  preloadPage(remote: string, path: string): Promise<void> {
    if (this.preloadedPages.has(path) || this.status(remote) === 'failed') return Promise.resolve();
    this.preloadedPages.add(path);
    return this.loadRoutes(remote)
      .then((routes) =>
        Promise.all(
          (matchRoutes(routes.adminRoutes ?? [], path) ?? []).map(({ route }) => (typeof route.lazy === 'function' ? route.lazy() : undefined)),
        ),
      )
      .then(
        () => undefined,
        () => {
          this.preloadedPages.delete(path);
        },
      );
  }

  private setStatus(name: string, status: RemoteStatus) {
    runInAction(() => this.statuses.set(name, status));
  }

  private async attempt(name: string): Promise<RemoteRoutes> {
    const causes: unknown[] = [];
    try {
      await this.ensureRegistered();
    } catch (error) {
      throw new RemoteLoadError(name, [error]);
    }
    const entry = this.entries.get(name);
    if (!entry) throw new RemoteLoadError(name, [new Error(`/remotes.json 中没有 ${name}`)]);
    const candidates = [{ entry: entry.entry, version: entry.version }];
    if (entry.previous?.entry) candidates.push(entry.previous);
    const retrying = this.failedBefore.has(name);
    for (const candidate of candidates) {
      try {
        // Re-register (force drops what the runtime cached for this remote, e.g. a failed entry) when switching to
        // another entry or retrying after a failure.
        if (retrying || this.registeredEntry.get(name) !== candidate.entry) {
          this.runtime.registerRemotes([{ name, entry: candidate.entry, version: candidate.version }], { force: true });
          this.registeredEntry.set(name, candidate.entry);
        }
        const mod = await this.runtime.loadRemote<{ default?: unknown } | RemoteRoutes>(`${name}/routes`);
        const routes = mod && 'default' in mod && mod.default !== undefined ? mod.default : mod;
        if (!isRemoteRoutes(routes)) throw new Error(`${name}/routes 的导出格式不正确`);
        return routes;
      } catch (error) {
        causes.push(error);
        this.failedBefore.add(name);
      }
    }
    throw new RemoteLoadError(name, causes);
  }
}
