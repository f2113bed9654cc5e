/**
 * 打卡 (check-in challenges, issue 24): the rules of a participant's days and of a track file's plausibility, once for
 * the server (ranking, flagging records for review), the pages (calendar, "why this rank") and the mocks. Days are
 * China calendar days (`chinaDate`), so a run at 23:30 and one at 00:30 are two days.
 */
import { chinaDate, chinaDayStart } from './china-time.ts';
import type { EntrantId } from './entrant.ts';
import { RuleRefusal } from './rule-refusal.ts';

const DAY_MS = 86_400_000;

/** The day after a `YYYY-MM-DD` (calendar arithmetic in UTC, which has no daylight saving). */
const nextDay = (day: string): string => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

export interface CheckInDays {
  /** distinct days checked in */
  days: number;
  /** the longest run of consecutive days */
  longest: number;
  /** the run of consecutive days ending on `asOf` or the day before it (a run not yet broken today), else 0 */
  current: number;
}

/** Days checked in, the longest streak and the current one, from the China days of a participant's records. */
export function checkInDays(recordDays: readonly string[], asOf: string): CheckInDays {
  const days = [...new Set(recordDays)].sort();
  let longest = 0;
  let run = 0;
  let previous = '';
  for (const day of days) {
    run = previous && nextDay(previous) === day ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = day;
  }
  const last = days.at(-1);
  const current = last && (last === asOf || nextDay(last) === asOf) ? run : 0;
  return { days: days.length, longest, current };
}

/** The sports a track file may be evidence of, with the fastest average speed humanly done over a distance. */
export const TRACK_SPORTS = ['running', 'walking', 'cycling'] as const;
export type TrackSport = (typeof TRACK_SPORTS)[number];
export const TRACK_SPORT_TEXT: Readonly<Record<TrackSport, string>> = { running: '跑步', walking: '健步走', cycling: '骑行' };

/**
 * Men's world records (distance in metres, time in seconds): running 100 m … marathon; race walking 20 km, 35 km;
 * cycling, the 4 km individual pursuit and the hour record. Between two distances the record time is interpolated on
 * a log–log scale (Riegel's law holds piecewise); below the first it is the first one's speed, beyond the last the
 * last one's speed.
 */
export const WORLD_RECORDS: Readonly<Record<TrackSport, readonly (readonly [number, number])[]>> = {
  running: [
    [100, 9.58],
    [400, 43.03],
    [1500, 206.0],
    [5000, 755.36],
    [10000, 1571.0],
    [21097.5, 3451.0],
    [42195, 7235.0],
  ],
  walking: [
    [20000, 4596.0],
    [35000, 8506.0],
  ],
  cycling: [
    [4000, 229.93],
    [56792, 3600.0],
  ],
};

/** The world record time (s) over a distance (m) for the sport, interpolated as WORLD_RECORDS says. */
export function worldRecordSeconds(sport: TrackSport, meters: number): number {
  const table = WORLD_RECORDS[sport];
  const [firstD, firstT] = table[0]!;
  if (meters <= firstD) return (meters * firstT) / firstD;
  for (let i = 1; i < table.length; i++) {
    const [d1, t1] = table[i - 1]!;
    const [d2, t2] = table[i]!;
    if (meters <= d2) {
      const exponent = Math.log(t2 / t1) / Math.log(d2 / d1);
      return t1 * (meters / d1) ** exponent;
    }
  }
  const [lastD, lastT] = table.at(-1)!;
  return (meters * lastT) / lastD;
}

export interface TrackFacts {
  sport: TrackSport;
  distanceMeters: number;
  durationSeconds: number;
  /** the first point's instant (ISO) */
  startAt: string;
}

export const CHECK_IN_FLAG = {
  tooFast: (sport: TrackSport) => `配速快于${TRACK_SPORT_TEXT[sport]}世界纪录，需人工审核`,
  outsideWindow: '轨迹开始时间不在挑战时间内',
  duplicate: '轨迹与他人已提交的轨迹相同',
} as const;

/**
 * Why a track needs a reviewer before it counts (empty: plausible): faster than the world record for its sport over
 * its distance, or started outside the challenge's window (start inclusive, end exclusive). An identical track of
 * another participant is found by its fingerprint (`trackFingerprint`) on the server.
 */
export function trackFlags(track: TrackFacts, window: { startsAt: string; endsAt: string }): string[] {
  const flags: string[] = [];
  if (track.distanceMeters > 0 && track.durationSeconds < worldRecordSeconds(track.sport, track.distanceMeters)) flags.push(CHECK_IN_FLAG.tooFast(track.sport));
  const start = Date.parse(track.startAt);
  if (!(start >= Date.parse(window.startsAt) && start < Date.parse(window.endsAt))) flags.push(CHECK_IN_FLAG.outsideWindow);
  return flags;
}

/** The China day a track counts for: the day it started. */
export const trackDay = (track: Pick<TrackFacts, 'startAt'>): string => chinaDate(track.startAt);

/**
 * A fingerprint of a track's route that two uploads of one recording share (rounded to ~1 m and 1 s, so a re-export of
 * the same file matches while two people running together do not): the points' coordinates and offsets from the start.
 */
export function trackFingerprint(points: readonly { lat: number; lon: number; at: number }[]): string {
  const start = points[0]?.at ?? 0;
  return points.map((p) => `${p.lat.toFixed(5)},${p.lon.toFixed(5)},${Math.round((p.at - start) / 1000)}`).join(';');
}

// ——— the challenge (打卡设置), a submission, the tally and the ranking ———

/** What the goal counts: metres, seconds, check-ins, or photo check-ins. */
export const CHECK_IN_GOAL_KINDS = ['distance', 'duration', 'count', 'photo'] as const;
export type CheckInGoalKind = (typeof CHECK_IN_GOAL_KINDS)[number];
export const CHECK_IN_GOAL_KIND_TEXT: Readonly<Record<CheckInGoalKind, string>> = { distance: '里程', duration: '时长', count: '次数', photo: '照片打卡' };

/** A daily goal (each day's amount, on `goalDays` days) or a total one (the sum over the challenge). */
export const CHECK_IN_GOAL_SCOPES = ['daily', 'total'] as const;
export type CheckInGoalScope = (typeof CHECK_IN_GOAL_SCOPES)[number];
export const CHECK_IN_GOAL_SCOPE_TEXT: Readonly<Record<CheckInGoalScope, string>> = { daily: '每日目标', total: '累计目标' };

export const CHECK_IN_EVIDENCE = ['photo', 'track', 'screenshot'] as const;
export type CheckInEvidence = (typeof CHECK_IN_EVIDENCE)[number];
export const CHECK_IN_EVIDENCE_TEXT: Readonly<Record<CheckInEvidence, string>> = { photo: '照片', track: '轨迹文件', screenshot: '运动截图' };

export const CHECK_IN_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type CheckInStatus = (typeof CHECK_IN_STATUSES)[number];
export const CHECK_IN_STATUS_TEXT: Readonly<Record<CheckInStatus, string>> = { pending: '待审核', approved: '已通过', rejected: '已驳回' };

export const CHECK_IN_DAILY_LIMIT_MAX = 20;
export const CHECK_IN_DAYS_MAX = 366;

/** A challenge (打卡设置). Goal values are whole metres, seconds or check-ins; days are China days, both inclusive. */
export interface CheckInSettingsValues {
  startsOn: string;
  endsOn: string;
  goalKind: CheckInGoalKind;
  goalScope: CheckInGoalScope;
  goalValue: number;
  /** daily goals: on how many days the day's goal must be met */
  goalDays: number;
  /** the sport a track file must be of (tracks only) */
  sport: TrackSport | null;
  evidence: CheckInEvidence[];
  dailyLimit: number;
  reviewRequired: boolean;
}

export const CHECK_IN_MSG = {
  notSet: '本活动尚未开启打卡',
  notActivity: '只有活动可以设置打卡',
  rangeOrder: '打卡结束日期不能早于开始日期',
  rangeTooLong: `打卡时间不能超过${CHECK_IN_DAYS_MAX}天`,
  evidenceRequired: '请至少选择一种打卡凭证',
  evidenceForGoal: (kind: CheckInGoalKind) => (kind === 'photo' ? '照片打卡必须允许照片凭证' : `${CHECK_IN_GOAL_KIND_TEXT[kind]}目标必须允许轨迹文件或运动截图`),
  sportRequired: '允许轨迹文件时请选择运动类型',
  goalValue: '目标值必须是正整数',
  goalDays: (max: number) => `达标天数必须在 1 到 ${max} 之间`,
  dailyLimit: `每日打卡次数上限必须在 1 到 ${CHECK_IN_DAILY_LIMIT_MAX} 之间`,
  notParticipant: '报名并通过审核后才能打卡',
  outsideWindow: (startsOn: string, endsOn: string) => `不在打卡时间内（${startsOn} 至 ${endsOn}）`,
  dailyLimitReached: (limit: number) => `每天最多打卡 ${limit} 次，今天已达上限`,
  evidenceNotAllowed: (evidence: CheckInEvidence) => `本次打卡不接受${CHECK_IN_EVIDENCE_TEXT[evidence]}作为凭证`,
  evidenceMissing: '请先上传打卡凭证',
  evidenceKind: (evidence: CheckInEvidence) => (evidence === 'track' ? '请上传 GPX、TCX 或 FIT 轨迹文件' : '请上传图片'),
  amountRequired: (kind: CheckInGoalKind) => `请填写本次${CHECK_IN_GOAL_KIND_TEXT[kind]}`,
  wrongSport: (sport: TrackSport, required: TrackSport) => `轨迹是${TRACK_SPORT_TEXT[sport]}记录，本次打卡只接受${TRACK_SPORT_TEXT[required]}`,
  reviewOnlyPending: '只能审核待审核的打卡记录',
  trackUnreadable: '轨迹文件无法解析，请上传手表或运动 App 导出的 GPX、TCX 或 FIT 文件',
  trackTooLarge: (mb: number) => `轨迹文件过大，不能超过 ${mb}M`,
  trackTooManyPoints: (max: number) => `轨迹文件过大，轨迹点不能超过 ${max} 个`,
  trackEmpty: '轨迹文件中没有带时间的位置点',
  trackTimeout: '轨迹文件解析超时，请检查文件后重试',
  /** the standalone mocks do not parse track files (the server does, services/track-files.ts) */
  trackNotInDemo: '演示环境不解析轨迹文件，请改用运动截图打卡',
} as const;

const DAY_OF = /^\d{4}-\d{2}-\d{2}$/;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** The number of days of a challenge, both ends included. */
export const checkInRangeDays = (s: Pick<CheckInSettingsValues, 'startsOn' | 'endsOn'>): number => daysBetween(s.startsOn, s.endsOn);

/** The first problem of a challenge's settings (42200), or null. */
export function checkInSettingsProblem(s: CheckInSettingsValues): string | null {
  if (!DAY_OF.test(s.startsOn) || !DAY_OF.test(s.endsOn) || s.endsOn < s.startsOn) return CHECK_IN_MSG.rangeOrder;
  const days = checkInRangeDays(s);
  if (days > CHECK_IN_DAYS_MAX) return CHECK_IN_MSG.rangeTooLong;
  if (s.evidence.length === 0) return CHECK_IN_MSG.evidenceRequired;
  if (s.goalKind === 'photo' ? !s.evidence.includes('photo') : (s.goalKind === 'distance' || s.goalKind === 'duration') && !s.evidence.includes('track') && !s.evidence.includes('screenshot')) {
    return CHECK_IN_MSG.evidenceForGoal(s.goalKind);
  }
  if (s.evidence.includes('track') && !s.sport) return CHECK_IN_MSG.sportRequired;
  if (!Number.isInteger(s.goalValue) || s.goalValue < 1) return CHECK_IN_MSG.goalValue;
  if (s.goalScope === 'daily' && !(Number.isInteger(s.goalDays) && s.goalDays >= 1 && s.goalDays <= days)) return CHECK_IN_MSG.goalDays(days);
  if (!Number.isInteger(s.dailyLimit) || s.dailyLimit < 1 || s.dailyLimit > CHECK_IN_DAILY_LIMIT_MAX) return CHECK_IN_MSG.dailyLimit;
  return null;
}

/** The challenge's window as instants: from the first day's start to the end of the last day (exclusive). */
export function checkInWindow(s: Pick<CheckInSettingsValues, 'startsOn' | 'endsOn'>): { startsAt: string; endsAt: string } {
  return { startsAt: chinaDayStart(s.startsOn).toISOString(), endsAt: new Date(chinaDayStart(s.endsOn).getTime() + DAY_MS).toISOString() };
}

/** A check-in being submitted: its evidence, the day it counts for, how many the participant has that day, its amounts. */
export interface CheckInSubmission {
  evidence: CheckInEvidence;
  day: string;
  sameDayCount: number;
  distanceMeters: number | null;
  durationSeconds: number | null;
  /** a track's sport, when the file says it */
  sport?: TrackSport | null;
}

/** Why a check-in is refused (40000 / 42200, nothing written), or null. */
export function checkInSubmitProblem(s: CheckInSettingsValues, c: CheckInSubmission): string | null {
  if (!s.evidence.includes(c.evidence)) return CHECK_IN_MSG.evidenceNotAllowed(c.evidence);
  if (c.day < s.startsOn || c.day > s.endsOn) return CHECK_IN_MSG.outsideWindow(s.startsOn, s.endsOn);
  if (c.sameDayCount >= s.dailyLimit) return CHECK_IN_MSG.dailyLimitReached(s.dailyLimit);
  if (c.evidence === 'track' && c.sport && s.sport && c.sport !== s.sport) return CHECK_IN_MSG.wrongSport(c.sport, s.sport);
  if (s.goalKind === 'distance' && !(c.distanceMeters && c.distanceMeters > 0)) return CHECK_IN_MSG.amountRequired('distance');
  if (s.goalKind === 'duration' && !(c.durationSeconds && c.durationSeconds > 0)) return CHECK_IN_MSG.amountRequired('duration');
  return null;
}

/**
 * The status a new check-in starts in: 待审核 when the challenge reviews every record or the record is flagged
 * (the reasons stay with it), else 已通过.
 */
export const initialCheckInStatus = (reviewRequired: boolean, flags: readonly string[]): CheckInStatus =>
  reviewRequired || flags.length > 0 ? 'pending' : 'approved';

/** What one record adds to the goal: its metres, its seconds, or one check-in. */
export function checkInAmount(kind: CheckInGoalKind, r: { distanceMeters: number | null; durationSeconds: number | null }): number {
  if (kind === 'distance') return Math.round(r.distanceMeters ?? 0);
  if (kind === 'duration') return Math.round(r.durationSeconds ?? 0);
  return 1;
}

/** An amount in the goal's unit, for people: `12.35 公里`, `1 小时 5 分钟`, `3 次`. */
export function formatCheckInAmount(kind: CheckInGoalKind, value: number): string {
  if (kind === 'distance') return `${(value / 1000).toFixed(2)} 公里`;
  if (kind === 'duration') {
    const minutes = Math.floor(value / 60);
    return minutes >= 60 ? `${Math.floor(minutes / 60)} 小时 ${minutes % 60} 分钟` : `${minutes} 分钟`;
  }
  return `${value} 次`;
}

/** Pace in seconds per kilometre (null without a distance). */
export const checkInPace = (distanceMeters: number | null, durationSeconds: number | null): number | null =>
  distanceMeters && distanceMeters > 0 && durationSeconds && durationSeconds > 0 ? Math.round((durationSeconds * 1000) / distanceMeters) : null;

/** `5'30"` per kilometre. */
export function formatPace(secondsPerKm: number | null): string {
  if (secondsPerKm === null) return '—';
  return `${Math.floor(secondsPerKm / 60)}'${String(secondsPerKm % 60).padStart(2, '0')}"`;
}

export interface CheckInTally extends CheckInDays {
  participant: EntrantId;
  /** the sum of the approved records' amounts */
  total: number;
  /** daily goals: the days the day's goal was met; total goals: the days checked in */
  goalDaysMet: number;
  goalMet: boolean;
}

/**
 * Each participant's tally from their approved records (`amount` from `checkInAmount`): the total, the days checked
 * in and the streaks (for a daily goal a day counts when its goal is met), and whether the challenge's goal is met.
 */
export function tallyCheckIns(
  participants: readonly EntrantId[],
  records: readonly { participant: EntrantId; day: string; amount: number }[],
  s: Pick<CheckInSettingsValues, 'goalScope' | 'goalValue' | 'goalDays'>,
  asOf: string,
): CheckInTally[] {
  const perDay = new Map<EntrantId, Map<string, number>>(participants.map((p) => [p, new Map()]));
  for (const r of records) {
    const days = perDay.get(r.participant);
    if (days) days.set(r.day, (days.get(r.day) ?? 0) + r.amount);
  }
  return participants.map((participant) => {
    const days = perDay.get(participant)!;
    const total = [...days.values()].reduce((a, b) => a + b, 0);
    const counted = [...days].filter(([, amount]) => s.goalScope === 'total' || amount >= s.goalValue).map(([day]) => day);
    const streaks = checkInDays(counted, asOf);
    const goalMet = s.goalScope === 'total' ? total >= s.goalValue : streaks.days >= s.goalDays;
    return { participant, total, ...streaks, goalDaysMet: streaks.days, goalMet };
  });
}

export type CheckInRankKey = 'total' | 'days' | 'longest';
const RANK_KEYS: readonly CheckInRankKey[] = ['total', 'days', 'longest'];

export interface CheckInRankReason {
  /** the key that put the one above ahead, or null when both share the place */
  key: CheckInRankKey | null;
  /** this row's value and the one above's */
  values: [number, number] | null;
  /** e.g. `累计相同，打卡天数 5 天，上一名 7 天` */
  text: string;
}

export interface CheckInRankRow extends CheckInTally {
  /** 1-based; equal on total, days and longest streak share it (1, 2, 2, 4) */
  rank: number;
  /** why this row is below the one above (null on the first row) */
  reason: CheckInRankReason | null;
}

/**
 * The ranking (打卡排行): total first, then days checked in, then the longest streak, higher is better; rows equal on
 * all three share a place. Each row says why it is below the one above, as the standings do.
 */
export function rankCheckIns(tallies: readonly CheckInTally[], kind: CheckInGoalKind): CheckInRankRow[] {
  const keyLabel: Record<CheckInRankKey, string> = { total: `累计${kind === 'photo' || kind === 'count' ? '次数' : CHECK_IN_GOAL_KIND_TEXT[kind]}`, days: '打卡天数', longest: '最长连续天数' };
  const show = (key: CheckInRankKey, v: number) => (key === 'total' ? formatCheckInAmount(kind, v) : `${v} 天`);
  const sorted = tallies
    .map((t, i) => ({ t, i }))
    .sort((a, b) => b.t.total - a.t.total || b.t.days - a.t.days || b.t.longest - a.t.longest || a.i - b.i)
    .map(({ t }) => t);
  const rows: CheckInRankRow[] = [];
  sorted.forEach((t, i) => {
    const above = rows[i - 1];
    if (!above) {
      rows.push({ ...t, rank: 1, reason: null });
      return;
    }
    const key = RANK_KEYS.find((k) => t[k] !== above[k]) ?? null;
    if (key === null) {
      rows.push({ ...t, rank: above.rank, reason: { key: null, values: null, text: `${RANK_KEYS.map((k) => keyLabel[k]).join('、')}均与上一名相同，名次并列` } });
      return;
    }
    const same = RANK_KEYS.slice(0, RANK_KEYS.indexOf(key)).map((k) => `${keyLabel[k]}相同，`).join('');
    const values: [number, number] = [t[key], above[key]];
    rows.push({ ...t, rank: i + 1, reason: { key, values, text: `${same}${keyLabel[key]} ${show(key, values[0])}，上一名 ${show(key, values[1])}` } });
  });
  return rows;
}

// ——— a track's points: distance, summary and the route kept for its picture ———

export interface TrackPoint {
  lat: number;
  lon: number;
  /** epoch milliseconds */
  at: number;
}

/** The most points of a route kept for its picture (downsampled evenly, first and last kept). */
export const TRACK_ROUTE_MAX_POINTS = 1000;

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** The great-circle distance in metres between two points (haversine, mean Earth radius). */
export function haversineMeters(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** At most `max` points of a route, evenly spaced, the first and the last kept, as [lat, lon] rounded to ~1 m. */
export function downsampleRoute(points: readonly { lat: number; lon: number }[], max = TRACK_ROUTE_MAX_POINTS): [number, number][] {
  const pick = (p: { lat: number; lon: number }): [number, number] => [Math.round(p.lat * 1e5) / 1e5, Math.round(p.lon * 1e5) / 1e5];
  if (points.length <= max) return points.map(pick);
  const out: [number, number][] = [];
  for (let i = 0; i < max; i++) out.push(pick(points[Math.round((i * (points.length - 1)) / (max - 1))]!));
  return out;
}

/**
 * What a track's points say, in time order: the distance (the sum of the haversine steps), the duration (first to
 * last point), the start and the route downsampled for its picture. Null without two timed points.
 */
export function trackSummary(points: readonly TrackPoint[]): { distanceMeters: number; durationSeconds: number; startAt: string; route: [number, number][] } | null {
  const sorted = points.filter((p) => Number.isFinite(p.lat) && Number.isFinite(p.lon) && Number.isFinite(p.at) && Math.abs(p.lat) <= 90 && Math.abs(p.lon) <= 180);
  sorted.sort((a, b) => a.at - b.at);
  if (sorted.length < 2) return null;
  let distance = 0;
  for (let i = 1; i < sorted.length; i++) distance += haversineMeters(sorted[i - 1]!, sorted[i]!);
  return {
    distanceMeters: Math.round(distance * 10) / 10,
    durationSeconds: Math.round((sorted.at(-1)!.at - sorted[0]!.at) / 1000),
    startAt: new Date(sorted[0]!.at).toISOString(),
    route: downsampleRoute(sorted),
  };
}

/**
 * The SVG path of a route ([lat, lon] points) drawn in a `width` × `height` box with `padding`: north up, the
 * longitudes shrunk by the cosine of the mean latitude (so a route keeps its shape), scaled to fit and centred.
 * '' for no points; a single point (or a route that never moves) is a dot in the middle.
 */
export function routeSvgPath(points: readonly (readonly [number, number])[], width: number, height: number, padding = 8): string {
  if (points.length === 0) return '';
  const meanLat = points.reduce((sum, [lat]) => sum + lat, 0) / points.length;
  const k = Math.cos(rad(meanLat));
  const xs = points.map(([, lon]) => lon * k);
  const ys = points.map(([lat]) => lat);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const spanX = maxX - minX;
  const spanY = maxY - minY;
  const innerW = width - 2 * padding;
  const innerH = height - 2 * padding;
  const scale = spanX === 0 && spanY === 0 ? 0 : Math.min(spanX ? innerW / spanX : Infinity, spanY ? innerH / spanY : Infinity);
  const offsetX = padding + (innerW - spanX * scale) / 2;
  const offsetY = padding + (innerH - spanY * scale) / 2;
  const fmt = (n: number) => String(Math.round(n * 10) / 10);
  return points
    .map((_, i) => `${i === 0 ? 'M' : 'L'}${fmt(offsetX + (xs[i]! - minX) * scale)} ${fmt(offsetY + (maxY - ys[i]!) * scale)}`)
    .join(' ');
}

/** One line about a challenge: `2026-08-01 至 2026-08-30 · 累计里程 8.00 公里 · 凭证：轨迹文件、运动截图`. */
export function checkInChallengeText(s: { starts_on: string; ends_on: string; goal_kind: CheckInGoalKind; goal_scope: CheckInGoalScope; goal_value: number; goal_days: number; evidence: readonly CheckInEvidence[] }): string {
  const amount = formatCheckInAmount(s.goal_kind, s.goal_value);
  const goal = s.goal_scope === 'daily' ? `每日${CHECK_IN_GOAL_KIND_TEXT[s.goal_kind]} ${amount}，达标 ${s.goal_days} 天` : `累计${CHECK_IN_GOAL_KIND_TEXT[s.goal_kind]} ${amount}`;
  return `${s.starts_on} 至 ${s.ends_on} · ${goal} · 凭证：${s.evidence.map((e) => CHECK_IN_EVIDENCE_TEXT[e]).join('、')}`;
}

/**
 * The calendar of a participant's approved records: each day checked in, in order, with its amount (in the goal's
 * unit), its records and whether the day counts toward the goal (any day of a total goal; a daily goal's day when met).
 */
export function checkInCalendarDays(
  records: readonly { day: string; distanceMeters: number | null; durationSeconds: number | null }[],
  s: Pick<CheckInSettingsValues, 'goalKind' | 'goalScope' | 'goalValue'>,
): { day: string; amount: number; records: number; goalMet: boolean }[] {
  const byDay = new Map<string, { amount: number; records: number }>();
  for (const r of records) {
    const d = byDay.get(r.day) ?? { amount: 0, records: 0 };
    d.amount += checkInAmount(s.goalKind, r);
    d.records += 1;
    byDay.set(r.day, d);
  }
  return [...byDay]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, d]) => ({ day, ...d, goalMet: s.goalScope === 'total' || d.amount >= s.goalValue }));
}

/** The API's 打卡设置 (CheckInSettings) of a challenge's settings: the route and the mock answer it. */
export const checkInSettingsView = (competitionId: number, s: CheckInSettingsValues) => ({
  competition_id: competitionId,
  starts_on: s.startsOn,
  ends_on: s.endsOn,
  goal_kind: s.goalKind,
  goal_scope: s.goalScope,
  goal_value: s.goalValue,
  goal_days: s.goalDays,
  sport: s.sport,
  evidence: s.evidence,
  daily_limit: s.dailyLimit,
  review_required: s.reviewRequired ? (1 as const) : (0 as const),
});

/** The body of 打卡设置 (PUT /competition/clock/settings) as the API names its fields. */
export interface CheckInSettingsBody {
  starts_on: string;
  ends_on: string;
  goal_kind: CheckInGoalKind;
  goal_scope: CheckInGoalScope;
  goal_value: number;
  goal_days?: number;
  sport?: TrackSport | null;
  evidence: readonly CheckInEvidence[];
  daily_limit: number;
  review_required: 0 | 1;
}

/**
 * The settings a body asks for (server route and mock alike): days of a goal only for daily goals, a sport only with
 * track files; refused (42200) with checkInSettingsProblem's first problem.
 */
export function checkInSettingsOfBody(b: CheckInSettingsBody): CheckInSettingsValues {
  const values: CheckInSettingsValues = {
    startsOn: b.starts_on,
    endsOn: b.ends_on,
    goalKind: b.goal_kind,
    goalScope: b.goal_scope,
    goalValue: b.goal_value,
    goalDays: b.goal_scope === 'daily' ? (b.goal_days ?? 1) : 1,
    sport: b.evidence.includes('track') ? (b.sport ?? null) : null,
    evidence: [...b.evidence],
    dailyLimit: b.daily_limit,
    reviewRequired: b.review_required === 1,
  };
  const problem = checkInSettingsProblem(values);
  if (problem) throw new RuleRefusal(problem, 42200);
  return values;
}

/** The API's tally row (CheckInTally) of a participant's tally (tallyCheckIns), under their name. */
export const checkInTallyView = (name: string, t: { participant: string | number; total: number; days: number; longest: number; current: number; goalMet: boolean }) => ({
  sign_up_id: Number(t.participant),
  name,
  total: t.total,
  days: t.days,
  longest: t.longest,
  current: t.current,
  goal_met: t.goalMet ? (1 as const) : (0 as const),
});
