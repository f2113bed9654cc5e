import type { ScheduleFixture } from '../api/types';

export const FIXTURE_STATUS_TEXT: Record<ScheduleFixture['status'], string> = { scheduled: '未开始', live: '进行中', finished: '已结束' };
export const PHASE_FORMAT_TEXT: Record<string, string> = { league: '联赛', groups: '小组赛', knockout: '淘汰赛', double_elimination: '双败淘汰赛', swiss: '瑞士制' };
export const BYE_TEXT = '轮空';
export const TBD_TEXT = '待定';

/** A side's name, 轮空 on a bye fixture, 待定 before the previous round decided it. */
export function sideName(f: ScheduleFixture, side: 'home' | 'away'): string {
  const id = side === 'home' ? f.home_id : f.away_id;
  const name = side === 'home' ? f.home_name : f.away_name;
  if (id !== null) return name || TBD_TEXT;
  return f.bye ? BYE_TEXT : TBD_TEXT;
}

/** The running score of a game in progress (直播比分, "1 : 0"), or null when none is kept. */
export function liveScoreText(f: ScheduleFixture): string | null {
  if (f.status !== 'live' || f.live_home_score === null || f.live_away_score === null) return null;
  return `${f.live_home_score} : ${f.live_away_score}`;
}

/** Whole minutes from the start of a live game to `now` (ISO; the server's refreshed_at), or null. */
export function minutesSinceStart(f: ScheduleFixture, now: string): number | null {
  if (f.status !== 'live' || !f.live_started_at) return null;
  const ms = Date.parse(now) - Date.parse(f.live_started_at);
  return Number.isFinite(ms) ? Math.max(0, Math.floor(ms / 60_000)) : null;
}

/** "开赛 23 分钟" for a live game (刚刚开赛 in its first minute), '' otherwise. */
export function elapsedText(f: ScheduleFixture, now: string): string {
  const minutes = minutesSinceStart(f, now);
  if (minutes === null) return '';
  return minutes === 0 ? '刚刚开赛' : `开赛 ${minutes} 分钟`;
}

/**
 * "2 : 1", sets as "2 : 1（25-20, 18-25, 15-10）", forfeit noted, "-" before a score exists; a live game shows
 * its running score (the final score columns stay empty until the result is entered).
 */
export function scoreText(f: ScheduleFixture): string {
  if (f.bye) return BYE_TEXT;
  const live = liveScoreText(f);
  if (live !== null) return live;
  if (f.home_score === null || f.away_score === null) return '-';
  const sets = f.sets?.length ? `（${f.sets.map((s) => `${s.home}-${s.away}`).join(', ')}）` : '';
  const forfeit = f.forfeit === 'home' ? '（主队弃权）' : f.forfeit === 'away' ? '（客队弃权）' : f.forfeit === 'both' ? '（双方弃权）' : '';
  return `${f.home_score} : ${f.away_score}${sets}${forfeit}`;
}

/** A measured or timed result: times (seconds) as h:mm:ss.xx / m:ss.xx / ss.xx秒, other marks with the item's precision. */
export function markText(value: number | null, model: string, precision: number): string {
  if (value === null) return '-';
  const digits = Math.max(0, Math.min(6, precision));
  if (model !== 'timed') return value.toFixed(digits);
  const whole = Math.floor(value);
  const fraction = digits > 0 ? (value - whole).toFixed(digits).slice(1) : '';
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  if (h > 0) return `${h}:${pad(m)}:${pad(s)}${fraction}`;
  if (m > 0) return `${m}:${pad(s)}${fraction}`;
  return `${s}${fraction}秒`;
}

export const RESULT_STATUS_TEXT: Record<string, string> = { ok: '', DNF: '未完成', DNS: '未出发', DQ: '取消资格' };
