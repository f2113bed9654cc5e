import { useState } from 'react';
import { Button, Card, Descriptions, Space } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { formatAmount, formatDateTime } from 'shared';
import { ORDER_KIND_LABEL } from 'shared/rules';
import { StatusTag } from 'shared/antd';
import { payChannelText } from '../../../components/payment-result';
import { BackToList, UnreadyCard } from '../../../components/detail-card';
import { useRecord } from '../../../components/use-resource';
import { getRefundInfo } from '../api/get-refund-info';
import { RefundReviewModal } from '../components/refund-review-modal';
import { initiatorText, REFUND_STATUS } from '../components/refund-status';

/** 退款详情 (FinanceRefundDetail): the refund, its review and its order; 审核 where the server offers it (`can_review`). */
export function FinanceRefundDetailPage() {
  const { id } = useParams();
  const refundId = Number(id);
  const [reviewing, setReviewing] = useState(false);
  const [load, reload] = useRecord(refundId, getRefundInfo);

  const back = <BackToList to="/admin/finance/refund">返回退款列表</BackToList>;

  if (load.state !== 'ready') return <UnreadyCard title="退款详情" loading={load.state === 'loading'} back={back} />;
  const { data: refund } = load;
  const reviewed = refund.reviewed_at !== null;

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card
        title="退款详情"
        extra={
          <Space>
            {refund.can_review === 1 ? (
              <Button type="primary" onClick={() => setReviewing(true)}>
                审核
              </Button>
            ) : null}
            {back}
          </Space>
        }
      >
        <Descriptions column={{ xs: 1, md: 2 }} bordered size="middle">
          <Descriptions.Item label="退款单号">{refund.refund_no}</Descriptions.Item>
          <Descriptions.Item label="退款状态">
            <StatusTag status={refund.status} map={REFUND_STATUS} />
          </Descriptions.Item>
          <Descriptions.Item label="退款金额">{formatAmount(refund.amount_cents)}</Descriptions.Item>
          <Descriptions.Item label="发起方">{initiatorText(refund.initiator)}</Descriptions.Item>
          <Descriptions.Item label="退款原因" span={2}>
            {refund.reason || '-'}
          </Descriptions.Item>
          <Descriptions.Item label="申请时间">{formatDateTime(refund.created_at)}</Descriptions.Item>
          <Descriptions.Item label="审核人">{reviewed ? refund.reviewer_name || '-' : '-'}</Descriptions.Item>
          <Descriptions.Item label="审核意见" span={2}>
            {refund.review_reason || '-'}
          </Descriptions.Item>
          <Descriptions.Item label="审核时间">{formatDateTime(refund.reviewed_at)}</Descriptions.Item>
          <Descriptions.Item label="退款完成时间">{formatDateTime(refund.completed_at)}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title="订单信息">
        <Descriptions column={{ xs: 1, md: 2 }} bordered size="middle">
          <Descriptions.Item label="订单号">
            <Link to={`/admin/finance/order/${refund.order_id}`} aria-label={`查看订单 ${refund.order_no}`}>
              {refund.order_no}
            </Link>
          </Descriptions.Item>
          <Descriptions.Item label="订单状态">{refund.order_status}</Descriptions.Item>
          <Descriptions.Item label="订单内容">{refund.subject}</Descriptions.Item>
          <Descriptions.Item label="订单类型">{ORDER_KIND_LABEL[refund.order_kind] ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="所属机构">{refund.institution_name}</Descriptions.Item>
          <Descriptions.Item label="付款人">{refund.payer_nickname || '-'}</Descriptions.Item>
          <Descriptions.Item label="订单金额">{formatAmount(refund.order_amount_cents)}</Descriptions.Item>
          <Descriptions.Item label="已退金额">{formatAmount(refund.order_refunded_cents)}</Descriptions.Item>
          <Descriptions.Item label="支付方式">{payChannelText(refund.pay_channel)}</Descriptions.Item>
        </Descriptions>
      </Card>
      <RefundReviewModal
        refund={reviewing ? refund : null}
        onClose={() => setReviewing(false)}
        onDone={() => {
          setReviewing(false);
          reload();
        }}
      />
    </Space>
  );
}

export default FinanceRefundDetailPage;
