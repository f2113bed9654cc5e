/** Schedule and score types from the server's OpenAPI document (shared/src/api/generated/schema.ts, `pnpm openapi`). */
import type { components, paths } from 'shared/api-schema';

type Schemas = components['schemas'];
type Json<T> = T extends { requestBody: { content: { 'application/json': infer B } } } ? B : never;

export type EventItem = Schemas['EventItem'];
export type SignUpRequirement = Schemas['SignUpRequirement'];
export type SchedulePhase = Schemas['SchedulePhase'];
/** 联赛 league, 小组赛 groups, 淘汰赛 knockout (GLOSSARY: phase). */
export type PhaseFormat = SchedulePhase['format'];
export type PhaseStatus = SchedulePhase['status'];
export type SchedulePhaseList = Schemas['SchedulePhaseList'];
export type ScheduleProgress = Schemas['ScheduleProgress'];
export type ScheduleGenerated = Schemas['ScheduleGenerated'];
export type ScheduleRound = Schemas['ScheduleRound'];
export type ScheduleRoundList = Schemas['ScheduleRoundList'];
export type ScheduleFixture = Schemas['ScheduleFixture'];
export type ScheduleFixtureList = Schemas['ScheduleFixtureList'];
export type ScheduleClash = Schemas['ScheduleClash'];
export type ScheduleClashList = Schemas['ScheduleClashList'];
export type ScheduleMatchSaved = Schemas['ScheduleMatchSaved'];
export type ScheduleReferee = Schemas['ScheduleReferee'];
export type ScheduleRefereeList = Schemas['ScheduleRefereeList'];
export type ScoreRule = Schemas['ScoreRule'];
export type ScoreSaved = Schemas['ScoreSaved'];
export type ScoreChange = Schemas['ScoreChange'];
export type ScoreHistory = Schemas['ScoreHistory'];
export type KnockoutBracket = Schemas['KnockoutBracket'];
export type QualifyResult = Schemas['QualifyResult'];
export type VenueDetail = Schemas['VenueDetail'];
export type ScheduleCourtList = Schemas['ScheduleCourtList'];
export type CreatedId = Schemas['CreatedId'];

export type CreatePhasePayload = Json<paths['/api/admin/schedule/create_phase']['post']>;
export type PhaseConfig = NonNullable<CreatePhasePayload['config']>;
export type UpdatePhasePayload = Json<paths['/api/admin/schedule/phase']['put']>;
export type MatchInfoPayload = Json<paths['/api/admin/schedule/match_info/save']['post']>;
export type ScorePayload = Json<paths['/api/admin/schedule/score']['post']>;
