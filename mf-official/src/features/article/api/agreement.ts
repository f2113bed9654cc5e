import { http } from 'shared';
import type { SiteText } from './types';

/** GET /agreement — the current user agreement. */
export function getAgreement(): Promise<SiteText> {
  return http.get<SiteText>('/agreement');
}

/** PUT /admin/agreement — platform admin saves the user agreement (sanitised by the server). */
export function saveAgreement(body: { title: string; content: string }): Promise<SiteText> {
  return http.put<SiteText>('/admin/agreement', body);
}
