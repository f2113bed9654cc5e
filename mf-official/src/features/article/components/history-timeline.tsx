import { Timeline } from 'antd';
import { EMPTY_TEXT, formatDateTime } from 'shared';
import type { ArticleStatusChange } from '../api/types';
import { statusText } from './article-status';

/** The review history of an article: when, who, from → to, why. */
export function HistoryTimeline({ history }: { history: ArticleStatusChange[] }) {
  if (history.length === 0) return <div>{EMPTY_TEXT}</div>;
  return (
    <Timeline
      aria-label="审核记录"
      items={history.map((h) => ({
        key: h.id,
        color: h.to_status === 'rejected' ? 'red' : h.to_status === 'approved' ? 'green' : h.to_status === 'pending' ? 'gold' : 'blue',
        content: (
          <div>
            <div>
              {formatDateTime(h.at)} · {h.actor_name || '系统'}
            </div>
            <div>{h.from_status ? `${statusText(h.from_status)} → ${statusText(h.to_status)}` : `创建（${statusText(h.to_status)}）`}</div>
            {h.reason ? <div>原因：{h.reason}</div> : null}
          </div>
        ),
      }))}
    />
  );
}
