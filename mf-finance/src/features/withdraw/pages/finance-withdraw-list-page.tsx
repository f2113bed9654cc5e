import { Space } from 'antd';
import type { TableColumnsType } from 'antd';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { formatAmount, formatDateTime, statusOptions, useSession } from 'shared';
import { formatCardNumber } from 'shared/rules';
import { KeywordFilter, ListPage, ShortNo, StatusFilter, StatusTag } from 'shared/antd';
import { getWithdrawList } from '../api/get-withdraw-list';
import type { Withdrawal, WithdrawListQuery, WithdrawStatus } from '../api/types';
import { WITHDRAW_STATUS } from '../components/withdraw-status';
import { withdrawCheckPath } from '../paths';

interface FilterValues {
  status?: WithdrawStatus;
  keyword?: string;
}

/**
 * 提现管理 (FinanceWithdrawList): the platform admin sees every institution's withdrawals and reviews the pending ones
 * (审核 → FinanceWithdrawCheck); a manager who opens it sees the active institution's.
 */
export const FinanceWithdrawListPage = observer(function FinanceWithdrawListPage() {
  const session = useSession();
  const isAdmin = session.isAdmin;
  const institutionId = isAdmin ? undefined : session.activeInstitutionId;

  // 金额 and 状态 right after who asked, the number cut short: at 1366 px a reviewer sees 待审核 without scrolling.
  const columns: TableColumnsType<Withdrawal> = [
    { title: '提现单号', dataIndex: 'withdraw_no', key: 'withdraw_no', render: (v: string) => <ShortNo no={v} /> },
    { title: '机构', dataIndex: 'institution_name', key: 'institution_name' },
    { title: '金额', dataIndex: 'amount_cents', key: 'amount', align: 'right', render: (v: number) => formatAmount(v) },
    { title: '状态', dataIndex: 'status', key: 'status', render: (v: WithdrawStatus) => <StatusTag status={v} map={WITHDRAW_STATUS} /> },
    { title: '开户银行', dataIndex: 'bank_name', key: 'bank_name' },
    { title: '银行账号', dataIndex: 'card_number', key: 'card_number', render: (v: string) => formatCardNumber(v) },
    { title: '收款户名', dataIndex: 'account_name', key: 'account_name' },
    { title: '申请时间', dataIndex: 'created_at', key: 'created_at', render: (v: string) => formatDateTime(v) },
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      render: (_: unknown, w: Withdrawal) => (
        <Space size={8}>
          <Link to={withdrawCheckPath(w.id)} aria-label={`提现详情 ${w.withdraw_no}`}>
            详情
          </Link>
          {isAdmin && w.status === 'pending' ? (
            <Link to={withdrawCheckPath(w.id)} aria-label={`审核提现 ${w.withdraw_no}`}>
              审核
            </Link>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <ListPage<Withdrawal, WithdrawListQuery, FilterValues>
      // A new active institution starts a new list.
      key={institutionId ?? 'all'}
      title="提现管理"
      fetcher={getWithdrawList}
      rowKey="id"
      columns={columns}
      toQuery={(values) => ({ ...values, institution_id: institutionId })}
      initialValues={{}}
      filters={
        <>
          <StatusFilter label="提现状态" width={140} options={statusOptions(WITHDRAW_STATUS)} />
          <KeywordFilter placeholder="提现单号 / 机构 / 开户银行" width={240} />
        </>
      }
    />
  );
});

export default FinanceWithdrawListPage;
