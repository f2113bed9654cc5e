import { http, type Json } from 'shared';

/** POST /admin/acc_flow_list/export — queues the xlsx of one account's 资金流水 with the list's filters; answers the task's id. */
export function createFlowExport(payload: Json<'/admin/acc_flow_list/export', 'post'>): Promise<{ id: number }> {
  return http.post('/admin/acc_flow_list/export', payload);
}
