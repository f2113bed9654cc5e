import { useCallback, useState, type ReactNode } from 'react';
import { App } from 'antd';
import { useConfirm } from 'shared/antd';
import { saveLiveScore, type LiveAction } from '../api/save-live-score';
import type { ScheduleFixture } from '../api/types';
import { LiveScoreModal } from './live-score-modal';

/** 直播比分 of a fixture: "2:1（实时）" while live, or null. */
export const liveScoreText = (f: ScheduleFixture) =>
  f.status === 'live' && f.live_home_score !== null && f.live_away_score !== null ? `${f.live_home_score}:${f.live_away_score}（实时）` : null;

/**
 * The live actions of a fixture table: 开始比赛 and 取消开始 (confirmed), 更新比分 (the running score modal).
 * `reload` runs after every change. Errors are shown by the shared client (e.g. 比分已被他人修改，请刷新后重试).
 */
export function useLiveScore(reload: () => unknown): { act: (f: ScheduleFixture, action: LiveAction) => void; modal: ReactNode } {
  const { message } = App.useApp();
  const confirm = useConfirm();
  const [updating, setUpdating] = useState<ScheduleFixture | null>(null);

  const act = useCallback(
    (f: ScheduleFixture, action: LiveAction) => {
      const game = `${f.home_name} vs ${f.away_name}`;
      if (action === 'update') {
        setUpdating(f);
        return;
      }
      const start = action === 'start';
      void confirm(
        start
          ? { title: '开始比赛', content: `确定开始「${game}」吗？实时比分从 0:0 开始，并同步显示在官网直播比分中。`, okText: '开始比赛' }
          : { title: '取消开始', content: `确定取消「${game}」的开始吗？实时比分将被清除，比赛恢复为未开始。`, okText: '取消开始', cancelText: '返回', danger: true },
        async () => {
          try {
            await saveLiveScore({ fixture_id: f.id, action, version: f.version });
            message.success(start ? '比赛已开始' : '已取消开始');
          } catch {
            // shown by the shared client
          }
          await reload();
        },
      );
    },
    [confirm, message, reload],
  );

  const modal = (
    <LiveScoreModal
      fixture={updating}
      onClose={() => setUpdating(null)}
      onSaved={() => {
        setUpdating(null);
        void reload();
      }}
    />
  );
  return { act, modal };
}
