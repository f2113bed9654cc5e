import { App } from 'antd';
import { ReviewModal as SharedReviewModal } from 'shared/antd';
import { reviewArticle } from '../api/review-article';

export interface ReviewTarget {
  id: number;
  title: string;
  action: 'approve' | 'reject';
}

/** 通过 / 驳回 of an article (platform admin) with the shared review modal; 驳回 needs a reason (POST /admin/article/review). */
export function ReviewModal({ target, onClose, onDone }: { target: ReviewTarget | null; onClose: () => void; onDone: () => void }) {
  const { message } = App.useApp();
  const reject = target?.action === 'reject';
  return (
    <SharedReviewModal
      open={target !== null}
      action={target?.action ?? 'approve'}
      title={reject ? '驳回文章' : '通过文章'}
      description={reject ? `驳回「${target?.title}」，机构修改后可重新提交审核。` : `通过「${target?.title}」后，它将在发布时间到达后显示在官网栏目中。`}
      reasonPlaceholder="请说明需要修改的地方"
      noteLabel="备注"
      onCancel={onClose}
      onSubmit={async (reason) => {
        if (!target) return;
        await reviewArticle({ id: target.id, action: target.action, reason });
        message.success(reject ? '已驳回' : '已通过，文章将按发布时间在官网栏目中显示');
        onDone();
      }}
    />
  );
}
