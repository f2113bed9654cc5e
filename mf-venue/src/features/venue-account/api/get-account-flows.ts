import { http } from 'shared';
import type { AccountFlowList, AccountFlowQuery } from './types';

/** GET /admin/acc_flow_list — the postings of one of the venue operator's accounts, newest first. */
export function getAccountFlows(query: AccountFlowQuery): Promise<AccountFlowList> {
  return http.get('/admin/acc_flow_list', { ...query });
}
