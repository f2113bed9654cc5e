import { useCallback } from 'react';
import { Form, Select } from 'antd';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import { INSTITUTION_ACCOUNTS, INSTITUTION_ACCOUNT_LABEL, type InstitutionAccount } from 'shared';
import { ListPage } from 'shared/antd';
import { getAccountFlows } from '../api/get-account-flows';
import type { AccountFlow, AccountFlowQuery } from '../api/types';
import { FLOW_COLUMNS } from '../components/flow-columns';
import { FlowFilterItems, flowQuery, type FlowFilterValues } from '../components/flow-filters';
import { NoInstitution } from '../components/no-institution';
import { useAccountInstitution } from '../components/use-institution';

const TITLE = '资金流水';

interface FilterValues extends FlowFilterValues {
  account: InstitutionAccount;
}

const ACCOUNT_OPTIONS = INSTITUTION_ACCOUNTS.map((a) => ({ value: a, label: INSTITUTION_ACCOUNT_LABEL[a] }));

const isAccount = (value: string | null): value is InstitutionAccount => INSTITUTION_ACCOUNTS.includes(value as InstitutionAccount);

/**
 * 资金流水 (AccountFlowRecord): the postings of one of the institution's accounts — 可提现余额 (the default, or the
 * `account` of the link that opened it), 待结算收入, 提现中, 账户余额 — newest first, filtered by date and kind.
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
  const toQuery = useCallback(({ account: chosen, ...filters }: FilterValues): AccountFlowQuery => ({ ...flowQuery(filters), account: chosen, institution_id: institutionId }), [institutionId]);
  return (
    <ListPage<AccountFlow, AccountFlowQuery, FilterValues>
      title={TITLE}
      fetcher={getAccountFlows}
      rowKey="id"
      columns={FLOW_COLUMNS}
      toQuery={toQuery}
      initialValues={{ account }}
      filters={
        <>
          <Form.Item name="account" label="账户">
            <Select style={{ width: 140 }} options={ACCOUNT_OPTIONS} />
          </Form.Item>
          <FlowFilterItems />
        </>
      }
    />
  );
}

export default FlowRecordPage;
