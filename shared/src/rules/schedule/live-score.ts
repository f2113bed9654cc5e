/**
 * Live scores (直播比分) decisions, pure: 开始比赛 (start), 更新比分 (update) and 取消开始 (stop) of a fixture. The
 * running score lives in live_home_score/live_away_score and never in home_score/away_score, so standings keep
 * counting final results only; the final score (POST /admin/schedule/score) finishes the game and clears it.
 * The server's repository (server/src/repositories/live-scores.ts) runs this with the fixture row locked and writes
 * the patch; the schedule mock applies it to its row.
 */
import { RuleRefusal } from '../rule-refusal.ts';
import type { PhaseFixture } from './phase-fixtures.ts';
import { STALE_VERSION } from './score-entry.ts';

export type LiveAction = 'start' | 'update' | 'stop';

export interface LiveInput {
  action: LiveAction;
  homeScore?: number;
  awayScore?: number;
  version: number;
}

/** The live fields of a fixture as kept in the audit log (before / after). */
export interface LiveValues {
  status: string;
  live_home_score: number | null;
  live_away_score: number | null;
  live_started_at: string | null;
}

export interface LivePatch {
  status: 'scheduled' | 'live';
  liveHomeScore: number | null;
  liveAwayScore: number | null;
  liveStartedAt: Date | null;
}

export type LiveDecision = { kind: 'unchanged' } | { kind: 'change'; patch: LivePatch; before: LiveValues; after: LiveValues };

/** 比分推送: missed score events answered at most to a viewer that reconnects or polls; beyond, it reads its page again. */
export const SCORE_REPLAY_LIMIT = 500;

export const NOT_STARTED = '比赛尚未开始';
export const ALREADY_FINISHED = '比赛已结束';

export const liveValues = (f: Pick<PhaseFixture, 'status' | 'liveHomeScore' | 'liveAwayScore' | 'liveStartedAt'>): LiveValues => ({
  status: f.status,
  live_home_score: f.liveHomeScore,
  live_away_score: f.liveAwayScore,
  live_started_at: f.liveStartedAt ? f.liveStartedAt.toISOString() : null,
});

const change = (fixture: PhaseFixture, patch: LivePatch): LiveDecision => ({
  kind: 'change',
  patch,
  before: liveValues(fixture),
  after: liveValues({ status: patch.status, liveHomeScore: patch.liveHomeScore, liveAwayScore: patch.liveAwayScore, liveStartedAt: patch.liveStartedAt }),
});

/**
 * Decides a live action on the current fixture row. start: a scheduled game with both entrants known (not a bye)
 * goes live at 0:0 from `now`; update: the running score of a live game (the same score again changes nothing);
 * stop: a game started by mistake goes back to scheduled without a running score. Every change needs the
 * fixture's current `version` (optimistic concurrency, like score entry).
 */
export function decideLive(fixture: PhaseFixture, input: LiveInput, now: Date): LiveDecision {
  if (fixture.bye) throw new RuleRefusal('轮空场次无需比赛');
  if (input.action === 'start') {
    if (fixture.homeId === null || fixture.awayId === null) throw new RuleRefusal('对阵双方尚未确定');
    if (fixture.status === 'finished') throw new RuleRefusal(ALREADY_FINISHED);
    if (input.version !== fixture.version) throw new RuleRefusal(STALE_VERSION);
    if (fixture.status === 'live') throw new RuleRefusal('比赛已经开始');
    return change(fixture, { status: 'live', liveHomeScore: 0, liveAwayScore: 0, liveStartedAt: now });
  }
  if (input.action === 'update') {
    if (input.homeScore === undefined || input.awayScore === undefined) throw new RuleRefusal('请填写双方比分', 42200);
    if (input.homeScore < 0 || input.awayScore < 0) throw new RuleRefusal('比分不能为负数', 42200);
    if (fixture.status === 'finished') throw new RuleRefusal(ALREADY_FINISHED);
    if (fixture.status !== 'live') throw new RuleRefusal(NOT_STARTED);
    // the same running score again (a retried request) changes nothing, whatever its version
    if (fixture.liveHomeScore === input.homeScore && fixture.liveAwayScore === input.awayScore) return { kind: 'unchanged' };
    if (input.version !== fixture.version) throw new RuleRefusal(STALE_VERSION);
    return change(fixture, { status: 'live', liveHomeScore: input.homeScore, liveAwayScore: input.awayScore, liveStartedAt: fixture.liveStartedAt });
  }
  if (fixture.status === 'finished') throw new RuleRefusal('比赛已结束，不能取消开始');
  if (fixture.status !== 'live') throw new RuleRefusal(NOT_STARTED);
  if (input.version !== fixture.version) throw new RuleRefusal(STALE_VERSION);
  return change(fixture, { status: 'scheduled', liveHomeScore: null, liveAwayScore: null, liveStartedAt: null });
}
