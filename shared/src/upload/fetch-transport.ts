/**
 * A tus transport over `fetch` with file slices copied into Blobs of the current realm. The browser default (XHR, Blob slices) stays
 * the normal path; this one serves environments where XHR cannot send the platform's File objects — page tests in
 * jsdom under MSW — through the same tus client code.
 */
import type * as tus from 'tus-js-client';
import { readBytes } from './upload';
import { setVideoUploadTransport, type VideoUploadTransport } from './video';

class FetchRequest implements tus.HttpRequest {
  private readonly headers: Record<string, string> = {};
  private readonly controller = new AbortController();
  private progress: (bytesSent: number) => void = () => undefined;

  constructor(
    private readonly method: string,
    private readonly url: string,
  ) {}

  getMethod() {
    return this.method;
  }
  getURL() {
    return this.url;
  }
  setHeader(header: string, value: string) {
    this.headers[header] = value;
  }
  getHeader(header: string) {
    return this.headers[header];
  }
  setProgressHandler(handler: (bytesSent: number) => void) {
    this.progress = handler;
  }

  async send(body?: unknown): Promise<tus.HttpResponse> {
    const base = typeof location === 'undefined' ? 'http://localhost/' : location.href;
    const response = await fetch(new URL(this.url, base), {
      method: this.method,
      headers: this.headers,
      body: (body ?? undefined) as BodyInit | undefined,
      signal: this.controller.signal,
    });
    if (body instanceof Blob) this.progress(body.size);
    const text = this.method === 'HEAD' ? '' : await response.text();
    return {
      getStatus: () => response.status,
      getHeader: (name: string) => response.headers.get(name) ?? undefined,
      getBody: () => text,
      getUnderlyingObject: () => response,
    };
  }

  async abort() {
    this.controller.abort();
  }

  getUnderlyingObject() {
    return this.controller;
  }
}

export const fetchHttpStack: tus.HttpStack = {
  createRequest: (method, url) => new FetchRequest(method, url),
  getName: () => 'FetchHttpStack',
};

export const byteArrayFileReader: NonNullable<VideoUploadTransport['fileReader']> = {
  async openFile(input: Blob) {
    return {
      size: input.size,
      async slice(start: number, end: number) {
        const stop = Math.min(end, input.size);
        // a Blob of this realm: tus counts the part by its `size`, fetch sends it as it is
        const value = new Blob([await readBytes(input.slice(start, stop))]);
        return { value, done: stop >= input.size };
      },
      close: () => undefined,
    };
  },
};

/** Switches video uploads to the fetch transport (call once, e.g. in a page test's setup). */
export function enableFetchVideoTransport(): void {
  setVideoUploadTransport({ httpStack: fetchHttpStack, fileReader: byteArrayFileReader });
}
