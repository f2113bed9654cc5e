import { http } from 'shared';
import type { FlowExportPayload, WalletFlowExportPayload } from './types';

/** POST /admin/acc_flow_list/export — queues the xlsx of 资金流水 with the list's filters; answers the task's id. */
export function createFlowExport(payload: FlowExportPayload): Promise<{ id: number }> {
  return http.post('/admin/acc_flow_list/export', payload);
}

/** POST /account/flow_list/export — queues the xlsx of the signed-in user's wallet flows with the list's filters. */
export function createWalletFlowExport(payload: WalletFlowExportPayload): Promise<{ id: number }> {
  return http.post('/account/flow_list/export', payload);
}
