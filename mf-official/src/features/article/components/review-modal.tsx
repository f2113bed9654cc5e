import { App } from 'antd';
import { ReviewActions, ReviewModal as SharedReviewModal } from 'shared/antd';
import { reviewArticle } from '../api/review-article';

export interface ReviewTarget {
  id: number;
  title: string;
  action: 'approve' | 'reject';
}

/** What 通过 and 驳回 of an article say: the modal's title, what the decision does, the message once it is taken. */
const DECISION = {
  approve: { title: '通过文章', description: (title?: string) => `通过「${title}」后，它将在发布时间到达后显示在官网栏目中。`, done: '已通过，文章将按发布时间在官网栏目中显示' },
  reject: { title: '驳回文章', description: (title?: string) => `驳回「${title}」，机构修改后可重新提交审核。`, done: '已驳回' },
} as const;
const REASON_PLACEHOLDER = '请说明需要修改的地方';
const NOTE_LABEL = '备注';

/** Sends 通过 / 驳回 of an article with the reason or note (POST /admin/article/review) and says it is done. */
function useReviewArticle() {
  const { message } = App.useApp();
  return async (id: number, action: ReviewTarget['action'], reason: string) => {
    await reviewArticle({ id, action, reason });
    message.success(DECISION[action].done);
  };
}

/** 通过 / 驳回 of an article row (platform admin) with the shared review modal; 驳回 needs a reason. */
export function ReviewModal({ target, onClose, onDone }: { target: ReviewTarget | null; onClose: () => void; onDone: () => void }) {
  const review = useReviewArticle();
  const decision = DECISION[target?.action ?? 'approve'];
  return (
    <SharedReviewModal
      open={target !== null}
      action={target?.action ?? 'approve'}
      title={decision.title}
      description={decision.description(target?.title)}
      reasonPlaceholder={REASON_PLACEHOLDER}
      noteLabel={NOTE_LABEL}
      onCancel={onClose}
      onSubmit={async (reason) => {
        if (!target) return;
        await review(target.id, target.action, reason);
        onDone();
      }}
    />
  );
}

/** The 通过 / 驳回 buttons of a pending article (platform admin), each with the same modal as the review list's rows. */
export function ArticleReviewActions({ article, onDone }: { article: { id: number; title: string }; onDone: () => void }) {
  const review = useReviewArticle();
  const decide = (action: ReviewTarget['action']) => async (text: string) => {
    await review(article.id, action, text);
    onDone();
  };
  return (
    <ReviewActions
      approveTitle={DECISION.approve.title}
      approveDescription={DECISION.approve.description(article.title)}
      noteLabel={NOTE_LABEL}
      onApprove={decide('approve')}
      rejectTitle={DECISION.reject.title}
      rejectDescription={DECISION.reject.description(article.title)}
      reasonPlaceholder={REASON_PLACEHOLDER}
      onReject={decide('reject')}
    />
  );
}
