/**
 * Live scores (直播比分): the decisions are the shared rule (shared/src/rules/schedule/live-score.ts, also run by the
 * schedule mock); the repository (src/repositories/live-scores.ts) runs them with the fixture row locked and writes
 * the patch.
 */
export type { LiveAction, LiveDecision } from 'shared/rules';
