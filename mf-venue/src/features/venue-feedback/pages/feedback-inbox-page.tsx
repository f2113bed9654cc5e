import { FeedbackInbox } from '../components/feedback-inbox';

/** 意见反馈 (minifeedback, /admin/check/feedback): the platform's inbox of every venue's feedback. */
export function FeedbackInboxPage() {
  return <FeedbackInbox title="意见反馈" />;
}

export default FeedbackInboxPage;
