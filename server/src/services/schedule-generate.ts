/**
 * Schedule generation (赛程编排) of one phase: the plan is the shared rule (shared/src/rules/schedule/phase-plan.ts,
 * also run by the schedule mock); the route writes it and the demo seed generates with it.
 */
export { bracketFixtures, planSchedule, type GenerationEntrant, type PhaseFormat, type SchedulePlan } from 'shared/rules';
