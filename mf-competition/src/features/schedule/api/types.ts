/** Schedule and score types from the server's OpenAPI document (shared/src/api/generated/schema.ts, `pnpm openapi`). */
import type { Json } from 'shared';
import type { components } from 'shared/api-schema';

type Schemas = components['schemas'];

export type EventItem = Schemas['EventItem'];
export type SignUpRequirement = Schemas['SignUpRequirement'];
export type SchedulePhase = Schemas['SchedulePhase'];
/** 联赛 league, 小组赛 groups, 淘汰赛 knockout (GLOSSARY: phase). */
export type PhaseFormat = SchedulePhase['format'];
export type PhaseStatus = SchedulePhase['status'];
export type SchedulePhaseList = Schemas['SchedulePhaseList'];
export type ScheduleProgress = Schemas['ScheduleProgress'];
export type ScheduleGenerated = Schemas['ScheduleGenerated'];
export type SwissRoundGenerated = Schemas['SwissRoundGenerated'];
export type PhaseEntrantList = Schemas['PhaseEntrantList'];
export type PhaseEntrant = Schemas['PhaseEntrant'];
export type PhaseEntrantChanged = Schemas['PhaseEntrantChanged'];
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

export type CreatePhasePayload = Json<'/admin/schedule/create_phase', 'post'>;
export type PhaseConfig = NonNullable<CreatePhasePayload['config']>;
export type UpdatePhasePayload = Json<'/admin/schedule/phase', 'put'>;
export type MatchInfoPayload = Json<'/admin/schedule/match_info/save', 'post'>;
export type ScorePayload = Json<'/admin/schedule/score', 'post'>;
