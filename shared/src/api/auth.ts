import { http } from '../http/default-client';
import type { HttpClient } from '../http/client';
import { LOGOUT_TOAST_SECONDS } from '../http/interceptors';
import type { EmptyResult, LoginResult, PasswordLoginPayload, SendSmsPayload, SmsLoginPayload, SmsSentResult } from './types';

/** POST /auth/login — institution users and officials. */
export function login(payload: PasswordLoginPayload, client: HttpClient = http): Promise<LoginResult> {
  return client.post('/auth/login', payload);
}

/** POST /auth/login with scope admin — only platform administrators (/admin/login). */
export function adminLogin(payload: PasswordLoginPayload, client: HttpClient = http): Promise<LoginResult> {
  return client.post('/auth/login', { ...payload, scope: 'admin' });
}

/** POST /send_sms — a 6-digit login code valid for 10 minutes. */
export function sendSms(mobile: string, client: HttpClient = http): Promise<SmsSentResult> {
  const body: SendSmsPayload = { mobile, scene: 'login' };
  return client.post('/send_sms', body);
}

/** POST /auth/sms_login. */
export function smsLogin(payload: SmsLoginPayload, client: HttpClient = http): Promise<LoginResult> {
  return client.post('/auth/sms_login', payload);
}

/** GET /auth/token — the CSRF token bound to the session (`quiet`: no 401/403 handling and no toast). */
export async function getCsrfToken(client: HttpClient = http, options: { quiet?: boolean } = {}): Promise<string> {
  const result = await client.get('/auth/token', undefined, options.quiet ? { skipStatusHandling: true, silent: true } : undefined);
  return result._token;
}

/**
 * POST /auth/logout with the CSRF token — the store's, or `csrfToken` when given (the server answers the spec's
 * GET with 405: any same-site image could request a GET). No 401/403 handling (the session may already be dead
 * and the routine goes on); an errno≠0 message shows for 2 s (spec §8).
 */
export function logout(client: HttpClient = http, csrfToken?: string): Promise<EmptyResult> {
  return client.post(
    '/auth/logout',
    undefined,
    { skipStatusHandling: true, toastSeconds: LOGOUT_TOAST_SECONDS, ...(csrfToken ? { headers: { 'X-CSRF-TOKEN': csrfToken } } : {}) },
  );
}
