import { App, Card, Descriptions, Space } from 'antd';
import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router-dom';
import { formatAmount, formatDateTime, useRootStore, useSession, useSubmitAttempt } from 'shared';
import { formatCardNumber } from 'shared/rules';
import { ReviewActions, StatusTag } from 'shared/antd';
import { BackToList, UnreadyCard } from '../../../components/detail-card';
import { useRecord } from '../../../components/use-resource';
import { getWithdrawInfo } from '../api/get-withdraw-info';
import { reviewWithdraw } from '../api/review-withdraw';
import type { WithdrawReviewPayload } from '../api/types';
import { PayoutModal } from '../components/payout-modal';
import { WITHDRAW_STATUS } from '../components/withdraw-status';
import { WITHDRAW_LIST_PATH } from '../paths';

/**
 * 提现审核 (FinanceWithdrawCheck, withdraw/check): a withdrawal in full; for a pending one the platform admin confirms
 * the payout (确认打款, with the 打款凭证号) or rejects it (驳回, with a reason; the amount goes back to the
 * institution's available balance). A withdrawal is reviewed once.
 */
export const FinanceWithdrawCheckPage = observer(function FinanceWithdrawCheckPage() {
  const { id } = useParams();
  const withdrawId = Number(id);
  const session = useSession();
  const { ui } = useRootStore();
  const { message } = App.useApp();
  const attempt = useSubmitAttempt();
  const [load, reload] = useRecord(withdrawId, getWithdrawInfo);

  const back = <BackToList to={WITHDRAW_LIST_PATH}>返回提现列表</BackToList>;

  if (load.state !== 'ready') return <UnreadyCard title="提现审核" loading={load.state === 'loading'} back={back} />;
  const { data: w } = load;
  const reviewable = session.isAdmin && w.status === 'pending';

  const review = async (payload: WithdrawReviewPayload) => {
    await attempt.send(payload, (key) => reviewWithdraw(payload, key));
    message.success(payload.action === 'approve' ? '已确认打款' : '已驳回，金额已退回机构可提现余额');
    ui.requestCountsReload();
    reload();
  };

  return (
    <Card
      title="提现审核"
      extra={
        <Space>
          {reviewable ? (
            <ReviewActions
              approveText="确认打款"
              approveModal={({ open, onCancel, onSubmit }) => <PayoutModal withdrawal={open ? w : null} onClose={onCancel} onSubmit={onSubmit} />}
              onApprove={(reference) => review({ id: w.id, action: 'approve', payout_reference: reference })}
              rejectTitle="驳回提现"
              rejectDescription={`驳回 ${w.institution_name} 的提现 ${formatAmount(w.amount_cents)}，金额将退回该机构的可提现余额。`}
              reasonPlaceholder="如 收款账户信息与开户许可证不一致"
              onReject={(reason) => review({ id: w.id, action: 'reject', reason })}
            />
          ) : null}
          {back}
        </Space>
      }
    >
      <Descriptions column={{ xs: 1, md: 2 }} bordered size="middle">
        <Descriptions.Item label="提现单号">{w.withdraw_no}</Descriptions.Item>
        <Descriptions.Item label="状态">
          <StatusTag status={w.status} map={WITHDRAW_STATUS} />
        </Descriptions.Item>
        <Descriptions.Item label="机构">{w.institution_name}</Descriptions.Item>
        <Descriptions.Item label="提现金额">{formatAmount(w.amount_cents)}</Descriptions.Item>
        <Descriptions.Item label="开户银行">{w.bank_name}</Descriptions.Item>
        <Descriptions.Item label="银行账号">{formatCardNumber(w.card_number)}</Descriptions.Item>
        <Descriptions.Item label="收款户名">{w.account_name}</Descriptions.Item>
        <Descriptions.Item label="申请人">{w.requested_by_name || '-'}</Descriptions.Item>
        <Descriptions.Item label="申请时间">{formatDateTime(w.created_at)}</Descriptions.Item>
        <Descriptions.Item label="审核时间">{formatDateTime(w.reviewed_at)}</Descriptions.Item>
        <Descriptions.Item label="打款凭证号">{w.payout_reference || '-'}</Descriptions.Item>
        <Descriptions.Item label="驳回原因">{w.review_reason || '-'}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
});

export default FinanceWithdrawCheckPage;
