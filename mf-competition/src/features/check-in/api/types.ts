/** 打卡 types from the server's OpenAPI document (`pnpm openapi`). */
import type { Json, Query } from 'shared';
import type { components } from 'shared/api-schema';

type Schemas = components['schemas'];

export type CheckInSettings = Schemas['CheckInSettings'];
export type SaveCheckInSettingsPayload = Json<'/competition/clock/settings', 'put'>;
export type CheckInRanking = Schemas['CheckInRanking'];
export type CheckInRankRow = Schemas['CheckInRankRow'];
export type CheckInRecord = Schemas['CheckInRecord'];
export type CheckInRecordQuery = Query<'/competition/clock/records', 'get'>;
export type CheckInParticipant = Schemas['CheckInParticipant'];
