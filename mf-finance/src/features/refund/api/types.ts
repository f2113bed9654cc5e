/** Refund types from the server's OpenAPI document (shared/src/api/generated/schema.ts, `pnpm openapi`). */
import type { Json, Query } from 'shared';
import type { components } from 'shared/api-schema';

type Schemas = components['schemas'];

export type Refund = Schemas['RefundItem'];
export type RefundStatus = Refund['status'];
export type RefundInitiator = Refund['initiator'];
export type RefundPreview = Schemas['RefundPreview'];
export type RefundListQuery = Query<'/admin/refund_list', 'get'>;
export type RefundReviewPayload = Json<'/admin/refund/check', 'post'>;
export type RefundReviewAction = RefundReviewPayload['action'];
export type RefundCreatePayload = Json<'/admin/refund/create', 'post'>;
export type RefundApplyPayload = Json<'/refund/apply', 'post'>;
