import { http, type Json } from 'shared';
import type { SiteText } from './types';

/** GET /agreement — the current user agreement. */
export function getAgreement(): Promise<SiteText> {
  return http.get('/agreement');
}

/** PUT /admin/agreement — platform admin saves the user agreement (sanitised by the server). */
export function saveAgreement(body: Json<'/admin/agreement', 'put'>): Promise<SiteText> {
  return http.put('/admin/agreement', body);
}
