import axios, { type AxiosInstance, type AxiosRequestConfig } from 'axios';
import { ApiError } from './api-error';
import { envelopeErrors, envelopeMessage, isEnvelope } from './envelope';
import {
  csrfHeaderInterceptor,
  decodeJsonBody,
  envelopeInterceptor,
  httpStatusInterceptor,
  MSG_FAILED,
  offlineInterceptor,
  type HttpSessionPort,
} from './interceptors';
import { notifier } from './ports';

export const API_BASE_URL = '/api';
/** Spec §7/§9. */
export const REQUEST_TIMEOUT_MS = 30000;

export type QueryParams = Record<string, unknown>;

export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/** The one client: resolves with the envelope's `result`. */
export interface HttpClient {
  readonly instance: AxiosInstance;
  get<T>(url: string, params?: QueryParams, config?: AxiosRequestConfig): Promise<T>;
  post<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T>;
  put<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T>;
  delete<T>(url: string, params?: QueryParams, config?: AxiosRequestConfig): Promise<T>;
  /** GET with an array-buffer response; a JSON envelope with errno≠0 shows its message and rejects. */
  download(url: string, params?: QueryParams, config?: AxiosRequestConfig): Promise<DownloadedFile>;
}

/** Reads `filename*=UTF-8''…` or `filename="…"` from Content-Disposition. */
export function filenameFromDisposition(header: string | undefined | null, fallback = 'download'): string {
  if (!header) return fallback;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      /* fall through */
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(header);
  return plain?.[1]?.trim() || fallback;
}

/**
 * Builds an http client bound to a session (the RootStore binds its SessionStore).
 * `getSession` is called on every request so the client can be created before the store.
 */
export function createHttpClient(getSession: () => HttpSessionPort, options: { baseURL?: string } = {}): HttpClient {
  const instance = axios.create({
    baseURL: options.baseURL ?? API_BASE_URL,
    timeout: REQUEST_TIMEOUT_MS,
    headers: { 'Content-Type': 'application/json;charset=UTF-8', Accept: 'application/json' },
    responseType: 'json',
    responseEncoding: 'utf8',
  });
  instance.interceptors.request.use(csrfHeaderInterceptor(getSession));
  // Order matters: errors from the envelope interceptor are ApiErrors and pass the next two untouched.
  instance.interceptors.response.use(envelopeInterceptor(), httpStatusInterceptor(getSession));
  instance.interceptors.response.use(undefined, offlineInterceptor(getSession));

  return {
    instance,
    get: async <T>(url: string, params?: QueryParams, config?: AxiosRequestConfig) =>
      (await instance.get<T>(url, { ...config, params })).data,
    post: async <T>(url: string, body?: unknown, config?: AxiosRequestConfig) =>
      (await instance.post<T>(url, body ?? {}, config)).data,
    put: async <T>(url: string, body?: unknown, config?: AxiosRequestConfig) =>
      (await instance.put<T>(url, body ?? {}, config)).data,
    delete: async <T>(url: string, params?: QueryParams, config?: AxiosRequestConfig) =>
      (await instance.delete<T>(url, { ...config, params })).data,
    download: async (url: string, params?: QueryParams, config?: AxiosRequestConfig) => {
      const response = await instance.get<ArrayBuffer>(url, { ...config, params, responseType: 'arraybuffer' });
      const contentType = String(response.headers['content-type'] ?? 'application/octet-stream');
      const decoded = decodeJsonBody(response.data);
      if (isEnvelope(decoded) && decoded.errno !== 0) {
        const message = envelopeMessage(decoded) ?? MSG_FAILED;
        if (!config?.silent) notifier.error(message);
        throw new ApiError({
          kind: 'business',
          status: response.status,
          errno: decoded.errno,
          body: decoded,
          errors: envelopeErrors(decoded),
          message,
        });
      }
      const disposition = response.headers['content-disposition'] as string | undefined;
      const fallback = url.split('/').filter(Boolean).pop() ?? 'download';
      return {
        blob: new Blob([response.data], { type: contentType }),
        filename: filenameFromDisposition(disposition, fallback),
      };
    },
  };
}

/** Saves a downloaded file through a temporary object URL (browser only). */
export function saveDownloadedFile(file: DownloadedFile): void {
  const href = URL.createObjectURL(file.blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = file.filename;
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
