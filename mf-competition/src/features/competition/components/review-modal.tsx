import { App } from 'antd';
import { ReviewModal } from 'shared/antd';
import { reviewCompetition } from '../api/review-competition';
import { reviewSeries } from '../api/series-filing';

export interface ReviewTarget {
  id: number;
  name: string;
  action: 'approve' | 'reject';
}

/** What is reviewed: one competition's filing (报备) or a series' with its competitions (系列报备). */
const SUBJECT = {
  competition: {
    call: reviewCompetition,
    approved: (name?: string) => `通过「${name}」的报备后，它将在官网发布。`,
    rejected: (name?: string) => `驳回「${name}」的报备，机构可修改后重新提交。`,
    done: '已通过，赛事将在官网发布',
  },
  series: {
    call: reviewSeries,
    approved: (name?: string) => `通过系列「${name}」的报备后，随系列报备的赛事将一并在官网发布。`,
    rejected: (name?: string) => `驳回系列「${name}」的报备，随系列报备的赛事一并驳回，机构可修改后重新提交。`,
    done: '已通过，系列中随系列报备的赛事将在官网发布',
  },
} as const;

/**
 * 通过 / 驳回 of a filing (POST /admin/competition/review, or /admin/competition_series/review for a series) in the
 * shared ReviewModal: 驳回 needs a reason, 通过 takes a note.
 */
export function FilingReviewModal({
  target,
  onClose,
  onDone,
  subject = 'competition',
}: {
  target: ReviewTarget | null;
  onClose: () => void;
  onDone: () => void;
  subject?: keyof typeof SUBJECT;
}) {
  const texts = SUBJECT[subject];
  const { message } = App.useApp();
  const reject = target?.action === 'reject';
  return (
    <ReviewModal
      open={target !== null}
      action={target?.action ?? 'approve'}
      title={reject ? '驳回报备' : '通过报备'}
      description={reject ? texts.rejected(target?.name) : texts.approved(target?.name)}
      reasonPlaceholder="请说明需要修改的地方"
      noteLabel="备注"
      onCancel={onClose}
      onSubmit={async (reason) => {
        if (!target) return;
        await texts.call({ id: target.id, action: target.action, reason });
        message.success(reject ? '已驳回' : texts.done);
        onDone();
      }}
    />
  );
}
