import { http } from 'shared';
import type { Wallet } from './types';

/** GET /account/wallet — what the signed-in user holds in their wallet (账户余额). */
export function getWallet(): Promise<Wallet> {
  return http.get('/account/wallet');
}
