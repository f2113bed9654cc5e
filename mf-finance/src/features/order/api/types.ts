/** Order types from the server's OpenAPI document (shared/src/api/generated/schema.ts, `pnpm openapi`). */
import type { components, paths } from 'shared/api-schema';

type Schemas = components['schemas'];

export type Order = Schemas['Order'];
export type OrderInfo = Schemas['OrderDetail'];
export type OrderItem = Schemas['OrderItem'];
export type OrderStatusChange = Schemas['OrderStatusChange'];
export type OrderStatus = Order['status'];
export type OrderListQuery = NonNullable<paths['/api/admin/pay_order_list']['get']['parameters']['query']>;
type Json<T> = T extends { requestBody: { content: { 'application/json': infer B } } } ? B : never;
export type MarkOrderPaidPayload = Json<paths['/api/admin/pay_order/mark_paid']['post']>;
