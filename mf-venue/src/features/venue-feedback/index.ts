/** What other features use of venue-feedback: the inbox (场馆信息's 用户反馈 tab shows it for one venue). */
export { FeedbackInbox } from './components/feedback-inbox';
