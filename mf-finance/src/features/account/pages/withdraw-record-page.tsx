import { useCallback } from 'react';
import { Button } from 'antd';
import type { TableColumnsType } from 'antd';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { WITHDRAW_STATUS_TAG, formatAmount, formatDateTime } from 'shared';
import { formatCardNumber } from 'shared/rules';
import { ListPage, StatusTag } from 'shared/antd';
import { getWithdrawals } from '../api/get-withdrawals';
import type { WithdrawItem, WithdrawListQuery } from '../api/types';
import { NoInstitution } from '../components/no-institution';
import { useAccountInstitution } from '../components/use-institution';
import { WITHDRAW_PATH } from '../paths';

const TITLE = '提现记录';

const COLUMNS: TableColumnsType<WithdrawItem> = [
  { title: '提现单号', dataIndex: 'withdraw_no', key: 'withdraw_no' },
  { title: '申请时间', dataIndex: 'created_at', key: 'created_at', render: (v: string) => formatDateTime(v) },
  { title: '提现金额', dataIndex: 'amount_cents', key: 'amount', align: 'right', render: (v: number) => formatAmount(v) },
  { title: '开户银行', dataIndex: 'bank_name', key: 'bank_name' },
  { title: '银行账号', dataIndex: 'card_number', key: 'card_number', render: (v: string) => formatCardNumber(v) },
  { title: '收款户名', dataIndex: 'account_name', key: 'account_name' },
  { title: '申请人', dataIndex: 'requested_by_name', key: 'requested_by_name', render: (v: string) => v || '-' },
  { title: '状态', dataIndex: 'status', key: 'status', render: (v: WithdrawItem['status']) => <StatusTag status={v} map={WITHDRAW_STATUS_TAG} /> },
  { title: '审核时间', dataIndex: 'reviewed_at', key: 'reviewed_at', render: (v: string | null) => formatDateTime(v) },
  { title: '驳回原因', dataIndex: 'review_reason', key: 'review_reason', render: (v: string, w) => (w.status === 'rejected' && v ? v : '-') },
  { title: '打款凭证号', dataIndex: 'payout_reference', key: 'payout_reference', render: (v: string) => v || '-' },
];

/** 提现记录 (AccountWithdrawRecord): the active institution's withdrawals, newest first (GET /withdraw). */
export const WithdrawRecordPage = observer(function WithdrawRecordPage() {
  const institution = useAccountInstitution();
  if (!institution.id) return <NoInstitution title={TITLE} />;
  return <WithdrawRecords key={institution.id} institutionId={institution.id} />;
});

function WithdrawRecords({ institutionId }: { institutionId: number }) {
  const navigate = useNavigate();
  const fetcher = useCallback((query: WithdrawListQuery) => getWithdrawals({ ...query, institution_id: institutionId }), [institutionId]);
  return (
    <ListPage<WithdrawItem, WithdrawListQuery>
      title={TITLE}
      fetcher={fetcher}
      rowKey="id"
      columns={COLUMNS}
      extra={
        <Button type="primary" onClick={() => navigate(WITHDRAW_PATH)}>
          申请提现
        </Button>
      }
    />
  );
}

export default WithdrawRecordPage;
