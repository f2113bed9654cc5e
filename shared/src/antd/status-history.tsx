import { Timeline } from 'antd';
import { EMPTY_TEXT, formatDateTime } from 'shared';

export interface StatusChange {
  id: number;
  at: string;
  actor_name: string;
  from_status: string | null;
  to_status: string;
  reason?: string | null;
}

export interface StatusHistoryProps {
  history: StatusChange[];
  /** The timeline's accessible name, e.g. 审核记录, 状态历史. */
  label: string;
  /** The Chinese text of a status. */
  statusText: (status: string) => string;
  /** Dot colours by the status reached, over 驳回 red and 通过 green (others blue). */
  colors?: Record<string, string>;
}

/** The status history of a record, one line per change: when, who (系统 for none), from → to (创建 for the first), why; 暂无数据 when empty. */
export function StatusHistory({ history, label, statusText, colors }: StatusHistoryProps) {
  if (history.length === 0) return <div>{EMPTY_TEXT}</div>;
  const palette: Record<string, string> = { rejected: 'red', approved: 'green', ...colors };
  return (
    <Timeline
      aria-label={label}
      items={history.map((h) => ({
        key: h.id,
        color: palette[h.to_status] ?? 'blue',
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
