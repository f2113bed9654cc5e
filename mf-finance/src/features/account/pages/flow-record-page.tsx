import { useCallback, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import { INSTITUTION_ACCOUNTS, type InstitutionAccount } from 'shared';
import { FLOW_COLUMNS, FlowExportButton, FlowFilterItems, ListPage, flowQuery, type InstitutionFlowFilterValues } from 'shared/antd';
import { createFlowExport } from '../api/flow-export';
import { getAccountFlows } from '../api/get-account-flows';
import type { AccountFlow, AccountFlowQuery } from '../api/types';
import { NoInstitution } from '../components/no-institution';
import { useAccountInstitution } from '../components/use-institution';

const TITLE = '资金流水';

const isAccount = (value: string | null): value is InstitutionAccount => INSTITUTION_ACCOUNTS.includes(value as InstitutionAccount);

/**
 * 资金流水 (AccountFlowRecord): the postings of one of the institution's accounts — 可提现余额 (the default, or the
 * `account` of the link that opened it), 待结算收入, 提现中, 账户余额 — newest first, filtered by date and kind; 导出
 * queues an xlsx of the list as searched and downloads it when the export task is done.
 */
export const FlowRecordPage = observer(function FlowRecordPage() {
  const institution = useAccountInstitution();
  const [search] = useSearchParams();
  const requested = search.get('account');
  const account: InstitutionAccount = isAccount(requested) ? requested : 'available';
  if (!institution.id) return <NoInstitution title={TITLE} />;
  return <FlowRecords key={`${institution.id}:${account}`} institutionId={institution.id} account={account} />;
});

function FlowRecords({ institutionId, account }: { institutionId: number; account: InstitutionAccount }) {
  const toQuery = useCallback(({ account: chosen, ...filters }: InstitutionFlowFilterValues): AccountFlowQuery => ({ ...flowQuery(filters), account: chosen, institution_id: institutionId }), [institutionId]);
  // the query of the list as last fetched: what 导出 exports
  const current = useRef<AccountFlowQuery>({ institution_id: institutionId, account });
  const fetcher = useCallback((query: AccountFlowQuery) => {
    current.current = query;
    return getAccountFlows(query);
  }, []);
  const exportPayload = useCallback(() => {
    const { institution_id, account: chosen, kind, from, to } = current.current;
    return { institution_id, account: chosen, kind, from, to };
  }, []);
  return (
    <ListPage<AccountFlow, AccountFlowQuery, InstitutionFlowFilterValues>
      title={TITLE}
      fetcher={fetcher}
      rowKey="id"
      columns={FLOW_COLUMNS}
      toQuery={toQuery}
      initialValues={{ account }}
      extra={<FlowExportButton start={() => createFlowExport(exportPayload())} />}
      filters={<FlowFilterItems account />}
    />
  );
}

export default FlowRecordPage;
