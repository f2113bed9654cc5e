import { useState } from 'react';
import { Button, Space, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { formatAmount, formatDateTime, statusOptions, useSession } from 'shared';
import { institutionColumns, KeywordFilter, ListPage, ShortNo, StatusFilter, StatusTag } from 'shared/antd';
import { getRefundList } from '../api/get-refund-list';
import type { Refund, RefundListQuery, RefundStatus } from '../api/types';
import { RefundReviewModal } from '../components/refund-review-modal';
import { initiatorText, REFUND_STATUS } from '../components/refund-status';

interface FilterValues {
  status?: RefundStatus;
  keyword?: string;
}

/**
 * 退款管理 (FinanceRefundList): platform admins see every institution's refunds, others the active institution's;
 * 审核 where the server offers it (`can_review`), then the list and the menu badge are read again. 退款详情 opens the
 * same review modal.
 */
export const FinanceRefundListPage = observer(function FinanceRefundListPage() {
  const session = useSession();
  const isAdmin = session.isAdmin;
  const institutionId = isAdmin ? undefined : session.activeInstitutionId;
  const [reviewing, setReviewing] = useState<Refund | null>(null);
  // bumped after a review, to read the list again with the filters in use
  const [version, setVersion] = useState(0);

  // 退款单号, 内容, 退款金额 and 状态 first, the long texts cut short: at 1366 px a reviewer sees 待审核 without scrolling.
  const columns: TableColumnsType<Refund> = [
    { title: '退款单号', dataIndex: 'refund_no', key: 'refund_no', render: (v: string) => <ShortNo no={v} /> },
    { title: '订单号', dataIndex: 'order_no', key: 'order_no' },
    {
      title: '内容',
      dataIndex: 'subject',
      key: 'subject',
      render: (v: string) => (
        <Typography.Text ellipsis={{ tooltip: v }} style={{ maxWidth: 180 }}>
          {v}
        </Typography.Text>
      ),
    },
    { title: '退款金额', dataIndex: 'amount_cents', key: 'amount', align: 'right', render: (v: number) => formatAmount(v) },
    { title: '状态', dataIndex: 'status', key: 'status', render: (v: RefundStatus) => <StatusTag status={v} map={REFUND_STATUS} /> },
    { title: '付款人', dataIndex: 'payer_nickname', key: 'payer_nickname', render: (v: string) => v || '-' },
    ...institutionColumns(isAdmin),
    { title: '发起方', dataIndex: 'initiator', key: 'initiator', render: initiatorText },
    { title: '申请时间', dataIndex: 'created_at', key: 'created_at', render: (v: string) => formatDateTime(v) },
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      render: (_: unknown, refund: Refund) => (
        <Space size={4}>
          <Link to={`/admin/finance/refund/${refund.id}`} aria-label={`退款详情 ${refund.refund_no}`}>
            详情
          </Link>
          {refund.can_review === 1 ? (
            <Button type="link" size="small" onClick={() => setReviewing(refund)} aria-label={`审核退款 ${refund.refund_no}`}>
              审核
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPage<Refund, RefundListQuery, FilterValues>
        // A new active institution starts a new list; a review reads it again with the same filters.
        version={`${institutionId ?? 'all'}:${version}`}
        title="退款管理"
        fetcher={getRefundList}
        rowKey="id"
        columns={columns}
        toQuery={(values) => ({ ...values, institution_id: institutionId })}
        initialValues={{}}
        filters={
          <>
            <StatusFilter label="退款状态" width={140} options={statusOptions(REFUND_STATUS)} />
            <KeywordFilter placeholder="退款单号 / 订单号 / 订单内容" width={240} />
          </>
        }
      />
      <RefundReviewModal
        refund={reviewing}
        onClose={() => setReviewing(null)}
        onDone={() => {
          setReviewing(null);
          setVersion((v) => v + 1);
        }}
      />
    </>
  );
});

export default FinanceRefundListPage;
