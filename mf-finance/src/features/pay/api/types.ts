/** Payer-side payment types from the server's OpenAPI document (shared/src/api/generated/schema.ts, `pnpm openapi`). */
import type { Json, Query } from 'shared';
import type { components } from 'shared/api-schema';

type Schemas = components['schemas'];

export type PayerOrder = Schemas['PayerOrder'];
export type PayerOrderList = Schemas['PayerOrderList'];
export type PayerOrderStatus = PayerOrder['status'];
export type MyOrdersQuery = Query<'/user/orders', 'get'>;
export type PayOrderStatus = Schemas['PayOrderStatus'];
export type PayStart = Schemas['PayStart'];
export type PayStartPayload = Json<'/pay_order/pay', 'post'>;
