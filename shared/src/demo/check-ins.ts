/**
 * The demo 打卡 challenge (issue 24), once: a 30-day walking challenge on 2026年杭州市全民健身日健步走 (杭州市体育局,
 * organiser account `org_gov`) around the seed's "today", with four participants whose records span several days:
 * 林晓跑 has met the total goal (one of her records is a track with a route around 西湖), 王正裁 is on a streak up to
 * today, 张子涵 has a pending record flagged as faster than the world record, 李沐阳 has a flagged one the organiser rejected with a reason.
 * 林晓跑 holds the challenge's 打卡完成证书 (`demoCheckInCertificates`), issued the day her walks met the goal.
 * The server seed (server/src/db/seed-check-ins.ts) writes it to the database and the mock 打卡 store
 * (shared/src/mocks/handlers/check-ins.ts) starts from it. Days are China days (`chinaDate`), relative to `now`.
 */
import { checkInCertificateResult } from '../rules/certificates/index.ts';
import { CHECK_IN_FLAG, checkInAmount, checkInPace, tallyCheckIns, type CheckInSettingsValues, type CheckInStatus, type TrackSport } from '../rules/check-in.ts';
import { chinaDate, chinaInstant } from '../rules/china-time.ts';
import type { DemoCompetitionName } from './competitions.ts';
import type { DemoAccountName } from './people.ts';
import { DAY } from './time.ts';

export const DEMO_CHECK_IN_ACTIVITY = '2026年杭州市全民健身日健步走' satisfies DemoCompetitionName;

/** A participant: a demo account or the n-th demo member (DEMO_MEMBERS), with the name they signed up under. */
export type DemoCheckInParticipant = { key: string; name: string } & ({ account: DemoAccountName } | { member: number });

export const DEMO_CHECK_IN_PARTICIPANTS: readonly DemoCheckInParticipant[] = [
  { key: 'athlete', name: '林晓跑', account: 'athlete' },
  { key: 'referee', name: '王正裁', account: 'referee' },
  { key: 'member0', name: '张子涵', member: 0 },
  { key: 'member1', name: '李沐阳', member: 1 },
];

export const DEMO_CHECK_IN_REJECT_REASON = '轨迹配速接近骑行速度，不像健步走，请重新上传健步走记录';

export interface DemoCheckInRecord {
  /** DEMO_CHECK_IN_PARTICIPANTS key */
  participant: string;
  day: string;
  evidence: 'track' | 'screenshot';
  distanceMeters: number;
  durationSeconds: number;
  paceSeconds: number | null;
  /** the track's first point (ISO), tracks only */
  startAt: string | null;
  /** [lat, lon] points (tracks only; at most TRACK_ROUTE_MAX_POINTS) */
  route: [number, number][];
  flags: string[];
  status: CheckInStatus;
  reviewReason: string;
  /** reviewed records: when (ISO) */
  reviewedAt: string | null;
  /** when it was submitted (ISO) */
  createdAt: string;
  note: string;
}

const SPORT: TrackSport = 'walking';

/**
 * A loop around 西湖 (an ellipse centred on the lake, ~9.6 km round), `n` points from 断桥 clockwise: [lat, lon] rounded
 * to ~1 m as routes are stored.
 */
export function demoWestLakeRoute(n = 240): [number, number][] {
  const [lat0, lon0] = [30.2455, 120.1445];
  const [rLat, rLon] = [0.0135, 0.0145];
  return Array.from({ length: n + 1 }, (_, i) => {
    const t = Math.PI / 2 - (2 * Math.PI * i) / n;
    const wobble = 1 + 0.06 * Math.sin(5 * t);
    return [Math.round((lat0 + rLat * wobble * Math.sin(t)) * 1e5) / 1e5, Math.round((lon0 + rLon * wobble * Math.cos(t)) * 1e5) / 1e5];
  });
}

/** The demo challenge and its records, relative to `now`: the window runs from 20 days before today to 9 days after. */
export function demoCheckInPlan(now: Date = new Date()): { settings: CheckInSettingsValues; records: DemoCheckInRecord[] } {
  const day = (offset: number) => chinaDate(now.getTime() + offset * DAY);
  const today = day(0);
  const settings: CheckInSettingsValues = {
    startsOn: day(-20),
    endsOn: day(9),
    goalKind: 'distance',
    goalScope: 'total',
    goalValue: 30_000,
    goalDays: 1,
    sport: SPORT,
    evidence: ['track', 'screenshot'],
    dailyLimit: 2,
    reviewRequired: false,
  };
  const records: DemoCheckInRecord[] = [];
  const add = (
    participant: string,
    offset: number,
    meters: number,
    seconds: number,
    v: { track?: boolean; status?: CheckInStatus; flags?: string[]; reason?: string; note?: string; hour?: number } = {},
  ) => {
    const d = day(offset);
    const start = chinaInstant(d, v.hour ?? 7, 0);
    const submitted = new Date(start.getTime() + (seconds + 600) * 1000);
    const status = v.status ?? 'approved';
    const route = v.track ? demoWestLakeRoute() : [];
    records.push({
      participant,
      day: d,
      evidence: v.track ? 'track' : 'screenshot',
      distanceMeters: meters,
      durationSeconds: seconds,
      paceSeconds: checkInPace(meters, seconds),
      startAt: v.track ? start.toISOString() : null,
      route,
      flags: v.flags ?? [],
      status,
      reviewReason: v.reason ?? '',
      reviewedAt: status === 'rejected' ? new Date(submitted.getTime() + 3 * 3600_000).toISOString() : null,
      createdAt: submitted.toISOString(),
      note: v.note ?? '',
    });
  };
  // 林晓跑: 6 walks, 33.6 km — the goal (30 km) is met; one is a track around 西湖
  for (const [i, offset] of [-18, -15, -12, -9, -6, -3].entries()) {
    add('athlete', offset, i === 2 ? 9_600 : 4_800, i === 2 ? 6_000 : 3_000, { track: i === 2, note: i === 2 ? '环西湖一圈' : '' });
  }
  // 王正裁: every day of the last five, up to today — a current streak of 5 days
  for (const offset of [-4, -3, -2, -1, 0]) add('referee', offset, 3_200, 2_100, { hour: 6 });
  // 张子涵: one walk approved, then 10 km in 35 minutes — faster than the race-walking world record, waiting for review
  add('member0', -7, 5_000, 3_300);
  add('member0', -1, 10_000, 2_100, { track: true, status: 'pending', flags: [CHECK_IN_FLAG.tooFast(SPORT)], hour: 19 });
  // 李沐阳: one walk approved, then a track as fast as a bicycle, flagged and rejected by the organiser
  add('member1', -10, 4_000, 2_700);
  add('member1', -5, 12_000, 1_800, { track: true, status: 'rejected', flags: [CHECK_IN_FLAG.tooFast(SPORT)], reason: DEMO_CHECK_IN_REJECT_REASON });
  if (records.some((r) => r.day > today)) throw new Error('a demo check-in after today');
  return { settings, records };
}

/** A demo 打卡完成证书: who holds it, its (fixed, so both modes verify the same) code, the result printed and the day. */
export interface DemoCheckInCertificate {
  /** DEMO_CHECK_IN_PARTICIPANTS key */
  participant: string;
  code: string;
  result: string;
  issueDate: string;
}

/**
 * The completion certificates of the demo challenge, as the server issues them (services/check-ins.ts): one for each
 * participant, on the day their approved records first met the goal, printing the tally of that day.
 */
export function demoCheckInCertificates(now: Date = new Date()): DemoCheckInCertificate[] {
  const { settings, records } = demoCheckInPlan(now);
  return DEMO_CHECK_IN_PARTICIPANTS.flatMap((p) => {
    const mine = records.filter((r) => r.participant === p.key && r.status === 'approved').map((r) => ({ participant: p.key, day: r.day, amount: checkInAmount(settings.goalKind, r) }));
    for (const day of [...new Set(mine.map((r) => r.day))].sort()) {
      const [tally] = tallyCheckIns([p.key], mine.filter((r) => r.day <= day), settings, day);
      if (tally!.goalMet) return [{ participant: p.key, code: `DemoWalk-${p.key.padEnd(7, '0').slice(0, 7)}`, result: checkInCertificateResult(settings, tally!), issueDate: day }];
    }
    return [];
  });
}
