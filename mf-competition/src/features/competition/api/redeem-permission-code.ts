import { http } from 'shared';
import type { CodeRedeemed } from './types';

/** POST /competition/code/redeem — an institution user gains management of another institution's competition. */
export function redeemPermissionCode(code: string): Promise<CodeRedeemed> {
  return http.post('/competition/code/redeem', { code });
}
