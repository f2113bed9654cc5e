/** Order types from the server's OpenAPI document (shared/src/api/generated/schema.ts, `pnpm openapi`). */
import type { Query } from 'shared';
import type { components } from 'shared/api-schema';

type Schemas = components['schemas'];

export type Order = Schemas['Order'];
export type OrderInfo = Schemas['OrderDetail'];
export type OrderItem = Schemas['OrderItem'];
export type OrderStatusChange = Schemas['OrderStatusChange'];
export type OrderStatus = Order['status'];
export type OrderListQuery = Query<'/admin/pay_order_list', 'get'>;
