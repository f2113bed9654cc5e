import { App } from 'antd';
import { ReviewModal } from 'shared/antd';
import { reviewSignUps } from '../api/review-sign-ups';

export interface SignUpReviewTarget {
  ids: number[];
  /** The name of the entry, or e.g. "选中的 3 条报名". */
  label: string;
  action: 'approve' | 'reject';
}

/** 通过 / 驳回 of one or several entries (all or nothing) in the shared ReviewModal; 驳回 needs a reason. */
export function ReviewSignUpsModal({
  competitionId,
  target,
  onClose,
  onDone,
}: {
  competitionId: number;
  target: SignUpReviewTarget | null;
  onClose: () => void;
  onDone: (count: number) => void;
}) {
  const { message } = App.useApp();
  const reject = target?.action === 'reject';
  return (
    <ReviewModal
      open={target !== null}
      action={target?.action ?? 'approve'}
      title={reject ? '驳回报名' : '通过报名'}
      description={reject ? `驳回${target?.label}，名额将释放给候补。` : `通过${target?.label}，收费项目将生成报名费订单。`}
      maxLength={200}
      reasonPlaceholder="请说明驳回的原因，报名者可以看到"
      onCancel={onClose}
      onSubmit={async (reason) => {
        if (!target) return;
        const { count } = await reviewSignUps({ id: competitionId, ids: target.ids, action: target.action, ...(reject ? { reason } : {}) });
        message.success(reject ? `已驳回 ${count} 条报名` : `已通过 ${count} 条报名`);
        onDone(count);
      }}
    />
  );
}
