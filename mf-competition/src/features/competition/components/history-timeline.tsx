import { useEffect, useState } from 'react';
import { Spin } from 'antd';
import { LOADING_TEXT } from 'shared';
import { StatusHistory } from 'shared/antd';
import { getCompetitionHistory } from '../api/get-competition-history';
import type { CompetitionStatusChange } from '../api/types';
import { COMPETITION_STATUS } from './competition-status';

const statusText = (s: string) => (s ? (COMPETITION_STATUS[s as keyof typeof COMPETITION_STATUS]?.text ?? s) : '');

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
  return <StatusHistory history={list} label="状态历史" statusText={statusText} />;
}
