/** Withdrawal types from the server's OpenAPI document (shared/src/api/generated/schema.ts, `pnpm openapi`). */
import type { Json, Query } from 'shared';
import type { components } from 'shared/api-schema';

type Schemas = components['schemas'];

export type Withdrawal = Schemas['WithdrawItem'];
export type WithdrawStatus = Withdrawal['status'];
export type WithdrawListQuery = Query<'/admin/withdraw', 'get'>;
export type WithdrawReviewPayload = Json<'/admin/withdraw/check', 'post'>;
