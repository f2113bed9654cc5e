import { CHECK_IN_EVIDENCE, CHECK_IN_GOAL_KIND_TEXT, CHECK_IN_GOAL_KINDS, CHECK_IN_EVIDENCE_TEXT, CHECK_IN_GOAL_SCOPE_TEXT, CHECK_IN_GOAL_SCOPES, TRACK_SPORT_TEXT, TRACK_SPORTS, type CheckInGoalKind } from 'shared/rules';

export const GOAL_KIND_OPTIONS = CHECK_IN_GOAL_KINDS.map((k) => ({ value: k, label: CHECK_IN_GOAL_KIND_TEXT[k] }));
export const GOAL_SCOPE_OPTIONS = CHECK_IN_GOAL_SCOPES.map((k) => ({ value: k, label: CHECK_IN_GOAL_SCOPE_TEXT[k] }));
export const EVIDENCE_OPTIONS = CHECK_IN_EVIDENCE.map((k) => ({ value: k, label: CHECK_IN_EVIDENCE_TEXT[k] }));
export const SPORT_OPTIONS = TRACK_SPORTS.map((k) => ({ value: k, label: TRACK_SPORT_TEXT[k] }));

/** The unit a goal is typed in and how many stored units (metres, seconds, check-ins) one of it is. */
export const GOAL_UNIT: Record<CheckInGoalKind, { label: string; factor: number; step: number }> = {
  distance: { label: '公里', factor: 1000, step: 0.1 },
  duration: { label: '分钟', factor: 60, step: 1 },
  count: { label: '次', factor: 1, step: 1 },
  photo: { label: '次', factor: 1, step: 1 },
};
