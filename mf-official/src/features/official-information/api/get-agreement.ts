import { http } from 'shared';
import type { SiteText } from './types';

/** GET /agreement — the user agreement (用户协议), server-sanitised HTML (public). */
export function getAgreement(): Promise<SiteText> {
  return http.get('/agreement');
}
