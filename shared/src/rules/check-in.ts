/**
 * 打卡 (check-in challenges, issue 24): the rules of a participant's days and of a track file's plausibility, once for
 * the server (ranking, flagging records for review), the pages (calendar, "why this rank") and the mocks. Days are
 * China calendar days (`chinaDate`), so a run at 23:30 and one at 00:30 are two days.
 */
import { chinaDate } from './china-time.ts';

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
