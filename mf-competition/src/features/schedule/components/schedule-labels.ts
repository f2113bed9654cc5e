import type { StatusMap } from 'shared';
import type { PhaseFormat, PhaseStatus, ScheduleFixture } from '../api/types';

/** 阶段赛制 (GLOSSARY: phase). */
export const PHASE_FORMAT_TEXT: Record<PhaseFormat, string> = { league: '联赛', groups: '小组赛', knockout: '淘汰赛', double_elimination: '双败淘汰赛', swiss: '瑞士制' };

export const PHASE_STATUS: StatusMap<PhaseStatus> = {
  draft: { text: '未生成', color: 'default' },
  generating: { text: '生成中', color: 'processing' },
  generated: { text: '进行中', color: 'blue' },
  completed: { text: '已结束', color: 'green' },
};

export const FIXTURE_STATUS: StatusMap<ScheduleFixture['status']> = {
  scheduled: { text: '未开始', color: 'default' },
  live: { text: '进行中', color: 'processing' },
  finished: { text: '已结束', color: 'green' },
};

export const FORFEIT_TEXT: Record<NonNullable<ScheduleFixture['forfeit']>, string> = { home: '主队弃权', away: '客队弃权', both: '双方弃权' };

/** A result exists (a score or a forfeit) — a change is then a correction that needs a reason. */
export const hasResult = (f: Pick<ScheduleFixture, 'bye' | 'forfeit' | 'home_score' | 'away_score'>) =>
  !f.bye && (f.forfeit !== null || (f.home_score !== null && f.away_score !== null));

/** Both sides known and not a bye: a score can be entered. */
export const canScore = (f: ScheduleFixture) => !f.bye && f.home_id !== null && f.away_id !== null;

/** 2:1, 3:0（客队弃权）, 2:1（25:20 18:25 15:10）, or - when no result. */
export function scoreText(f: ScheduleFixture): string {
  if (f.bye) return '轮空';
  if (!hasResult(f)) return '-';
  let text = `${f.home_score ?? 0}:${f.away_score ?? 0}`;
  if (f.sets?.length) text += `（${f.sets.map((s) => `${s.home}:${s.away}`).join(' ')}）`;
  if (f.forfeit) text += `（${FORFEIT_TEXT[f.forfeit]}）`;
  return text;
}
