import { useEffect, useState } from 'react';
import { Spin, Timeline } from 'antd';
import { EMPTY_TEXT, formatDateTime, LOADING_TEXT } from 'shared';
import { getCompetitionHistory } from '../api/get-competition-history';
import type { CompetitionStatusChange } from '../api/types';
import { COMPETITION_STATUS } from './competition-status';

const statusText = (s: string | null) => (s ? (COMPETITION_STATUS[s as keyof typeof COMPETITION_STATUS]?.text ?? s) : '');

/** One line per status change: when, who, from → to, why (GET /competition/history). */
export function HistoryTimeline({ competitionId, version = 0 }: { competitionId: number; version?: number }) {
  const [list, setList] = useState<CompetitionStatusChange[] | null>(null);

  useEffect(() => {
    let live = true;
    setList(null);
    getCompetitionHistory(competitionId)
      .then((r) => live && setList(r.list))
      .catch(() => live && setList([]));
    return () => {
      live = false;
    };
  }, [competitionId, version]);

  if (list === null) return <Spin description={LOADING_TEXT} />;
  if (list.length === 0) return <div>{EMPTY_TEXT}</div>;
  return (
    <Timeline
      aria-label="状态历史"
      items={list.map((h) => ({
        key: h.id,
        color: h.to_status === 'rejected' ? 'red' : h.to_status === 'approved' ? 'green' : 'blue',
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
