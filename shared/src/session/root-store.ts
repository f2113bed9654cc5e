import { createHttpClient, type HttpClient } from '../http/client';
import { SessionStore, type SessionStoreOptions } from './session-store';
import { UiStore } from './ui-store';

export interface RootStoreOptions {
  /** The client the stores use; default: a new client bound to this root's session. */
  http?: HttpClient;
  storage?: SessionStoreOptions['storage'];
}

/** Owns the session and UI stores. Tests build a fresh root; the app uses the singleton `rootStore`. */
export class RootStore {
  readonly http: HttpClient;
  readonly ui: UiStore;
  readonly session: SessionStore;

  constructor(options: RootStoreOptions = {}) {
    // The client reads the session lazily, so it can be built before the session exists.
    this.http = options.http ?? createHttpClient(() => this.session);
    this.ui = new UiStore();
    this.session = new SessionStore(this.http, {
      storage: options.storage,
      onInstitutionChanged: () => this.ui.requestMenuReload(),
    });
  }

  /** Keeps the network flag in step with the browser's online/offline events; returns a disposer. */
  watchNetwork(target: Window = window): () => void {
    const online = () => this.session.setNetworkOnline(true);
    const offline = () => this.session.setNetworkOnline(false);
    target.addEventListener('online', online);
    target.addEventListener('offline', offline);
    return () => {
      target.removeEventListener('online', online);
      target.removeEventListener('offline', offline);
    };
  }
}
