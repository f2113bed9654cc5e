import axios, { type AxiosInstance, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import type { ApiPath, BodyRequired, InputArgs, Json, Query, QueryRequired, Result } from './api-types';
import { recordGet } from './offline-page';
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

/** Per-request options: axios's config with the client's own `silent`, `skipStatusHandling`, `toastSeconds`. */
export type RequestOptions = AxiosRequestConfig;

export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

type GetArgs<P extends ApiPath<'get'>> = InputArgs<Query<P, 'get'>, QueryRequired<P, 'get'>, RequestOptions>;

/** POST routes without a JSON body: the multipart upload routes are among them. */
type FormPath = { [P in ApiPath<'post'>]: [Json<P, 'post'>] extends [never] ? P : never }[ApiPath<'post'>];

/**
 * The one client, typed by the server's OpenAPI document (docs/api.md "Typed client calls"): the path (without
 * `/api`) picks the operation, which fixes the query or body and the resolved value, the envelope's `result`.
 */
export interface HttpClient {
  readonly instance: AxiosInstance;
  get<P extends ApiPath<'get'>>(path: P, ...args: GetArgs<P>): Promise<Result<P, 'get'>>;
  post<P extends ApiPath<'post'>>(
    path: P,
    ...args: InputArgs<Json<P, 'post'>, BodyRequired<P, 'post'>, RequestOptions>
  ): Promise<Result<P, 'post'>>;
  put<P extends ApiPath<'put'>>(
    path: P,
    ...args: InputArgs<Json<P, 'put'>, BodyRequired<P, 'put'>, RequestOptions>
  ): Promise<Result<P, 'put'>>;
  delete<P extends ApiPath<'delete'>>(
    path: P,
    ...args: InputArgs<Query<P, 'delete'>, QueryRequired<P, 'delete'>, RequestOptions>
  ): Promise<Result<P, 'delete'>>;
  /**
   * A multipart POST (uploads). The generated operation has no request body — the routes read multipart
   * themselves and document the fields in prose — so the form is plain `FormData`; the result is still typed.
   */
  upload<P extends FormPath>(path: P, form: FormData, options?: RequestOptions): Promise<Result<P, 'post'>>;
  /**
   * GET with an array-buffer response (a binary 200, e.g. xlsx); a JSON envelope with errno≠0 shows its message
   * and rejects. The query is typed like `get`'s; the bytes are not described beyond their content type.
   */
  download<P extends ApiPath<'get'>>(path: P, ...args: GetArgs<P>): Promise<DownloadedFile>;
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
  // what an offline page hands its service worker to keep (offline-page.ts)
  instance.interceptors.request.use((config) => {
    if ((config.method ?? 'get').toLowerCase() === 'get' && config.responseType !== 'blob' && config.responseType !== 'arraybuffer') recordGet(instance.getUri(config));
    return config;
  });
  // Order matters: errors from the envelope interceptor are ApiErrors and pass the next two untouched.
  instance.interceptors.response.use(envelopeInterceptor(), httpStatusInterceptor(getSession));
  instance.interceptors.response.use(undefined, offlineInterceptor(getSession));

  // axios resolves `data` as `any`: this is where the server's answer is trusted to match its OpenAPI document.
  const client: HttpClient = {
    instance,
    get: async (path: string, query?: object, config?: RequestOptions) =>
      (await instance.get(path, { ...config, params: query })).data,
    post: async (path: string, body?: unknown, config?: RequestOptions) =>
      (await instance.post(path, body ?? {}, config)).data,
    put: async (path: string, body?: unknown, config?: RequestOptions) =>
      (await instance.put(path, body ?? {}, config)).data,
    delete: async (path: string, query?: object, config?: RequestOptions) =>
      (await instance.delete(path, { ...config, params: query })).data,
    upload: async (path: string, form: FormData, config?: RequestOptions) =>
      (await instance.post(path, form, config)).data,
    download: async (url: string, params?: object, config?: RequestOptions) => {
      const response: AxiosResponse<ArrayBuffer> = await instance.get(url, { ...config, params, responseType: 'arraybuffer' });
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
  return client;
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
