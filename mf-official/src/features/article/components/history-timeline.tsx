import { StatusHistory } from 'shared/antd';
import type { ArticleStatusChange } from '../api/types';
import { statusText } from './article-status';

/** The review history of an article: when, who, from → to, why. */
export function HistoryTimeline({ history }: { history: ArticleStatusChange[] }) {
  return <StatusHistory history={history} label="审核记录" statusText={statusText} colors={{ pending: 'gold' }} />;
}
