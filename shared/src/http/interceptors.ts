/**
 * Small composable interceptors of the one http client. No UI imports here: messages go through the notifier
 * port, navigation through the navigator port, session effects through the HttpSessionPort.
 */
import axios, { type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { ApiError } from './api-error';
import { envelopeErrors, envelopeMessage, isEnvelope } from './envelope';
import { currentFullPath, navigateTo, notifier } from './ports';
import { ENVELOPE_MSG } from '../rules/envelope-messages';
import { loginRedirectPath } from '../rules/paths';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** No toast and no session effects for this call. */
    silent?: boolean;
    /** No 401/403/404 handling (toast, session clearing, navigation) — used by the logout call itself. */
    skipStatusHandling?: boolean;
    /** Duration of the errno≠0 toast in seconds (spec §8: 2 s on logout). */
    toastSeconds?: number;
  }
}

/** What the client needs from the session store. */
export interface HttpSessionPort {
  readonly token: string;
  setNetworkOnline(online: boolean): void;
  /** 401: remove token/account cookies and empty the store. */
  clearSession(): void;
  /** 403: token cleared and login state emptied (the logout routine follows after LOGOUT_DELAY_MS). */
  expireLogin(): void;
  logout(): Promise<void> | void;
}

export const MSG_NETWORK = '网络连接失败，请检查网络';
export const MSG_TIMEOUT = '请求超时，请稍后再试';
export const MSG_BAD_RESPONSE = '服务器响应格式错误';
export const MSG_FAILED = '操作失败';
/** Spec §9: delay before the logout routine after a 403. */
export const LOGOUT_DELAY_MS = 1000;
/** Spec §8: the errno≠0 toast of the logout call lasts 2 s. */
export const LOGOUT_TOAST_SECONDS = 2;

const BINARY_TYPES = new Set(['arraybuffer', 'blob', 'stream']);

function isBinary(config: InternalAxiosRequestConfig | undefined): boolean {
  return BINARY_TYPES.has(String(config?.responseType ?? ''));
}

/** Decodes a binary body that may hold a JSON envelope (downloads). */
export function decodeJsonBody(data: unknown): unknown {
  if (!(data instanceof ArrayBuffer) && !ArrayBuffer.isView(data)) return data;
  const bytes = data instanceof ArrayBuffer ? new Uint8Array(data) : new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  let i = 0;
  while (i < bytes.length && (bytes[i] === 0x20 || bytes[i] === 0x0a || bytes[i] === 0x0d || bytes[i] === 0x09)) i += 1;
  if (bytes[i] !== 0x7b) return data; // not '{'
  try {
    return JSON.parse(new TextDecoder('utf-8').decode(bytes));
  } catch {
    return data;
  }
}

/** Request: `X-CSRF-TOKEN` when the store holds a token, unless the call names its own (the logout routine). */
export function csrfHeaderInterceptor(getSession: () => HttpSessionPort) {
  return (config: InternalAxiosRequestConfig): InternalAxiosRequestConfig => {
    const token = getSession().token;
    if (token && !config.headers.has('X-CSRF-TOKEN')) config.headers.set('X-CSRF-TOKEN', token);
    return config;
  };
}

/**
 * Response: resolves with `result` only on HTTP 200 and errno 0; errno≠0 shows result.errors[0].msg and rejects
 * with a business ApiError. Binary responses pass through (download() checks them).
 */
export function envelopeInterceptor() {
  return (response: AxiosResponse): AxiosResponse => {
    if (isBinary(response.config)) return response;
    if (response.status !== 200) {
      throw new ApiError({
        kind: 'http',
        status: response.status,
        errno: response.status,
        body: response.data,
        message: envelopeMessage(response.data) ?? MSG_FAILED,
      });
    }
    const body: unknown = response.data;
    if (!isEnvelope(body)) {
      throw new ApiError({ kind: 'http', status: 200, errno: -1, body, message: MSG_BAD_RESPONSE });
    }
    if (body.errno !== 0) {
      const message = envelopeMessage(body) ?? MSG_FAILED;
      if (!response.config.silent) {
        if (response.config.toastSeconds === undefined) notifier.error(message);
        else notifier.error(message, response.config.toastSeconds);
      }
      throw new ApiError({ kind: 'business', status: 200, errno: body.errno, body, errors: envelopeErrors(body), message });
    }
    response.data = body.result;
    return response;
  };
}

/** Response errors with an HTTP status: 401, 403, 404 per spec §8; others rejected with the server body. */
export function httpStatusInterceptor(getSession: () => HttpSessionPort) {
  let logoutTimer: ReturnType<typeof setTimeout> | undefined;
  return (error: unknown): never => {
    if (!axios.isAxiosError(error) || !error.response) throw error;
    const { status } = error.response;
    const body = decodeJsonBody(error.response.data);
    const silent = Boolean(error.config?.silent || error.config?.skipStatusHandling);
    if (!silent) {
      const session = getSession();
      if (status === 401) {
        const target = loginRedirectPath(currentFullPath());
        session.clearSession();
        navigateTo(target, { replace: true });
      } else if (status === 403) {
        notifier.error(ENVELOPE_MSG.csrf);
        session.expireLogin();
        if (logoutTimer === undefined) {
          logoutTimer = setTimeout(() => {
            logoutTimer = undefined;
            void session.logout();
          }, LOGOUT_DELAY_MS);
        }
      } else if (status === 404) {
        notifier.error(ENVELOPE_MSG.notFound);
      }
    }
    const fallback = status === 403 ? ENVELOPE_MSG.csrf : status === 404 ? ENVELOPE_MSG.notFound : `${MSG_FAILED}（${status}）`;
    throw new ApiError({
      kind: 'http',
      status,
      errno: isEnvelope(body) ? body.errno : status,
      body,
      errors: envelopeErrors(body),
      message: envelopeMessage(body) ?? fallback,
    });
  };
}

/** No response: when the browser reports offline the store's network flag goes false; otherwise just reject. */
export function offlineInterceptor(getSession: () => HttpSessionPort) {
  return (error: unknown): never => {
    if (!axios.isAxiosError(error) || error.response || axios.isCancel(error)) throw error;
    if (typeof navigator !== 'undefined' && navigator.onLine === false) getSession().setNetworkOnline(false);
    const timeout = error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT';
    throw new ApiError({ kind: 'network', status: 0, errno: 0, body: undefined, message: timeout ? MSG_TIMEOUT : MSG_NETWORK });
  };
}
