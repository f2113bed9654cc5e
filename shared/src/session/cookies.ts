/** Small cookie helper for the client-side cookies of spec §3/§4 (`token`, `account`). */

/** Spec §9: default cookie lifetime, 7 days. */
export const COOKIE_LIFETIME_MS = 604800000;

export interface CookieOptions {
  /** Lifetime in milliseconds (default 7 days). */
  expiresMs?: number;
  path?: string;
}

function hasDocument(): boolean {
  return typeof document !== 'undefined';
}

export function getCookie(name: string): string | undefined {
  if (!hasDocument() || !document.cookie) return undefined;
  for (const part of document.cookie.split(';')) {
    const index = part.indexOf('=');
    const key = (index < 0 ? part : part.slice(0, index)).trim();
    if (key !== name) continue;
    const raw = index < 0 ? '' : part.slice(index + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

export function setCookie(name: string, value: string, options: CookieOptions = {}): void {
  if (!hasDocument()) return;
  const expires = new Date(Date.now() + (options.expiresMs ?? COOKIE_LIFETIME_MS)).toUTCString();
  document.cookie = `${name}=${encodeURIComponent(value)}; expires=${expires}; path=${options.path ?? '/'}; SameSite=Lax`;
}

/** Removes a cookie (best effort: httpOnly cookies such as `saishi_sid` can only be removed by the server). */
export function removeCookie(name: string, path = '/'): void {
  if (!hasDocument()) return;
  document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=${path}`;
}

export function getJsonCookie<T>(name: string): T | undefined {
  const raw = getCookie(name);
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return undefined;
  }
}
