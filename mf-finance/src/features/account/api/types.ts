/** Types of the money pages (资金账户, 提现, 资金流水, 充值, 我的钱包) from the server's OpenAPI document (`pnpm openapi`). */
import type { Json, Query } from 'shared';
import type { components } from 'shared/api-schema';

type Schemas = components['schemas'];

export type AccountBalance = Schemas['AccountBalance'];
export type AccountStats = Schemas['AccountStats'];
export type SettleRow = Schemas['SettleRow'];
export type SettleList = Schemas['SettleList'];
export type SettleListQuery = Query<'/admin/order_settle_list', 'get'>;
export type AccountFlow = Schemas['AccountFlow'];
export type AccountFlowList = Schemas['AccountFlowList'];
export type AccountFlowQuery = Query<'/admin/acc_flow_list', 'get'>;
export type WalletFlowQuery = Query<'/account/flow_list', 'get'>;
export type Wallet = Schemas['Wallet'];
export type WithdrawItem = Schemas['WithdrawItem'];
export type WithdrawList = Schemas['WithdrawList'];
export type WithdrawListQuery = Query<'/withdraw', 'get'>;
export type WithdrawPayload = Json<'/withdraw', 'post'>;
export type WithdrawSmsSent = Schemas['WithdrawSmsSent'];
export type TopUpPayload = Json<'/pay/top_up', 'post'>;
export type TopUpCreated = Schemas['TopUpCreated'];
export type PayOrderStatus = Schemas['PayOrderStatus'];
export type FlowExportPayload = Json<'/admin/acc_flow_list/export', 'post'>;
export type WalletFlowExportPayload = Json<'/account/flow_list/export', 'post'>;
export type PayoutAccount = Schemas['PayoutAccount'];
export type PayoutAccountList = Schemas['PayoutAccountList'];
export type PayoutAccountQuery = Query<'/admin/payout_account', 'get'>;
export type PayoutAccountPayload = Json<'/admin/payout_account', 'post'>;
export type PayoutAccountCreated = Schemas['PayoutAccountCreated'];
export type PayoutAccountSmsSent = Schemas['PayoutAccountSmsSent'];
