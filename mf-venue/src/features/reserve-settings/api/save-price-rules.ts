import { http } from 'shared';
import type { CourtPriceRules, PriceRulesPayload } from './types';

/** PUT /admin/venue_price_rules — replaces one court's price rules. */
export function savePriceRules(payload: PriceRulesPayload): Promise<CourtPriceRules> {
  return http.put('/admin/venue_price_rules', payload);
}
