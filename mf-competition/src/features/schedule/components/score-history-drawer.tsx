import { useEffect, useState } from 'react';
import { Drawer, Empty, Spin, Timeline, Typography } from 'antd';
import { EMPTY_TEXT, formatDateTime, LOADING_TEXT } from 'shared';
import { getScoreHistory } from '../api/get-score-history';
import type { ScheduleFixture, ScoreChange } from '../api/types';
import { FORFEIT_TEXT } from './schedule-labels';

type Values = Record<string, unknown> | null;

/** 2:1（各局 25:20 18:25）（主队弃权） of a history snapshot. */
export function snapshotText(v: Values): string {
  if (!v) return '无';
  let text = `${String(v.home_score ?? '-')}:${String(v.away_score ?? '-')}`;
  const sets = v.sets as { home: number; away: number }[] | null | undefined;
  if (sets?.length) text += `（各局 ${sets.map((s) => `${s.home}:${s.away}`).join(' ')}）`;
  const forfeit = v.forfeit as keyof typeof FORFEIT_TEXT | null | undefined;
  if (forfeit) text += `（${FORFEIT_TEXT[forfeit]}）`;
  return text;
}

/** 比分记录: every entry and correction of a fixture's score, newest first. */
export function ScoreHistoryDrawer({ fixture, onClose }: { fixture: ScheduleFixture | null; onClose: () => void }) {
  const [list, setList] = useState<ScoreChange[] | null>(null);

  useEffect(() => {
    if (!fixture) return;
    setList(null);
    let live = true;
    getScoreHistory(fixture.id)
      .then((r) => live && setList(r.list))
      .catch(() => live && setList([]));
    return () => {
      live = false;
    };
  }, [fixture]);

  return (
    <Drawer open={fixture !== null} title={fixture ? `比分记录：${fixture.home_name} vs ${fixture.away_name}` : '比分记录'} onClose={onClose} size={480} destroyOnHidden>
      {list === null ? (
        <Spin description={LOADING_TEXT} />
      ) : list.length === 0 ? (
        <Empty description={EMPTY_TEXT} />
      ) : (
        <Timeline
          aria-label="比分记录"
          items={[...list].reverse().map((h) => ({
            key: h.id,
            color: h.before ? 'orange' : 'green',
            content: (
              <div>
                <Typography.Text strong>{h.before ? `更正 ${snapshotText(h.before)} → ${snapshotText(h.after)}` : `录入 ${snapshotText(h.after)}`}</Typography.Text>
                <div>
                  {h.actor_name || '系统'} · {formatDateTime(h.at)}
                </div>
                {h.reason && <div>原因：{h.reason}</div>}
              </div>
            ),
          }))}
        />
      )}
    </Drawer>
  );
}
