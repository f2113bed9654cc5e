import { App } from 'antd';
import { ReviewModal } from 'shared/antd';
import { reviewCompetition } from '../api/review-competition';

export interface ReviewTarget {
  id: number;
  name: string;
  action: 'approve' | 'reject';
}

/** 通过 / 驳回 of a filing (POST /admin/competition/review) in the shared ReviewModal: 驳回 needs a reason, 通过 takes a note. */
export function FilingReviewModal({ target, onClose, onDone }: { target: ReviewTarget | null; onClose: () => void; onDone: () => void }) {
  const { message } = App.useApp();
  const reject = target?.action === 'reject';
  return (
    <ReviewModal
      open={target !== null}
      action={target?.action ?? 'approve'}
      title={reject ? '驳回报备' : '通过报备'}
      description={reject ? `驳回「${target?.name}」的报备，机构可修改后重新提交。` : `通过「${target?.name}」的报备后，它将在官网发布。`}
      reasonPlaceholder="请说明需要修改的地方"
      noteLabel="备注"
      onCancel={onClose}
      onSubmit={async (reason) => {
        if (!target) return;
        await reviewCompetition({ id: target.id, action: target.action, reason });
        message.success(reject ? '已驳回' : '已通过，赛事将在官网发布');
        onDone();
      }}
    />
  );
}
