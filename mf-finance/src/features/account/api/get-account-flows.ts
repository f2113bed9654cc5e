import { http } from 'shared';
import type { AccountFlowList, AccountFlowQuery } from './types';

/** GET /admin/acc_flow_list — 资金流水 of one of the institution's accounts, newest first, with the balance after each. */
export function getAccountFlows(query: AccountFlowQuery): Promise<AccountFlowList> {
  return http.get('/admin/acc_flow_list', { ...query });
}
