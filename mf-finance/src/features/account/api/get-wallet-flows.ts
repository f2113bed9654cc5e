import { http } from 'shared';
import type { AccountFlowList, WalletFlowQuery } from './types';

/** GET /account/flow_list — the signed-in user's wallet flows, newest first. */
export function getWalletFlows(query: WalletFlowQuery): Promise<AccountFlowList> {
  return http.get('/account/flow_list', { ...query });
}
