/** Types of 订场账户 from the server's OpenAPI document (shared/src/api/generated/schema.ts, `pnpm openapi`). */
import type { Query } from 'shared';
import type { components } from 'shared/api-schema';

type Schemas = components['schemas'];

export type AccountBalance = Schemas['AccountBalance'];
export type AccountStats = Schemas['AccountStats'];
export type AccountFlow = Schemas['AccountFlow'];
export type AccountFlowList = Schemas['AccountFlowList'];
export type AccountFlowQuery = Query<'/admin/acc_flow_list', 'get'>;
