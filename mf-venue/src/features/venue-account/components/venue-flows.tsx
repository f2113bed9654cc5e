import { useCallback, useRef } from 'react';
import { FLOW_COLUMNS, FlowExportButton, FlowFilterItems, ListPage, flowQuery, type InstitutionFlowFilterValues } from 'shared/antd';
import { createFlowExport } from '../api/create-flow-export';
import { getAccountFlows } from '../api/get-account-flows';
import type { AccountFlow, AccountFlowQuery } from '../api/types';

/** 资金流水 of the venue operator: one account (待结算收入 first: the bookings' income), dates, kind. */
export function VenueFlows({ institutionId }: { institutionId: number }) {
  const toQuery = useCallback(
    ({ account, ...filters }: InstitutionFlowFilterValues): AccountFlowQuery => ({ ...flowQuery(filters), account, institution_id: institutionId }),
    [institutionId],
  );
  // the query of the list as last fetched: what 导出 exports
  const current = useRef<AccountFlowQuery>({ institution_id: institutionId, account: 'pending' });
  const fetcher = useCallback((query: AccountFlowQuery) => {
    current.current = query;
    return getAccountFlows(query);
  }, []);
  const exportFlows = useCallback(() => {
    const { institution_id, account, kind, from, to } = current.current;
    return createFlowExport({ institution_id, account, kind, from, to });
  }, []);
  return (
    <ListPage<AccountFlow, AccountFlowQuery, InstitutionFlowFilterValues>
      key={institutionId}
      title="资金流水"
      fetcher={fetcher}
      extra={<FlowExportButton start={exportFlows} />}
      rowKey="id"
      columns={FLOW_COLUMNS}
      toQuery={toQuery}
      initialValues={{ account: 'pending' }}
      filters={<FlowFilterItems account />}
    />
  );
}
