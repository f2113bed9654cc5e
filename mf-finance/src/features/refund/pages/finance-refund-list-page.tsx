import { useRef, useState } from 'react';
import { App, Button, Descriptions, Form, Input, Radio, Select, Space, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { formatAmount, formatDateTime, http, statusOptions, useRootStore, useSession, useSubmitAttempt } from 'shared';
import { FormModal, ListPage, NoteField, ShortNo, StatusTag } from 'shared/antd';
import { getRefundList } from '../api/get-refund-list';
import type { Refund, RefundListQuery, RefundReviewAction, RefundReviewPayload, RefundStatus } from '../api/types';
import { initiatorText, REFUND_STATUS } from '../components/refund-status';

interface FilterValues {
  status?: RefundStatus;
  keyword?: string;
}

/**
 * 退款管理 (FinanceRefundList): platform admins see every institution's refunds, others the active institution's;
 * 审核 where the server offers it (`can_review`), then the list and the menu badge are read again. The review modal
 * and its call are below in this file (退款详情 opens the same modal).
 */
export const FinanceRefundListPage = observer(function FinanceRefundListPage() {
  const session = useSession();
  const isAdmin = session.isAdmin;
  const institutionId = isAdmin ? undefined : session.activeInstitutionId;
  const [reviewing, setReviewing] = useState<Refund | null>(null);
  // bumped after a review, to read the list again with the filters in use
  const [version, setVersion] = useState(0);
  const lastFilters = useRef<FilterValues>({});

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
    ...(isAdmin ? [{ title: '所属机构', dataIndex: 'institution_name', key: 'institution_name' }] : []),
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
        key={`${institutionId ?? 'all'}:${version}`}
        title="退款管理"
        fetcher={getRefundList}
        rowKey="id"
        columns={columns}
        toQuery={(values) => {
          lastFilters.current = values;
          return { ...values, institution_id: institutionId };
        }}
        initialValues={lastFilters.current}
        filters={
          <>
            <Form.Item name="status" label="退款状态">
              <Select allowClear placeholder="全部状态" style={{ width: 140 }} options={statusOptions(REFUND_STATUS)} />
            </Form.Item>
            <Form.Item name="keyword" label="关键字">
              <Input allowClear placeholder="退款单号 / 订单号 / 订单内容" style={{ width: 240 }} />
            </Form.Item>
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

/**
 * POST /admin/refund/check — 通过 (the money goes back: the wallet at once, a gateway 原路退回) or 驳回 a pending request,
 * with the reviewer's 审核意见 (server: routes/finance/refunds.ts → services/refunds.ts `check`). `idempotencyKey`: one
 * per attempt; sending the same attempt again answers the first answer.
 */
function reviewRefund(payload: RefundReviewPayload, idempotencyKey: string): Promise<Refund> {
  return http.post('/admin/refund/check', payload, { headers: { 'Idempotency-Key': idempotencyKey } });
}

interface ReviewValues {
  action: RefundReviewAction;
  reason: string;
}

export interface RefundReviewModalProps {
  /** The refund to review; null = closed. */
  refund: Refund | null;
  onClose: () => void;
  /** After the server took the decision (reload the list or the detail). */
  onDone: (refund: Refund) => void;
}

/**
 * 审核退款: 通过 (the money goes back: to the wallet at once, through the gateway 原路退回) or 驳回, with a required
 * 审核意见 (the server refuses an empty one too). The menu's 退款管理 badge is refreshed after a decision.
 */
export function RefundReviewModal({ refund, onClose, onDone }: RefundReviewModalProps) {
  const { message } = App.useApp();
  const { ui } = useRootStore();
  const attempt = useSubmitAttempt();

  const submit = async ({ action, reason }: ReviewValues) => {
    if (!refund) return;
    const payload = { id: refund.id, action, reason: reason.trim() };
    const answer = await attempt.send(payload, (key) => reviewRefund(payload, key));
    message.success(action === 'reject' ? '已驳回退款申请' : answer.status === 'processing' ? '已通过，款项将原路退回' : '已通过，款项已退回');
    ui.requestCountsReload();
    onDone(answer);
  };

  return (
    <FormModal<ReviewValues>
      open={refund !== null}
      title="审核退款"
      onCancel={onClose}
      onSubmit={submit}
      formLabel="审核退款"
      initialValues={{ action: 'approve' }}
      clearOnDestroy
      intro={
        refund ? (
          <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
            <Descriptions.Item label="退款单号">{refund.refund_no}</Descriptions.Item>
            <Descriptions.Item label="订单">
              {refund.order_no}（{refund.subject}）
            </Descriptions.Item>
            <Descriptions.Item label="退款金额">
              {formatAmount(refund.amount_cents)}（订单 {formatAmount(refund.order_amount_cents)}，已退 {formatAmount(refund.order_refunded_cents)}）
            </Descriptions.Item>
            <Descriptions.Item label="发起方">{initiatorText(refund.initiator)}</Descriptions.Item>
            <Descriptions.Item label="退款原因">{refund.reason || '-'}</Descriptions.Item>
          </Descriptions>
        ) : null
      }
    >
      <Form.Item name="action" label="审核结果" rules={[{ required: true }]}>
        <Radio.Group
          options={[
            { value: 'approve', label: '通过' },
            { value: 'reject', label: '驳回' },
          ]}
        />
      </Form.Item>
      <NoteField name="reason" label="审核意见" requiredMessage="请填写审核意见" placeholder="通过：如 同意退款；驳回：请说明原因" />
    </FormModal>
  );
}
