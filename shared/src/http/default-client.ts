import { createHttpClient, type HttpClient } from './client';
import type { HttpSessionPort } from './interceptors';

const unboundSession: HttpSessionPort = {
  token: '',
  setNetworkOnline: () => undefined,
  clearSession: () => undefined,
  expireLogin: () => undefined,
  logout: () => undefined,
};

let boundSession: HttpSessionPort = unboundSession;

/**
 * The one http client of the platform (a federated singleton because `shared` is shared).
 * It is bound to the singleton `rootStore.session` when the store module loads.
 */
export const http: HttpClient = createHttpClient(() => boundSession);

export function bindHttpSession(session: HttpSessionPort | null): void {
  boundSession = session ?? unboundSession;
}
