/** Result, ranking, award, record and export types from the server's OpenAPI document (`pnpm openapi`). */
import type { Json, Query } from 'shared';
import type { components } from 'shared/api-schema';

type Schemas = components['schemas'];

export type EventItem = Schemas['EventItem'];
export type SignUpRequirement = Schemas['SignUpRequirement'];
export type ScoreRule = Schemas['ScoreRule'];
export type SaveScoreRulePayload = Json<'/admin/schedule/ranking_rules', 'put'>;
export type Tiebreaker = SaveScoreRulePayload['tiebreakers'][number];
export type SchedulePhase = Schemas['SchedulePhase'];
export type SchedulePhaseList = Schemas['SchedulePhaseList'];
export type PhaseStandings = Schemas['PhaseStandings'];
export type StandingTable = PhaseStandings['tables'][number];
export type StandingRow = StandingTable['rows'][number];
export type KnockoutBracket = Schemas['KnockoutBracket'];
export type ScheduleFixture = Schemas['ScheduleFixture'];
export type AwardList = Schemas['AwardList'];
export type Award = AwardList['list'][number];
export type CreateAwardPayload = Json<'/admin/award', 'post'>;
export type UpdateAwardPayload = Json<'/admin/award', 'put'>;
export type Achievements = Schemas['Achievements'];
export type ItemPlaces = Achievements['list'][number];
export type FinalPlace = ItemPlaces['list'][number];
export type ResultList = Schemas['ResultList'];
export type ResultEntry = Schemas['ResultEntry'];
export type ResultStatus = NonNullable<ResultEntry['status']>;
export type SaveResultPayload = Json<'/admin/result', 'post'>;
export type ResultSaved = Schemas['ResultSaved'];
export type ResultHistory = Schemas['ResultHistory'];
export type ResultChange = Schemas['ResultChange'];
export type GradeCompetition = Schemas['GradeCompetition'];
export type GradeListQuery = Query<'/admin/grade/list', 'get'>;
export type GradeItems = Schemas['GradeItems'];
export type GradeBoard = Schemas['GradeBoard'];
export type SportRecord = Schemas['SportRecord'];
export type RecordStatus = SportRecord['status'];
export type RecordListQuery = Query<'/admin/records', 'get'>;
export type RecordHistoryQuery = Query<'/admin/records/history', 'get'>;
export type SportRecordHistory = Schemas['SportRecordHistory'];
export type ReviewRecordPayload = Json<'/admin/records/review', 'post'>;
export type ExportTask = Schemas['ExportTask'];
export type CreateExportPayload = Json<'/competition/download', 'post'>;
/** The kinds of a competition's exports (an ExportTask's kind may also be account_flows, 资金流水). */
export type ExportKind = CreateExportPayload['kind'];
export type CreatedId = Schemas['CreatedId'];
export type GradeItemSummary = Schemas['GradeItemSummary'];
export type GradeRow = Schemas['GradeRow'];
